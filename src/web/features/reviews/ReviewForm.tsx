import { useId, useRef, useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { CATEGORY_KEYS } from '../../../contract/values';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../contract/values';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { serverFieldErrors } from '../../ui/useSchemaForm';
import { useSubmitReview } from './api';
import { draftBody, draftFields, draftProblems, emptyDraft, textLength, type DraftProblem, type ReviewDraft, type ReviewSide } from './draft';
import { StarRating } from './StarRating';
import s from './Reviews.module.css';

type Props = { bookingId: string; side: ReviewSide; otherName: string };

/**
 * The guest's review of the listing (overall, six categories, text) or the host's review of the
 * guest (overall, text). Each problem shows beside its field, the server's too.
 */
export function ReviewForm({ bookingId, side, otherName }: Props) {
  const { t, number } = useI18n();
  const submit = useSubmitReview(bookingId);
  const [draft, setDraft] = useState<ReviewDraft>(emptyDraft);
  const [checked, setChecked] = useState<Set<string> | 'all'>(() => new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const textId = useId();

  const problems = draftProblems(draft, side);
  const say = (p: DraftProblem) => {
    if (p.kind === 'rating') return t('reviews.error.rating');
    if (p.kind === 'category') return t('reviews.error.category', { category: t(`listing.reviews.category.${p.category}`).toLocaleLowerCase() });
    return p.kind === 'short' ? t('reviews.error.short', { min: REVIEW_TEXT_MIN }) : t('reviews.error.long', { max: number(REVIEW_TEXT_MAX) });
  };
  const errorOf = (field: string) => {
    if (server[field]) return server[field];
    const p = problems[field];
    return p && (checked === 'all' || checked.has(field)) ? say(p) : undefined;
  };
  const change = (field: string, next: (d: ReviewDraft) => ReviewDraft) => {
    setDraft(next);
    setServer(({ [field]: _, categories: __, ...rest }) => rest);
    setFormError(undefined);
    if (field !== 'body') setChecked((c) => (c === 'all' ? c : new Set(c).add(field)));
  };

  const focusFirstInvalid = (fields: string[]) => {
    const first = draftFields(side).find((f) => fields.includes(f));
    const el = first ? formRef.current?.querySelector(`[data-field="${first}"]`) : null;
    const target = el instanceof HTMLTextAreaElement ? el : el?.querySelector<HTMLInputElement>('input:checked, input');
    target?.focus();
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    setChecked('all');
    const invalid = Object.keys(problems);
    if (invalid.length) return focusFirstInvalid(invalid);
    submit.mutate(draftBody(draft, side), {
      onError: (err) => {
        const fields = err instanceof ApiError ? serverFieldErrors(err, draftFields(side)) : {};
        setServer(fields);
        if (Object.keys(fields).length) focusFirstInvalid(Object.keys(fields));
        else setFormError(err.message);
      },
    });
  };

  const n = textLength(draft.body);
  const bodyError = errorOf('body');
  const categoriesError = server.categories;
  return (
    <form ref={formRef} className={s.form} noValidate onSubmit={send} aria-label={t('reviews.write.title')}>
      <StarRating name="rating" size="large" label={t('reviews.overall')} value={draft.rating} error={errorOf('rating')}
        onChange={(rating) => change('rating', (d) => ({ ...d, rating }))} />
      {side === 'guest' && (
        <fieldset className={s.categoryFieldset}>
          <legend className={s.legend}>{t('reviews.categories')}</legend>
          <div className={s.categoryGrid}>
            {CATEGORY_KEYS.map((k) => (
              <StarRating key={k} name={`categories.${k}`} label={t(`listing.reviews.category.${k}`)} value={draft.categories[k]} error={errorOf(`categories.${k}`)}
                onChange={(v) => change(`categories.${k}`, (d) => ({ ...d, categories: { ...d.categories, [k]: v } }))} />
            ))}
          </div>
          {categoriesError && <p className={s.fieldError}>{categoriesError}</p>}
        </fieldset>
      )}
      <div className={s.textField}>
        <label htmlFor={textId} className={s.ratingLabelLarge}>{side === 'guest' ? t('reviews.text.guest') : t('reviews.text.host', { name: otherName })}</label>
        <textarea
          id={textId}
          data-field="body"
          className={s.textarea}
          rows={6}
          value={draft.body}
          placeholder={side === 'guest' ? t('reviews.text.placeholderGuest') : t('reviews.text.placeholderHost')}
          onChange={(e) => change('body', (d) => ({ ...d, body: e.target.value }))}
          onBlur={() => setChecked((c) => (c === 'all' ? c : new Set(c).add('body')))}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${bodyError ? `${textId}-error` : `${textId}-hint`} ${textId}-count`}
        />
        <div className={s.textMeta}>
          {bodyError ? (
            <span id={`${textId}-error`} className={s.fieldError}>{bodyError}</span>
          ) : (
            <span id={`${textId}-hint`} className={s.count}>{n < REVIEW_TEXT_MIN ? t('reviews.text.min', { min: REVIEW_TEXT_MIN }) : ''}</span>
          )}
          <span id={`${textId}-count`} className={n > REVIEW_TEXT_MAX ? s.countOver : s.count}>
            {t('reviews.text.count', { count: n, max: number(REVIEW_TEXT_MAX) })}
          </span>
        </div>
      </div>
      {formError && <p className={s.formError} role="alert"><AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />{formError}</p>}
      <div className={s.submitRow}>
        <Button type="submit" pending={submit.isPending} isDisabled={submit.isPending}>{t('reviews.send')}</Button>
      </div>
    </form>
  );
}
