import { expect } from 'vitest';
import type { Agent, TestApp } from './harness';
import { insertPhoto } from './factories';

/** Shared steps of the hosting tests: the editor's calls as a browser makes them. */

/** Every field a listing needs to be published (SPEC §5), in Montevideo. */
export const COMPLETE = {
  title: 'Sunny loft above the rambla',
  description: 'A bright loft two blocks from the rambla, with a balcony, fast wifi and a proper kitchen for longer stays.',
  propertyType: 'apartment',
  roomType: 'entire_place',
  maxGuests: 4,
  bedrooms: 2,
  beds: 2,
  bathrooms: 1.5,
  amenities: ['wifi', 'kitchen', 'balcony'],
  address: { street: 'Rambla Gandhi 600', city: 'Montevideo', region: 'Montevideo', postalCode: '11300', country: 'UY' },
  location: { lat: -34.9145, lng: -56.1602 },
  nightlyPrice: 9000,
  cleaningFee: 1500,
  minNights: 2,
  maxNights: 30,
  instantBook: true,
  cancellationPolicy: 'flexible',
  houseRules: { text: 'No parties, please.', petsAllowed: false, smokingAllowed: false, eventsAllowed: false },
} as const;

export const send = (a: Agent, method: string, path: string, body?: unknown) =>
  a.fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function json<T = any>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** A new draft of `a`'s with `fields`; returns its HostListing. */
export async function createDraft(a: Agent, fields: Record<string, unknown> = {}) {
  return json(await a.post('/api/v1/listings', fields), 201);
}

/** A complete draft with five photos (made directly: uploads are the photos feature's). */
export async function completeDraft(t: TestApp, a: Agent, over: Record<string, unknown> = {}) {
  const l = await createDraft(a, { ...COMPLETE, ...over });
  for (let i = 0; i < 5; i++) await insertPhoto(t.database, l.id, i);
  return l as { id: string; [k: string]: any };
}

/** The listing's audit trail, oldest first. */
export async function auditOf(t: TestApp, listingId: string) {
  const { rows } = await t.database.pool.query(
    `select actor_id, action, details from audit_events where target_type = 'listing' and target_id = $1 order by id`, [listingId],
  );
  return rows as { actor_id: string; action: string; details: { from?: string; to?: string | null; reason?: string | null } }[];
}

/** Whether a search of the box around `point` finds `id`. */
export async function searchFinds(t: TestApp, id: string, point: { lat: number; lng: number }) {
  const d = 0.05;
  const res = await t.get(`/api/v1/listings?bbox=${point.lng - d},${point.lat - d},${point.lng + d},${point.lat + d}`);
  const body = await json(res, 200);
  return body.results.find((r: { id: string }) => r.id === id) as { id: string; title: string; nightlyPrice: number; location: { lat: number; lng: number } } | undefined;
}
