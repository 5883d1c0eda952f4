import { describe, expect, it } from 'vitest';
import { taggedParts } from './tagged';

describe('taggedParts', () => {
  it('finds each tagged part between plain text', () => {
    expect(taggedParts('By signing up you agree to the <terms>Terms of use</terms>. <privacy>Privacy</privacy> says more.')).toEqual([
      { text: 'By signing up you agree to the ' }, { text: 'Terms of use', tag: 'terms' }, { text: '. ' },
      { text: 'Privacy', tag: 'privacy' }, { text: ' says more.' },
    ]);
  });
  it('leaves a message without tags, or with unmatched ones, as text', () => {
    expect(taggedParts('Plain')).toEqual([{ text: 'Plain' }]);
    expect(taggedParts('a <terms>b</privacy> c')).toEqual([{ text: 'a <terms>b</privacy> c' }]);
  });
});
