import { List, Map as MapIcon } from 'lucide-react';
import { useI18n } from '../i18n';
import { ICON } from './icon';
import s from './ViewToggle.module.css';

export type ListOrMap = 'list' | 'map';

/** On phones, a page with a list and a map shows one at a time; this pill switches to the other. */
export function ViewToggle({ view, onChange }: { view: ListOrMap; onChange: (next: ListOrMap) => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className={s.toggle} onClick={() => onChange(view === 'list' ? 'map' : 'list')}>
      {view === 'list' ? <MapIcon {...ICON} /> : <List {...ICON} />}
      {view === 'list' ? t('common.showMap') : t('common.showList')}
    </button>
  );
}
