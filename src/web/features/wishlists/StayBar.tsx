import { Suspense, useMemo } from 'react';
import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import { GuestsField, openStayRules, StayPicker } from '../availability';
import type { StayParams } from '../availability/stayParams';
import { useI18n } from '../../i18n';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import s from './Wishlists.module.css';

type Props = { stay: StayParams; setStay: (patch: Partial<StayParams>) => void };

/**
 * Check-in, Check-out and Guests for a whole list (the booking box's own inputs). Any dates up to
 * the horizon may be picked: each stay's limits are the server's to judge, card by card.
 */
export function StayBar({ stay, setStay }: Props) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const today = todayIn(getLocalTimeZone()).toString();
  const rules = useMemo(() => openStayRules(today), [today]);
  const dated = Boolean(stay.checkIn && stay.checkOut);
  return (
    <div className={s.stayBar}>
      <div className={s.stayInputs}>
        <Suspense fallback={null}>
        <StayPicker rules={rules} value={stay} onChange={(r) => setStay(r)} today={today} months={phone ? 1 : 2} />
        <GuestsField value={stay.guests} max={16} onChange={(guests) => setStay({ guests })} />
        </Suspense>
      </div>
      <p className={s.stayHint}>
        {dated ? (
          <button type="button" className={s.textButton} onClick={() => setStay({ checkIn: null, checkOut: null })}>{t('wishlist.clearDates')}</button>
        ) : t('wishlist.datesHint')}
      </p>
    </div>
  );
}
