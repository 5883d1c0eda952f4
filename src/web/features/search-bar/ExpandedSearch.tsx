import { useEffect, useState } from 'react';
import { parseSearchParams } from '../search/searchState';
import MobileSearch from './MobileSearch';
import { valueFromSearch, type SearchBarValue } from './model';
import { SearchBar } from './SearchBar';
import { useSubmitSearch } from './useSubmitSearch';
import s from './CompactSearch.module.css';

/** The bar unfolded under the header (desktop) or the full-screen sheet (phones), from the URL's `search`. */
export default function ExpandedSearch({ search, phone, onClose }: { search: string; phone: boolean; onClose: () => void }) {
  const [value, setValue] = useState<SearchBarValue>(() => valueFromSearch(parseSearchParams(new URLSearchParams(search))));
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
