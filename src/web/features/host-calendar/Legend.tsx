import { useI18n } from '../../i18n';
import s from './HostCalendar.module.css';
import c from './NightsCalendar.module.css';

/** What each mark in the grid means; every state has a shape or text of its own, not only a colour. */
export function Legend() {
  const { t } = useI18n();
  const band = (kind: string) => <span className={`${c.band} ${s.legendBand}`} data-kind={kind} data-first data-last aria-hidden="true" />;
  return (
    <div className={s.legend}>
      <h3 className="visually-hidden">{t('hostCalendar.legend.title')}</h3>
      <ul role="list" className={s.legendList}>
        <li>{band('booked')}{t('hostCalendar.legend.booked')}</li>
        <li>{band('blocked')}{t('hostCalendar.legend.blocked')}</li>
        <li>{band('imported')}{t('hostCalendar.legend.imported')}</li>
        <li><span className={c.price} data-custom aria-hidden="true" />{t('hostCalendar.legend.custom')}</li>
        <li><span className={s.legendPast} aria-hidden="true">1</span>{t('hostCalendar.legend.past')}</li>
      </ul>
    </div>
  );
}
