import { useId } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n';
import { GuestSteppers } from './GuestSteppers';
import { guestTotal, type GuestCounts } from './model';
import s from './SearchBar.module.css';

export function useGuestSummary(g: GuestCounts): string | null {
  const { t } = useI18n();
  const total = guestTotal(g);
  if (!total) return null;
  const parts = [t('searchBar.guestCount', { count: total })];
  if (g.infants) parts.push(t('searchBar.infantCount', { count: g.infants }));
  if (g.pets) parts.push(t('searchBar.petCount', { count: g.pets }));
  return parts.join(', ');
}

/** `Guests`: the last segment; opens a popover of steppers. */
export function GuestsField({ value, onChange }: { value: GuestCounts; onChange: (g: GuestCounts) => void }) {
  const { t } = useI18n();
  const id = useId();
  const summary = useGuestSummary(value);
  return (
    <DialogTrigger>
      <Button className={`${s.segment} ${s.segmentButton} ${s.guests}`} aria-label={t('searchBar.guests')} aria-describedby={id}>
        <span className={s.segmentLabel} aria-hidden="true">{t('searchBar.guests')}</span>
        <span id={id} className={summary ? s.segmentValue : s.segmentPlaceholder}>{summary ?? t('searchBar.addGuests')}</span>
      </Button>
      <Popover className={`${s.popover} ${s.guestPopover}`} placement="bottom end" offset={14}>
        <Dialog className={s.guestDialog} aria-label={t('searchBar.guests')}>
          <GuestSteppers value={value} onChange={onChange} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
