-- Search at a million listings (docs/decisions/0037-search-at-a-million.md).

-- The nights a listing cannot sell, defined once for one listing or for all of them: bookings that
-- hold dates and calendar blocks. listing_busy(lid) reads it for one listing (the filter reaches
-- both branches, so it still probes their indexes); a rebuild groups it for every listing in one
-- pass instead of calling listing_busy a million times (34 s → 1.5 s at 100 000 listings).
create view listing_busy_ranges as
  select listing_id, daterange(check_in, check_out) as r from bookings where status in ('requested', 'confirmed')
  union all
  select listing_id, daterange(start_date, end_date) from calendar_blocks;

create or replace function listing_busy(lid text) returns datemultirange language sql stable as $$
  select coalesce(range_agg(r), '{}'::datemultirange) from listing_busy_ranges where listing_id = lid;
$$;

create or replace function rebuild_listing_search() returns void language sql as $$
  truncate listing_search;
  insert into listing_search (listing_id, location, nightly_price, relevance, rating_average, review_count, max_guests,
                              min_nights, max_nights, instant_book, property_type, busy, amenity_bits)
    select l.id, l.approx_location, l.nightly_price, l.relevance, l.rating_average, l.review_count, l.max_guests,
           l.min_nights, l.max_nights, l.instant_book, l.property_type, coalesce(b.busy, '{}'::datemultirange), amenity_bits(l.amenities)
    from listings l
    left join (select listing_id, range_agg(r) as busy from listing_busy_ranges group by listing_id) b on b.listing_id = l.id
    where l.status = 'published' and l.approx_location is not null and l.nightly_price is not null
    order by floor(l.approx_location[1] * 10), l.approx_location[0];
  delete from listing_search_displaced;
$$;

-- Samples of the projection for boxes holding many matches: a fixed pseudo-random number per
-- listing (0–1023, from its id) and GiST indexes over the listings whose number falls in the first
-- quarter, sixteenth, sixty-fourth, 256th and 1024th of that range. A box's clusters and total are
-- estimated from the sparsest sample holding enough of its matches, so a city or a country costs
-- a few thousand rows, not all of them. A row never changes its number: `busy` updates stay HOT,
-- and a new listing lands in a third of an index more on average.
alter table listing_search add column sample smallint generated always as ((hashtext(listing_id) & 1023)::smallint) stored;
create index listing_search_sample4_idx on listing_search using gist (location) where sample < 256;
create index listing_search_sample16_idx on listing_search using gist (location) where sample < 64;
create index listing_search_sample64_idx on listing_search using gist (location) where sample < 16;
create index listing_search_sample256_idx on listing_search using gist (location) where sample < 4;
create index listing_search_sample1024_idx on listing_search using gist (location) where sample < 1;
