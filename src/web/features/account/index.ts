import { addCatalog } from '../../i18n/en';
import { avatar } from '../../i18n/en/avatar';
import { apiTokens } from '../../i18n/en/apiTokens';

// The photo's and the tokens' words come with the account pages, not with every page.
addCatalog(avatar);
addCatalog(apiTokens);

export { AccountLayout } from './AccountLayout';
export { ProfileForm } from './ProfileForm';
export { LanguageSection } from './LanguageSection';
export { PasswordSection } from './PasswordSection';
export { EmailSection } from './EmailSection';
export { TwoFactorSection } from './TwoFactorSection';
export { SessionsSection } from './SessionsSection';
export { DeleteAccountSection } from './DeleteAccountSection';
export { ApiTokensSection } from './ApiTokensSection';
