import type { Deps } from '../../deps.js';
import { photoStorage } from '../../features/photos/storage.js';
import { warmDemoVariants } from '../../features/photos/demo-variants.js';
import { renderScenePlaceholder } from '../../features/photos/scenes/render.js';
import { generateDemo, type DemoData } from './generate.js';
import { insertRows } from './insert.js';
import type { DemoTalk } from './conversations.js';

/** Runs `fn` over items with at most `limit` in flight (sharp renders on its own threads). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  }));
  return out;
}

export function buildDemoData(deps: Pick<Deps, 'config' | 'now'>): DemoData {
  const { config } = deps;
  return generateDemo({ now: deps.now(), currency: config.currency, serviceFeePercent: config.serviceFeePercent, taxPercent: config.taxPercent });
}

/** Placeholders render on sharp's threads while the main thread inserts the other tables. */
export async function withPlaceholders(data: DemoData): Promise<void> {
  const placeholders = await mapLimit(data.photos, 4, (p) => renderScenePlaceholder(p.kind, p.seed));
  data.photos.forEach((p, i) => (p.placeholder = placeholders[i]!));
}

/**
 * Fills an empty marketplace with the deterministic demo (same rows for the same date), in one
 * transaction: a crash leaves nothing half-seeded, and the next start simply seeds again.
 * Demo photo variants are not rendered here: the media route draws them on first request, and a
 * low-priority warm-up renders the card sizes in the background.
 */
export async function seedDemoIfEmpty(deps: Deps): Promise<void> {
  const { pool } = deps.database;
  const t0 = performance.now();
  const has = async () => (await pool.query('select exists (select 1 from listings) as has')).rows[0].has as boolean;
  if (!(await has())) {
    const data = buildDemoData(deps);
    const built = performance.now();
    const placeholders = withPlaceholders(data);
    placeholders.catch(() => {});
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Several servers on one PostgreSQL: only one seeds.
      await client.query('select pg_advisory_xact_lock(727002)');
      if (!(await client.query('select exists (select 1 from listings) as has')).rows[0].has) {
        await insertDemo(client, data, placeholders);
        await client.query('commit');
        deps.log.info({ listings: data.listings.length, photos: data.photos.length, bookings: data.bookings.length, reviews: data.reviews.length, buildMs: Math.round(built - t0), insertMs: Math.round(performance.now() - built) }, 'demo marketplace seeded');
      } else {
        await client.query('rollback');
      }
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }
  if (deps.config.env !== 'test') scheduleWarmup(deps);
}

export async function insertDemo(client: Parameters<typeof insertRows>[0], data: DemoData, placeholders: Promise<void>): Promise<void> {
  await insertRows(client, 'users', data.users);
  await insertRows(client, 'listings', data.listings);
  await insertRows(client, 'price_overrides', data.overrides);
  await insertRows(client, 'calendar_blocks', data.blocks);
  await insertRows(client, 'bookings', data.bookings);
  await insertRows(client, 'booking_events', data.events);
  await insertRows(client, 'reviews', data.reviews);
  await insertTalk(client, data.talk);
  await placeholders;
  await insertRows(client, 'photos', data.photos.map(({ kind: _k, seed: _s, ...row }) => row));
}

/**
 * Conversations with their messages (oldest first, so sequence numbers follow time), each side's
 * inbox state counted from them, and saved lists. Unread demo messages count as already e-mailed:
 * nobody is written to about them.
 */
async function insertTalk(client: Parameters<typeof insertRows>[0], talk: DemoTalk) {
  await insertRows(client, 'conversations', talk.conversations);
  await insertRows(client, 'messages', talk.messages);
  await client.query(`
    insert into conversation_members (conversation_id, user_id, role, last_seq, unread_count, last_read_seq, emailed_seq)
    select c.id, x.user_id, x.role, s.last_seq, s.unread, s.read_seq, s.last_seq
    from conversations c
    cross join lateral (values (c.guest_id, 'guest'), (c.host_id, 'host')) as x(user_id, role)
    cross join lateral (
      select max(m.seq) as last_seq,
             count(*) filter (where m.sender_id is distinct from x.user_id and m.read_at is null)::int as unread,
             coalesce(max(m.seq) filter (where m.sender_id = x.user_id or m.read_at is not null), 0) as read_seq
      from messages m where m.conversation_id = c.id) as s
`);
  await insertRows(client, 'wishlists', talk.wishlists);
  await insertRows(client, 'wishlist_items', talk.wishlistItems);
}

function scheduleWarmup(deps: Deps) {
  const timer = setTimeout(async () => {
    try {
      const { rows } = await deps.database.pool.query<{ storage_key: string }>(
        `select p.storage_key from photos p join listings l on l.id = p.listing_id
          where p.storage_key like 'demo-%' and l.status = 'published'
          order by p.position, l.relevance desc, p.id`,
      );
      const res = await warmDemoVariants(photoStorage(deps.config), rows.map((r) => r.storage_key));
      deps.log.info({ rendered: res.rendered, ms: Math.round(res.ms) }, 'demo photo warm-up finished');
    } catch (err) {
      deps.log.warn({ err }, 'demo photo warm-up stopped');
    }
  }, 2000);
  timer.unref();
}
