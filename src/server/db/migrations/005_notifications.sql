-- Notifications are the durable record of what each member is told about a booking; the e-mail
-- copy is delivered from them after the transaction commits (an outbox: nothing is sent for a
-- change that rolled back, and nothing is lost when a process stops between commit and send).
alter table notifications add column email_status text not null default 'skipped'
  check (email_status in ('pending', 'sending', 'sent', 'failed', 'skipped'));
alter table notifications alter column email_status set default 'pending';
alter table notifications add column email_attempts int not null default 0;
-- When a 'sending' claim was taken, or when a failed attempt may be retried.
alter table notifications add column email_after timestamptz;
-- Makes scheduled notices (the stay reminder) idempotent across runs and processes.
alter table notifications add column dedupe_key text;
create unique index notifications_dedupe_idx on notifications (dedupe_key) where dedupe_key is not null;
create index notifications_unread_idx on notifications (user_id) where read_at is null;
create index notifications_email_due_idx on notifications (created_at) where email_status in ('pending', 'sending');
-- The reminder job's question: confirmed stays starting in the next few days.
create index bookings_confirmed_check_in_idx on bookings (check_in) where status = 'confirmed';
