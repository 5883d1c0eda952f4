import { describe, expect, it } from 'vitest';
import { DESKTOP_QUERY, guess, PHONE_QUERY } from './useMediaQuery';
import { TWO_PANES } from '../features/messages/Inbox';

describe('the server’s guess of a media query', () => {
  it('answers the app’s breakpoints for a phone and for a laptop', () => {
    expect(guess(PHONE_QUERY, true)).toBe(true);
    expect(guess(PHONE_QUERY, false)).toBe(false);
    expect(guess(DESKTOP_QUERY, true)).toBe(false);
    expect(guess(DESKTOP_QUERY, false)).toBe(true);
    expect(guess(TWO_PANES, false)).toBe(true);
    expect(guess('(min-width: 1200px)', false)).toBe(true);
    expect(guess('(min-width: 1440px)', false)).toBe(false);
  });

  it('knows a phone by its finger, and says no to what it cannot read', () => {
    expect(guess('(pointer: coarse)', true)).toBe(true);
    expect(guess('(pointer: coarse)', false)).toBe(false);
    expect(guess('(prefers-reduced-motion: reduce)', false)).toBe(false);
    expect(guess('(min-width: 600px) and (max-width: 900px)', false)).toBe(false);
  });
});
