/**
 * English messages, one file per feature under `en/`, merged here. Keys carry their feature
 * as a dot prefix (`search.`, `listing.`, …). Plural forms: `key_one` / `key_other`.
 * Components never hold literal user-facing text.
 */
import { common } from './en/common';

export type Messages = Record<string, string>;

export const en: Messages = {
  ...common,
};
