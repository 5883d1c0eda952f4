import { useEffect, useState } from 'react';
import { Heart, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { Button, ButtonLink } from '../../ui/Button';
import { Container, Skeleton } from '../../ui/Surface';
import { EmptyState, ErrorState } from '../../ui/States';
import { ICON } from '../../ui/icon';
import { useCreateWishlist, useWishlists } from './api';
import { Cover } from './Cover';
import { ListActions } from './ListActions';
import { LazyNameDialog } from './LazyNameDialog';
import s from './Wishlists.module.css';
import { useSiteName } from '../../api/site-config';

const COVER_SIZES = '(max-width: 743px) calc(50vw - 24px), 300px';

/** `/wishlists`: the member's lists as cards (cover, name, count), newest first; create, rename, delete. */
export function WishlistsView({ userId }: { userId: string }) {
  const { t } = useI18n();
  const site = useSiteName();
  const lists = useWishlists(userId);
  const create = useCreateWishlist(userId);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    document.title = `${t('wishlists.title')} · ${site}`;
  }, [t, site]);

  let body;
  if (lists.isError) body = <ErrorState error={lists.error} title={t('wishlists.loadError')} onRetry={() => lists.refetch()} />;
  else if (!lists.data) {
    body = (
      <ul role="list" className={s.lists} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => <li key={i}><Skeleton className={s.cover} height="auto" radius="var(--radius-card)" /><Skeleton width="60%" height={18} style={{ marginBlockStart: 12 }} /></li>)}
      </ul>
    );
  } else if (!lists.data.length) {
    body = (
      <EmptyState
        icon={<Heart {...ICON} size={26} />}
        title={t('wishlists.empty.title')}
        body={t('wishlists.empty.body')}
        actions={<ButtonLink to="/s" variant="primary">{t('wishlists.empty.action')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <ul role="list" className={s.lists}>
        {lists.data.map((l, i) => (
          <li key={l.id} className={s.listCard}>
            <Link to={`/wishlists/${encodeURIComponent(l.id)}`} className={s.listLink}>
              {/* The first row's covers (two on a phone) are what the page is judged by. */}
              <Cover photo={l.cover} sizes={COVER_SIZES} priority={i < 2} />
              <span className={s.name}>{l.name}</span>
              <span className={s.count}>{l.count ? t('wishlists.count', { count: l.count }) : t('wishlists.countEmpty')}</span>
            </Link>
            <div className={s.listOptions}>
              <ListActions userId={userId} list={l} onPhoto />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main id="main" tabIndex={-1}>
      <Container className={s.page}>
        <div className={s.pageHead}>
          <h1 className={s.title}>{t('wishlists.title')}</h1>
          <Button variant="secondary" size="small" onPress={() => setCreating(true)}>
            <Plus {...ICON} size={18} />
            {t('wishlists.create')}
          </Button>
        </div>
        {body}
      </Container>
      {creating && (
        <LazyNameDialog
          isOpen
          onOpenChange={setCreating}
          title={t('wishlists.createTitle')}
          submitLabel={t('wishlists.createSubmit')}
          pending={create.isPending}
          onSubmit={(name) => create.mutateAsync({ name })}
        />
      )}
    </main>
  );
}
