-- Amenities as bits: the projection's amenity names were half of each row (144 of 272 bytes), and
-- every search reads every row of its box. An `int` of flags, one per amenity of the fixed catalogue
-- (src/contract/common.ts AMENITIES, in that order: a new amenity is appended, never inserted),
-- halves the pages a box touches; "all of these amenities" becomes `bits & mask = mask`.
create function amenity_bits(names text[]) returns int language sql immutable parallel safe as $$
  select coalesce(bit_or(1 << (p - 1)), 0)::int
  from unnest(names) as n(name),
       array_position(array[
         'wifi', 'kitchen', 'washer', 'dryer', 'free_parking', 'air_conditioning', 'heating', 'pool', 'hot_tub',
         'workspace', 'tv', 'ev_charger', 'crib', 'pets_allowed', 'step_free_access', 'fireplace', 'bbq_grill',
         'sea_view', 'garden', 'balcony', 'gym', 'breakfast', 'self_check_in', 'smoke_alarm', 'first_aid_kit'
       ]::text[], n.name) as p
  where p is not null;
$$;

alter table listing_search add column amenity_bits int not null default 0;
alter table listing_search drop column amenities;

create or replace function sync_listing_search(lid text) returns void language plpgsql as $$
begin
  delete from listing_search where listing_id = lid;
  insert into listing_search (listing_id, location, nightly_price, relevance, rating_average, review_count, max_guests,
                              min_nights, max_nights, instant_book, property_type, busy, amenity_bits)
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, listing_busy(id), amenity_bits(amenities)
    from listings where id = lid and status = 'published' and approx_location is not null;
end;
$$;

create or replace function rebuild_listing_search() returns void language sql as $$
  truncate listing_search;
  insert into listing_search (listing_id, location, nightly_price, relevance, rating_average, review_count, max_guests,
                              min_nights, max_nights, instant_book, property_type, busy, amenity_bits)
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, listing_busy(id), amenity_bits(amenities)
    from listings where status = 'published' and approx_location is not null
    order by floor(approx_location[1] * 10), approx_location[0];
$$;

select rebuild_listing_search();
