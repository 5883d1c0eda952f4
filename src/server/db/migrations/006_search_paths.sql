-- Search fast paths (docs/decisions/0003-search-query.md). A box holding many matches no longer
-- sorts them all: the pins and the page walk an index in the wanted order and stop once they
-- have enough; one such index per sort order.
create index listing_search_relevance_idx on listing_search (relevance desc, listing_id);
create index listing_search_price_asc_idx on listing_search (nightly_price, listing_id);
create index listing_search_price_desc_idx on listing_search (nightly_price desc, listing_id);
create index listing_search_rating_idx on listing_search (rating_average desc nulls last, review_count desc, listing_id);

-- Every search scans the rows of its box: stored near each other, a city is a few hundred pages
-- rather than one row on each of thousands. The rebuild writes rows in 0.1° latitude strips, west
-- to east; the free tenth of each page lets `busy` updates (bookings, blocks) stay on their page.
alter table listing_search set (fillfactor = 90);

create or replace function rebuild_listing_search() returns void language sql as $$
  truncate listing_search;
  insert into listing_search
    select id, approx_location, nightly_price, relevance, rating_average, review_count, max_guests,
           min_nights, max_nights, instant_book, property_type, amenities, listing_busy(id)
    from listings where status = 'published' and approx_location is not null
    order by floor(approx_location[1] * 10), approx_location[0];
$$;

select rebuild_listing_search();
