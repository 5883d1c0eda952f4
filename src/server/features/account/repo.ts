import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the member's own account rows (the avatar so far; the rest of service.ts moves here when touched). */

/** The member's current avatar key, their row locked until the transaction ends (two uploads at once take turns). */
export async function lockAvatarKey(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('avatar_key').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row?.avatar_key ?? null;
}

export async function setAvatar(db: Kysely<DB>, userId: string, avatar: { key: string; url: string } | null, at: Date) {
  await db.updateTable('users')
    .set({ avatar_key: avatar?.key ?? null, avatar_url: avatar?.url ?? null, updated_at: at })
    .where('id', '=', userId).execute();
}
