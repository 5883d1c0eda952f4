-- Webhooks (issue 15 §3; docs/decisions/0025-webhooks.md). An endpoint belongs to a host (events
-- about their own listings, and messages to them) or to the operators (every event). Its secret
-- signs deliveries the Standard Webhooks way, so it is stored as is (a hash could not sign).
create table webhook_endpoints (
  id text primary key,
  owner_id text not null references users (id) on delete cascade,
  scope text not null check (scope in ('host', 'operator')),
  url text not null,
  secret text not null,
  event_types text[] not null,
  description text not null default '',
  enabled boolean not null default true,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_endpoints_owner_idx on webhook_endpoints (owner_id, scope);
create index webhook_endpoints_scope_idx on webhook_endpoints (scope) where enabled;

-- The outbox: one row per (event, endpoint), written in the transaction of the change itself, so
-- it exists exactly when the change committed. `payload` is the exact JSON text that is signed, so
-- every retry sends the same bytes. `retry_from` starts the day of retries (a redelivery by hand
-- starts a new one); `claimed_until` is the lease of the process sending it.
create table webhook_deliveries (
  id text primary key,
  endpoint_id text not null references webhook_endpoints (id) on delete cascade,
  event_id text not null,
  event_type text not null,
  payload text not null,
  status text not null check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  retry_from timestamptz not null,
  -- The next try was asked for by a person (a redelivery): its attempt is logged as by hand.
  by_hand boolean not null default false,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  last_response text,
  last_duration_ms integer,
  created_at timestamptz not null,
  delivered_at timestamptz,
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);

-- Every attempt, with what the receiver answered (the first 1 000 characters) or why it failed.
create table webhook_attempts (
  id bigint generated always as identity primary key,
  delivery_id text not null references webhook_deliveries (id) on delete cascade,
  at timestamptz not null,
  status_code integer,
  error text,
  response text,
  duration_ms integer not null,
  by_hand boolean not null default false
);
create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, id);
