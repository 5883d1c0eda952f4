import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the language a member last signed in from (migration 026). */
export async function recordLastLocale(db: Kysely<DB>, userId: string, language: string): Promise<void> {
  await db.updateTable('users').set({ last_locale: language })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_locale', 'is', null), eb('last_locale', '!=', language)]))
    .execute();
}
