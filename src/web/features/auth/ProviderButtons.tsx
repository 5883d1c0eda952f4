import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ICON } from '../../ui/icon';
import { auth } from './api';
import { authErrorMessage } from './errors';
import { FormAlert } from './AuthCard';
import s from './AuthCard.module.css';

/** "Continue with …" for each identity provider this site has configured (none by default). */
export function ProviderButtons({ returnTo, from }: { returnTo: string; from: '/login' | '/signup' }) {
  const { t } = useI18n();
  const providers = useSiteConfig().data?.authProviders ?? [];
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();
  if (!providers.length) return null;

  const start = async (id: string) => {
    setPending(id);
    setError(undefined);
    try {
      const { url } = await auth.oauth(id, returnTo, `${from}?error=provider`);
      window.location.assign(url);
    } catch (err) {
      setError(authErrorMessage(err, t));
      setPending(undefined);
    }
  };

  return (
    <>
      <div className={s.providers}>
        {providers.map((p) => (
          <Button key={p.id} variant="secondary" block pending={pending === p.id} isDisabled={!!pending} onPress={() => start(p.id)}>
            <KeyRound {...ICON} />
            {t('auth.continueWith', { provider: p.name })}
          </Button>
        ))}
        <FormAlert>{error}</FormAlert>
      </div>
      <p className={s.divider}>{t('auth.or')}</p>
    </>
  );
}
