import tzlookup from '@photostructure/tz-lookup';
import type { SleepingArrangement } from '../../../contract/listing.js';
import { todayIn } from '../../../domain/dates.js';
import { approximateLocation } from '../../../domain/geo.js';
import { majorToMinor } from '../../../domain/money.js';
import { createRng, hashString, type Rng } from '../../features/photos/scenes/random.js';
import { demoStorageKey, describeScene, SCENE_KINDS, type SceneKind } from '../../features/photos/scenes/index.js';
import { isOnMontevideoLand, MONTEVIDEO, OTHER_CITIES, type City } from './cities.js';
import { listingCalendar, type Calendar, type Fees } from './calendar.js';
import { demoId } from './ids.js';
import { houseRulesText, listingDescription, listingTitle, pickKind, type Kind } from './listing-text.js';
import { demoEmail, hostBio, personName } from './people.js';
import { demoTalk, type DemoTalk } from './conversations.js';

export const DEMO_LISTINGS = 300;
export const DEMO_MONTEVIDEO = 130;
type Row = Record<string, unknown>;
export type DemoData = Calendar & { users: Row[]; listings: Row[]; photos: (Row & { kind: SceneKind; seed: number })[]; talk: DemoTalk };

/** Rough rates from the euro, so demo prices look right in another marketplace currency. */
const PER_EUR: Record<string, number> = { EUR: 1, USD: 1.1, GBP: 0.85, UYU: 45, ARS: 1000, MXN: 19, BRL: 6, JPY: 160, CAD: 1.5, AUD: 1.65, ZAR: 20, CHF: 0.95, ISK: 150, MAD: 11, SEK: 11.5, NOK: 11.7, DKK: 7.5 };

