-- Photo uploads (issue 10). Runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15.

-- A listing's photos are numbered 0..n-1 (0 is the cover), never two at one position. Deferrable,
-- so one statement may renumber them all (reorder, closing the gap after a delete): the check runs
-- at the end of the statement, not row by row.
alter table photos add constraint photos_listing_position_key unique (listing_id, position) deferrable initially immediate;
drop index photos_listing_idx;

-- Storage keys whose files may belong to no photo: an upload in progress (remove_after = when it
-- is given up for dead) or a deleted photo (remove_after null: at once). The sweep removes the
-- files of every due key no photos row uses, then the entry; an upload claims its entry in the
-- transaction that inserts its row. So a crash at any point leaves nothing behind for long.
create table photo_orphans (
  storage_key text primary key,
  remove_after timestamptz
);

-- Every way a photo row goes (its delete, its listing's delete cascading) notes its files, in the
-- same transaction.
create function photos_note_orphan() returns trigger language plpgsql as $$
begin
  insert into photo_orphans (storage_key, remove_after) values (old.storage_key, null)
    on conflict (storage_key) do update set remove_after = null;
  return null;
end;
$$;
create trigger photos_note_orphan after delete on photos
  for each row execute function photos_note_orphan();
