import { useEffect } from 'react';
import { useI18n } from '../i18n';
import { AccountLayout, ApiTokensSection, LanguageSection, ProfileForm } from '../features/account';
import { useSiteName } from '../api/site-config';
import { Deferred } from '../ui/Deferred';

/** /account: the profile others see (name, about), the address with its confirmation state, my language, and my API tokens. */
export default function AccountPage() {
  const { t } = useI18n();
  const site = useSiteName();
  useEffect(() => {
    document.title = `${t('account.profile.title')} · ${site}`;
  }, [t, site]);
  // Keyed by id so a different account (after logging in again) starts from its own values.
  return (
    <AccountLayout>
      {(me) => (
        <>
          <ProfileForm key={me.id} me={me} />
          {/* Below the profile: drawn in a quiet moment after it, not in the task that brings it alive. */}
          <Deferred minBlockSize={460}>
            <LanguageSection key={`language-${me.id}`} me={me} />
            <ApiTokensSection me={me} />
          </Deferred>
        </>
      )}
    </AccountLayout>
  );
}
