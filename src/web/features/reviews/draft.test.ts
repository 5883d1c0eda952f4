import { describe, expect, it } from 'vitest';
import { GuestReviewBodySchema, HostReviewBodySchema } from '../../../contract/reviews';
import { draftBody, draftFields, draftProblems, emptyDraft, type ReviewDraft } from './draft';

const full: ReviewDraft = {
  rating: 5,
  categories: { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 3, value: 4 },
  body: '  Lovely flat by the harbour, quiet at night.  ',
};

describe('review drafts', () => {
  it('asks the guest for the overall rating, the six categories and the text', () => {
    const p = draftProblems(emptyDraft(), 'guest');
    expect(Object.keys(p).sort()).toEqual([
      'body', 'categories.accuracy', 'categories.checkIn', 'categories.cleanliness', 'categories.communication',
      'categories.location', 'categories.value', 'rating',
    ]);
    expect(p['categories.checkIn']).toEqual({ kind: 'category', category: 'checkIn' });
  });

  it('asks the host for the rating and the text only', () => {
    expect(Object.keys(draftProblems(emptyDraft(), 'host')).sort()).toEqual(['body', 'rating']);
  });

  it('counts the trimmed text, as the server does: 10 to 1000 characters', () => {
    const at = (body: string) => draftProblems({ ...full, body }, 'guest').body?.kind;
    expect(at('   nine char  ')).toBe('short');
    expect(at('ten chars!')).toBeUndefined();
    expect(at('x'.repeat(1000))).toBeUndefined();
    expect(at('x'.repeat(1001))).toBe('long');
  });

  it('has no problems for a complete draft, whose body the server accepts for each side', () => {
    expect(draftProblems(full, 'guest')).toEqual({});
    expect(GuestReviewBodySchema.safeParse(draftBody(full, 'guest')).success).toBe(true);
    // The host's body carries no categories (the server refuses unknown fields).
    const host = draftBody(full, 'host');
    expect(host).toEqual({ rating: 5, body: 'Lovely flat by the harbour, quiet at night.' });
    expect(HostReviewBodySchema.safeParse(host).success).toBe(true);
  });

  it('names the fields the server’s details may name', () => {
    expect(draftFields('host')).toEqual(['rating', 'body']);
    expect(draftFields('guest')).toContain('categories.value');
  });
});
