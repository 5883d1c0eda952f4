import { demoId } from './ids.js';

type Row = Record<string, unknown>;

/** A demo marketplace's conversations and saved lists: rows for their tables (members are derived in SQL, see insertDemo). */
export type DemoTalk = { conversations: Row[]; messages: Row[]; wishlists: Row[]; wishlistItems: Row[] };

/** Who writes: the conversation's guest or its host. */
type Line = ['guest' | 'host', string];

/** A conversation to write, about a listing, maybe tied to a booking, starting at `start`; its last `unreadLast` messages are unread by their recipient. */
type Script = { listingId: string; guestId: string; hostId: string; bookingId: string | null; start: Date; lines: Line[]; unreadLast: number };

const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);
const earlier = (a: Date, b: Date) => (a <= b ? a : b);

/**
 * The demo host's inbox and the demo guest's: a guest asking before a request is answered, a
 * question before booking, thanks after a stay, a host writing before a trip. Some messages are
 * unread (each demo account opens on a badge), none will be e-mailed (insertDemo marks them told).
 * Lists the demo host saved for his own trips. Deterministic: the same bookings and listings give
 * the same rows.
 */
export function demoTalk(data: { listings: Row[]; bookings: Row[] }, who: { host: string; guest: string }, now: Date): DemoTalk {
  const hosts = new Map(data.listings.map((l) => [l.id, l.host_id as string]));
  const hostOf = (id: unknown) => hosts.get(id)!;
  const byCreated = (a: Row, b: Row) => String(a.created_at).localeCompare(String(b.created_at)) || String(a.id).localeCompare(String(b.id));
  const scripts: Script[] = [];
  const used = new Set<string>();
  const add = (s: Script) => {
    const pair = `${s.listingId}|${s.guestId}`;
    if (used.has(pair)) return; // one conversation per guest and listing
    used.add(pair);
    scripts.push(s);
  };

  // Requests waiting for the demo host's answer: the two newest came with a question.
  const requests = data.bookings.filter((b) => b.status === 'requested' && hostOf(b.listing_id) === who.host && b.guest_id !== who.guest).sort(byCreated).reverse();
  const asks: Line[][] = [
    [['guest', 'Hello! We are coming for my sister’s wedding and our flight lands at 9 pm. Would a late check-in be all right?']],
    [['guest', 'Hi Martín, we are two friends walking the coast. Is there somewhere safe to leave two bicycles?'],
      ['guest', 'Also, could we check out at noon on the last day?']],
  ];
  requests.slice(0, asks.length).forEach((b, i) => add({
    listingId: b.listing_id as string, guestId: b.guest_id as string, hostId: who.host, bookingId: b.id as string,
    start: minutes(new Date(b.created_at as string), 2), lines: asks[i]!, unreadLast: asks[i]!.length,
  }));

  // A guest who stayed with the demo host says thanks; all read.
  const stayed = data.bookings.filter((b) => b.status === 'completed' && hostOf(b.listing_id) === who.host && b.guest_id !== who.guest).sort(byCreated).at(-1);
  if (stayed) {
    const lines: Line[] = [
      ['guest', 'Thank you for a lovely stay! We left the keys in the box by the door, as you said.'],
      ['host', 'Thank you for looking after the place so well. Come back any time!'],
    ];
    add({ listingId: stayed.listing_id as string, guestId: stayed.guest_id as string, hostId: who.host, bookingId: stayed.id as string,
      start: minutes(new Date(`${stayed.check_out as string}T11:30:00Z`), 0), lines, unreadLast: 0 });
  }

  const hers = data.bookings.filter((b) => b.guest_id === who.guest && (b.status === 'confirmed' || b.status === 'requested'))
    .sort((a, b) => String(a.check_in).localeCompare(String(b.check_in)) || String(a.id).localeCompare(String(b.id)));
  const today = now.toISOString().slice(0, 10);

  // The host of the demo guest's next trip writes before it; unread by her.
  const next = hers.find((b) => b.status === 'confirmed' && String(b.check_in) > today);
  if (next) {
    const lines: Line[] = [
      ['guest', 'Hello! We booked for our anniversary. Any tip for a quiet dinner nearby?'],
      ['host', 'Congratulations! Try the little bistro two streets up, and book ahead on Saturdays. I will send the door code the day before you arrive.'],
    ];
    add({ listingId: next.listing_id as string, guestId: who.guest, hostId: hostOf(next.listing_id), bookingId: next.id as string,
      start: minutes(now, -5 * 60), lines, unreadLast: 1 });
  }

  // Another of her stays with the demo host: his answer, then her last question, unread by him.
  const asked = hers.find((b) => b !== next && b.status === 'confirmed' && hostOf(b.listing_id) === who.host);
  if (asked) {
    const lines: Line[] = [
      ['guest', 'Hi Martín! Is it easy to walk to the Rambla from the flat? We would love to see the sea in the mornings.'],
      ['host', '¡Hola Sofía! About ten minutes on foot, and the café on the corner opens at seven.'],
      ['guest', 'Perfect, thank you. Is there a hairdryer, or should I bring mine?'],
    ];
    add({ listingId: asked.listing_id as string, guestId: who.guest, hostId: who.host, bookingId: asked.id as string,
      start: minutes(now, -26 * 60), lines, unreadLast: 1 });
  }

  // Her request to another host came with a question, not answered yet.
  const request = hers.find((b) => b.status === 'requested');
  if (request) {
    add({ listingId: request.listing_id as string, guestId: who.guest, hostId: hostOf(request.listing_id), bookingId: request.id as string,
      start: minutes(new Date(request.created_at as string), 1), lines: [['guest', 'Hi! We would travel with our dog, a very calm old labrador. Would that be all right?']], unreadLast: 1 });
  }

  const talk: DemoTalk = { conversations: [], messages: [], wishlists: [], wishlistItems: [] };
  for (const s of scripts) {
    const key = `${s.listingId}|${s.guestId}`;
    const id = `cv_${demoId(`conversation:${key}`).replaceAll('-', '')}`;
    // Three quarters of an hour apart, and all before now (a request may be minutes old).
    const at = (i: number) => earlier(minutes(s.start, i * 47), minutes(now, -3 * (s.lines.length - i)));
    talk.conversations.push({ id, listing_id: s.listingId, guest_id: s.guestId, host_id: s.hostId, booking_id: s.bookingId, created_at: at(0).toISOString() });
    s.lines.forEach(([from, body], i) => {
      const read = i < s.lines.length - s.unreadLast;
      talk.messages.push({
        id: `ms_${demoId(`message:${key}:${i}`).replaceAll('-', '')}`, conversation_id: id, sender_id: from === 'guest' ? s.guestId : s.hostId,
        body, created_at: at(i).toISOString(), read_at: read ? earlier(minutes(at(i), 20), now).toISOString() : null,
      });
    });
  }
  // Sequence numbers follow insertion order: oldest first across conversations, so the inbox order is by time.
  talk.messages.sort(byCreated);

  // The demo host travels too: his saved lists. (The demo guest has none: her first heart makes one, as for any new member.)
  const listsOf: [string, (l: Row) => boolean][] = [
    ['Weekend by the sea', (l) => l.city !== 'Montevideo' && (l.amenities as string[]).includes('sea_view')],
    ['By the fire', (l) => (l.amenities as string[]).includes('fireplace') && l.city !== 'Montevideo'],
  ];
  listsOf.forEach(([name, fits], i) => {
    const id = `wl_${demoId(`wishlist:${who.host}:${i}`).replaceAll('-', '')}`;
    const created = minutes(now, -(40 - i * 10) * 24 * 60);
    talk.wishlists.push({ id, user_id: who.host, name, created_at: created.toISOString() });
    const picks = data.listings.filter((l) => l.status === 'published' && l.host_id !== who.host && fits(l))
      .sort((a, b) => Number(b.relevance) - Number(a.relevance) || String(a.id).localeCompare(String(b.id))).slice(0, 4);
    picks.forEach((l, j) => talk.wishlistItems.push({ wishlist_id: id, listing_id: l.id, added_at: minutes(created, j * 90).toISOString() }));
  });
  return talk;
}
