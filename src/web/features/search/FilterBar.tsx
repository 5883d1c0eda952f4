import { useState } from 'react';
import { ChevronDown, SlidersHorizontal, Zap } from 'lucide-react';
import { PROPERTY_TYPES } from '../../../contract/values';
import type { PropertyType } from '../../../contract/common';
import { SORTS } from '../../../contract/values';
import type { Sort } from '../../../contract/search';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { Pill, PillButton } from '../../ui/Pill';
import { FiltersDialog } from './FiltersDialog';
import { activeFilterCount, updateSearch, type SearchState } from './searchState';
import s from './Search.module.css';

const QUICK_TYPES: PropertyType[] = ['house', 'apartment', 'cabin', 'camping'];

/** Filters button, the most used type chips and instant book, and the sort menu. */
export function FilterBar({ state, currency, onChange }: { state: SearchState; currency: string; onChange: (next: SearchState) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const types = QUICK_TYPES.filter((x) => (PROPERTY_TYPES as readonly string[]).includes(x));
  return (
    <div className={s.filterBar} role="toolbar" aria-label={t('search.filterBar')}>
      <div className={s.chips}>
        <PillButton onPress={() => setOpen(true)} count={activeFilterCount(state)}>
          <SlidersHorizontal {...ICON_SMALL} />
          {t('search.filters')}
        </PillButton>
        <span className={s.chipDivider} aria-hidden="true" />
        {types.map((type) => (
          <Pill
            key={type}
            isSelected={state.types.includes(type)}
            onChange={(on) => onChange(updateSearch(state, { types: on ? [...state.types, type] : state.types.filter((x) => x !== type) }))}
          >
            {t(`search.type.${type}`)}
          </Pill>
        ))}
        <Pill isSelected={state.instant} onChange={(instant) => onChange(updateSearch(state, { instant }))}>
          <Zap {...ICON_SMALL} />
          {t('search.instant')}
        </Pill>
      </div>
      {/* A native menu (decision 0041): the phone's own picker, and nothing to take over when the page
          comes alive, where React Aria's Select rendered itself again in the task that did. */}
      <label className={s.sort}>
        <span className={s.sortLabel} aria-hidden="true">{t('search.sort')}</span>
        <span className={s.sortControl}>
          <select
            className={s.sortButton}
            aria-label={t('search.sort')}
            value={state.sort}
            onChange={(e) => onChange(updateSearch(state, { sort: e.currentTarget.value as Sort }))}
          >
            {SORTS.map((k) => (
              <option key={k} value={k}>{t(`search.sort.${k}`)}</option>
            ))}
          </select>
          <ChevronDown {...ICON_SMALL} aria-hidden="true" className={s.sortChevron} />
        </span>
      </label>
      <FiltersDialog isOpen={open} onOpenChange={setOpen} state={state} currency={currency} onApply={onChange} />
    </div>
  );
}
