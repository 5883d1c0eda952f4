-- Roost schema, version 1. Runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15.
create extension if not exists btree_gist;
create extension if not exists pg_trgm;

create table users (
  id text primary key,
  email text not null,
  email_verified boolean not null default false,
  name text not null,
  avatar_url text,
  bio text not null default '',
  locale text not null default 'en',
  role text not null default 'user' check (role in ('user', 'admin')),
  status text not null default 'active' check (status in ('active', 'banned')),
  is_demo boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index users_email_lower_key on users (lower(email));

create table listings (
  id text primary key,
  host_id text not null references users (id),
  title text not null default '',
  description text not null default '',
  property_type text not null check (property_type in ('apartment', 'house', 'cabin', 'room', 'camping', 'boat', 'other')),
  room_type text not null check (room_type in ('entire_place', 'private_room', 'shared_room')),
  max_guests int not null check (max_guests between 1 and 16),
  bedrooms int not null default 1,
  beds int not null default 1,
  bathrooms numeric(3, 1) not null default 1,
  amenities text[] not null default '{}',
  street text not null default '',
  city text not null default '',
  region text not null default '',
  postal_code text not null default '',
  country text not null default '',           -- ISO 3166-1 alpha-2
  location point,                              -- (lng, lat), exact
  approx_location point,                       -- (lng, lat), within 500 m, shown to the public
  time_zone text not null default 'UTC',
  nightly_price int not null check (nightly_price > 0),  -- minor units
  cleaning_fee int not null default 0 check (cleaning_fee >= 0),
  min_nights int not null default 1,
  max_nights int not null default 365,
  check_in_from text not null default '15:00',
  check_in_until text not null default '22:00',
  check_out_by text not null default '11:00',
  instant_book boolean not null default false,
  cancellation_policy text not null default 'moderate' check (cancellation_policy in ('flexible', 'moderate', 'strict')),
  house_rules text not null default '',
  pets_allowed boolean not null default false,
  smoking_allowed boolean not null default false,
  events_allowed boolean not null default false,
  status text not null default 'draft' check (status in ('draft', 'pending_review', 'published', 'unlisted', 'suspended')),
  status_reason text,
  rating_average numeric(3, 2),
  review_count int not null default 0,
  relevance real not null default 0,           -- precomputed ranking score for sort=relevance
  sleeping_arrangements jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_nights >= 1 and min_nights <= max_nights)
);
create index listings_published_location_idx on listings using gist (approx_location) where status = 'published';
create index listings_host_idx on listings (host_id);

create table photos (
  id text primary key,
  listing_id text not null references listings (id) on delete cascade,
  position int not null,
  caption text not null default '',
  alt_text text not null default '',
  width int not null,
  height int not null,
  storage_key text not null,                   -- where the variants live (see server/storage)
  variants int[] not null,                     -- stored widths; each is served as WebP
  placeholder text not null,                   -- tiny data URI shown while loading
  created_at timestamptz not null default now()
);
create index photos_listing_idx on photos (listing_id, position);

create table calendar_feeds (
  id text primary key,
  listing_id text not null references listings (id) on delete cascade,
  name text not null,
  url text,
  last_synced_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);

create table calendar_blocks (
  id text primary key,
  listing_id text not null references listings (id) on delete cascade,
  start_date date not null,
  end_date date not null,                      -- exclusive
  reason text not null check (reason in ('host', 'imported')),
  feed_id text references calendar_feeds (id) on delete cascade,
  created_at timestamptz not null default now(),
  check (end_date > start_date)
);
create index calendar_blocks_range_idx on calendar_blocks using gist (listing_id, daterange(start_date, end_date));

create table price_overrides (
  id text primary key,
  listing_id text not null references listings (id) on delete cascade,
  start_date date not null,
  end_date date not null,                      -- exclusive
  nightly_price int not null check (nightly_price > 0),
  created_at timestamptz not null default now(),
  check (end_date > start_date),
  exclude using gist (listing_id with =, daterange(start_date, end_date) with &&)
);

create table bookings (
  id text primary key,
  listing_id text not null references listings (id),
  guest_id text references users (id),         -- null once the guest's account is erased
  check_in date not null,
  check_out date not null,
  adults int not null check (adults >= 1),
  children int not null default 0 check (children >= 0),
  infants int not null default 0 check (infants between 0 and 5),
  pets int not null default 0 check (pets >= 0),
  status text not null check (status in ('requested', 'confirmed', 'declined', 'withdrawn', 'expired', 'cancelled_by_guest', 'cancelled_by_host', 'completed')),
  currency text not null,
  price jsonb not null,                        -- the server's breakdown at booking time
  total int not null,
  message_to_host text,
  expires_at timestamptz,
  refund_amount int,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (check_out > check_in),
  -- Two bookings that hold dates never overlap for one listing, whatever the concurrency.
  constraint bookings_no_overlap exclude using gist (
    listing_id with =, daterange(check_in, check_out) with &&
  ) where (status in ('requested', 'confirmed'))
);
create index bookings_guest_idx on bookings (guest_id, check_in);
create index bookings_listing_idx on bookings (listing_id, check_in);

create table booking_events (
  id bigserial primary key,
  booking_id text not null references bookings (id) on delete cascade,
  actor_id text,
  from_status text,
  to_status text not null,
  reason text,
  at timestamptz not null default now()
);
create index booking_events_booking_idx on booking_events (booking_id, at);

create table reviews (
  id text primary key,
  booking_id text not null references bookings (id),
  listing_id text not null references listings (id),
  author_id text references users (id),
  direction text not null check (direction in ('guest_to_listing', 'host_to_guest')),
  rating int not null check (rating between 1 and 5),
  cleanliness int check (cleanliness between 1 and 5),
  accuracy int check (accuracy between 1 and 5),
  check_in int check (check_in between 1 and 5),
  communication int check (communication between 1 and 5),
  location int check (location between 1 and 5),
  value int check (value between 1 and 5),
  body text not null,
  host_response text,
  submitted_at timestamptz not null default now(),
  published_at timestamptz,
  unique (booking_id, direction)
);
create index reviews_listing_idx on reviews (listing_id, published_at desc);

create table wishlists (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now()
);
create table wishlist_items (
  wishlist_id text not null references wishlists (id) on delete cascade,
  listing_id text not null references listings (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (wishlist_id, listing_id)
);

create table conversations (
  id text primary key,
  listing_id text not null references listings (id),
  guest_id text references users (id),
  host_id text references users (id),
  booking_id text references bookings (id),
  created_at timestamptz not null default now()
);
create table messages (
  id text primary key,
  conversation_id text not null references conversations (id) on delete cascade,
  sender_id text references users (id),
  body text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index messages_conversation_idx on messages (conversation_id, created_at);

create table notifications (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  kind text not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_idx on notifications (user_id, created_at desc);

create table reports (
  id text primary key,
  reporter_id text references users (id),
  target_type text not null check (target_type in ('listing', 'user', 'review', 'message')),
  target_id text not null,
  reason text not null,
  status text not null default 'open',
  created_at timestamptz not null default now()
);

create table audit_events (
  id bigserial primary key,
  actor_id text,
  action text not null,
  target_type text not null,
  target_id text not null,
  details jsonb not null default '{}',
  at timestamptz not null default now()
);

create table outbox (
  id text primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
