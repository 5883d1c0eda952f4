import { Search } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import s from './SearchBar.module.css';

/** Phones: the whole search bar folded into one button. */
export function WhereToButton({ onPress }: { onPress: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className={s.whereTo} onClick={onPress} aria-haspopup="dialog">
      <Search {...ICON} />
      <span className={s.whereToText}>
        <span className={s.whereToTitle}>{t('searchBar.whereTo')}</span>
        <span className={s.whereToHint}>{t('searchBar.whereToHint')}</span>
      </span>
    </button>
  );
}
