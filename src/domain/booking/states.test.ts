import { describe, expect, it } from 'vitest';
import {
  ACTOR_KINDS,
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  HOLDING_STATUSES,
  availableActions,
  completesAt,
  dueSystemEvent,
  holdsDates,
  requestExpiresAt,
  transition,
  type ActorKind,
  type BookingEvent,
  type BookingStatus,
} from './states';

// SPEC §4, copied here by hand so the module is checked against the spec, not against itself.
const SPEC_ROWS: [BookingStatus | null, BookingEvent, ActorKind, BookingStatus][] = [
  [null, 'book_instant', 'guest', 'confirmed'],
  [null, 'request', 'guest', 'requested'],
  ['requested', 'accept', 'host', 'confirmed'],
  ['requested', 'decline', 'host', 'declined'],
  ['requested', 'withdraw', 'guest', 'withdrawn'],
  ['requested', 'expire', 'system', 'expired'],
  ['confirmed', 'cancel', 'guest', 'cancelled_by_guest'],
  ['confirmed', 'cancel', 'host', 'cancelled_by_host'],
  ['confirmed', 'complete', 'system', 'completed'],
];

const key = (from: BookingStatus | null, event: string, actor: string) => `${from ?? '—'} ${event} ${actor}`;
const allowed = new Map(SPEC_ROWS.map(([f, e, a, to]) => [key(f, e, a), to]));
const FROMS: (BookingStatus | null)[] = [null, ...BOOKING_STATUSES];
const product = FROMS.flatMap((from) =>
  BOOKING_EVENTS.flatMap((event) => ACTOR_KINDS.map((actor) => [from, event, actor] as const)),
);

describe('transition', () => {
  it('enumerates every state, event and actor', () => {
    expect(product).toHaveLength(9 * 8 * 4);
  });

  it.each(SPEC_ROWS)('allows %s —%s→ by %s, landing in %s', (from, event, actor, to) => {
    expect(transition(from, event, { kind: actor })).toEqual({ ok: true, to });
  });

  it.each(product.filter(([f, e, a]) => !allowed.has(key(f, e, a))))('refuses %s —%s→ by %s', (from, event, actor) => {
    const r = transition(from, event, { kind: actor });
    expect(r.ok).toBe(false);
  });

  it('says whether anyone could have done it from that state', () => {
    expect(transition('requested', 'accept', { kind: 'guest' })).toEqual({ ok: false, reason: 'not_for_actor' });
    expect(transition('confirmed', 'cancel', { kind: 'admin' })).toEqual({ ok: false, reason: 'not_for_actor' });
    expect(transition('declined', 'cancel', { kind: 'guest' })).toEqual({ ok: false, reason: 'not_from_state' });
    expect(transition(null, 'accept', { kind: 'host' })).toEqual({ ok: false, reason: 'not_from_state' });
  });

  it('lets an admin do nothing: admins only read bookings', () => {
    for (const from of FROMS) for (const event of BOOKING_EVENTS) expect(transition(from, event, { kind: 'admin' }).ok).toBe(false);
  });

  it('accepts an actor object carrying more than its kind', () => {
    const host = { kind: 'host' as const, id: 'u_42' };
    expect(transition('requested', 'decline', host)).toEqual({ ok: true, to: 'declined' });
  });
});

describe('availableActions', () => {
  it.each([
    ['requested', 'guest', ['withdraw']],
    ['requested', 'host', ['accept', 'decline']],
    ['requested', 'system', ['expire']],
    ['requested', 'admin', []],
    ['confirmed', 'guest', ['cancel']],
    ['confirmed', 'host', ['cancel']],
    ['confirmed', 'system', ['complete']],
    ['confirmed', 'admin', []],
  ] as [BookingStatus, ActorKind, BookingEvent[]][])('%s for %s → %j', (status, actor, expected) => {
    expect(availableActions(status, actor)).toEqual(expected);
  });

  it('offers nothing to anyone once a booking has ended', () => {
    for (const status of ['declined', 'withdrawn', 'expired', 'cancelled_by_guest', 'cancelled_by_host', 'completed'] as const) {
      for (const actor of ACTOR_KINDS) expect(availableActions(status, actor)).toEqual([]);
    }
  });

  it('offers exactly the events transition would allow', () => {
    for (const status of BOOKING_STATUSES) {
      for (const actor of ACTOR_KINDS) {
        const ok = BOOKING_EVENTS.filter((e) => transition(status, e, { kind: actor }).ok);
        expect(availableActions(status, actor).sort()).toEqual(ok.sort());
      }
    }
  });
});

