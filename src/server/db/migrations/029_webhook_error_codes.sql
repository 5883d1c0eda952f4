-- Why a webhook attempt failed, as a code the interface words in each language (issue 13 §6;
-- decision 0040), beside the English sentence kept in `error`; null when it worked, and for
-- attempts recorded before this (the interface then shows the sentence).
alter table webhook_attempts add column error_code text;
