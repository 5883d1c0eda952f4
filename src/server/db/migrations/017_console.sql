-- The operator's console: acting on reports, and members (issue 14;
-- docs/decisions/0027-console-reports-and-members.md).

-- An operator hides a review or a message instead of deleting it: the record stays for the
-- report and the audit log, but nobody else reads it any more.
alter table reviews add column hidden_at timestamptz;
alter table messages add column hidden_at timestamptz;

-- How a report was handled: what the operator did, their note (the reporter is told it was
-- handled, not the note), who and when.
alter table reports add column action text;
alter table reports add column resolution_note text;
alter table reports add column handled_by text references users (id);
alter table reports add column handled_at timestamptz;
alter table reports add constraint reports_action_check
  check (action is null or action in ('dismiss', 'hide_review', 'hide_message', 'suspend_listing', 'ban_member'));

-- The queue pages newest or oldest first within a status, and by target type.
create index reports_status_at_idx on reports (status, created_at, id);
create index reports_type_status_at_idx on reports (target_type, status, created_at, id);
-- A member's page lists the reports against them.
create index reports_target_idx on reports (target_type, target_id);

-- A ban suspends the member's listings; an unban restores only those the ban suspended.
alter table listings add column suspended_by_ban boolean not null default false;

-- Members are searched by name or e-mail, by part of either.
create index users_name_trgm_idx on users using gin (lower(name) gin_trgm_ops);
create index users_email_trgm_idx on users using gin (lower(email) gin_trgm_ops);
create index users_created_idx on users (created_at desc, id desc);
