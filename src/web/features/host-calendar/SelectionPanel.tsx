import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AlertCircle, X } from 'lucide-react';
import { PUBLISH_RULES } from '../../../domain/listing/completeness';
import { minorDigits } from '../../../domain/money';
import { useI18n } from '../../i18n';
import { Button, IconButton } from '../../ui/Button';
import { NumberField } from '../../ui/TextField';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { useCalendarAction, type CalendarAction } from './api';
import { rangeText } from './describe';
import type { SelectionSummary } from './nights';
import { parseNightlyPrice } from './price';
import type { NightSelection } from './selection';
import s from './SelectionPanel.module.css';

type Props = {
  listingId: string;
  selection: NightSelection;
  summary: SelectionSummary;
  currency: string;
  basePrice: number | null;
  onClear: () => void;
  /** On phones the panel is a sheet at the foot of the screen (not modal: the calendar stays usable). */
  sheet: boolean;
};

type Kind = CalendarAction['kind'] | 'reset';

/** What can be done to the selected nights, each action's error beside it. Remounted for each selection. */
export function SelectionPanel({ listingId, selection, summary, currency, basePrice, onClear, sheet }: Props) {
  const i18n = useI18n();
  const { t, date, money } = i18n;
  const action = useCalendarAction(listingId);
  const [kind, setKind] = useState<Kind | null>(null);
  const [done, setDone] = useState('');
  const [price, setPrice] = useState(NaN);
  const [priceError, setPriceError] = useState('');
  const headingId = useId();
  const count = summary.nights;
  const day = (iso: string) => date(iso, { weekday: 'short', day: 'numeric', month: 'short' });

  // Buttons stay enabled (and focused) while a change is on its way; a second press waits its turn.
  const run = (k: Kind, a: CalendarAction, message: string) => {
    if (action.isPending) return;
    setKind(k);
    setDone('');
    action.mutate(a, { onSuccess: () => setDone(message) });
  };

  const setPriceSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseNightlyPrice(price, currency);
    if ('problem' in parsed) {
      const { min, max } = PUBLISH_RULES.priceMajor;
      const bound = parsed.problem === 'tooLow' ? min : max;
      setPriceError(t(`hostCalendar.price.${parsed.problem}`, { amount: money(bound * 10 ** minorDigits(currency), currency) }));
      return;
    }
    setPriceError('');
    run('price', { kind: 'price', selection, nightlyPrice: parsed.minor }, t('hostCalendar.done.price', { count, price: money(parsed.minor, currency, { exact: true }) }));
  };

  const errorFor = (k: Kind | Kind[]) =>
    action.isError && kind && ([] as Kind[]).concat(k).includes(kind) ? (
      <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{action.error.message}</p>
    ) : null;
  const pending = (k: Kind) => action.isPending && kind === k;
  const counts = (['booked', 'blocked', 'imported'] as const).filter((k) => summary[k] > 0);

  return (
    <section
      className={s.panel}
      data-sheet={sheet || undefined}
      aria-labelledby={headingId}
      // Escape here does what it does in the grid: the selection (and with it this panel) goes.
      onKeyDown={(e) => { if (e.key === 'Escape' && !e.defaultPrevented) { e.preventDefault(); onClear(); } }}
    >
      <div className={s.head}>
        <div>
          <h3 id={headingId} className={s.title}>
            <span className="visually-hidden">{t('hostCalendar.panel.label')}: </span>
            {t('hostCalendar.panel.nights', { count })}
          </h3>
          <p className={s.dates}>
            {selection.start === selection.end ? day(selection.start) : t('hostCalendar.range', { start: day(selection.start), end: day(selection.end) })}
          </p>
        </div>
        <IconButton aria-label={t('hostCalendar.clear')} size="small" onPress={onClear}><X {...ICON} /></IconButton>
      </div>

      {counts.length > 0 && (
        <ul className={s.counts} role="list">
          {counts.map((k) => <li key={k} className={s.count} data-kind={k}>{t(`hostCalendar.panel.${k}`, { count: summary[k] })}</li>)}
        </ul>
      )}
      {summary.bookings.length > 0 && (
        <div className={s.group}>
          <p className={s.label}>{t('hostCalendar.panel.bookings')}</p>
          <ul className={s.stays} role="list">
            {summary.bookings.map((b) => (
              <li key={b.id}>
                <Link to={`/host/reservations/${encodeURIComponent(b.id)}`} className={s.link}>{b.guestName}</Link>{' '}
                <span className={s.muted}>{rangeText(i18n, b.checkIn, b.checkOut)}</span>
              </li>
            ))}
          </ul>
          <p className={`${s.muted} ${s.note}`}>{t('hostCalendar.panel.bookedNote')}</p>
        </div>
      )}

      <div className={s.group}>
        <div className={s.actions}>
          <Button variant="primary" size="small" pending={pending('block')}
            onPress={() => run('block', { kind: 'block', selection }, t('hostCalendar.done.block', { count }))}>
            {t('hostCalendar.block')}
          </Button>
          <Button variant="secondary" size="small" pending={pending('unblock')}
            onPress={() => run('unblock', { kind: 'unblock', selection }, t('hostCalendar.done.unblock', { count }))}>
            {t('hostCalendar.unblock')}
          </Button>
        </div>
        {errorFor(['block', 'unblock'])}
      </div>

      <form className={s.group} onSubmit={setPriceSubmit} noValidate>
        <div className={s.priceRow}>
          <NumberField
            className={s.priceField}
            label={t('hostCalendar.price.label')}
            value={price}
            onChange={(n) => { setPrice(n); setPriceError(''); }}
            formatOptions={{ style: 'currency', currency, maximumFractionDigits: minorDigits(currency) }}
            error={priceError || undefined}
          />
          <Button type="submit" variant="secondary" size="small" className={s.priceButton} pending={pending('price')}>
            {t('hostCalendar.price.set')}
          </Button>
        </div>
        <Button variant="ghost" size="small" className={s.reset} pending={pending('reset')}
          onPress={() => run('reset', { kind: 'price', selection, nightlyPrice: null }, t('hostCalendar.done.reset', { count }))}>
          {basePrice != null ? t('hostCalendar.price.reset', { price: money(basePrice, currency) }) : t('hostCalendar.price.resetPlain')}
        </Button>
        {errorFor(['price', 'reset'])}
      </form>

      <p className={s.done} role="status">{done}</p>
    </section>
  );
}
