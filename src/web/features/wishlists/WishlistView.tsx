import { useEffect, useState } from 'react';
import { ArrowLeft, Heart as HeartIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { ICON } from '../../ui/icon';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { ViewToggle, type ListOrMap } from '../../ui/ViewToggle';
import { useStay } from '../availability';
import { CardHeartContext } from '../listing-card';
import { useWishlist, type WishlistStay } from './api';
import { ListActions } from './ListActions';
import { useListHeart } from './ListHeart';
import { StayBar } from './StayBar';
import { WishlistItems } from './WishlistItems';
import { WishlistMap } from './WishlistMap';
import s from './Wishlists.module.css';
import { useSiteName } from '../../api/site-config';

const MAX_GUESTS = 16;

/**
 * `/wishlists/:id`: the list's stays as cards beside a map; with dates (kept in the URL, like the
 * listing page's), each card says whether it can be booked for them and its total.
 */
export function WishlistView({ userId, id }: { userId: string; id: string }) {
  const { t } = useI18n();
  const site = useSiteName();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const [view, setView] = useState<ListOrMap>('list');
  const [hovered, setHovered] = useState<string | null>(null);
  const [stayParams, setStay] = useStay(MAX_GUESTS);
  const stay: WishlistStay | null = stayParams.checkIn && stayParams.checkOut
    ? { checkin: stayParams.checkIn, checkout: stayParams.checkOut, guests: stayParams.guests }
    : null;
  const q = useWishlist(userId, id, stay);
  const Heart = useListHeart(userId, id);
  const notFound = q.error instanceof ApiError && q.error.status === 404;
  const data = q.data?.id === id ? q.data : undefined;

  useEffect(() => {
    const title = data?.name ?? (notFound ? t('wishlist.notFound.title') : t('wishlists.title'));
    document.title = `${title} · ${site}`;
  }, [data?.name, notFound, t, site]);

  const back = (
    <Link to="/wishlists" className={s.back}>
      <ArrowLeft {...ICON} size={18} className={s.flip} />
      {t('wishlist.back')}
    </Link>
  );

  if (notFound || (q.isError && !data)) {
    return (
      <main id="main" tabIndex={-1} className={s.narrow}>
        {back}
        {notFound ? (
          <EmptyState
            title={t('wishlist.notFound.title')}
            body={t('wishlist.notFound.body')}
            actions={<ButtonLink to="/wishlists" variant="primary">{t('wishlist.notFound.action')}</ButtonLink>}
            headingLevel={2}
          />
        ) : (
          <ErrorState error={q.error} title={t('wishlist.loadError')} onRetry={() => q.refetch()} />
        )}
      </main>
    );
  }

  const items = data?.items ?? [];
  const empty = data && !items.length;
  const showList = !phone || view === 'list' || empty;
  const showMap = !empty && (!phone || view === 'map');

  return (
    <main id="main" tabIndex={-1} className={`${s.detail} ${phone ? s.phone : ''} ${empty ? s.noMap : ''}`}>
      {showList && (
        <div className={s.listPane}>
          {back}
          <div className={s.detailHead}>
            <div className={s.detailTitle}>
              <h1 className={s.title}>{data?.name ?? t('common.loading')}</h1>
              {data && <p className={s.count}>{t('wishlists.count', { count: items.length })}</p>}
            </div>
            {data && <ListActions userId={userId} list={{ id, name: data.name, count: items.length }} onDeleted={() => navigate('/wishlists', { replace: true })} />}
          </div>
          {empty ? (
            <EmptyState
              icon={<HeartIcon {...ICON} size={26} />}
              title={t('wishlist.empty.title')}
              body={t('wishlist.empty.body')}
              actions={<ButtonLink to="/s" variant="primary">{t('wishlists.empty.action')}</ButtonLink>}
            />
          ) : (
            <>
              <StayBar stay={stayParams} setStay={setStay} />
              <CardHeartContext.Provider value={Heart}>
                <WishlistItems detail={data} stale={q.isPlaceholderData} onHover={setHovered} />
              </CardHeartContext.Provider>
            </>
          )}
        </div>
      )}
      {showMap && data && (
        <div className={s.mapPane}>
          <WishlistMap detail={data} highlightedId={hovered} />
        </div>
      )}
      {phone && !empty && (
        <ViewToggle view={view} onChange={setView} />
      )}
    </main>
  );
}
