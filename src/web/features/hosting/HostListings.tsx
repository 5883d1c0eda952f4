import { useId, useState } from 'react';
import { Home, ImageOff, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { HostListingSummary } from '../../../contract/hosting';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { ConfirmDialog } from '../booking';
import { calendarHref } from '../host-calendar/href';
import { editListingHref, ListingStatusBadge, NEW_LISTING_HREF, useHostListings, useListingAction, type HostListingAction } from '../host-listings';
import { listingHref } from '../listing-card/listingHref';
import { nextAction } from './nextAction';
import s from './HostListings.module.css';

/** /host's "Your listings": each with its cover, status, what it lacks (or the admin's reason) and what to do next. */
export function HostListings() {
  const { t } = useI18n();
  const q = useHostListings();
  const headingId = useId();
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <div className={s.head}>
        <h2 id={headingId} className={s.title}>{t('hosting.listings.title')}</h2>
        {q.data && q.data.listings.length > 0 && (
          <ButtonLink to={NEW_LISTING_HREF} variant="secondary" size="small"><Plus {...ICON_SMALL} />{t('hosting.listings.new')}</ButtonLink>
        )}
      </div>
      {q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} headingLevel={3} />
      ) : !q.data ? (
        <div className={s.list} aria-busy="true"><Skeleton height={112} radius={12} /><Skeleton height={112} radius={12} /></div>
      ) : q.data.listings.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Home {...ICON} size={26} />}
          title={t('hosting.listings.empty.title')}
          body={t('hosting.listings.empty.body')}
          actions={<ButtonLink to={NEW_LISTING_HREF}>{t('hosting.listings.empty.action')}</ButtonLink>}
        />
      ) : (
        <ul className={s.list}>{q.data.listings.map((l) => <ListingRow key={l.id} listing={l} />)}</ul>
      )}
    </section>
  );
}

const CONFIRMED: ReadonlySet<HostListingAction> = new Set(['unlist', 'relist', 'delete']);

function ListingRow({ listing: l }: { listing: HostListingSummary }) {
  const { t, money, locale } = useI18n();
  const config = useSiteConfig();
  const action = useListingAction(l.id);
  const [confirm, setConfirm] = useState<HostListingAction | null>(null);
  const next = nextAction(l);
  const nameId = useId();
  // Each button says what it does; which listing it is for comes from the listing's name.
  const about = { 'aria-describedby': nameId };
  const title = l.title || t('hosting.editor.untitled');
  const place = [l.city, l.country && new Intl.DisplayNames([locale], { type: 'region' }).of(l.country)].filter(Boolean).join(', ');
  const missing = Object.values(l.missing);
  const can = (a: HostListingAction) => l.availableActions.includes(a);
  const run = (a: HostListingAction) => (CONFIRMED.has(a) ? (action.reset(), setConfirm(a)) : action.mutate(a));
  const submitLabel = t(config.data?.listingReview === 'manual' ? 'hosting.review.submit' : 'hosting.review.publish');

  return (
    <li className={s.row}>
      {l.cover ? (
        <img className={s.cover} src={l.cover.sources[0]?.url} srcSet={l.cover.sources.filter((x) => x.w <= 640).map((x) => `${x.url} ${x.w}w`).join(', ')} sizes="160px" alt="" loading="lazy" />
      ) : (
        <span className={s.cover} aria-hidden="true"><ImageOff {...ICON} /></span>
      )}
      <div className={s.body}>
        <div className={s.titleRow}>
          <ListingStatusBadge status={l.status} />
          <h3 id={nameId} className={s.name}>
            {l.status === 'published' ? <Link to={listingHref(l)} className={s.nameLink}>{title}</Link> : title}
          </h3>
        </div>
        <p className={s.meta}>
          {[place, l.nightlyPrice !== null ? t('listing.booking.perNight', { price: money(l.nightlyPrice, l.currency) }) : null,
            t('hosting.review.photos', { count: l.photoCount })].filter(Boolean).join(' · ')}
        </p>
        {l.statusReason && (l.status === 'draft' || l.status === 'suspended') ? (
          <p className={s.reason}>{t(l.status === 'suspended' ? 'hosting.listings.suspendedBecause' : 'hosting.listings.sentBack', { reason: l.statusReason })}</p>
        ) : l.status === 'pending_review' ? (
          <p className={s.meta}>{t('hosting.listings.waiting')}</p>
        ) : missing.length > 0 ? (
          <p className={s.missing}>{t('hosting.listings.missing', { list: missing.join('; ') })}</p>
        ) : null}
      </div>
      <div className={s.actions}>
        {next === 'finish' && <ButtonLink {...about} size="small" to={editListingHref(l.id)}>{t('hosting.listings.finish')}</ButtonLink>}
        {next === 'submit' && can('submit') && <Button {...about} size="small" pending={action.isPending && action.variables === 'submit'} onPress={() => run('submit')}>{submitLabel}</Button>}
        {/* Without a step the editor resumes where the host left (a listing out there: its review, with a link to each step). */}
        {next !== 'finish' && <ButtonLink {...about} size="small" variant="secondary" to={editListingHref(l.id)}>{t('hosting.listings.edit')}</ButtonLink>}
        {l.status !== 'draft' && <ButtonLink {...about} size="small" variant="secondary" to={calendarHref(l.id)}>{t('hosting.listings.calendar')}</ButtonLink>}
        {can('unlist') && <Button {...about} size="small" variant="ghost" onPress={() => run('unlist')}>{t('hosting.listings.unlist')}</Button>}
        {can('relist') && <Button {...about} size="small" variant="ghost" onPress={() => run('relist')}>{t('hosting.listings.relist')}</Button>}
        {can('delete') && <Button {...about} size="small" variant="ghost" onPress={() => run('delete')}>{t('hosting.listings.delete')}</Button>}
      </div>
      {action.error && !confirm && <p className={s.error} role="alert">{action.error.message}</p>}
      {confirm && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setConfirm(null)}
          title={t(`hosting.listings.${confirm}.title`)}
          keepLabel={t('hosting.listings.keep')}
          confirmLabel={t(`hosting.listings.${confirm}.confirm`)}
          pending={action.isPending}
          error={action.error}
          onConfirm={() => action.mutate(confirm, { onSuccess: () => setConfirm(null) })}
        >
          <p>{t(`hosting.listings.${confirm}.body`, { title })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
