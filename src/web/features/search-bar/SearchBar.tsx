import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { LazyDatesField } from './LazyDatesField';
import { GuestsField } from './GuestsField';
import { WhereToButton } from './WhereToButton';
import { NO_GUESTS, type SearchBarValue } from './model';
import { useSubmitSearch } from './useSubmitSearch';
import type { FocusTarget } from './LightSearchBar';
import { WhereField } from './WhereField';
import s from './SearchBar.module.css';

// Phones load the sheet (and its calendar) only when it is opened.
const MobileSearch = lazy(() => import('./MobileSearch'));

export const EMPTY_BAR: SearchBarValue = { text: '', place: null, dates: null, guests: NO_GUESTS };

type Props = {
  initial?: SearchBarValue;
  /** `hero` is the large landing bar; `header` the one that unfolds from the compact pill. */
  size?: 'hero' | 'header';
  autoFocus?: boolean;
  /** Handed over from LightSearchBar: where focus was, and which popover was asked for. */
  focusOn?: FocusTarget | null;
  openOn?: FocusTarget | null;
  onSubmitted?: () => void;
};

/**
 * Where | Check-in | Check-out | Guests and a round Search button. Below 744 px it becomes one
 * "Where to?" button that opens the same fields in a full-screen sheet.
 */
export function SearchBar({ initial = EMPTY_BAR, size = 'hero', autoFocus, focusOn, openOn, onSubmitted }: Props) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const [value, setValue] = useState<SearchBarValue>(initial);
  const [busy, setBusy] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const submitSearch = useSubmitSearch();
  const formRef = useRef<HTMLFormElement>(null);

  // Before the browser runs another task: between the light bar leaving and this focus, a key
  // pressed would go nowhere.
  useLayoutEffect(() => {
    if (!focusOn || openOn === 'checkin' || openOn === 'checkout') return;
    const names: Record<FocusTarget, string> = { where: 'searchBar.where', checkin: 'searchBar.checkin', checkout: 'searchBar.checkout', guests: 'searchBar.guests' };
    const el = formRef.current?.querySelector<HTMLElement>(focusOn === 'where' ? 'input' : `[aria-label="${t(names[focusOn])}"]`);
    el?.focus();
    if (el instanceof HTMLInputElement) el.setSelectionRange(el.value.length, el.value.length);
    if (openOn === 'guests') el?.click();
    // Only on mount: this hands focus over from the light bar once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (v: SearchBarValue) => {
    setBusy(true);
    try {
      await submitSearch(v);
      onSubmitted?.();
    } finally {
      setBusy(false);
    }
  };

  if (phone) {
    return (
      <>
        <WhereToButton onPress={() => setSheetOpen(true)} />
        {sheetOpen && (
          <Suspense fallback={null}>
            <MobileSearch value={value} onChange={setValue} onSubmit={submit} busy={busy} open onOpenChange={setSheetOpen} />
          </Suspense>
        )}
      </>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(value);
  };

  return (
    <form ref={formRef} role="search" aria-label={t('searchBar.label')} className={`${s.bar} ${size === 'header' ? s.barHeader : s.barHero}`} onSubmit={onSubmit}>
      <WhereField
        text={value.text}
        autoFocus={autoFocus}
        openWhenReady={focusOn === 'where' && initial.text.trim().length > 0}
        onTextChange={(text) => setValue((v) => ({ ...v, text }))}
        onPlaceChosen={(place) => setValue((v) => ({ ...v, place, text: place.name }))}
      />
      <span className={s.divider} aria-hidden="true" />
      <LazyDatesField initialOpen={openOn === 'checkin' || openOn === 'checkout' ? openOn : null} value={value.dates} onChange={(dates) => setValue((v) => ({ ...v, dates }))} />
      <span className={s.divider} aria-hidden="true" />
      <div className={s.guestsWrap}>
        <GuestsField value={value.guests} onChange={(guests) => setValue((v) => ({ ...v, guests }))} />
        <button type="submit" className={s.searchButton} aria-label={t('searchBar.search')} disabled={busy}>
          <Search {...ICON} strokeWidth={2.25} />
          {size === 'hero' && <span className={s.searchText} aria-hidden="true">{t('searchBar.search')}</span>}
        </button>
      </div>
    </form>
  );
}

export default SearchBar;
