-- Messages and wishlists (issue 12 §2–3; docs/decisions/0017-messages-and-wishlists.md).

-- One conversation per guest and listing: a second start continues the first.
create unique index conversations_listing_guest_key on conversations (listing_id, guest_id);

-- Stream positions. Every message and every read mark takes a number from one sequence and
-- records the transaction that wrote it. Server processes follow "everything after (xid, seq)"
-- among rows whose transaction is older than every running one (pg_snapshot_xmin): a number
-- taken by a transaction that commits late can then never be skipped (see the decision).
create sequence message_stream_seq;
alter table messages add column seq bigint not null default nextval('message_stream_seq');
alter table messages add column xid xid8 not null default pg_current_xact_id();
drop index messages_conversation_idx;
create unique index messages_conversation_seq_idx on messages (conversation_id, seq);
create index messages_stream_idx on messages (xid, seq);

-- Each side's state in a conversation: the inbox order (the newest message's seq, copied here so
-- a member's inbox is one index walk), unread bookkeeping, the last read mark (a stream event)
-- and how far the grouped e-mail has told them about unread messages.
create table conversation_members (
  conversation_id text not null references conversations (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('guest', 'host')),
  last_seq bigint not null default 0,
  unread_count int not null default 0 check (unread_count >= 0),
  last_read_seq bigint not null default 0,
  read_at timestamptz,
  read_xid xid8,
  read_seq bigint,
  emailed_seq bigint not null default 0,
  primary key (conversation_id, user_id)
);
create index conversation_members_inbox_idx on conversation_members (user_id, last_seq desc);
-- The header's count sums a member's unread rows from the index alone (index-only where the visibility map allows).
create index conversation_members_unread_idx on conversation_members (user_id) include (unread_count) where unread_count > 0;
create index conversation_members_read_stream_idx on conversation_members (read_xid, read_seq) where read_xid is not null;

-- The grouped message e-mail travels through the notifications outbox but is not a bell item.
alter table notifications add column in_app boolean not null default true;

-- A member's lists, and the hearts: which of their lists hold a listing.
create index wishlists_user_idx on wishlists (user_id, created_at);
create index wishlist_items_listing_idx on wishlist_items (listing_id);
