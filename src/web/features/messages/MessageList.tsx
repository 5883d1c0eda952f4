import { useEffect, useLayoutEffect, useRef } from 'react';
import { AlertCircle } from 'lucide-react';
import type { MessageView } from '../../../contract/messages';
import { useI18n } from '../../i18n';
import { Button, PlainButton } from '../../ui/Button';
import { ReportButton } from '../reports';
import { groupByDay } from './group';
import { dayHeading, messageText, timeOfDay } from './format';
import type { Outgoing } from './outbox';
import s from './Messages.module.css';

type Item =
  | { kind: 'message'; key: string; createdAt: string; mine: boolean; m: MessageView }
  | { kind: 'outgoing'; key: string; createdAt: string; mine: true; o: Outgoing };

type Props = {
  messages: MessageView[];
  outgoing: Outgoing[];
  otherName: string;
  /** The message "Seen" goes under. */
  seenId: string | null;
  older: { has: boolean; loading: boolean; failed: boolean; load: () => void };
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** The level of the day headings: one below the conversation's own heading. */
  dayLevel: 2 | 3;
};

/** Two messages of one sender this close together share one time line. */
const RUN_MS = 5 * 60_000;

/**
 * The conversation, oldest first, by day. It opens at the newest message and stays there as
 * messages arrive (unless the reader scrolled up to read); earlier ones load at the top.
 */
export function MessageList({ messages, outgoing, otherName, seenId, older, onRetry, onDiscard, dayLevel }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = useRef<{ first?: string; end?: string; height: number } | null>(null);
  const now = new Date();

  const items: Item[] = [
    ...messages.map((m) => ({ kind: 'message' as const, key: m.id, createdAt: m.createdAt, mine: m.mine, m })),
    ...outgoing.map((o) => ({ kind: 'outgoing' as const, key: o.key, createdAt: now.toISOString(), mine: true as const, o })),
  ];
  const first = items[0]?.key;
  const end = items.at(-1)?.key;
  const endMine = items.at(-1)?.mine;

  // After each render: open at the bottom, keep the place when earlier messages were added above,
  // follow new ones when the reader is at the bottom or wrote them.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = last.current;
    if (!prev) el.scrollTop = el.scrollHeight;
    else if (first !== prev.first && end === prev.end) el.scrollTop += el.scrollHeight - prev.height;
    else if (end !== prev.end && (atBottom.current || endMine)) el.scrollTop = el.scrollHeight;
    else if (atBottom.current) el.scrollTop = el.scrollHeight;
    last.current = { first, end, height: el.scrollHeight };
  });

  // Scrolling up to the top loads earlier messages by itself; the button is there for keyboards.
  const { has, loading, failed, load } = older;
  useEffect(() => {
    const el = top.current;
    if (!el || !has || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    }, { root: scroller.current, rootMargin: '200px 0px 0px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [has, loading, failed, load]);

  const groups = groupByDay(items, i18n.timeZone);
  const H = `h${dayLevel}` as const;
  return (
    <div
      ref={scroller}
      className={s.scroller}
      tabIndex={0}
      role="region"
      aria-label={t('messages.thread.label', { name: otherName })}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
    >
      <div ref={top} className={s.earlier}>
        {has ? (
          <>
            {failed && <p role="alert" className={s.inlineError}>{t('messages.thread.earlierError')}</p>}
            <Button variant="ghost" size="small" pending={loading} onPress={load}>{t('messages.thread.earlier')}</Button>
          </>
        ) : (
          <p className={s.hint}>{t('messages.thread.start', { name: otherName })}</p>
        )}
      </div>
      {groups.map((g) => (
        <section key={g.day} className={s.day} aria-label={dayHeading(g.day, now, i18n)}>
          <H className={s.dayHeading}>{dayHeading(g.day, now, i18n)}</H>
          <ol className={s.messages} role="list">
            {g.messages.map((item, i) => {
              const next = g.messages[i + 1];
              const endsRun = !next || next.mine !== item.mine || Date.parse(next.createdAt) - Date.parse(item.createdAt) > RUN_MS;
              return item.kind === 'message' ? (
                <li key={item.key} className={s.message} data-mine={item.mine || undefined}>
                  <div className={s.bubbleRow}>
                    <p className={s.bubble}>
                      <span className="visually-hidden">{item.mine ? t('messages.thread.you') : otherName}: </span>
                      {messageText(item.m, t)}
                    </p>
                    {!item.mine && <ReportButton targetType="message" targetId={item.m.id} ownerId={item.m.senderId} look="icon" />}
                  </div>
                  {(endsRun || item.key === seenId) && (
                    <p className={s.meta}>
                      <time dateTime={item.m.createdAt}>{timeOfDay(item.m.createdAt, i18n)}</time>
                      {item.key === seenId && <span className={s.seen}>{t('messages.thread.seen')}</span>}
                    </p>
                  )}
                </li>
              ) : (
                <li key={item.key} className={s.message} data-mine data-state={item.o.state}>
                  <p className={s.bubble}>
                    <span className="visually-hidden">{t('messages.thread.you')}: </span>
                    {item.o.body}
                  </p>
                  {item.o.state === 'sending' ? (
                    <p className={s.meta} role="status">{t('messages.thread.sending')}</p>
                  ) : (
                    <p className={`${s.meta} ${s.failed}`}>
                      <AlertCircle size={14} strokeWidth={2} aria-hidden="true" />
                      {t('messages.thread.notSent')}
                      <PlainButton variant="ghost" size="small" className={s.metaButton} onClick={() => onRetry(item.key)}>{t('messages.thread.retry')}</PlainButton>
                      <PlainButton variant="ghost" size="small" className={s.metaButton} onClick={() => onDiscard(item.key)}>{t('messages.thread.discard')}</PlainButton>
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
