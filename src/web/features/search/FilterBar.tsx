import { useState } from 'react';
import { ChevronDown, SlidersHorizontal, Zap } from 'lucide-react';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
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
      <Select
        className={s.sort}
        selectedKey={state.sort}
        onSelectionChange={(k) => onChange(updateSearch(state, { sort: k as Sort }))}
      >
        <Label className={s.sortLabel}>{t('search.sort')}</Label>
        <AriaButton className={s.sortButton}>
          <SelectValue />
          <ChevronDown {...ICON_SMALL} />
        </AriaButton>
        <Popover className={s.sortPopover} placement="bottom end">
          <ListBox className={s.sortList}>
            {SORTS.map((k) => (
              <ListBoxItem key={k} id={k} className={s.sortItem}>{t(`search.sort.${k}`)}</ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <FiltersDialog isOpen={open} onOpenChange={setOpen} state={state} currency={currency} onApply={onChange} />
    </div>
  );
}
