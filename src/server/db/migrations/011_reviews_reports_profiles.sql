-- Issue 12: double-blind reviews, reports, public profiles and avatars.

-- The listing's host answers a published review once; when they did.
alter table reviews add column host_response_at timestamptz;
-- Reviews waiting for the other side or for their window to close: what the publication job and
-- every read that applies it look for. Small (at most two per recent stay), so a partial index.
create index reviews_unpublished_idx on reviews (listing_id) where published_at is null;
-- The reminder job's question: stays completed in the last few weeks.
create index bookings_completed_check_out_idx on bookings (check_out) where status = 'completed';

-- Reports: a fixed list of reasons, an optional note, a status the operator moves, and at most
-- one open report per reporter and target (a second answers the first).
alter table reports add column note text;
alter table reports add column updated_at timestamptz not null default now();
alter table reports add constraint reports_reason_check
  check (reason in ('spam', 'scam', 'inappropriate', 'unsafe', 'discrimination', 'other'));
alter table reports add constraint reports_status_check check (status in ('open', 'resolved', 'dismissed'));
create unique index reports_open_once_idx on reports (reporter_id, target_type, target_id) where status = 'open';
create index reports_queue_idx on reports (status, created_at);

-- The member's own uploaded picture (variants in photo storage under this key). avatar_url stays
-- the URL shown; it may also be an identity provider's picture, which has no key.
alter table users add column avatar_key text;
