-- Accounts and sign-in (better-auth's user, session, account, verification and two-factor
-- models, mapped onto snake_case tables; see src/server/features/auth/auth.ts).

alter table users add column updated_at timestamptz not null default now();
alter table users add column two_factor_enabled boolean not null default false;
-- Set when the member deletes their account: the row stays (bookings and reviews point at it)
-- but everything that identified the person is erased.
alter table users add column deleted_at timestamptz;

create table sessions (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  token text not null unique,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sessions_user_idx on sessions (user_id);

create table accounts (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  account_id text not null,
  provider_id text not null,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index accounts_user_idx on accounts (user_id);
create unique index accounts_provider_key on accounts (provider_id, account_id);

create table verifications (
  id text primary key,
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index verifications_identifier_idx on verifications (identifier);

create table two_factors (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  secret text not null,
  backup_codes text not null,
  verified boolean default true,
  failed_verification_count int default 0,
  locked_until timestamptz
);
create index two_factors_user_idx on two_factors (user_id);

-- Links sent by e-mail that must work once only (better-auth's verification links are
-- stateless tokens): the hash of each one used.
create table used_links (
  token_hash text primary key,
  used_at timestamptz not null default now()
);

-- Attempts counted by the rate limiter (sign-in, sign-up, e-mails), shared by every process.
create table rate_limit_hits (
  key text not null,
  at timestamptz not null
);
create index rate_limit_hits_key_at_idx on rate_limit_hits (key, at);

-- Settings the app makes for itself once (the auth secret when AUTH_SECRET is not set).
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
