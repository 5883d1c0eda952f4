import { Star } from 'lucide-react';
import s from './Stars.module.css';

/** A 1–5 rating as five small stars; `label` is what it says aloud ("4 out of 5 stars"). */
export function Stars({ rating, label, size = 12 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={s.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} size={size} strokeWidth={2} fill={i < Math.round(rating) ? 'currentColor' : 'none'} aria-hidden="true" />
      ))}
    </span>
  );
}
