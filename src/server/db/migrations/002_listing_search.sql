-- Search reads a narrow projection of published listings instead of the wide `listings` rows:
-- a city-sized box then touches a few hundred pages, not tens of thousands, and availability is
-- an in-row test on `busy` (the ranges of bookings that hold dates and of calendar blocks)
-- instead of two index probes per candidate. Triggers keep it exact. The bookings exclusion
-- constraint remains what forbids double bookings; this table only serves search.
create table listing_search (
  listing_id text primary key references listings (id) on delete cascade,
  location point not null,                     -- the approximate location, as shown publicly
  nightly_price int not null,
  relevance real not null,
  rating_average numeric(3, 2),
  review_count int not null,
  max_guests int not null,
  min_nights int not null,
  max_nights int not null,
  instant_book boolean not null,
  property_type text not null,
  amenities text[] not null,
  busy datemultirange not null
);
create index listing_search_location_idx on listing_search using gist (location);

create function listing_busy(lid text) returns datemultirange language sql stable as $$
  select coalesce(range_agg(r), '{}'::datemultirange) from (
    select daterange(check_in, check_out) as r from bookings
      where listing_id = lid and status in ('requested', 'confirmed')
    union all
    select daterange(start_date, end_date) from calendar_blocks where listing_id = lid
  ) ranges;
$$;

-- The projection row of one listing: present exactly while it is published and located.
create function sync_listing_search(lid text) returns void language plpgsql as $$
begin
  delete from listing_search where listing_id = lid;
  insert into listing_search
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, amenities, listing_busy(id)
    from listings where id = lid and status = 'published' and approx_location is not null;
end;
$$;

create function listings_search_trigger() returns trigger language plpgsql as $$
begin
  perform sync_listing_search(new.id);
  return null;
end;
$$;
create trigger listings_search after insert or update on listings
  for each row execute function listings_search_trigger();

-- Bookings and blocks change `busy`. The projection row is locked first, so concurrent changes
-- to one listing take turns, and the update (a new statement, so a new snapshot) sees what the
-- other committed. Only this row is locked: no foreign key points at it, so no deadlock with the
-- key-share locks that inserting bookings takes on `listings`.
create function refresh_listing_busy(lid text) returns void language plpgsql as $$
begin
  perform 1 from listing_search where listing_id = lid for update;
  update listing_search set busy = listing_busy(lid) where listing_id = lid;
end;
$$;

create function listing_busy_trigger() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform refresh_listing_busy(old.listing_id); end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.listing_id is distinct from old.listing_id) then
    perform refresh_listing_busy(new.listing_id);
  end if;
  return null;
end;
$$;
create trigger bookings_busy after insert or delete or update of listing_id, check_in, check_out, status on bookings
  for each row execute function listing_busy_trigger();
create trigger calendar_blocks_busy after insert or delete or update of listing_id, start_date, end_date on calendar_blocks
  for each row execute function listing_busy_trigger();

-- Set-based rebuild: for rows that exist now, and for bulk loads made with these triggers off.
create function rebuild_listing_search() returns void language sql as $$
  truncate listing_search;
  insert into listing_search
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, amenities, listing_busy(id)
    from listings where status = 'published' and approx_location is not null;
$$;

select rebuild_listing_search();