function pointIn(rng: Rng, city: City): { hood: City['hoods'][number]; lat: number; lng: number } {
  for (;;) {
    const hood = rng.pick(city.hoods);
    for (let tries = 0; tries < 30; tries++) {
      const d = Math.sqrt(rng.next()) * hood.radiusM, a = rng.next() * 2 * Math.PI;
      const lat = hood.lat + (d * Math.cos(a)) / 111_320;
      const lng = hood.lng + (d * Math.sin(a)) / (111_320 * Math.cos((hood.lat * Math.PI) / 180));
      if (city !== MONTEVIDEO || isOnMontevideoLand(lat, lng)) return { hood, lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
    }
  }
}

function beds(rng: Rng, kind: Kind, bedrooms: number): SleepingArrangement[] {
  if (kind === 'tent') return [{ room: 'tent', index: 1, beds: [{ type: rng.pick(['double', 'queen'] as const), count: 1 }] }];
  const out: SleepingArrangement[] = [];
  for (let i = 1; i <= bedrooms; i++) {
    out.push({ room: kind === 'cabin' && i === 2 ? 'loft' : 'bedroom', index: kind === 'cabin' && i === 2 ? 1 : i, beds: i === 1 ? [{ type: rng.pick(['queen', 'double', 'king'] as const), count: 1 }] : rng.chance(0.5) ? [{ type: 'single', count: 2 }] : [{ type: rng.pick(['double', 'queen', 'bunk'] as const), count: 1 }] });
  }
  if (bedrooms === 0) out.push({ room: 'living_room', index: 1, beds: [{ type: rng.pick(['double', 'queen'] as const), count: 1 }] });
  else if (rng.chance(0.3)) out.push({ room: 'living_room', index: 1, beds: [{ type: 'sofa_bed', count: 1 }] });
  return out;
}
const CAPACITY: Record<string, number> = { king: 2, queen: 2, double: 2, single: 1, sofa_bed: 2, bunk: 2, crib: 0 };

const EXTERIOR: Record<Kind, SceneKind[]> = {
  flat: ['tower', 'townhouse'], studio: ['tower', 'townhouse'], loft: ['townhouse'], penthouse: ['tower'], house: ['townhouse', 'farmhouse'],
  townhouse: ['townhouse'], cottage: ['farmhouse', 'cabin'], cabin: ['cabin'], room: ['townhouse', 'tower'], tent: ['tent'],
  houseboat: ['houseboat'], beachhut: ['beachhut'], farmhouse: ['farmhouse'],
};

function photoKinds(rng: Rng, kind: Kind, bedrooms: number, count: number): SceneKind[] {
  const ext = rng.pick(EXTERIOR[kind]);
  const base: SceneKind[] = kind === 'tent' ? [ext, 'tent', 'view', 'bathroom'] : kind === 'room' ? [ext, 'bedroom', 'living', 'kitchen', 'bathroom'] : [ext, 'living', 'bedroom', 'kitchen', 'bathroom'];
  const extras: SceneKind[] = rng.shuffle(['view', 'bedroom', 'living', ext, 'kitchen', 'view', 'bedroom', 'bathroom', SCENE_KINDS[rng.int(0, 6)]!]);
  if (bedrooms >= 2) extras.unshift('bedroom');
  return [...base, ...extras].slice(0, count);
}

export function generateDemo(opts: Omit<Fees, 'currency'> & { currency: string }): DemoData {
  const root = createRng(`roost-demo:${opts.now.toISOString().slice(0, 10)}`);
  const daysAgo = (d: number) => new Date(opts.now.getTime() - d * 86_400_000).toISOString();
  const rate = PER_EUR[opts.currency] ?? 1;
  const money = (eur: number) => majorToMinor(Math.max(10, Math.round((eur * rate) / 5) * 5), opts.currency);
  const users: Row[] = [];
  const user = (id: string, email: string, name: string, extra: Row = {}) => {
    const created = daysAgo(400 + users.length);
    users.push({ id, email, email_verified: true, name, avatar_url: null, bio: '', locale: null, role: 'user', status: 'active', is_demo: true, created_at: created, updated_at: created, ...extra });
    return id;
  };
  user(demoId('user:admin'), 'admin@demo.roost.test', 'Alicia Méndez', { role: 'admin', bio: 'Runs this Roost for the local tourism cooperative.' });
  const demoHost = user(demoId('user:host'), 'host@demo.roost.test', 'Martín Rodríguez', { bio: 'I host a handful of flats in Montevideo and love sharing the Rambla with guests.' });
  const demoGuest = user(demoId('user:guest'), 'guest@demo.roost.test', 'Sofía Pereira', { bio: 'Always planning the next trip.' });
  const hr = root.fork('hosts');
  const hosts = Array.from({ length: 110 }, (_, i) => { const name = personName(hr); return user(demoId(`user:host:${i}`), demoEmail(name, i + 1), name, { bio: hostBio(hr), created_at: daysAgo(hr.int(200, 2000)) }); });
  const gr = root.fork('guests');
  const guests = Array.from({ length: 90 }, (_, i) => { const name = personName(gr); return user(demoId(`user:guest:${i}`), demoEmail(name, 200 + i), name, { created_at: daysAgo(gr.int(30, 1500)) }); });

  const data: DemoData = { users, listings: [], photos: [], bookings: [], events: [], reviews: [], blocks: [], overrides: [], talk: { conversations: [], messages: [], wishlists: [], wishlistItems: [] } };
  for (let i = 0; i < DEMO_LISTINGS; i++) {
    const rng = root.fork(`listing:${i}`);
    const city = i < DEMO_MONTEVIDEO ? MONTEVIDEO : OTHER_CITIES[(i - DEMO_MONTEVIDEO) % OTHER_CITIES.length]!;
    const id = demoId(`listing:${i}`);
    const hostId = i < 6 ? demoHost : hosts[rng.int(0, hosts.length - 1)]!;
    const { hood, lat, lng } = pointIn(rng, city);
    const water = city.setting !== 'inland';
    const type = rng.weighted([['apartment', 50], ['house', 18], ['room', 13], ['cabin', city.setting === 'mountain' ? 6 : 3], ['camping', 2], ['boat', water ? 4 : 0], ['other', city.setting === 'coast' ? 4 : 0]] as const);
    const roomType = type === 'room' ? (rng.chance(0.8) ? 'private_room' : 'shared_room') : type === 'apartment' && rng.chance(0.08) ? 'private_room' : 'entire_place';
    const kind = pickKind(rng, type, roomType, city);
    const bedrooms = kind === 'studio' || kind === 'beachhut' ? 0 : kind === 'room' || kind === 'tent' || kind === 'houseboat' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 0.7], [5, 0.2]] as const);
    const shared = roomType === 'shared_room';
    const roomBeds = shared
      ? [rng.chance(0.5) ? { type: 'bunk' as const, count: 2 } : { type: 'single' as const, count: 3 }]
      : [{ type: rng.pick(['double', 'queen', 'single'] as const), count: 1 }];
    const sleeping = kind === 'room' ? [{ room: 'bedroom' as const, index: 1, beds: roomBeds }] : beds(rng, kind, bedrooms);
    const bedCount = sleeping.reduce((s, r) => s + r.beds.reduce((t, b) => t + b.count, 0), 0);
    const maxGuests = Math.max(1, Math.min(16, sleeping.reduce((s, r) => s + r.beds.reduce((t, b) => t + b.count * CAPACITY[b.type]!, 0), 0)));
    const pets = rng.chance(kind === 'cabin' || kind === 'farmhouse' || kind === 'tent' ? 0.6 : 0.2), smoking = rng.chance(0.08), events = rng.chance(0.07);
    const am = new Set<string>(['smoke_alarm']);
    const add = (a: string, p: number) => rng.chance(p) && am.add(a);
    add('wifi', kind === 'tent' ? 0.3 : 0.97); add('kitchen', kind === 'room' ? 0.6 : 0.9); add('washer', 0.6); add('dryer', 0.25);
    add('free_parking', kind === 'flat' || kind === 'studio' ? 0.15 : 0.7); add('air_conditioning', city.name === 'Reykjavík' || city.name === 'Edinburgh' ? 0.03 : 0.5);
    add('heating', 0.8); add('pool', kind === 'house' || kind === 'farmhouse' ? 0.25 : 0.04); add('hot_tub', kind === 'cabin' ? 0.35 : 0.04);
    add('workspace', 0.45); add('tv', kind === 'tent' ? 0 : 0.6); add('ev_charger', 0.06); add('crib', bedrooms >= 2 ? 0.4 : 0.05);
    add('step_free_access', kind === 'flat' ? 0.3 : 0.2); add('fireplace', kind === 'cabin' || kind === 'farmhouse' ? 0.8 : 0.06);
    add('bbq_grill', city.name === 'Montevideo' || city.name === 'Buenos Aires' ? 0.5 : 0.15); add('sea_view', city.setting === 'coast' ? 0.3 : 0);
    add('garden', kind === 'house' || kind === 'cottage' || kind === 'farmhouse' ? 0.7 : 0.08); add('balcony', kind === 'flat' || kind === 'penthouse' || kind === 'loft' ? 0.55 : 0.1);
    add('gym', kind === 'penthouse' || kind === 'flat' ? 0.1 : 0); add('breakfast', kind === 'room' ? 0.4 : 0.05); add('self_check_in', 0.5); add('first_aid_kit', 0.6);
    if (pets) am.add('pets_allowed');
    const mult: Record<Kind, number> = { flat: 1, studio: 0.75, loft: 1.2, penthouse: 1.9, house: 1.4, townhouse: 1.35, cottage: 1.1, cabin: 1.05, room: 0.45, tent: 0.5, houseboat: 1.2, beachhut: 0.8, farmhouse: 1.5 };
    const priceEur = city.price * mult[kind] * (1 + 0.22 * Math.max(0, bedrooms - 1)) * rng.float(0.75, 1.35);
    const minNights = kind === 'cabin' || kind === 'farmhouse' ? rng.pick([2, 2, 3, 5]) : rng.pick([1, 1, 2, 2, 3]);
    const instantBook = i < 6 ? i % 3 === 0 : rng.chance(0.55);
    const timeZone = tzlookup(lat, lng);
    const approx = approximateLocation(id, lat, lng);
    const title = listingTitle(rng, kind, hood, am, bedrooms, shared);
    const amenities = [...am].sort();
    const listing: Row = {
      id, host_id: hostId, title, description: listingDescription(rng, kind, city, hood, shared), property_type: type, room_type: roomType,
      max_guests: maxGuests, bedrooms, beds: bedCount, bathrooms: kind === 'tent' || kind === 'room' ? 1 : rng.pick([1, 1, 1.5, 2, bedrooms >= 3 ? 3 : 2]),
      amenities, street: `${rng.pick(city.streets)} ${rng.int(3, 2900)}`, city: city.name, region: city.region, postal_code: city.postal(rng.int(0, 999)), country: city.country,
      location: `(${lng},${lat})`, approx_location: `(${approx.lng},${approx.lat})`, time_zone: timeZone,
      nightly_price: money(priceEur), cleaning_fee: rng.chance(0.25) ? 0 : majorToMinor(Math.round((priceEur * rate * rng.float(0.2, 0.6)) / 5) * 5, opts.currency),
      min_nights: minNights, max_nights: rng.pick([14, 28, 30, 60, 90, 365]), check_in_from: rng.pick(['14:00', '15:00', '15:00', '16:00']),
      check_in_until: rng.pick(['20:00', '22:00', '22:00', '23:00']), check_out_by: rng.pick(['10:00', '11:00', '11:00', '12:00']), instant_book: instantBook,
      cancellation_policy: rng.weighted([['flexible', 4], ['moderate', 4], ['strict', 2]] as const), house_rules: houseRulesText(rng, pets, smoking, events),
      pets_allowed: pets, smoking_allowed: smoking, events_allowed: events, status: 'published', status_reason: null,
      sleeping_arrangements: sleeping, created_at: daysAgo(rng.int(60, 1500)), updated_at: daysAgo(rng.int(1, 59)),
    };
    const kinds = photoKinds(rng, kind, bedrooms, rng.int(5, 12));
    kinds.forEach((k, pos) => {
      const seed = hashString(`photo:${i}:${pos}:${k}`);
      const d = describeScene(k, seed);
      data.photos.push({ id: demoId(`photo:${i}:${pos}`), listing_id: id, position: pos, caption: d.caption, alt_text: d.alt, width: 1600, height: 1200, storage_key: demoStorageKey(k, seed), variants: [320, 640, 1024, 1600], placeholder: '', created_at: listing.created_at, kind: k, seed });
    });
    const cal = listingCalendar(rng.fork('calendar'), {
      id, index: i, hostId, today: todayIn(timeZone, opts.now), nightlyPrice: listing.nightly_price as number, cleaningFee: listing.cleaning_fee as number,
      minNights, maxNights: listing.max_nights as number, maxGuests, instantBook, petsAllowed: pets, quality: rng.float(3.9, 5.2),
    }, guests.filter((g) => g !== hostId), opts);
    const ratings = cal.reviews.map((r) => r.rating as number);
    listing.review_count = ratings.length;
    listing.rating_average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : null;
    listing.relevance = Math.round(((listing.rating_average as number ?? 4) * Math.log1p(ratings.length) + rng.float(0, 1.5) + (instantBook ? 0.3 : 0)) * 1000) / 1000;
    data.listings.push(listing);
    for (const k of ['bookings', 'events', 'reviews', 'blocks', 'overrides'] as const) data[k].push(...cal[k]);
  }
  giveDemoGuestTrips(data, demoGuest);
  data.talk = demoTalk(data, { host: demoHost, guest: demoGuest }, opts.now);
  return data;
}

/** The demo guest gets a few past stays, upcoming trips and a pending request, none overlapping. */
function giveDemoGuestTrips(data: DemoData, guestId: string) {
  const taken: [string, string][] = [];
  const free = (b: Row) => taken.every(([a, z]) => (b.check_out as string) <= a || (b.check_in as string) >= z);
  const want: Record<string, number> = { completed: 4, confirmed: 2, requested: 1 };
  const byListing = new Set<string>();
  for (const b of data.bookings) {
    const s = b.status as string;
    if (!want[s] || byListing.has(b.listing_id as string) || !free(b)) continue;
    if (s !== 'completed' && (b.check_in as string) <= (b.created_at as string).slice(0, 10)) continue;
    want[s]!--;
    byListing.add(b.listing_id as string);
    taken.push([b.check_in as string, b.check_out as string]);
    const old = b.guest_id;
    b.guest_id = guestId;
    for (const e of data.events) if (e.booking_id === b.id && e.actor_id === old) e.actor_id = guestId;
    for (const r of data.reviews) if (r.booking_id === b.id) r.author_id = guestId;
  }
}
