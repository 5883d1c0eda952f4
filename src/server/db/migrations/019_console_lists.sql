-- The console's listings and bookings lists (issue 14; docs/decisions/0030): offset pages sorted
-- by a whitelisted column, ending on the id, must stay fast with 100 000 rows. One index per
-- sort (read forwards or backwards), one for the common status filter, and trigram indexes for
-- "part of a title / city" (users' names and e-mails have theirs since 017).
create index listings_created_idx on listings (created_at, id);
create index listings_updated_idx on listings (updated_at, id);
create index listings_title_idx on listings (title, id);
create index listings_place_idx on listings (country, city, id);
create index listings_status_created_idx on listings (status, created_at, id);
create index listings_title_trgm_idx on listings using gin (lower(title) gin_trgm_ops);
-- "Part of a place" looks in one string: city, region and country code.
create index listings_place_trgm_idx on listings using gin (lower(city || ' ' || region || ' ' || country) gin_trgm_ops);

create index bookings_created_idx on bookings (created_at, id);
create index bookings_check_in_idx on bookings (check_in, id);
create index bookings_total_idx on bookings (total, id);
create index bookings_status_created_idx on bookings (status, created_at, id);
