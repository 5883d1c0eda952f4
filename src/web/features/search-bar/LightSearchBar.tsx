import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { DateSegments } from './DateSegments';
import { NO_GUESTS, type SearchBarValue } from './model';
import { useSubmitSearch } from './useSubmitSearch';
import { WhereToButton } from './WhereToButton';
import s from './SearchBar.module.css';

export type FocusTarget = 'where' | 'checkin' | 'checkout' | 'guests';

type BarModule = typeof import('./SearchBar');
const loadBar = () => import('./SearchBar');
const MobileSearch = lazy(() => import('./MobileSearch'));

/**
 * The landing page's search bar, delivered in two steps so `/` stays light: first plain HTML
 * with the same look and names (typing a place and pressing Search already works), then, right
 * after first paint, the full bar with its combobox, calendar and guest picker.
 */
export function LightSearchBar() {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const [text, setText] = useState('');
  // The full bar, once its code is here.
  const [Bar, setBar] = useState<BarModule['SearchBar'] | null>(null);
  // What the full bar takes over when it replaces this one: the text, the focused field, and which
  // popover was asked for. Read in the render that swaps them, not when the code arrived: a field
  // focused or a letter typed in between is not lost.
  const handover = useRef<{ text: string; focus: FocusTarget | null; open: FocusTarget | null } | null>(null);
  const requested = useRef(false);
  const openWanted = useRef<FocusTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [value, setValue] = useState<SearchBarValue>({ text: '', place: null, dates: null, guests: NO_GUESTS });
  const focused = useRef<FocusTarget | null>(null);
  const submitSearch = useSubmitSearch();

  const intent = (open: FocusTarget | null = null) => {
    if (open) openWanted.current = open;
    if (requested.current) return;
    requested.current = true;
    void loadBar().then((m) => setBar(() => m.SearchBar));
  };
  // Fetch the full bar right after first paint, without waiting for a gesture: it is not part of
  // the initial JavaScript, and arriving early leaves almost no moment where typed text has to
  // move from the plain field into the combobox.
  useEffect(() => {
    if (!phone) intent();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);

  const onFocus = (target: FocusTarget) => () => {
    focused.current = target;
    intent();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submitSearch({ text, place: null, dates: null, guests: NO_GUESTS });
  };

  if (phone) {
    return (
      <>
        <WhereToButton onPress={() => setSheetOpen(true)} />
        {sheetOpen && (
          <Suspense fallback={null}>
            <MobileSearch value={value} onChange={setValue} onSubmit={submitSearch} open onOpenChange={setSheetOpen} />
          </Suspense>
        )}
      </>
    );
  }

  const light = (
    <form ref={formRef} role="search" aria-label={t('searchBar.label')} className={`${s.bar} ${s.barHero}`} onSubmit={onSubmit} onPointerEnter={() => intent()}>
      <div className={`${s.segment} ${s.where}`}>
        <label className={s.segmentLabel} htmlFor="light-where">{t('searchBar.where')}</label>
        <input
          id="light-where"
          className={s.whereInput}
          placeholder={t('searchBar.wherePlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={onFocus('where')}
          autoComplete="off"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
        />
      </div>
      <span className={s.divider} aria-hidden="true" />
      <div className={s.dates}>
        <div className={s.datesGroup}>
          <DateSegments value={null} active={null} onPress={(which) => { focused.current = which; intent(which); }} onIntent={() => intent()} />
        </div>
      </div>
      <span className={s.divider} aria-hidden="true" />
      <div className={s.guestsWrap}>
        <button type="button" className={`${s.segment} ${s.segmentButton} ${s.guests}`} aria-label={t('searchBar.guests')} onFocus={onFocus('guests')} onClick={() => { focused.current = 'guests'; intent('guests'); }}>
          <span className={s.segmentLabel} aria-hidden="true">{t('searchBar.guests')}</span>
          <span className={s.segmentPlaceholder}>{t('searchBar.addGuests')}</span>
        </button>
        <button type="submit" className={s.searchButton} aria-label={t('searchBar.search')}>
          <Search {...ICON} strokeWidth={2.25} />
          <span className={s.searchText} aria-hidden="true">{t('searchBar.search')}</span>
        </button>
      </div>
    </form>
  );

  if (!Bar) return light;
  if (!handover.current) {
    // Swap in place: keep the typed text and the focused field, open what was pressed.
    const inside = formRef.current?.contains(document.activeElement) ?? false;
    const open = openWanted.current;
    handover.current = { text, focus: inside || open ? focused.current ?? open : null, open };
  }
  const { text: handedText, focus, open } = handover.current;
  return <Bar size="hero" initial={{ text: handedText, place: null, dates: null, guests: NO_GUESTS }} focusOn={focus} openOn={open} />;
}
