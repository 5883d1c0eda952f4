import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import type { ReviewQueueItem } from '../../../contract/admin';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { TextField } from '../../ui/TextField';
import { ICON } from '../../ui/icon';
import { showToast } from '../../ui/Toast';
import { ApiError } from '../../api/client';
import { useReview, useReviewQueue } from './api';
import s from './Admin.module.css';

/** /admin: pending listings as cards (one column on phones), each with its guest view and the two decisions. */
export function ReviewQueue() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const cursor = params.get('cursor') ?? undefined;
  const q = useReviewQueue(cursor);
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  return (
    <>
      <h1 className={s.title}>{t('admin.review.title')}</h1>
      <p className={s.intro}>{t('admin.review.intro')}</p>
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        : !q.data ? <div aria-busy="true" className={s.cards}><Skeleton height={160} /><Skeleton height={160} /></div>
        : q.data.items.length === 0 ? <EmptyState headingLevel={2} icon={<Inbox {...ICON} size={26} />} title={t('admin.review.emptyTitle')} body={t('admin.review.empty')} />
        : (
          <ul className={s.cards}>
            {q.data.items.map((item) => <li key={item.id}><Item item={item} onReject={() => setRejecting(item)} /></li>)}
          </ul>
        )}
      <div className={s.pager}>
        {cursor && <Button variant="secondary" onPress={() => setParams({})}>{t('admin.audit.first')}</Button>}
        {q.data?.nextCursor && <Button variant="secondary" onPress={() => setParams({ cursor: q.data!.nextCursor! })}>{t('admin.review.more')}</Button>}
      </div>
      {rejecting && <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function Item({ item, onReject }: { item: ReviewQueueItem; onReject: () => void }) {
  const { t, dateTime } = useI18n();
  const review = useReview();
  const when = dateTime(item.submittedAt);
  const missing = Object.keys(item.missing);
  const approve = () => review.mutate({ id: item.id, event: 'approve' }, {
    onSuccess: () => showToast({ message: t('admin.review.approved', { title: item.title }) }),
    onError: (e) => showToast({ message: e.message, tone: 'error' }),
  });
  // The smallest source a card needs: the thumbnail beside the text.
  const cover = item.cover?.sources.find((src) => src.w >= 320) ?? item.cover?.sources.at(-1);
  return (
    <article className={s.card} aria-labelledby={`rq-${item.id}`}>
      {item.cover && cover
        ? <img className={s.cover} src={cover.url} alt={item.cover.alt} width={item.cover.width} height={item.cover.height} loading="lazy" />
        : <div className={s.cover} aria-hidden="true" />}
      <div className={s.cardBody}>
        <h2 id={`rq-${item.id}`} className={s.cardTitle}>{item.title}</h2>
        <p className={s.meta}>{item.city}, {item.country} · {t('admin.review.host', { name: nameOf(t, item.host, 'host') })}</p>
        <p className={s.meta}><time dateTime={item.submittedAt}>{t('admin.review.submitted', { when })}</time></p>
        {missing.length > 0 && <p className={s.warn}>{t('admin.review.missing', { fields: missing.join(', ') })}</p>}
        <div className={s.actions}>
          <ButtonLink variant="secondary" to={`/listings/${item.id}/${item.slug}`}>{t('admin.review.view')}</ButtonLink>
          <Button onPress={approve} isDisabled={review.isPending}>{t('admin.review.approve')}</Button>
          <Button variant="secondary" onPress={onReject}>{t('admin.review.reject')}</Button>
        </div>
      </div>
    </article>
  );
}

function RejectDialog({ item, onClose }: { item: ReviewQueueItem; onClose: () => void }) {
  const { t } = useI18n();
  const review = useReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!reason.trim()) return setError(t('admin.review.reasonRequired'));
    review.mutate({ id: item.id, event: 'reject', reason: reason.trim() }, {
      onSuccess: () => {
        showToast({ message: t('admin.review.rejected', { title: item.title }) });
        onClose();
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
    });
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('admin.review.rejectTitle', { title: item.title })}
      footer={<>
        <Button variant="secondary" onPress={onClose}>{t('admin.review.cancel')}</Button>
        <Button onPress={submit} isDisabled={review.isPending}>{t('admin.review.reject')}</Button>
      </>}>
      <p>{t('admin.review.rejectBody')}</p>
      <TextField label={t('admin.review.reason')} value={reason} onChange={setReason} error={error} isRequired autoFocus />
    </Dialog>
  );
}
