import { sql } from 'kysely';
import type { Database } from '../../src/server/db/pool';
import { approximateLocation } from '../../src/domain/geo';
import { hashPassword } from 'better-auth/crypto';
import { addPassword } from '../../src/server/features/auth/credentials';

/** Small, explicit test data. Every factory returns what it inserted. */
let seq = 0;
const next = (p: string) => `${p}${(++seq).toString(36)}${Date.now().toString(36).slice(-3)}`;

const hashes = new Map<string, Promise<string>>();

/**
 * A user row; with `password`, also the credential account better-auth signs in with (the hash
 * is computed once per distinct password, so many users stay cheap).
 */
export async function insertUser(
  database: Database,
  over: Partial<{ id: string; email: string; name: string; emailVerified: boolean; password: string }> = {},
) {
  const id = over.id ?? next('u');
  const row = { id, email: over.email ?? `${id}@example.test`, name: over.name ?? 'Ana Test', email_verified: over.emailVerified ?? true };
  await database.db.insertInto('users').values(row).execute();
  if (over.password) {
    let hash = hashes.get(over.password);
    if (!hash) hashes.set(over.password, (hash = hashPassword(over.password)));
    await addPassword(database.pool, id, await hash);
  }
  return row;
}

export type ListingOver = Partial<{
  id: string; title: string; city: string; lat: number; lng: number; nightlyPrice: number; cleaningFee: number;
  maxGuests: number; propertyType: string; amenities: string[]; instantBook: boolean; minNights: number;
  maxNights: number; status: string; timeZone: string; ratingAverage: number | null; reviewCount: number; relevance: number;
}>;

export async function insertListing(database: Database, hostId: string, o: ListingOver = {}) {
  const id = o.id ?? next('l');
  const lat = o.lat ?? -34.9;
  const lng = o.lng ?? -56.16;
  const approx = approximateLocation(id, lat, lng);
  await database.db
    .insertInto('listings')
    .values({
      id,
      host_id: hostId,
      title: o.title ?? `Bright flat near the rambla ${id}`,
      description: 'A calm, bright flat two blocks from the rambla, with a balcony, fast wifi and a proper kitchen.',
      property_type: o.propertyType ?? 'apartment',
      room_type: 'entire_place',
      max_guests: o.maxGuests ?? 4,
      amenities: sql`${o.amenities ?? ['wifi', 'kitchen']}::text[]` as unknown as string[],
      city: o.city ?? 'Montevideo',
      region: 'Montevideo',
      country: 'UY',
      location: `(${lng},${lat})`,
      approx_location: `(${approx.lng},${approx.lat})`,
      time_zone: o.timeZone ?? 'America/Montevideo',
      nightly_price: o.nightlyPrice ?? 10000,
      cleaning_fee: o.cleaningFee ?? 2000,
      min_nights: o.minNights ?? 1,
      max_nights: o.maxNights ?? 30,
      instant_book: o.instantBook ?? true,
      status: (o.status ?? 'published') as 'published',
      rating_average: o.ratingAverage ?? null,
      review_count: o.reviewCount ?? 0,
      relevance: o.relevance ?? 0,
    })
    .execute();
  return { id, lat, lng, approx };
}

export async function insertPhoto(database: Database, listingId: string, position: number) {
  const id = next('p');
  await database.db
    .insertInto('photos')
    .values({
      id, listing_id: listingId, position, caption: `Photo ${position}`, alt_text: `Room ${position}`,
      width: 1600, height: 1200, storage_key: `test-${id}`, variants: sql`'{320,640,1024,1600}'::int[]` as unknown as number[],
      placeholder: 'data:image/webp;base64,AAAA',
    })
    .execute();
  return id;
}

export async function insertBooking(
  database: Database,
  listingId: string,
  guestId: string,
  checkIn: string,
  checkOut: string,
  status = 'confirmed',
) {
  const id = next('b');
  await database.db
    .insertInto('bookings')
    .values({
      id, listing_id: listingId, guest_id: guestId, check_in: checkIn, check_out: checkOut, adults: 2, status,
      currency: 'EUR', price: JSON.stringify({}), total: 1,
    })
    .execute();
  return id;
}

export async function insertBlock(database: Database, listingId: string, start: string, end: string) {
  const id = next('c');
  await database.db.insertInto('calendar_blocks').values({ id, listing_id: listingId, start_date: start, end_date: end, reason: 'host', feed_id: null }).execute();
  return id;
}

export async function insertOverride(database: Database, listingId: string, start: string, end: string, price: number) {
  const id = next('o');
  await database.db.insertInto('price_overrides').values({ id, listing_id: listingId, start_date: start, end_date: end, nightly_price: price }).execute();
  return id;
}
