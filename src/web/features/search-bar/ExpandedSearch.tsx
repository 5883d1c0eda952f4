import { useEffect, useState } from 'react';
import type { SearchState } from '../search/searchState';
import MobileSearch from './MobileSearch';
import { valueFromSearch, type SearchBarValue } from './model';
import { SearchBar } from './SearchBar';
import { useSubmitSearch } from './useSubmitSearch';
import s from './CompactSearch.module.css';

/** The bar unfolded under the header (desktop) or the full-screen sheet (phones). */
export default function ExpandedSearch({ state, phone, onClose }: { state: Partial<SearchState>; phone: boolean; onClose: () => void }) {
  const [value, setValue] = useState<SearchBarValue>(() => valueFromSearch(state));
  const submitSearch = useSubmitSearch();

  useEffect(() => {
    if (phone) return;
    // Escape folds the bar back, unless a popover inside it took the key first.
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phone, onClose]);

  if (phone) {
    return (
      <MobileSearch
        value={value}
        onChange={setValue}
        onSubmit={submitSearch}
        open
        onOpenChange={(o) => !o && onClose()}
      />
    );
  }
  return (
    <>
      <div className={s.backdrop} onClick={onClose} aria-hidden="true" />
      <div className={s.panel}>
        <SearchBar size="header" initial={value} autoFocus onSubmitted={onClose} />
      </div>
    </>
  );
}
