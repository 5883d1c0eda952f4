-- The operator's settings (issue 14; docs/decisions/0029-settings-in-the-database.md).
-- One row per setting that an operator saved; a setting without a row follows its environment
-- variable. The value is JSON so that one table holds text, numbers and switches, and a new
-- setting needs no migration; the server validates each value with the contract's schema.
create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null,
  updated_by text references users (id) on delete set null
);
