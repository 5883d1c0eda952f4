-- The audit log is read newest first, keyset-paged on (at, id), whole or for one target or actor
-- (issue 14). Without these a page is a sort of the whole table once it holds 100 000 rows.
create index audit_events_at_idx on audit_events (at desc, id desc);
create index audit_events_target_idx on audit_events (target_type, target_id, at desc, id desc);
create index audit_events_actor_idx on audit_events (actor_id, at desc, id desc);
