import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for public profiles. Only columns a stranger may see are selected, so nothing else can leak. */

/** A member whose profile is public: not deleted, not banned. */
export async function findPublicMember(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'avatar_key', 'bio', 'email_verified', 'created_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
