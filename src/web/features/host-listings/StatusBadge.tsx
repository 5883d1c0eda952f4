import type { ListingStatusName } from '../../../contract/hosting';
import { useI18n } from '../../i18n';
import s from './Status.module.css';

const TONE: Record<ListingStatusName, string> = {
  draft: 'neutral', pending_review: 'warning', published: 'success', unlisted: 'neutral', suspended: 'danger',
};

/** Draft, Waiting for review, Published, Unlisted, Suspended. */
export function ListingStatusBadge({ status }: { status: ListingStatusName }) {
  const { t } = useI18n();
  return <span className={s.badge} data-tone={TONE[status]}>{t(`hosting.status.${status}`)}</span>;
}
