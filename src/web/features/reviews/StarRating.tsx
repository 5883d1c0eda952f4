import { useState } from 'react';
import { Star } from 'lucide-react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useI18n } from '../../i18n';
import s from './Reviews.module.css';

type Props = {
  label: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
  /** The overall rating is larger and says its word ("Excellent"); categories are compact. */
  size?: 'large' | 'small';
  name: string;
};

const VALUES = [1, 2, 3, 4, 5];

/**
 * A 1–5 rating as a radio group of stars: Tab reaches the group, arrow keys move the choice, each
 * star is spoken as "3 stars". The stars up to the one chosen (or pointed at) are filled.
 */
export function StarRating({ label, value, onChange, error, size = 'small', name }: Props) {
  const { t } = useI18n();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const px = size === 'large' ? 32 : 24;
  return (
    <RadioGroup
      name={name}
      data-field={name}
      value={value ? String(value) : null}
      onChange={(v) => { setHover(null); onChange(Number(v)); }}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={size === 'large' ? s.ratingLarge : s.rating}
    >
      <Label className={size === 'large' ? s.ratingLabelLarge : s.ratingLabel}>{label}</Label>
      <div className={s.starRow} onPointerLeave={() => setHover(null)}>
        {VALUES.map((n) => (
          <Radio key={n} value={String(n)} aria-label={t('reviews.star', { count: n })} className={s.starRadio} onHoverStart={() => setHover(n)}>
            <Star size={px} strokeWidth={1.75} fill={n <= shown ? 'currentColor' : 'none'} aria-hidden="true" className={n <= shown ? s.starOn : s.starOff} />
          </Radio>
        ))}
        {size === 'large' && <span className={s.ratingWord} aria-hidden="true">{shown ? t(`reviews.word.${shown}`) : ''}</span>}
      </div>
      <FieldError className={s.fieldError}>{error}</FieldError>
    </RadioGroup>
  );
}
