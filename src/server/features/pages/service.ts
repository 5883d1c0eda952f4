import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { PAGE_SLUGS, type AdminSitePage, type PageSlug, type SitePage, type UpdatePageBody } from '../../../contract/pages.js';
import { defaultPage, DEFAULTS_WRITTEN, type PageSettings } from './defaults.js';
import * as repo from './repo.js';
import { settings } from '../settings/index.js';

async function pageSettings(deps: Deps): Promise<PageSettings> {
  const c = await settings(deps);
  return { siteName: c.siteName, serviceFeePercent: c.serviceFeePercent, taxPercent: c.taxPercent, reviewWindowDays: c.reviewWindowDays };
}

/** The operator's saved text, or the shipped default (with this Roost's name and settings). */
function toView(site: PageSettings, slug: PageSlug, row: repo.PageRow | undefined): AdminSitePage {
  if (!row) return { slug, ...defaultPage(slug, site), updatedAt: DEFAULTS_WRITTEN.toISOString(), isDefault: true, updatedBy: null };
  return {
    slug, title: row.title, body: row.body, updatedAt: new Date(row.updated_at).toISOString(), isDefault: false,
    updatedBy: row.updated_by ? { id: row.updated_by, name: row.updated_by_name ?? '' } : null,
  };
}

/** `GET /pages/:slug`, for everyone: who saved it is the operators' business. */
export async function getPage(deps: Deps, slug: PageSlug): Promise<SitePage> {
  const { updatedBy: _, ...page } = toView(await pageSettings(deps), slug, await repo.findPage(deps.database.db, slug));
  return page;
}

/** `GET /admin/pages`: the four pages in footer order. */
export async function listPages(deps: Deps): Promise<AdminSitePage[]> {
  const rows = await repo.allPages(deps.database.db);
  const site = await pageSettings(deps);
  return PAGE_SLUGS.map((slug) => toView(site, slug, rows.find((r) => r.slug === slug)));
}

/** `PUT /admin/pages/:slug`: saves the page and its audit event in one transaction. */
export async function updatePage(deps: Deps, admin: SessionUser, slug: PageSlug, body: UpdatePageBody): Promise<AdminSitePage> {
  const at = deps.now();
  const site = await pageSettings(deps);
  return deps.database.db.transaction().execute(async (trx) => {
    const before = await repo.findPage(trx, slug);
    await repo.savePage(trx, { slug, title: body.title, body: body.body, at, by: admin.id });
    await repo.insertPageAudit(trx, {
      actorId: admin.id, slug, at,
      details: { title: body.title, fromDefault: !before, titleChanged: before ? before.title !== body.title : true, length: body.body.length },
    });
    return toView(site, slug, await repo.findPage(trx, slug));
  });
}
