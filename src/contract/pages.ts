import { z } from 'zod';
import { FormerSchema } from './common.js';

/**
 * The site's pages (issue 14): About, Help, Terms and Privacy, linked from the footer. Written in
 * Markdown by the operator, once per language (docs/decisions/0038); the web app renders them
 * without raw HTML.
 */

export const PAGE_SLUGS = ['about', 'help', 'terms', 'privacy'] as const;
export const PageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlugSchema>;

export const PAGE_LIMITS = { title: 120, body: 50_000 } as const;

/** The languages a page can be written in: the site's languages. */
export const PAGE_LANGS = ['en', 'es'] as const;
export const PageLangSchema = z.enum(PAGE_LANGS);
export type PageLang = z.infer<typeof PageLangSchema>;

/**
 * `GET /pages/:slug?lang=`: the page for readers of `lang` (by default the request's own language:
 * the switcher's cookie, else Accept-Language).
 */
export const PageQuerySchema = z.strictObject({ lang: PageLangSchema.optional() });

export const SitePageSchema = z.object({
  slug: PageSlugSchema,
  title: z.string(),
  /** Markdown. Raw HTML in it is shown as text, never interpreted. */
  body: z.string(),
  /** When this text was last changed: the operator's save, or the date the shipped default was written. */
  updatedAt: z.string(),
  /** true while the operator has not saved this page: the text that ships with Roost is shown. */
  isDefault: z.boolean(),
  /**
   * The language the text is in: the one asked for, or, when the operator wrote the page only in
   * another language, that one (the operator's own words are shown before a shipped default).
   */
  lang: PageLangSchema,
});
export type SitePage = z.infer<typeof SitePageSchema>;

/**
 * For the operator: who saved it last (null for a default); `former` once they deleted their
 * account (`name` is then an English placeholder, decision 0040).
 */
export const AdminSitePageSchema = SitePageSchema.extend({
  updatedBy: z.object({ id: z.string(), name: z.string(), former: FormerSchema }).nullable(),
});
export type AdminSitePage = z.infer<typeof AdminSitePageSchema>;

/** Every page in every language (footer order, then language): the operator's text, or the default. */
export const AdminPagesResponseSchema = z.object({ pages: z.array(AdminSitePageSchema) });
export type AdminPagesResponse = z.infer<typeof AdminPagesResponseSchema>;

const text = (max: number, what: string) =>
  z.string().trim().min(1, `Write ${what}.`).max(max, `Use at most ${max.toLocaleString('en')} characters.`)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');

export const UpdatePageBodySchema = z.strictObject({
  title: text(PAGE_LIMITS.title, 'a title'),
  body: text(PAGE_LIMITS.body, 'the page'),
  /** The language this text is written in; English when not said. */
  lang: PageLangSchema.default('en'),
});
export type UpdatePageBody = z.infer<typeof UpdatePageBodySchema>;