describe('holdsDates', () => {
  it('holds for requested and confirmed only', () => {
    expect(HOLDING_STATUSES).toEqual(['requested', 'confirmed']);
    expect(BOOKING_STATUSES.filter(holdsDates)).toEqual(['requested', 'confirmed']);
  });
});

describe('requestExpiresAt', () => {
  it('expires 24 h after the request when check-in is further away', () => {
    const created = new Date('2026-07-01T10:15:30.123Z');
    expect(requestExpiresAt(created, '2026-07-20', 'Europe/Madrid').toISOString()).toBe('2026-07-02T10:15:30.123Z');
    expect(requestExpiresAt(created, '2026-07-20', 'Europe/Madrid', 48).toISOString()).toBe('2026-07-03T10:15:30.123Z');
  });

  it('expires when the check-in day starts in the listing zone if that comes first', () => {
    // Check-in 2026-07-02 in Madrid starts 2026-07-01T22:00Z, before created + 24 h.
    const created = new Date('2026-07-01T10:00:00Z');
    expect(requestExpiresAt(created, '2026-07-02', 'Europe/Madrid').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    // Auckland (+12 in July) starts 2026-07-02 at 2026-07-01T12:00Z.
    expect(requestExpiresAt(created, '2026-07-02', 'Pacific/Auckland').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    // Montevideo (-3) starts 2026-07-02 at 03:00Z, still sooner than created + 24 h; 2026-07-03 is later.
    expect(requestExpiresAt(created, '2026-07-02', 'America/Montevideo').toISOString()).toBe('2026-07-02T03:00:00.000Z');
    expect(requestExpiresAt(created, '2026-07-03', 'America/Montevideo').toISOString()).toBe('2026-07-02T10:00:00.000Z');
  });

  it('takes 24 elapsed hours across a DST change, not the same wall-clock time', () => {
    // Madrid springs forward at 2026-03-29T01:00Z; 24 h after 10:00 local (+1) is 11:00 local (+2).
    const created = new Date('2026-03-28T09:00:00Z');
    expect(requestExpiresAt(created, '2026-04-10', 'Europe/Madrid').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    // Check-in on the 29th: its midnight is still winter time (+1), so the day starts at 23:00Z on the 28th.
    expect(requestExpiresAt(created, '2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('uses the check-in time of day when given', () => {
    const created = new Date('2026-07-01T10:00:00Z');
    // 15:00 in Madrid on 2026-07-02 is 13:00Z, later than created + 24 h; 09:00 is 07:00Z, sooner.
    expect(requestExpiresAt(created, '2026-07-02', 'Europe/Madrid', 24, '15:00').toISOString()).toBe('2026-07-02T10:00:00.000Z');
    expect(requestExpiresAt(created, '2026-07-02', 'Europe/Madrid', 24, '09:00').toISOString()).toBe('2026-07-02T07:00:00.000Z');
  });

  it('is already past for a same-day request without a check-in time', () => {
    const created = new Date('2026-07-02T08:00:00Z');
    expect(requestExpiresAt(created, '2026-07-02', 'Europe/Madrid').getTime()).toBeLessThan(created.getTime());
  });
});

describe('completesAt and dueSystemEvent', () => {
  it('completes at the start of the check-out day in the listing zone', () => {
    expect(completesAt('2026-10-26', 'Europe/Madrid').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(completesAt('2026-01-15', 'Pacific/Auckland').toISOString()).toBe('2026-01-14T11:00:00.000Z');
  });

  const confirmed = { status: 'confirmed' as const, expiresAt: null, checkOut: '2026-07-10', timeZone: 'America/Montevideo' };
  it('completes a confirmed booking from that instant on, not a millisecond before', () => {
    expect(dueSystemEvent(confirmed, new Date('2026-07-10T02:59:59.999Z'))).toBeNull();
    expect(dueSystemEvent(confirmed, new Date('2026-07-10T03:00:00.000Z'))).toBe('complete');
    expect(dueSystemEvent({ ...confirmed, status: 'cancelled_by_guest' }, new Date('2026-08-01T00:00:00Z'))).toBeNull();
  });

  it('expires a request from its expiresAt on', () => {
    const requested = { ...confirmed, status: 'requested' as const, expiresAt: new Date('2026-07-05T12:00:00Z') };
    expect(dueSystemEvent(requested, new Date('2026-07-05T11:59:59.999Z'))).toBeNull();
    expect(dueSystemEvent(requested, new Date('2026-07-05T12:00:00.000Z'))).toBe('expire');
  });
});
