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
    // Escape folds the bar back, unless a popover inside it took the key first, or the key closed
    // the list of the field it was pressed in: that Escape was for the list, and the next one
    // folds the bar. Whether the field's list was open is read before React handles the key
    // (capture), since React has closed it by the time the key reaches the window.
    let forAList = false;
    const before = (e: KeyboardEvent) => {
      forAList = e.key === 'Escape' && e.target instanceof Element && e.target.getAttribute('aria-expanded') === 'true';
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && !forAList && onClose();
    window.addEventListener('keydown', before, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', before, true);
      window.removeEventListener('keydown', onKey);
    };
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
