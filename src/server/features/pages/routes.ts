import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireAdmin } from '../auth/session.js';
import { notFound } from '../../http/errors.js';
import { PAGE_SLUGS, PageQuerySchema, UpdatePageBodySchema, type PageLang, type PageSlug } from '../../../contract/pages.js';
import { getCookie } from 'hono/cookie';
import { acceptedLanguages, LOCALE_COOKIE, requestLanguage } from '../../../domain/locale.js';
import * as service from './service.js';

const NoQuery = z.strictObject({});

/** The site's pages (issue 14): read by everyone, edited by the operators. */
export function pageRoutes(deps: Deps) {
  const r = new Hono();
  // An unknown page is a missing page (404), not a malformed request.
  const slugOf = (raw: string): PageSlug => {
    if (!(PAGE_SLUGS as readonly string[]).includes(raw)) throw notFound('That page');
    return raw as PageSlug;
  };

  r.get('/pages/:slug', async (c) => {
    const slug = slugOf(c.req.param('slug'));
    const { lang } = parseOrThrow(PageQuerySchema, queryOf(c));
    // Not asked: the language of the request (the footer switcher's cookie, else the browser's).
    const reader: PageLang = lang ?? requestLanguage({ cookie: getCookie(c, LOCALE_COOKIE), browser: acceptedLanguages(c.req.header('accept-language')) }) ?? 'en';
    c.header('Vary', 'Accept-Language, Cookie');
    return c.json(await service.getPage(deps, slug, reader));
  });

  r.get('/admin/pages', async (c) => {
    await requireAdmin(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json({ pages: await service.listPages(deps) });
  });

  r.put('/admin/pages/:slug', async (c) => {
    const admin = await requireAdmin(c, deps);
    const slug = slugOf(c.req.param('slug'));
    const body = parseOrThrow(UpdatePageBodySchema, await jsonBody(c));
    return c.json(await service.updatePage(deps, admin, slug, body));
  });

  return r;
}
