-- The language a member last used (issue 13 §6; docs/decisions/0038): recorded at each sign-in from
-- the page's language (the switcher's cookie, else the browser's), so a member who never chose one
-- (locale null: follow the browser) gets e-mails in the language they read the site in, not English.
alter table users add column last_locale text;
alter table users add constraint users_last_locale_check check (last_locale is null or last_locale in ('en', 'es'));

-- Why a feed's last sync failed, as a code the interface words in each language (the English
-- sentence stays in last_error); null for failures recorded before this.
alter table calendar_feeds add column last_error_code text;

-- The console's failing feeds (issue 14), longest failing first: few rows, found without a scan.
create index calendar_feeds_failing_idx on calendar_feeds ((coalesce(last_synced_at, created_at)), id) where last_error is not null;

-- A site page's text per language (issue 13 §6; decision 0038): the operator may write About, Help,
-- Terms and Privacy once per language. Texts saved before this had no language; they are kept as
-- English (they are shown to readers of any language that has no text of its own, as before).
alter table site_pages add column lang text not null default 'en' check (lang in ('en', 'es'));
alter table site_pages drop constraint site_pages_pkey;
alter table site_pages add primary key (slug, lang);
