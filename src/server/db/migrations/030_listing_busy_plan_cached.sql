-- listing_busy() as PL/pgSQL (docs/decisions/0047-bookings-prepared.md). The same query as before
-- (migration 027); a SQL-language function that cannot be inlined is planned again on every call,
-- which the booking trigger pays each time, while PL/pgSQL keeps its plan for the connection.
create or replace function listing_busy(lid text) returns datemultirange language plpgsql stable as $$
begin
  return (select coalesce(range_agg(r), '{}'::datemultirange) from listing_busy_ranges where listing_id = lid);
end;
$$;
