import { useId, useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { RESPONSE_TEXT_MAX } from '../../../contract/values';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { useRespondToReview } from './api';
import { textLength } from './draft';
import s from './Reviews.module.css';

/** The host answers the guest's published review, once; the answer shows under it on the listing page. */
export function ResponseForm({ reviewId, bookingId, guestName }: { reviewId: string; bookingId: string; guestName: string }) {
  const { t, number } = useI18n();
  const respond = useRespondToReview(reviewId, bookingId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const n = textLength(text);

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (n === 0) return setError(t('reviews.response.empty'));
    if (n > RESPONSE_TEXT_MAX) return setError(t('reviews.error.long', { max: number(RESPONSE_TEXT_MAX) }));
    respond.mutate(text.trim(), { onError: (err) => setError(err.message) });
  };

  return (
    <form className={s.responseForm} noValidate onSubmit={send}>
      <label htmlFor={id} className={s.ratingLabelLarge}>{t('reviews.response.label', { name: guestName })}</label>
      <p id={`${id}-hint`} className={s.hint}>{t('reviews.response.hint')}</p>
      <textarea
        id={id}
        className={s.textarea}
        rows={4}
        value={text}
        onChange={(e) => { setText(e.target.value); setError(undefined); }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className={s.textMeta}>
        {error ? <span id={`${id}-error`} className={s.fieldError} role="alert"><AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />{error}</span> : <span />}
        <span id={`${id}-count`} className={n > RESPONSE_TEXT_MAX ? s.countOver : s.count}>{t('reviews.response.count', { count: n, max: number(RESPONSE_TEXT_MAX) })}</span>
      </div>
      <div className={s.submitRow}>
        <Button type="submit" variant="secondary" pending={respond.isPending} isDisabled={respond.isPending}>{t('reviews.response.send')}</Button>
      </div>
    </form>
  );
}
