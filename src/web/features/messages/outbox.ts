import type { MessageView } from '../../../contract/messages';

/**
 * Messages on their way: shown at once under the conversation, marked "not sent" with Retry
 * when sending fails. A sent one leaves when the server's copy is in the conversation.
 */
export type Outgoing = {
  key: string;
  body: string;
  state: 'sending' | 'failed';
  /** My messages already in the conversation when it was (re)sent: its copy is none of them. */
  before: ReadonlySet<string>;
};

export type OutboxAction =
  | { type: 'add'; key: string; body: string; before: ReadonlySet<string> }
  | { type: 'retry'; key: string; before: ReadonlySet<string> }
  | { type: 'failed'; key: string }
  | { type: 'done'; key: string };

export function outboxReducer(list: Outgoing[], a: OutboxAction): Outgoing[] {
  switch (a.type) {
    case 'add':
      return [...list, { key: a.key, body: a.body, state: 'sending', before: a.before }];
    case 'retry':
      return list.map((o) => (o.key === a.key ? { ...o, state: 'sending', before: a.before } : o));
    case 'failed':
      return list.map((o) => (o.key === a.key ? { ...o, state: 'failed' } : o));
    case 'done':
      return list.filter((o) => o.key !== a.key);
  }
}

/** The ids of my messages on screen, to remember when sending. */
export const mineIds = (messages: MessageView[]): ReadonlySet<string> => new Set(messages.filter((m) => m.mine).map((m) => m.id));

/**
 * What is still worth showing: the stream may bring the server's copy of a message before its
 * POST answers, so a sending one whose text came back as a new message of mine is already there.
 * Each message stands for at most one outgoing one.
 */
export function stillOutgoing(list: Outgoing[], messages: MessageView[]): Outgoing[] {
  const used = new Set<string>();
  return list.filter((o) => {
    if (o.state !== 'sending') return true;
    const copy = messages.find((m) => m.mine && !used.has(m.id) && !o.before.has(m.id) && m.body === o.body.trim());
    if (!copy) return true;
    used.add(copy.id);
    return false;
  });
}
