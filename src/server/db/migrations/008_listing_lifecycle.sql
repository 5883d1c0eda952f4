-- Listing lifecycle (docs/decisions/0011-listing-lifecycle.md): hosts create drafts and edit them in
-- steps, submit, unlist and relist; admins approve, reject, suspend and restore.

-- A draft begins without a price; the check `nightly_price > 0` still holds for every price set,
-- and a listing cannot be submitted without one (src/domain/listing/completeness.ts).
alter table listings alter column nightly_price drop not null;
-- The editor step the host was on, so "continue editing" returns there.
alter table listings add column editor_step text not null default 'basics' check (editor_step in (
  'basics', 'location', 'photos', 'amenities', 'description', 'pricing', 'availability', 'rules', 'review'));
-- Where a suspended listing was before its suspension: restore returns there.
alter table listings add column status_before_suspension text
  check (status_before_suspension in ('draft', 'pending_review', 'published', 'unlisted'));
alter table listings add column submitted_at timestamptz;   -- last submitted (the review queue's order)
alter table listings add column published_at timestamptz;   -- first published
create index listings_review_queue_idx on listings (submitted_at) where status = 'pending_review';

-- Search projection upkeep. Until now every update of a listing deleted and re-inserted its
-- projection row, whatever changed: the new row went to the end of the heap, away from the rows of
-- its place, and a box read one more page for each. Now an edit that changes nothing search reads
-- leaves the row alone; one that does updates it where it is (the free tenth of each page,
-- fillfactor 90, takes the new version); only a listing entering search is inserted.

-- Rows stored away from their place: inserted (new or relisted listings), moved to another page
-- by an update that did not fit, or moved on the map. Insert-only, so writers never wait on it;
-- the upkeep job (src/server/features/listings/search-upkeep.ts) restores the order when enough
-- have gathered and empties it.
create table listing_search_displaced (
  listing_id text not null,
  at timestamptz not null default now()
);

-- The storage order rebuild_listing_search() writes (0.1° latitude strips, west to east), as an
-- index CLUSTER can follow.
create index listing_search_place_idx on listing_search ((floor(location[1] * 10)), (location[0]));

create function tid_block(t tid) returns bigint language sql immutable parallel safe as $$
  select (t::text::point)[0]::bigint;
$$;

create or replace function listings_search_trigger() returns trigger language plpgsql as $$
declare
  was boolean := false;
  now_in boolean := new.status = 'published' and new.approx_location is not null and new.nightly_price is not null;
  before_ctid tid;
  after_ctid tid;
begin
  if tg_op = 'UPDATE' then
    was := old.status = 'published' and old.approx_location is not null and old.nightly_price is not null;
  end if;
  if not now_in then
    if was then delete from listing_search where listing_id = old.id; end if;
    return null;
  end if;
  if was and (old.approx_location[0], old.approx_location[1], old.nightly_price, old.relevance, old.rating_average,
              old.review_count, old.max_guests, old.min_nights, old.max_nights, old.instant_book, old.property_type, old.amenities)
     is not distinct from (new.approx_location[0], new.approx_location[1], new.nightly_price, new.relevance, new.rating_average,
              new.review_count, new.max_guests, new.min_nights, new.max_nights, new.instant_book, new.property_type, new.amenities) then
    return null;  -- nothing search reads changed (a title, a description, the editor step…)
  end if;
  select ctid into before_ctid from listing_search where listing_id = new.id for update;
  if found then
    update listing_search set
      location = new.approx_location, nightly_price = new.nightly_price, relevance = new.relevance,
      rating_average = new.rating_average, review_count = new.review_count, max_guests = new.max_guests,
      min_nights = new.min_nights, max_nights = new.max_nights, instant_book = new.instant_book,
      property_type = new.property_type, amenity_bits = amenity_bits(new.amenities)
    where listing_id = new.id
    returning ctid into after_ctid;
    -- Out of place: the new version went to another page, or the listing moved to another strip
    -- (or far along it); a pin nudged within its neighbourhood stays among its neighbours.
    if tid_block(before_ctid) <> tid_block(after_ctid)
       or (was and (floor(old.approx_location[1] * 10) <> floor(new.approx_location[1] * 10)
                    or abs(old.approx_location[0] - new.approx_location[0]) > 0.01)) then
      insert into listing_search_displaced (listing_id) values (new.id);
    end if;
  else
    insert into listing_search (listing_id, location, nightly_price, relevance, rating_average, review_count, max_guests,
                                min_nights, max_nights, instant_book, property_type, busy, amenity_bits)
      values (new.id, new.approx_location, new.nightly_price, new.relevance, new.rating_average, new.review_count,
              new.max_guests, new.min_nights, new.max_nights, new.instant_book, new.property_type, listing_busy(new.id),
              amenity_bits(new.amenities));
    insert into listing_search_displaced (listing_id) values (new.id);
  end if;
  return null;
end;
$$;

-- Same locking as before (the row first, then the update in a new statement); a `busy` that no
-- longer fits its page is counted as displaced too.
create or replace function refresh_listing_busy(lid text) returns void language plpgsql as $$
declare
  before_ctid tid;
  after_ctid tid;
begin
  select ctid into before_ctid from listing_search where listing_id = lid for update;
  if not found then return; end if;
  update listing_search set busy = listing_busy(lid) where listing_id = lid returning ctid into after_ctid;
  if tid_block(before_ctid) <> tid_block(after_ctid) then
    insert into listing_search_displaced (listing_id) values (lid);
  end if;
end;
$$;

-- The old one-row sync, kept for repairs: it re-inserts the row (so it lands out of place).
create or replace function sync_listing_search(lid text) returns void language plpgsql as $$
begin
  delete from listing_search where listing_id = lid;
  insert into listing_search (listing_id, location, nightly_price, relevance, rating_average, review_count, max_guests,
                              min_nights, max_nights, instant_book, property_type, busy, amenity_bits)
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, listing_busy(id), amenity_bits(amenities)
    from listings where id = lid and status = 'published' and approx_location is not null and nightly_price is not null;
  if found then insert into listing_search_displaced (listing_id) values (lid); end if;
end;
$$;

create or replace function rebuild_listing_search() returns void language sql as $$
  truncate listing_search;
  insert into listing_search (listing_id, location, nightly_price, relevance, rating_average, review_count, max_guests,
                              min_nights, max_nights, instant_book, property_type, busy, amenity_bits)
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, listing_busy(id), amenity_bits(amenities)
    from listings where status = 'published' and approx_location is not null and nightly_price is not null
    order by floor(approx_location[1] * 10), approx_location[0];
  delete from listing_search_displaced;
$$;

-- After the new trigger, so this touches no projection row.
update listings set published_at = created_at where status in ('published', 'unlisted');
