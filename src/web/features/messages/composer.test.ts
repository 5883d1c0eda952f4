import { describe, expect, it } from 'vitest';
import { MessageBodySchema } from '../../../contract/messages';
import { draftOf, sendsOnEnter } from './composer';
import { mineIds, outboxReducer, stillOutgoing, type Outgoing } from './outbox';
import { msg } from './testData';

describe('draftOf', () => {
  it('counts as the server does: trimmed, in characters, 1–2000', () => {
    const cases = ['', '   \n ', 'Hi', '  Hi  ', 'a'.repeat(2000), 'a'.repeat(2001), '🏡'.repeat(2000), `${'é'.repeat(1999)}  `];
    for (const text of cases) {
      const d = draftOf(text);
      const ok = MessageBodySchema.safeParse(text).success;
      expect(!d.empty && !d.over, JSON.stringify(text.slice(0, 12))).toBe(ok);
    }
    expect(draftOf('🏡'.repeat(2000))).toMatchObject({ count: 2000, over: 0 });
    expect(draftOf('a'.repeat(2001))).toMatchObject({ count: 2001, over: 1, max: 2000 });
    expect(draftOf('  ')).toMatchObject({ count: 0, empty: true });
  });
});

describe('sendsOnEnter', () => {
  it('Enter sends, Shift+Enter and a composing input method do not', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false }, false)).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true }, false)).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true }, false)).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false }, false)).toBe(false);
  });

  it('on touch keyboards Enter is a new line (there is no Shift+Enter); Ctrl+Enter still sends', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false }, true)).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, ctrlKey: true }, true)).toBe(true);
  });
});

describe('the outbox', () => {
  it('adds, fails, retries and finishes', () => {
    const before = new Set<string>();
    let list: Outgoing[] = [];
    list = outboxReducer(list, { type: 'add', key: 'a', body: 'Hello', before });
    list = outboxReducer(list, { type: 'add', key: 'b', body: 'Again', before });
    list = outboxReducer(list, { type: 'failed', key: 'a' });
    expect(list.map((o) => [o.key, o.state])).toEqual([['a', 'failed'], ['b', 'sending']]);
    list = outboxReducer(list, { type: 'retry', key: 'a', before });
    expect(list[0].state).toBe('sending');
    list = outboxReducer(list, { type: 'done', key: 'b' });
    expect(list.map((o) => o.key)).toEqual(['a']);
  });

  it('hides a message still sending once its copy arrived on the stream, one copy for one message', () => {
    const old = msg('m1', 1, true, { body: 'ok' });
    const before = mineIds([old, msg('m0', 0, false, { body: 'ok' })]);
    expect([...before]).toEqual(['m1']);
    const list = outboxReducer(outboxReducer([], { type: 'add', key: 'a', body: 'ok ', before }), { type: 'add', key: 'b', body: 'ok', before });
    // The earlier "ok" was there before: it is no copy.
    expect(stillOutgoing(list, [old]).map((o) => o.key)).toEqual(['a', 'b']);
    const copy = msg('m2', 2, true, { body: 'ok' });
    expect(stillOutgoing(list, [old, copy]).map((o) => o.key)).toEqual(['b']);
    // A failed one stays until retried or removed.
    expect(stillOutgoing(outboxReducer(list, { type: 'failed', key: 'a' }), [old, copy]).map((o) => o.key)).toEqual(['a']);
  });
});
