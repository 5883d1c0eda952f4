-- The site's pages (issue 14: About, Help, Terms, Privacy; docs/decisions/0022-site-pages.md).
-- A row exists once the operator has saved a page; until then the server shows the default text
-- that ships with Roost (src/server/features/pages/defaults.ts), so an upgrade can improve the
-- defaults of a page nobody edited, and the site name always comes from today's config.
create table site_pages (
  slug text primary key check (slug in ('about', 'help', 'terms', 'privacy')),
  title text not null,
  body text not null,
  updated_at timestamptz not null,
  -- The operator who saved it; kept as null if that account is later removed.
  updated_by text references users (id) on delete set null
);
