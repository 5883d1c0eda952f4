import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ICON_SMALL } from '../../ui/icon';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { draftOf, sendsOnEnter } from './composer';
import s from './Messages.module.css';

type Props = {
  /** Whom the message goes to: the field's name says it. */
  to: string;
  value: string;
  onChange: (text: string) => void;
  /** Called with the text once it passes the rules; the composer empties itself. */
  onSend: (body: string) => void;
  /** A failed send, said beside the composer. */
  error: string | null;
  /** A visible label instead of the hidden one (the first-message dialog). */
  label?: string;
  sendLabel?: string;
  pending?: boolean;
  autoFocus?: boolean;
};

/**
 * Where a message is written: 1–2000 characters with a live counter, Enter to send and
 * Shift+Enter for a new line. What stops a message is said next to it, never silently.
 */
export function Composer({ to, value, onChange, onSend, error, label, sendLabel, pending, autoFocus }: Props) {
  const { t, number } = useI18n();
  const ids = { hint: useId(), count: useId(), problem: useId(), field: useId() };
  const field = useRef<HTMLTextAreaElement>(null);
  const [tried, setTried] = useState(false);
  const touch = useMediaQuery('(pointer: coarse)');
  const draft = draftOf(value);

  const problem = draft.over
    ? t('messages.composer.tooLong', { max: number(draft.max) })
    : tried && draft.empty ? t('messages.composer.empty') : error;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (draft.empty || draft.over || pending) {
      setTried(true);
      field.current?.focus();
      return;
    }
    setTried(false);
    onSend(value.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter({ ...e, isComposing: e.nativeEvent.isComposing }, touch)) return;
    e.preventDefault();
    submit();
  };

  return (
    <form className={s.composer} onSubmit={submit} noValidate>
      {problem && <p id={ids.problem} role="alert" className={s.composerError}>{problem}</p>}
      {label && <label htmlFor={ids.field} className={s.composerLabel}>{label}</label>}
      <div className={s.composerBox} data-invalid={draft.over > 0 || undefined} data-stacked={label ? true : undefined}>
        <textarea
          id={ids.field}
          ref={field}
          className={s.textarea}
          value={value}
          onChange={(e) => { onChange(e.target.value); if (tried) setTried(false); }}
          onKeyDown={onKeyDown}
          aria-label={label ? undefined : t('messages.composer.label', { name: to })}
          aria-describedby={[problem && ids.problem, ids.count, !touch && ids.hint].filter(Boolean).join(' ')}
          aria-invalid={draft.over > 0 || undefined}
          placeholder={t('messages.composer.placeholder')}
          rows={label ? 4 : 1}
          autoFocus={autoFocus}
          enterKeyHint={touch ? 'enter' : 'send'}
        />
        <Button type="submit" variant="primary" size="small" className={s.send} pending={pending}>
          <SendHorizontal {...ICON_SMALL} />
          {sendLabel ?? t('messages.composer.send')}
        </Button>
      </div>
      <div className={s.composerMeta}>
        {!touch && <span id={ids.hint}>{t('messages.composer.hint')}</span>}
        <span id={ids.count} className={s.counter} data-over={draft.over > 0 || undefined}>
          {t('messages.composer.count', { count: draft.count, max: number(draft.max) })}
        </span>
      </div>
    </form>
  );
}
