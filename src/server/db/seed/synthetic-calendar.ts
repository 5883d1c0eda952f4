import type pg from 'pg';

/**
 * Photos, price seasons, bookings and host blocks of the synthetic listings, set-based: millions
 * of rows come from a few `insert … select` statements over the listings themselves. Randomness is
 * a hash of the listing's id and a label, so the same seed gives the same calendars on either engine.
 */
export type CalendarOptions = {
  prefix: string;
  seed: number;
  /** Today's date (YYYY-MM-DD): bookings before it are past stays, after it future ones. */
  today: string;
  now: Date;
  guestCount: number;
};

/** A uniform number in [0, 1) drawn from `key` (an SQL text expression). */
const rnd = (key: string, seed: number) => `((hashtextextended(${key}, ${seed}) & 2147483647)::float8 / 2147483648)`;
const ours = `l.id like $1 || '-%'`;

/** 5 to 12 photos per listing (as in the demo), pointing at a shared set of illustrated scenes. */
export async function insertPhotos(client: pg.PoolClient, o: CalendarOptions, scenes: { keys: string[]; placeholders: string[]; alts: string[]; captions: string[] }) {
  await client.query(
    `insert into photos (id, listing_id, position, alt_text, caption, width, height, storage_key, variants, placeholder, created_at)
     select l.id || '-p' || g, l.id, g, ($3::text[])[k], ($4::text[])[k], 1600, 1200, ($2::text[])[k], '{320,640,1024,1600}', ($5::text[])[k], l.created_at
       from listings l
       cross join lateral generate_series(0, 4 + floor(${rnd(`l.id || ':photos'`, o.seed)} * 8)::int) g
       cross join lateral (select 1 + (abs(hashtext(l.id)) + g) % cardinality($2::text[]) as k) pick
      where ${ours}`,
    [o.prefix, scenes.keys, scenes.alts, scenes.captions, scenes.placeholders],
  );
}

/** A high-season price for three listings in twenty, some four to five months ahead. */
export async function insertPriceSeasons(client: pg.PoolClient, o: CalendarOptions) {
  await client.query(
    `insert into price_overrides (id, listing_id, start_date, end_date, nightly_price, created_at)
     select l.id || '-season', l.id, s.start, s.start + 14 + floor(${rnd(`l.id || ':season-length'`, o.seed)} * 21)::int,
            round(l.nightly_price * (1.2 + 0.3 * ${rnd(`l.id || ':season-price'`, o.seed)}) / 100) * 100, $3
       from listings l
       cross join lateral (select $2::date + 120 + floor(${rnd(`l.id || ':season-start'`, o.seed)} * 30)::int as start) s
      where ${ours} and ${rnd(`l.id || ':season'`, o.seed)} < 0.15`,
    [o.prefix, o.today, o.now.toISOString()],
  );
}

/**
 * Each listing's calendar as 8-day slots from a month ago to six months ahead; a slot holds one
 * stay (1–5 nights, never crossing into the next slot, so stays never overlap) with a chance that
 * falls with lead time, as real bookings do: four in ten of the past month's slots had a stay, a
 * quarter of the next month's, one in sixteen of the two after, a few later (about three stays
 * per listing, one and a half of them holding future dates). Past stays are completed (a few
 * cancelled); future ones confirmed, requested (request-to-book listings) or cancelled. Two in a
 * hundred free future slots are blocked by the host.
 */
function slots(o: CalendarOptions, join = '') {
  const r = (label: string) => rnd(`l.id || ':' || s.k || ':${label}'`, o.seed);
  // A lateral per listing: rows come listing by listing, so their ids (listing id + slot) reach
  // the primary key's index in order instead of all over it.
  return `
       from listings l ${join}
       cross join lateral (
         select s.k, $2::date + s.k * 8 + floor(${r('offset')} * 3)::int as ci,
                greatest(l.min_nights, 1 + floor(${r('nights')} * 5)::int) as nights,
                ${r('taken')} as taken,
                case when s.k < 0 then 0.4 when s.k < 4 then 0.25 when s.k < 12 then 0.06 else 0.015 end as chance,
                ${r('status')} as fate
           from generate_series(-4, 22) s(k)
       ) x
      where ${ours}`;
}

export async function insertBookings(client: pg.PoolClient, o: CalendarOptions) {
  const hour = (label: string) => `floor(${rnd(`l.id || ':' || x.k || ':${label}'`, o.seed)} * 23 + 1)::int * interval '1 hour'`;
  await client.query(
    `insert into bookings (id, listing_id, guest_id, check_in, check_out, adults, status, currency, price, total,
                           expires_at, refund_amount, created_at, updated_at)
     select b.id, b.listing_id, b.guest_id, b.ci, b.co, b.adults, b.status, 'EUR',
            b.price || jsonb_build_object('currency', 'EUR'), (b.price->>'total')::int,
            case when b.status = 'requested' then b.expires end,
            case when b.status like 'cancelled%' then (b.price->>'total')::int end,
            b.created, b.created
       from (
         select l.id || '-b' || x.k as id, l.id as listing_id,
                $1 || '-g' || (1 + floor(${rnd(`l.id || ':' || x.k || ':guest'`, o.seed)} * $4::int)::int) as guest_id,
                x.ci, x.ci + x.nights as co, 1 + floor(${rnd(`l.id || ':' || x.k || ':adults'`, o.seed)} * least(l.max_guests, 4))::int as adults,
                case when x.ci + x.nights <= $2::date then (case when x.fate < 0.93 then 'completed' else 'cancelled_by_guest' end)
                     when x.ci <= $2::date then 'confirmed'
                     when x.fate < 0.08 then 'cancelled_by_guest'
                     when l.instant_book or x.fate < 0.75 then 'confirmed'
                     else 'requested' end as status,
                case when x.ci > $2::date and not l.instant_book and x.fate >= 0.75 then $3::timestamptz - ${hour('created')}
                     else least($3::timestamptz - interval '1 hour', (x.ci - 3 - floor(${rnd(`l.id || ':' || x.k || ':lead'`, o.seed)} * 57)::int)::timestamptz) end as created,
                $3::timestamptz + ${hour('expires')} as expires,
                (select jsonb_build_object('nights', jsonb_agg(jsonb_build_object('date', n.d, 'price', n.price) order by n.d),
                                           'nightCount', count(*), 'subtotal', sum(n.price), 'cleaningFee', l.cleaning_fee,
                                           'serviceFee', 0, 'taxes', 0, 'total', sum(n.price) + l.cleaning_fee)
                   from (select d::date as d,
                                case when d >= po.start_date and d < po.end_date then po.nightly_price else l.nightly_price end as price
                           from generate_series(x.ci, x.ci + x.nights - 1, interval '1 day') d) n) as price
         ${slots(o, 'left join price_overrides po on po.listing_id = l.id')} and x.taken < x.chance
         offset 0 -- one breakdown per stay, however often the outer query reads it
       ) b`,
    [o.prefix, o.today, o.now.toISOString(), o.guestCount],
  );
}

export async function insertBlocks(client: pg.PoolClient, o: CalendarOptions) {
  await client.query(
    `insert into calendar_blocks (id, listing_id, start_date, end_date, reason, created_at)
     select l.id || '-x' || x.k, l.id, x.ci, x.ci + x.nights, 'host', $3
     ${slots(o)} and x.k >= 0 and x.taken >= x.chance and x.taken < x.chance + 0.02`,
    [o.prefix, o.today, o.now.toISOString()],
  );
}
