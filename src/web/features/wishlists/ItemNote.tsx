import { CircleCheck, CircleSlash } from 'lucide-react';
import type { WishlistItem } from '../../../contract/wishlists';
import { unavailableKey } from './itemStatus';
import { useI18n } from '../../i18n';
import s from './Wishlists.module.css';

/** Under a saved stay's card: why it cannot be booked, or (with dates) that it can. */
export function ItemNote({ item }: { item: WishlistItem }) {
  const { t } = useI18n();
  const key = unavailableKey(item);
  if (key) return <p className={`${s.note} ${s.noteOff}`}><CircleSlash size={16} strokeWidth={2} aria-hidden="true" />{t(key)}</p>;
  if (item.available) return <p className={`${s.note} ${s.noteOn}`}><CircleCheck size={16} strokeWidth={2} aria-hidden="true" />{t('wishlist.available')}</p>;
  return null;
}
