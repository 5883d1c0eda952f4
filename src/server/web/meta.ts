import type { Config } from '../config.js';

/** Text or an attribute's value as HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Puts a listing's title, description and photo into the page's <head> for link previews. */
export function renderMeta(
  html: string,
  meta: { title: string; description: string; image?: string; path: string },
  config: Pick<Config, 'publicUrl' | 'siteName'>,
): string {
  const url = `${config.publicUrl}${meta.path}`;
  const tags = [
    `<meta property="og:site_name" content="${escapeHtml(config.siteName)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    // A photo on this server is a path; one on PHOTO_CDN_URL is already a whole URL.
    meta.image ? `<meta property="og:image" content="${escapeHtml(/^https?:\/\//.test(meta.image) ? meta.image : config.publicUrl + meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ].filter(Boolean).join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} · ${escapeHtml(config.siteName)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('<!--roost:meta-->', tags);
}

/** The name the web app is built with (its catalogue's `app.name`), which a page sent as built carries. */
const BUILT_NAME = 'Roost';

/**
 * A built page with the site's name as the operator set it (console settings) instead of the name
 * it was built with: in its <title>, and in the static header `/` is painted with (the wordmark and
 * its link's name). Pages the server paints carry the setting already; only their <title> changes.
 */
export function withSiteName(html: string, siteName: string): string {
  if (siteName === BUILT_NAME) return html;
  const name = escapeHtml(siteName);
  return html
    .replace(/<title>Roost\b/, () => `<title>${name}`)
    .replace(/(<span class="[^"]*wordmark[^"]*">)Roost(<\/span>)/g, (_, open: string, close: string) => `${open}${name}${close}`)
    .replace(/aria-label="Roost home"/g, () => `aria-label="${name} home"`);
}

/** Routes of the web app (SPEC section 2); anything else is answered 404 and shows the 404 page. */
const APP_ROUTES = [
  /^\/$/, /^\/s\/?$/, /^\/book\/[^/]+\/?$/, /^\/trips(\/[^/]+)?\/?$/, /^\/wishlists(\/[^/]+)?\/?$/, /^\/inbox(\/[^/]+)?\/?$/,
  /^\/host(\/.*)?$/, /^\/users\/[^/]+\/?$/, /^\/account(\/security)?\/?$/,
  /^\/(signup|login|verify-email|forgot-password|reset-password)\/?$/, /^\/admin(\/.*)?$/,
  /^\/notifications\/?$/, /^\/(about|help|terms|privacy)\/?$/,
];

export function isAppRoute(pathname: string): boolean {
  return APP_ROUTES.some((re) => re.test(pathname));
}
