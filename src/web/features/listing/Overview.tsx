import { Link } from 'react-router';
import type { ListingDetail } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import { ContactHost } from '../messages';
import { capacityParts, kindLabel } from './facts';
import s from './Overview.module.css';

/** "Entire cabin in Annecy", the capacity line, who hosts, and a way to write to them. */
export function Overview({ listing }: { listing: ListingDetail }) {
  const { t } = useI18n();
  const host = listing.host;
  const since = new Date(host.joinedAt).getUTCFullYear();
  return (
    <section className={s.overview} aria-labelledby="listing-kind">
      <div className={s.kind}>
        <h2 id="listing-kind" className={s.kindTitle}>{kindLabel(listing, t)}</h2>
        <p className={s.capacity}>{capacityParts(listing, t).join(' · ')}</p>
      </div>
      <div className={s.host}>
        <Link to={`/users/${encodeURIComponent(host.id)}`} className={s.avatarLink} tabIndex={-1} aria-hidden="true">
          {host.avatarUrl ? (
            <img src={host.avatarUrl} alt="" width={48} height={48} className={s.avatar} loading="lazy" />
          ) : (
            <span className={s.initial} aria-hidden="true">{host.name.trim().charAt(0).toUpperCase()}</span>
          )}
        </Link>
        <div className={s.hostText}>
          <p className={s.hostName}>
            <Link to={`/users/${encodeURIComponent(host.id)}`} className={s.hostLink}>{t('listing.hostedBy', { name: host.name })}</Link>
          </p>
          <p className={s.since}>
            {Number.isFinite(since) && t('listing.hostingSince', { year: String(since) })}
            {host.listingCount > 1 && <> · {t('listing.hostListings', { count: host.listingCount })}</>}
          </p>
        </div>
        <div className={s.contact}><ContactHost listing={listing} /></div>
      </div>
    </section>
  );
}
