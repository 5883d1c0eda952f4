-- Search speed: each listing carries the nights it cannot be booked as one datemultirange,
-- kept up to date by triggers, so "free for every night" is an in-row test instead of two index
-- probes per candidate. The bookings exclusion constraint remains what forbids double bookings;
-- `busy` is only a cache of bookings that hold dates and of calendar blocks.
alter table listings add column busy datemultirange not null default '{}';
-- Keep search's heap pages dense: long text (descriptions, rules, arrangements) is stored out of
-- line, so a city-sized box reads a few thousand pages instead of tens of thousands.
alter table listings set (toast_tuple_target = 128);

create function refresh_listing_busy(lid text) returns void language plpgsql as $$
begin
  -- Lock the listing first: a concurrent booking of the same listing waits here, and the update
  -- below (a new statement, so a new snapshot) then sees what the other one committed.
  perform 1 from listings where id = lid for update;
  update listings set busy = coalesce((
    select range_agg(r) from (
      select daterange(check_in, check_out) as r from bookings
        where listing_id = lid and status in ('requested', 'confirmed')
      union all
      select daterange(start_date, end_date) from calendar_blocks where listing_id = lid
    ) ranges), '{}'::datemultirange)
  where id = lid;
end;
$$;

create function listing_busy_trigger() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform refresh_listing_busy(old.listing_id); end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.listing_id is distinct from old.listing_id) then
    perform refresh_listing_busy(new.listing_id);
  end if;
  return null;
end;
$$;

create trigger bookings_busy after insert or delete or update of listing_id, check_in, check_out, status on bookings
  for each row execute function listing_busy_trigger();
create trigger calendar_blocks_busy after insert or delete or update of listing_id, start_date, end_date on calendar_blocks
  for each row execute function listing_busy_trigger();

-- Set-based: for existing rows now, and for bulk loads that insert with the triggers disabled.
create function refresh_all_listing_busy() returns void language sql as $$
  update listings l set busy = coalesce((
    select range_agg(r) from (
      select daterange(check_in, check_out) as r from bookings where listing_id = l.id and status in ('requested', 'confirmed')
      union all
      select daterange(start_date, end_date) from calendar_blocks where listing_id = l.id
    ) ranges), '{}'::datemultirange);
$$;

select refresh_all_listing_busy();
