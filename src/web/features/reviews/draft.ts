import { CATEGORY_KEYS } from '../../../contract/values';
import type { CategoryRatings } from '../../../contract/listing';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../contract/values';
import type { GuestReviewBody, HostReviewBody } from '../../../contract/reviews';

export type ReviewSide = 'guest' | 'host';
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** A review being written: nothing chosen yet is undefined. */
export type ReviewDraft = {
  rating?: number;
  categories: Partial<Record<CategoryKey, number>>;
  body: string;
};

export const emptyDraft = (): ReviewDraft => ({ categories: {}, body: '' });

/** What is wrong with a field, by the names the server uses in `details` (`categories.cleanliness`). */
export type DraftProblem = { kind: 'rating' } | { kind: 'category'; category: CategoryKey } | { kind: 'short' } | { kind: 'long' };

/** Characters the server counts: the trimmed text's length. */
export const textLength = (body: string) => body.trim().length;

/**
 * The draft's problems, checked as the server will: an overall rating, each of the six categories
 * (the guest's review only), and 10–1000 characters of text.
 */
export function draftProblems(d: ReviewDraft, side: ReviewSide): Record<string, DraftProblem> {
  const out: Record<string, DraftProblem> = {};
  if (!isRating(d.rating)) out.rating = { kind: 'rating' };
  if (side === 'guest') {
    for (const k of CATEGORY_KEYS) if (!isRating(d.categories[k])) out[`categories.${k}`] = { kind: 'category', category: k };
  }
  const n = textLength(d.body);
  if (n < REVIEW_TEXT_MIN) out.body = { kind: 'short' };
  else if (n > REVIEW_TEXT_MAX) out.body = { kind: 'long' };
  return out;
}

/** The request body for the caller's side (the server refuses fields the side does not send). */
export function draftBody(d: ReviewDraft, side: ReviewSide): GuestReviewBody | HostReviewBody {
  const base = { rating: d.rating!, body: d.body.trim() };
  return side === 'guest' ? { ...base, categories: d.categories as CategoryRatings } : base;
}

/** The field names a review form has, for placing the server's `details` beside them. */
export function draftFields(side: ReviewSide): string[] {
  return ['rating', 'body', ...(side === 'guest' ? ['categories', ...CATEGORY_KEYS.map((k) => `categories.${k}`)] : [])];
}

function isRating(n: number | undefined): n is number {
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 5;
}
