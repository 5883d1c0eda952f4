import type { Op } from './document.js';
import { AdminPagesResponseSchema, AdminSitePageSchema, PAGE_SLUGS, PageQuerySchema, SitePageSchema, UpdatePageBodySchema } from '../../contract/pages.js';

/** The OpenAPI entries of the site's pages (issue 14), merged into document.ts. */

const slugs = PAGE_SLUGS.join(', ');

export const pageReads: Record<string, Op> = {
  '/api/v1/pages/{slug}': {
    summary: `A site page (${slugs}) for readers of \`lang\` (default: the request's language, from the roost_locale cookie or Accept-Language): `
      + "Markdown, the operator's text in that language, else their text in another (its `lang` says which), else the default that ships with Roost in that language",
    pathParams: ['slug'], query: PageQuerySchema, response: SitePageSchema, errors: [400, 404],
  },
  '/api/v1/admin/pages': {
    summary: 'Every site page in every language (footer order, then language): the operator\'s text with who saved it last, or the default (admins)',
    response: AdminPagesResponseSchema, errors: [400, 401, 403],
  },
};

export const pageWrites: Record<string, Op> = {
  'PUT /api/v1/admin/pages/{slug}': {
    summary: `Save a site page (${slugs}) in one language (\`lang\`, English by default): title 1–120 characters, Markdown body 1–50 000 (admins; audited)`,
    pathParams: ['slug'], body: UpdatePageBodySchema, response: AdminSitePageSchema, errors: [400, 401, 403, 404],
  },
};
