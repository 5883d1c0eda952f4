import { charCount } from '../../../contract/values';
import { MESSAGE_MAX } from '../../../contract/values';

/**
 * The composer's rules, the server's own (contract/text.ts memberText): the text is trimmed and
 * counted in characters as people count them (an emoji is one), 1–2000 of them.
 */
export type Draft = { count: number; max: number; empty: boolean; over: number };

export function draftOf(text: string): Draft {
  const count = charCount(text.trim());
  return { count, max: MESSAGE_MAX, empty: count === 0, over: Math.max(0, count - MESSAGE_MAX) };
}

/** Enter sends, Shift+Enter (or Enter while an input method composes a word) starts a new line. */
export function sendsOnEnter(e: { key: string; shiftKey: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; isComposing?: boolean }, touch: boolean): boolean {
  if (e.key !== 'Enter' || e.isComposing || e.shiftKey || e.altKey) return false;
  // On touch keyboards there is no Shift+Enter: Enter is the new line there, and Send is a tap away.
  return !touch || Boolean(e.ctrlKey || e.metaKey);
}
