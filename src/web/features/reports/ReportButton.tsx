import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { ReportTargetType } from '../../../contract/reports';
import { useI18n } from '../../i18n';
import { loginPath, useSession } from '../session';
import s from './Reports.module.css';

// The dialog (its form and radio group) is fetched the first time someone reports something.
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

type Props = {
  targetType: ReportTargetType;
  targetId: string;
  /** Who the thing belongs to: nobody reports their own (the server refuses it), so it is not offered. */
  ownerId?: string | null;
  /** `link`: a flag and "Report this listing"; `icon`: a small flag button named "Report this review". */
  look?: 'link' | 'icon';
};

/** A quiet "Report" action: members get the dialog; visitors log in first and come back here. */
export function ReportButton({ targetType, targetId, ownerId, look = 'link' }: Props) {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (user && ownerId && user.id === ownerId) return null;
  const label = t(`reports.action.${targetType}`);

  const press = () => {
    if (!user) navigate(loginPath(`${location.pathname}${location.search}${location.hash}`));
    else setOpen(true);
  };

  return (
    <>
      {look === 'icon' ? (
        <button type="button" className={s.iconButton} onClick={press} aria-label={label} title={label}>
          <Flag size={16} strokeWidth={1.75} aria-hidden="true" />
        </button>
      ) : (
        <button type="button" className={s.linkButton} onClick={press}>
          <Flag size={16} strokeWidth={1.75} aria-hidden="true" />
          {label}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog isOpen={open} onOpenChange={setOpen} targetType={targetType} targetId={targetId} />
        </Suspense>
      )}
    </>
  );
}
