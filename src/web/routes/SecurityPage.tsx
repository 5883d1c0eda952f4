import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { AccountLayout, DeleteAccountSection, EmailSection, PasswordSection, SessionsSection, TwoFactorSection } from '../features/account';
import { useSiteName } from '../api/site-config';

/** /account/security: password, e-mail, two-factor, sessions, and deleting the account. */
export default function SecurityPage() {
  const { t } = useI18n();
  const site = useSiteName();
  const { hash } = useLocation();
  useEffect(() => {
    document.title = `${t('account.security.title')} · ${site}`;
  }, [t, site]);
  return (
    <AccountLayout>
      {(me) => (
        <>
          <ScrollToHash hash={hash} />
          <PasswordSection me={me} />
          <EmailSection me={me} />
          <TwoFactorSection me={me} />
          <SessionsSection />
          <DeleteAccountSection me={me} />
        </>
      )}
    </AccountLayout>
  );
}

/** `/account/security#email` (the profile's "Change" link) lands on that section once it exists. */
function ScrollToHash({ hash }: { hash: string }) {
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return null;
}
