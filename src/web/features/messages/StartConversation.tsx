import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StartConversationBody } from '../../../contract/messages';
import { useI18n } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import type { SessionUser } from '../session';
import { useStartConversation } from './api';
import { Composer } from './Composer';
import { sendError } from './errors';
import s from './Messages.module.css';

type Props = {
  user: SessionUser;
  /** The listing (a guest writing to its host) or a booking (either side). */
  target: { listingId: string } | { bookingId: string };
  to: string;
  about: string;
  intro?: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A first message in a dialog; once it is sent, the conversation opens in the inbox. */
export function StartConversationDialog({ user, target, to, about, intro, isOpen, onOpenChange }: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const start = useStartConversation(user.id);
  const [text, setText] = useState('');
  const error = start.error ? sendError(start.error, t).text : null;
  const send = (body: string) => {
    start.mutate({ ...target, body } as StartConversationBody, {
      onSuccess: (res) => navigate(`/inbox/${encodeURIComponent(res.conversationId)}`),
    });
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('messages.contact.title', { name: to })}>
      <div className={s.startBody}>
        <p className={s.hint}>{t('messages.contact.about', { title: about })}</p>
        {intro && <p>{intro}</p>}
        {!user.emailVerified ? (
          <p className={s.cannot} role="note">{t('messages.composer.unverified')}</p>
        ) : (
          <Composer
            to={to}
            label={t('messages.contact.label')}
            value={text}
            onChange={(v) => { setText(v); if (start.isError) start.reset(); }}
            onSend={send}
            error={error}
            pending={start.isPending}
            autoFocus
          />
        )}
      </div>
    </Dialog>
  );
}
