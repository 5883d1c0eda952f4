import { useState } from 'react';
import { Heart } from 'lucide-react';
import { useI18n } from '../../i18n';
import s from './SaveHeart.module.css';

export type HeartLook = 'card' | 'labelled';

type Props = {
  pressed: boolean;
  onPress: () => void;
  look?: HeartLook;
  className?: string;
};

/**
 * `Save to wishlist`: one button for visitors and members, its state in aria-pressed. On a card
 * it is the bare heart on the photo; `labelled` (the listing page) adds the word "Save", which
 * the accessible name contains (so speech users can say what they see).
 */
export function HeartButton({ pressed, onPress, look = 'card', className }: Props) {
  const { t } = useI18n();
  const [pop, setPop] = useState(false);
  return (
    <button
      type="button"
      className={[look === 'labelled' ? s.labelled : s.card, className].filter(Boolean).join(' ')}
      aria-label={t('card.save')}
      aria-pressed={pressed}
      data-pop={(pop && pressed) || undefined}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        setPop(!pressed);
        onPress();
      }}
    >
      <Heart size={look === 'labelled' ? 18 : 24} strokeWidth={2} aria-hidden="true" />
      {look === 'labelled' && <span className={s.word}>{t('wishlists.heart.word')}</span>}
    </button>
  );
}
