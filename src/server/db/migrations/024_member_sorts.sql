-- The console's members list sorts by name and by e-mail as well as by when they joined (issue 14),
-- keyset-paged on (the key, id) in either direction: one index per sort.
create index users_name_sort_idx on users (lower(name), id);
create index users_email_sort_idx on users (lower(email), id);
