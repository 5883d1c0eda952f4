import type { BookingStatusName } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { statusTone } from './format';
import s from './Booking.module.css';

export function StatusBadge({ status }: { status: BookingStatusName }) {
  const { t } = useI18n();
  return <span className={s.badge} data-tone={statusTone(status)}>{t(`booking.status.${status}`)}</span>;
}
