-- The host calendar and iCal both ways (issue 10 §4–5, docs/decisions/0013-calendar-and-ical.md).

-- A feed is another channel's calendar: an address fetched on a schedule, or an uploaded file
-- (kept, so a re-sync re-reads it as the booking horizon moves on).
alter table calendar_feeds add column kind text not null default 'url' check (kind in ('url', 'file'));
alter table calendar_feeds add column file_body text;
alter table calendar_feeds add constraint calendar_feeds_kind_source
  check ((kind = 'url' and url is not null and file_body is null) or (kind = 'file' and url is null and file_body is not null));
-- Conditional requests: the validators of the last good answer (a 304 keeps its blocks).
alter table calendar_feeds add column etag text;
alter table calendar_feeds add column last_modified text;
-- The last failed attempt (its message is last_error); the last good blocks stay meanwhile.
alter table calendar_feeds add column last_error_at timestamptz;
-- The scheduler: when the feed is next due, and a lease while one process syncs it (several
-- processes never fetch one feed at once; a process that stops mid-sync loses the lease).
alter table calendar_feeds add column next_sync_at timestamptz;
alter table calendar_feeds add column claimed_until timestamptz;
create index calendar_feeds_listing_idx on calendar_feeds (listing_id, created_at);
create index calendar_feeds_due_idx on calendar_feeds (next_sync_at) where kind = 'url';

-- An imported block always names its feed; a host block never does.
alter table calendar_blocks add constraint calendar_blocks_reason_feed check ((reason = 'imported') = (feed_id is not null));
create index calendar_blocks_feed_idx on calendar_blocks (feed_id) where feed_id is not null;

-- The secret of a listing's export address (GET /api/v1/listings/:id/calendar.ics?token=…), made
-- on first use and replaced on reset. Its own table: a change to `listings` rewrites the search row.
create table calendar_exports (
  listing_id text primary key references listings (id) on delete cascade,
  token text not null,
  created_at timestamptz not null default now()
);

-- A feed's sync writes dozens of blocks in one statement. Refreshing the search projection's
-- `busy` once per row (migration 002) recomputed it dozens of times; once per statement, for each
-- listing the statement touched (in id order, so two statements lock rows in the same order), is
-- the same result. The insert trigger keeps its name: bulk loads disable it by that name.
create function calendar_blocks_busy_rows() returns trigger language plpgsql as $$
declare lid text;
begin
  if tg_op = 'INSERT' then
    for lid in select distinct listing_id from new_rows order by 1 loop perform refresh_listing_busy(lid); end loop;
  elsif tg_op = 'DELETE' then
    for lid in select distinct listing_id from old_rows order by 1 loop perform refresh_listing_busy(lid); end loop;
  else
    for lid in select listing_id from old_rows union select listing_id from new_rows order by 1 loop perform refresh_listing_busy(lid); end loop;
  end if;
  return null;
end;
$$;
drop trigger calendar_blocks_busy on calendar_blocks;
create trigger calendar_blocks_busy after insert on calendar_blocks
  referencing new table as new_rows for each statement execute function calendar_blocks_busy_rows();
create trigger calendar_blocks_busy_delete after delete on calendar_blocks
  referencing old table as old_rows for each statement execute function calendar_blocks_busy_rows();
create trigger calendar_blocks_busy_update after update on calendar_blocks
  referencing old table as old_rows new table as new_rows for each statement execute function calendar_blocks_busy_rows();
