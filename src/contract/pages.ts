import { z } from 'zod';

/**
 * The site's pages (issue 14): About, Help, Terms and Privacy, linked from the footer. Written in
 * Markdown by the operator; the web app renders them without raw HTML.
 */

export const PAGE_SLUGS = ['about', 'help', 'terms', 'privacy'] as const;
export const PageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlugSchema>;

export const PAGE_LIMITS = { title: 120, body: 50_000 } as const;

export const SitePageSchema = z.object({
  slug: PageSlugSchema,
  title: z.string(),
  /** Markdown. Raw HTML in it is shown as text, never interpreted. */
  body: z.string(),
  /** When this text was last changed: the operator's save, or the date the shipped default was written. */
  updatedAt: z.string(),
  /** true while the operator has not saved this page: the text that ships with Roost is shown. */
  isDefault: z.boolean(),
});
export type SitePage = z.infer<typeof SitePageSchema>;

/** For the operator: who saved it last (null for a default, or an account since removed). */
export const AdminSitePageSchema = SitePageSchema.extend({
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminSitePage = z.infer<typeof AdminSitePageSchema>;

export const AdminPagesResponseSchema = z.object({ pages: z.array(AdminSitePageSchema) });
export type AdminPagesResponse = z.infer<typeof AdminPagesResponseSchema>;

const text = (max: number, what: string) =>
  z.string().trim().min(1, `Write ${what}.`).max(max, `Use at most ${max.toLocaleString('en')} characters.`)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');

export const UpdatePageBodySchema = z.strictObject({
  title: text(PAGE_LIMITS.title, 'a title'),
  body: text(PAGE_LIMITS.body, 'the page'),
});
export type UpdatePageBody = z.infer<typeof UpdatePageBodySchema>;
