-- A member's language (issue 13 §6; docs/decisions/0034-languages.md). Until now `locale` was
-- 'en' for everyone and nothing could set it; from now on null means "follow the browser", and a
-- member who picks a language in the footer or on /account stores it here. Every 'en' so far was
-- the default, not a choice, so it becomes null.
alter table users alter column locale drop not null;
alter table users alter column locale set default null;
update users set locale = null where locale = 'en';
-- Only languages the site has (contract/auth.ts MEMBER_LOCALES); anything else would be a bug.
alter table users add constraint users_locale_check check (locale is null or locale in ('en', 'es'));
