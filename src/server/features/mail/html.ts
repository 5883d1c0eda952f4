/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Stops at whitespace and at characters that end a URL in prose or markup.
const URL_PATTERN = /https?:\/\/[^\s<>"'`)\]]+/g;

/**
 * The http(s) links in a plain-text body, in order, without repeats. Trailing sentence
 * punctuation ("…/verify?token=x.") is not part of the link.
 */
export function extractLinks(text: string): string[] {
  const found = (text.match(URL_PATTERN) ?? []).map((u) => u.replace(/[.,;:!?]+$/, ''));
  return [...new Set(found)];
}
