import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import {
  PAGE_LANGS, PAGE_SLUGS, type AdminSitePage, type PageLang, type PageSlug, type SitePage, type UpdatePageBody,
} from '../../../contract/pages.js';
import { defaultPage, DEFAULTS_WRITTEN, type PageSettings } from './defaults.js';
import * as repo from './repo.js';
import { nameOf } from '../account/index.js';
import { settings } from '../settings/index.js';

async function pageSettings(deps: Deps): Promise<PageSettings> {
  const c = await settings(deps);
  return { siteName: c.siteName, serviceFeePercent: c.serviceFeePercent, taxPercent: c.taxPercent, reviewWindowDays: c.reviewWindowDays };
}

/** The operator's saved text in its language, or the shipped default in `lang` (with this Roost's name and settings). */
function toView(site: PageSettings, slug: PageSlug, lang: PageLang, row: repo.PageRow | undefined): AdminSitePage {
  if (!row) return { slug, lang, ...defaultPage(slug, site, lang), updatedAt: DEFAULTS_WRITTEN.toISOString(), isDefault: true, updatedBy: null };
  return {
    slug, lang: row.lang, title: row.title, body: row.body, updatedAt: new Date(row.updated_at).toISOString(), isDefault: false,
    updatedBy: row.updated_by ? { id: row.updated_by, ...nameOf(row.updated_by_name, 'member') } : null,
  };
}

/**
 * `GET /pages/:slug`, for everyone (who saved it is the operators' business): the operator's text
 * in `lang`; else their text in another language, since what the operator wrote (their own terms,
 * who they are) binds more than a shipped default; else the default in `lang` (decision 0038).
 */
export async function getPage(deps: Deps, slug: PageSlug, lang: PageLang): Promise<SitePage> {
  const texts = await repo.pageTexts(deps.database.db, slug);
  const row = texts.find((r) => r.lang === lang) ?? texts.find((r) => r.lang === 'en') ?? texts[0];
  const { updatedBy: _, ...page } = toView(await pageSettings(deps), slug, lang, row);
  return page;
}

/** `GET /admin/pages`: every page in every language, footer order then language: the operator's text or the default. */
export async function listPages(deps: Deps): Promise<AdminSitePage[]> {
  const rows = await repo.allPages(deps.database.db);
  const site = await pageSettings(deps);
  return PAGE_SLUGS.flatMap((slug) => PAGE_LANGS.map((lang) => toView(site, slug, lang, rows.find((r) => r.slug === slug && r.lang === lang))));
}

/** `PUT /admin/pages/:slug`: saves the page in its language and its audit event in one transaction. */
export async function updatePage(deps: Deps, admin: SessionUser, slug: PageSlug, body: UpdatePageBody): Promise<AdminSitePage> {
  const at = deps.now();
  const site = await pageSettings(deps);
  const { lang } = body;
  return deps.database.db.transaction().execute(async (trx) => {
    const before = (await repo.pageTexts(trx, slug)).find((r) => r.lang === lang);
    await repo.savePage(trx, { slug, lang, title: body.title, body: body.body, at, by: admin.id });
    await repo.insertPageAudit(trx, {
      actorId: admin.id, slug, at,
      details: { lang, title: body.title, fromDefault: !before, titleChanged: before ? before.title !== body.title : true, length: body.body.length },
    });
    return toView(site, slug, lang, (await repo.pageTexts(trx, slug)).find((r) => r.lang === lang));
  });
}
