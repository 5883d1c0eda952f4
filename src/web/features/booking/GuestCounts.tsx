import { Minus, Plus } from 'lucide-react';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { MAX_INFANTS } from '../../../contract/values';
import { useI18n } from '../../i18n';
import type { GuestCounts as Counts } from './format';
import s from './Booking.module.css';

type Props = { value: Counts; onChange: (next: Counts) => void; maxGuests: number; petsAllowed: boolean };

/** Adults, children, infants and pets, each a stepper; adults + children stay within the listing's maximum. */
export function GuestCounts({ value, onChange, maxGuests, petsAllowed }: Props) {
  const { t } = useI18n();
  const room = maxGuests - value.adults - value.children;
  const rows: { key: keyof Counts; min: number; max: number }[] = [
    { key: 'adults', min: 1, max: value.adults + room },
    { key: 'children', min: 0, max: value.children + room },
    { key: 'infants', min: 0, max: MAX_INFANTS },
    ...(petsAllowed ? [{ key: 'pets' as const, min: 0, max: 10 }] : []),
  ];
  return (
    <div className={s.counts}>
      {rows.map((r) => (
        <NumberField
          key={r.key}
          className={s.count}
          value={value[r.key]}
          minValue={r.min}
          maxValue={r.max}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          onChange={(n) => Number.isFinite(n) && onChange({ ...value, [r.key]: Math.round(n) })}
        >
          <div className={s.countText}>
            <Label className={s.countLabel}>{t(`booking.guests.${r.key}`)}</Label>
            <Text slot="description" className={s.countHint}>{t(`booking.guests.${r.key}.hint`)}</Text>
          </div>
          <Group className={s.stepper}>
            <Button slot="decrement" className={s.step}><Minus size={16} strokeWidth={1.75} aria-hidden="true" /></Button>
            <Input className={s.stepInput} />
            <Button slot="increment" className={s.step}><Plus size={16} strokeWidth={1.75} aria-hidden="true" /></Button>
          </Group>
        </NumberField>
      ))}
      {!petsAllowed && <p className={s.countHint}>{t('booking.guests.noPets')}</p>}
    </div>
  );
}
