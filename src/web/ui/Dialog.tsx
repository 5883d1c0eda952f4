import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useI18n } from '../i18n';
import { IconButton } from './Button';
import { ICON } from './icon';
import { usePinnedPage } from './usePinnedPage';
import s from './Dialog.module.css';

export type DialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `sheet` fills the screen (phones); `wide` is a larger centred dialog. */
  variant?: 'dialog' | 'wide' | 'sheet';
  /** Hides the visible title (still the dialog's accessible name). */
  hideTitle?: boolean;
};

/**
 * Modal dialog or full-screen sheet on React Aria: focus is trapped and restored, Escape and
 * the `Close` button dismiss it, the page behind is inert and does not scroll.
 */
export function Dialog({ isOpen, onOpenChange, title, children, footer, variant = 'dialog', hideTitle }: DialogProps) {
  const { t } = useI18n();
  const sheet = variant === 'sheet';
  usePinnedPage(sheet && isOpen);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={[s.overlay, sheet && s.sheetOverlay].filter(Boolean).join(' ')}>
      <Modal className={[s.modal, sheet && s.sheet, variant === 'wide' && s.wide].filter(Boolean).join(' ')}>
        <AriaDialog className={s.dialog}>
          {({ close }) => (
            <>
              <div className={s.header}>
                <IconButton aria-label={t('common.close')} onPress={close} size="small">
                  <X {...ICON} />
                </IconButton>
                <Heading slot="title" className={[s.title, hideTitle && 'visually-hidden'].filter(Boolean).join(' ')}>{title}</Heading>
              </div>
              <div className={s.body}>{children}</div>
              {footer && <div className={s.footer}>{footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
