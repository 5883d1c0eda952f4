import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { ICON } from '../../ui/icon';
import DatesField from './DatesField';
import { GuestSteppers } from './GuestSteppers';
import { NO_GUESTS, type SearchBarValue } from './model';
import { WhereField } from './WhereField';
import s from './SearchBar.module.css';

type Props = {
  value: SearchBarValue;
  onChange: (v: SearchBarValue) => void;
  onSubmit: (v: SearchBarValue) => Promise<void>;
  busy?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Phones: the search fields in a full-screen sheet (opened by WhereToButton or the header pill). */
export default function MobileSearch({ value, onChange, onSubmit, busy, open, onOpenChange: setOpen }: Props) {
  const { t } = useI18n();

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    await onSubmit(value);
    setOpen(false);
  };

  return (
    <>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="sheet"
        title={t('searchBar.label')}
        footer={
          <>
            <button type="button" className={s.textButton} onClick={() => onChange({ text: '', place: null, dates: null, guests: NO_GUESTS })}>
              {t('searchBar.clearAll')}
            </button>
            <button type="submit" form="mobile-search" className={s.sheetSearch} disabled={busy}>
              <Search {...ICON} />
              {t('searchBar.search')}
            </button>
          </>
        }
      >
        <form id="mobile-search" role="search" aria-label={t('searchBar.label')} className={s.sheetForm} onSubmit={submit}>
          <section className={s.sheetCard}>
            <WhereField
              className={s.sheetWhere}
              text={value.text}
              onTextChange={(text) => onChange({ ...value, text })}
              onPlaceChosen={(place) => onChange({ ...value, place, text: place.name })}
            />
          </section>
          <section className={s.sheetCard}>
            <DatesField stacked value={value.dates} onChange={(dates) => onChange({ ...value, dates })} />
          </section>
          <section className={s.sheetCard} aria-labelledby="sheet-guests">
            <h3 id="sheet-guests" className={s.sheetHeading}>{t('searchBar.guests')}</h3>
            <GuestSteppers value={value.guests} onChange={(guests) => onChange({ ...value, guests })} />
          </section>
        </form>
      </Dialog>
    </>
  );
}
