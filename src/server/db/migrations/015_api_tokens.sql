-- Personal API tokens (issue 15 §2, docs/decisions/0024-api-tokens.md). Only the SHA-256 of the
-- secret is kept; `hint` is the secret's first characters, shown so a member can tell tokens apart.
-- `window_started_at`/`window_count` are the per-token request counter (a fixed one-minute window),
-- kept on the row so every server process counts the same requests with the same write that
-- stamps `last_used_at`.
create table api_tokens (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  hint text not null,
  scopes text[] not null,
  expires_at timestamptz,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz,
  window_started_at timestamptz,
  window_count integer not null default 0
);
create index api_tokens_user_idx on api_tokens (user_id, created_at desc);
