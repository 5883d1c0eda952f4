import { useMemo, useState } from 'react';
import { MapPinned } from 'lucide-react';
import type { WishlistDetail } from '../../../contract/wishlists';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { LazyMapView, pinsExtent } from '../map';
import { MapErrorBoundary, MapMiniCard } from '../search';
import s from './Wishlists.module.css';

/** The list's stays as price pins; a pin opens the search page's small card. */
export function WishlistMap({ detail, highlightedId }: { detail: WishlistDetail; highlightedId: string | null }) {
  const { t, locale } = useI18n();
  const config = useSiteConfig();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const frame = useMemo(() => pinsExtent(detail.pins), [detail.pins]);
  const results = useMemo(() => detail.items.map((i) => i.listing), [detail.items]);
  const stay = detail.stay ? { checkin: detail.stay.checkin, checkout: detail.stay.checkout, guests: detail.stay.guests } : {};
  const styleUrl = config.data?.mapStyleUrl;
  const fallback = (
    <div className={s.mapFallback}>
      <MapPinned {...ICON} size={32} />
      <p>{t('wishlist.mapUnavailable')}</p>
    </div>
  );
  return (
    <div className={s.mapPanel}>
      {styleUrl ? (
        <MapErrorBoundary fallback={fallback}>
          <LazyMapView
            className={s.map}
            styleUrl={styleUrl}
            ariaLabel={t('wishlist.map', { name: detail.name })}
            bbox={frame}
            pins={detail.pins}
            currency={detail.currency}
            locale={locale}
            highlightedId={highlightedId}
            selectedId={selectedId}
            onSelect={setSelectedId}
            renderSelected={(id) => <MapMiniCard id={id} results={results} stay={stay} />}
          />
        </MapErrorBoundary>
      ) : fallback}
    </div>
  );
}
