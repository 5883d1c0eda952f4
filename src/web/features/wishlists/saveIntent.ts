/**
 * A visitor who taps a heart is sent to log in with the page they were on as `returnTo`, plus
 * `save=<listingId>`; once they are back and signed in, the save is made and the parameter
 * removed. The id is checked like the server checks ids, so the URL cannot carry anything else.
 */
export const SAVE_PARAM = 'save';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `path?query` with the save intent added (replacing an earlier one). */
export function withSaveIntent(pathAndSearch: string, listingId: string): string {
  const q = pathAndSearch.indexOf('?');
  const path = q === -1 ? pathAndSearch : pathAndSearch.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : pathAndSearch.slice(q + 1));
  params.set(SAVE_PARAM, listingId);
  return `${path}?${params.toString()}`;
}

export function readSaveIntent(params: URLSearchParams): string | null {
  const id = params.get(SAVE_PARAM);
  return id && ID.test(id) ? id : null;
}

export function withoutSaveIntent(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SAVE_PARAM);
  return next;
}
