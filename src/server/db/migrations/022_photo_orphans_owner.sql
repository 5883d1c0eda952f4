-- Which server process noted an upload's files (docs/decisions/0033-crashes-and-backups.md). A
-- process that starts after a crash removes at once the files of uploads whose process is gone,
-- rather than waiting out their grace period; null for entries noted before this migration.
alter table photo_orphans add column noted_by text;
