export { AccountLayout } from './AccountLayout';
export { ProfileForm } from './ProfileForm';
export { PasswordSection } from './PasswordSection';
export { EmailSection } from './EmailSection';
export { TwoFactorSection } from './TwoFactorSection';
export { SessionsSection } from './SessionsSection';
export { DeleteAccountSection } from './DeleteAccountSection';
