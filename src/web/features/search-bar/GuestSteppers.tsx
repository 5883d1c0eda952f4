import { Minus, Plus } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { MAX_GUESTS, MAX_INFANTS, MAX_PETS, type GuestCounts } from './model';
import s from './SearchBar.module.css';

type Key = keyof GuestCounts;
const ROWS: { key: Key; label: string; hint: string }[] = [
  { key: 'adults', label: 'searchBar.adults', hint: 'searchBar.adultsHint' },
  { key: 'children', label: 'searchBar.children', hint: 'searchBar.childrenHint' },
  { key: 'infants', label: 'searchBar.infants', hint: 'searchBar.infantsHint' },
  { key: 'pets', label: 'searchBar.pets', hint: 'searchBar.petsHint' },
];

function limits(g: GuestCounts, key: Key): { min: number; max: number } {
  const others = g.adults + g.children;
  switch (key) {
    // Children, infants and pets travel with an adult: the last adult stays while they do.
    case 'adults': return { min: g.children + g.infants + g.pets > 0 ? 1 : 0, max: MAX_GUESTS - g.children };
    case 'children': return { min: 0, max: MAX_GUESTS - (others - g.children) };
    case 'infants': return { min: 0, max: MAX_INFANTS };
    case 'pets': return { min: 0, max: MAX_PETS };
  }
}

/** Adults, children, infants and pets, each a labelled group with − and + buttons. */
export function GuestSteppers({ value, onChange }: { value: GuestCounts; onChange: (g: GuestCounts) => void }) {
  const { t, number } = useI18n();
  const set = (key: Key, n: number) => {
    const next = { ...value, [key]: n };
    if (key !== 'adults' && n > 0 && next.adults === 0) next.adults = 1;
    onChange(next);
  };
  return (
    <ul role="list" className={s.steppers}>
      {ROWS.map(({ key, label, hint }) => {
        const { min, max } = limits(value, key);
        const what = t(label).toLowerCase();
        return (
          <li key={key} className={s.stepperRow} role="group" aria-labelledby={`stepper-${key}`}>
            <div>
              <p id={`stepper-${key}`} className={s.stepperLabel}>{t(label)}</p>
              <p className={s.stepperHint}>{t(hint)}</p>
            </div>
            <div className={s.stepper}>
              <button type="button" className={s.stepButton} aria-label={t('searchBar.decrease', { what })} disabled={value[key] <= min} onClick={() => set(key, value[key] - 1)}>
                <Minus {...ICON_SMALL} />
              </button>
              <output className={s.stepCount} aria-live="polite">{number(value[key])}</output>
              <button type="button" className={s.stepButton} aria-label={t('searchBar.increase', { what })} disabled={value[key] >= max} onClick={() => set(key, value[key] + 1)}>
                <Plus {...ICON_SMALL} />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
