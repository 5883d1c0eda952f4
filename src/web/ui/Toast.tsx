import { useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import {
  Button, Text, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useI18n } from '../i18n';
import s from './Toast.module.css';

export type ToastContentValue = {
  message: string;
  /** One optional action beside the message ("Change", "Undo"); the toast closes after it. */
  action?: { label: string; onAction: () => void };
  tone?: 'neutral' | 'error';
};

/**
 * Toasts on React Aria: a landmark region ("Notifications") that F6 jumps to, each toast an
 * alert dialog whose timer pauses while it is hovered or focused. One queue for the app.
 */
export const toasts = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });

/** At least 5 s (React Aria's advice); a toast with an action stays longer so it can be reached. */
export function showToast(content: ToastContentValue) {
  return toasts.add(content, { timeout: content.action ? 10_000 : 6_000 });
}

/** Rendered once, by whatever first needs toasts (members' pages do). */
export function ToastRegion() {
  const { t } = useI18n();
  // The label must change with the count: React Aria registers the region as a landmark (for F6)
  // only when its label changes after the region has appeared.
  const count = useSyncExternalStore(toasts.subscribe.bind(toasts), () => toasts.visibleToasts.length, () => 0);
  return (
    <AriaToastRegion queue={toasts} className={s.region} aria-label={t('ui.toast.region', { count })}>
      {({ toast }) => (
        <AriaToast toast={toast} className={[s.toast, toast.content.tone === 'error' && s.error].filter(Boolean).join(' ')}>
          <ToastContent className={s.content}>
            <Text slot="title" className={s.message}>{toast.content.message}</Text>
          </ToastContent>
          {toast.content.action && (
            <Button
              className={s.action}
              onPress={() => {
                toasts.close(toast.key);
                toast.content.action!.onAction();
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <Button slot="close" className={s.close} aria-label={t('ui.toast.dismiss')}>
            <X size={18} strokeWidth={2} aria-hidden="true" />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
