import type { Op } from './document.js';
import { AdminPagesResponseSchema, AdminSitePageSchema, PAGE_SLUGS, SitePageSchema, UpdatePageBodySchema } from '../../contract/pages.js';

/** The OpenAPI entries of the site's pages (issue 14), merged into document.ts. */

const slugs = PAGE_SLUGS.join(', ');

export const pageReads: Record<string, Op> = {
  '/api/v1/pages/{slug}': {
    summary: `A site page (${slugs}): Markdown, the operator's text or the default that ships with Roost`,
    pathParams: ['slug'], response: SitePageSchema, errors: [400, 404],
  },
  '/api/v1/admin/pages': { summary: 'Every site page with who saved it last (admins)', response: AdminPagesResponseSchema, errors: [400, 401, 403] },
};

export const pageWrites: Record<string, Op> = {
  'PUT /api/v1/admin/pages/{slug}': {
    summary: `Save a site page (${slugs}): title 1–120 characters, Markdown body 1–50 000 (admins; audited)`,
    pathParams: ['slug'], body: UpdatePageBodySchema, response: AdminSitePageSchema, errors: [400, 401, 403, 404],
  },
};
