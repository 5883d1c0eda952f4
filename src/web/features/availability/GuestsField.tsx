import { Minus, Plus } from 'lucide-react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { useI18n } from '../../i18n';
import { SlotAnchors } from '../../ui/SlotAnchors';
import s from './GuestsField.module.css';

/** A stepper for the number of guests, 1 to the listing's maximum. */
export function GuestsField({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const { t } = useI18n();
  return (
    <NumberField
      className={s.field}
      value={value}
      minValue={1}
      maxValue={max}
      step={1}
      onChange={(n) => Number.isFinite(n) && onChange(Math.round(n))}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <div className={s.text}>
        <Label className={s.label}>{t('listing.booking.guests')}</Label>
      </div>
      <Group className={s.stepper}>
        <Button slot="decrement" className={s.step}>
          <Minus size={16} strokeWidth={1.75} aria-hidden="true" />
        </Button>
        <Input className={s.input} />
        <Button slot="increment" className={s.step}>
          <Plus size={16} strokeWidth={1.75} aria-hidden="true" />
        </Button>
      </Group>
      <SlotAnchors slots={['description', 'errorMessage']} />
    </NumberField>
  );
}
