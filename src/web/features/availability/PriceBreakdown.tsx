import type { Quote } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import s from './PriceBreakdown.module.css';

/** The server's quote as lines; the browser adds nothing up itself. */
export function PriceBreakdown({ quote, stale }: { quote: Quote; stale?: boolean }) {
  const { t, money } = useI18n();
  const m = (minor: number) => money(minor, quote.currency, { exact: true });
  const prices = new Set(quote.nights.map((n) => n.price));
  const uniform = prices.size === 1 ? quote.nights[0].price : null;
  const nightsLabel =
    uniform !== null
      ? t('listing.booking.nightsLine', { price: m(uniform), count: quote.nightCount })
      : t('listing.booking.nightsLineVaried', { count: quote.nightCount });
  return (
    <dl className={s.breakdown} aria-busy={stale || undefined} data-stale={stale || undefined}>
      <div className={s.line}>
        <dt>{nightsLabel}</dt>
        <dd>{m(quote.subtotal)}</dd>
      </div>
      {quote.cleaningFee > 0 && (
        <div className={s.line}>
          <dt>{t('listing.booking.cleaningFee')}</dt>
          <dd>{m(quote.cleaningFee)}</dd>
        </div>
      )}
      {quote.serviceFee > 0 && (
        <div className={s.line}>
          <dt>{t('listing.booking.serviceFee')}</dt>
          <dd>{m(quote.serviceFee)}</dd>
        </div>
      )}
      {quote.taxes > 0 && (
        <div className={s.line}>
          <dt>{t('listing.booking.taxes')}</dt>
          <dd>{m(quote.taxes)}</dd>
        </div>
      )}
      <div className={`${s.line} ${s.total}`}>
        <dt>{t('listing.booking.total')}</dt>
        <dd>{m(quote.total)}</dd>
      </div>
    </dl>
  );
}
