import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { ErrorState } from '../ui/States';
import { Skeleton } from '../ui/Surface';
import { Container } from '../ui/Surface';
import { ProfileNotFound, ProfileView, useProfile } from '../features/profiles';
import s from './UserPage.module.css';
import { useSiteName } from '../api/site-config';

/** `/users/:id`: a member's public profile, a friendly 404 for unknown members, or an error with retry. */
export default function UserPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const site = useSiteName();
  const q = useProfile(id);
  const notFound = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400);

  useEffect(() => {
    const title = q.data ? t('profile.docTitle', { name: q.data.name }) : notFound ? t('profile.notFound.title') : null;
    if (title) document.title = `${title} · ${site}`;
  }, [q.data, notFound, t, site]);

  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        {q.data ? (
          <ProfileView profile={q.data} />
        ) : notFound ? (
          <ProfileNotFound />
        ) : q.isError ? (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <div className={s.skeleton} aria-busy="true">
            <Skeleton height={320} radius={12} />
            <div className={s.skeletonMain}>
              <Skeleton width="40%" height={28} />
              <Skeleton width="100%" height={18} />
              <Skeleton width="80%" height={18} />
            </div>
          </div>
        )}
      </Container>
    </main>
  );
}
