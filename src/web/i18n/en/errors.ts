/**
 * The API's errors in the reader's words, by code (SPEC §8; api/client.ts). English pages show the
 * server's own message, which is English and often more precise; other languages show these. Not
 * in the English entry (en.ts): only the pseudo-locales read it in English (i18n/load.ts).
 */
export const errors = {
  'error.field': 'Check this field.',
  // A form's own check (the contract's zod schemas), worded by kind of problem.
  'error.issue.required': 'Fill in this field.',
  'error.issue.minLength': 'Use at least {min} characters.',
  'error.issue.maxLength': 'Use at most {max} characters.',
  'error.issue.min': 'At least {min}.',
  'error.issue.max': 'At most {max}.',
  'error.issue.email': 'Enter a valid email address, like name@example.com.',
  'error.VALIDATION_FAILED': 'Some of what was sent is not valid. Check the fields and try again.',
  'error.LINK_INVALID': 'This link does not work: it was already used or is incomplete.',
  'error.LINK_EXPIRED': 'This link has expired. Ask for a new one.',
  'error.UNAUTHENTICATED': 'Log in to continue.',
  'error.EMAIL_NOT_VERIFIED': 'Confirm your email address first: the link is in the email we sent you.',
  'error.FORBIDDEN': 'You are not allowed to do that.',
  'error.NOT_FOUND': 'We could not find that. It may have been removed.',
  'error.DATES_UNAVAILABLE': 'Those dates are no longer available. Choose other dates.',
  'error.INVALID_TRANSITION': 'This can no longer be done: it changed in the meantime. Reload the page to see where it stands.',
  'error.EMAIL_TAKEN': 'Another account already uses that email address.',
  'error.REVIEW_NOT_OPEN': 'This stay cannot be reviewed yet.',
  'error.REVIEW_WINDOW_CLOSED': 'The time to review this stay is over.',
  'error.ALREADY_REVIEWED': 'You have already reviewed this stay.',
  'error.ALREADY_RESPONDED': 'You have already answered this review.',
  'error.PAYLOAD_TOO_LARGE': 'That is too large to send.',
  'error.UNSUPPORTED_MEDIA_TYPE': 'That kind of file cannot be used here.',
  'error.LISTING_INCOMPLETE': 'The listing is not complete yet: fill in what is missing first.',
  'error.STAY_TOO_SHORT': 'That stay is shorter than this place allows.',
  'error.STAY_TOO_LONG': 'That stay is longer than this place allows.',
  'error.TOO_MANY_GUESTS': 'That is more guests than this place allows.',
  'error.RATE_LIMITED': 'Too many attempts. Wait a moment and try again.',
  'error.INTERNAL': 'Something went wrong on our side. Try again in a moment.',
};
