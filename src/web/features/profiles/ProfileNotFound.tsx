import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/States';

/** An unknown, deleted or banned member: one friendly page for all three (the server gives them one 404). */
export function ProfileNotFound() {
  const { t } = useI18n();
  const site = useSiteConfig().data?.siteName ?? t('app.name');
  return (
    <EmptyState
      headingLevel={1}
      title={t('profile.notFound.title')}
      body={t('profile.notFound.body', { site })}
      actions={<ButtonLink to="/">{t('profile.notFound.home')}</ButtonLink>}
    />
  );
}
