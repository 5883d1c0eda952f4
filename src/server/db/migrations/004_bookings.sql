-- Idempotency for POST /api/v1/bookings: a retried request with the same Idempotency-Key from
-- the same guest gets the first answer back instead of booking again. The row is inserted in
-- the booking's own transaction, so a concurrent retry waits on the key and then reads the
-- stored answer; a failed attempt rolls back and leaves the key free.
create table idempotency_keys (
  user_id text not null references users (id) on delete cascade,
  key text not null,
  request_hash text not null,
  status int,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

-- The scheduler's two questions: which requests are past their expiry, which stays are over.
create index bookings_due_expiry_idx on bookings (expires_at) where status = 'requested';
create index bookings_due_completion_idx on bookings (check_out) where status = 'confirmed';
-- A host's reservations are read through their listings.
create index bookings_listing_status_idx on bookings (listing_id, status);
