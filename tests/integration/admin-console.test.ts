import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { completeDraft, json, send } from './hosting';

// Issue 14's console calls: the review queue (oldest submission first) and the read-only audit log.
describe.each(engines())('the operator console on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let admin: Member;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine, { listingReview: 'manual' });
    host = await signedInMember(t);
    admin = await signedInMember(t, { role: 'admin' });
    // Three listings submitted a minute apart, made in an order other than their submission's.
    for (const i of [0, 1, 2]) ids[i] = (await completeDraft(t, host.a, { title: `Queue listing number ${i}` })).id;
    for (const [i, at] of [[0, '2026-11-21T12:03:00Z'], [1, '2026-11-21T12:01:00Z'], [2, '2026-11-21T12:02:00Z']] as const) {
      t.setNow(at);
      await json(await host.a.post(`/api/v1/listings/${ids[i]}/submit`), 200);
    }
    t.setNow('2026-11-21T13:00:00Z');
  });
  afterAll(() => t?.close());

  const queue = async (q = '') => json(await admin.a.fetch(`/api/v1/admin/listings/review${q}`), 200);

  it('lists pending listings oldest submission first, with host, place, cover and what is missing', async () => {
    const { items, nextCursor } = await queue();
    expect(items.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(nextCursor).toBeNull();
    expect(items[0]).toMatchObject({
      title: 'Queue listing number 1', host: { id: host.id, name: expect.any(String) }, city: 'Montevideo', country: 'UY',
      submittedAt: '2026-11-21T12:01:00.000Z', missing: {},
    });
    expect(items[0].cover).toMatchObject({ id: expect.any(String) });
  });

  it('pages with a cursor and refuses unknown parameters and foreign cursors', async () => {
    const first = await queue('?limit=2');
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[2]]);
    const second = await queue(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await json(await admin.a.fetch('/api/v1/admin/listings/review?sort=new'), 400)).error.details).toHaveProperty('sort');
    expect((await json(await admin.a.fetch('/api/v1/admin/listings/review?limit=101'), 400)).error.code).toBe('VALIDATION_FAILED');
    expect((await json(await admin.a.fetch('/api/v1/admin/listings/review?cursor=bogus'), 400)).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 to visitors and 403 to members, for both calls', async () => {
    for (const path of ['/api/v1/admin/listings/review', '/api/v1/admin/audit']) {
      expect((await json(await t.agent().fetch(path), 401)).error.code).toBe('UNAUTHENTICATED');
      expect((await json(await host.a.fetch(path), 403)).error.code).toBe('FORBIDDEN');
    }
  });

  it('filters the audit log by actor, target and period, newest first, paged', async () => {
    const all = await json(await admin.a.fetch(`/api/v1/admin/audit?targetType=listing&targetId=${ids[1]}`), 200);
    expect(all.items.map((e: { action: string }) => e.action)).toEqual(['listing.submit', 'listing.create']);
    expect(all.items[0]).toMatchObject({ actor: { id: host.id }, targetType: 'listing', targetId: ids[1], at: '2026-11-21T12:01:00.000Z' });
    const byHost = await json(await admin.a.fetch(`/api/v1/admin/audit?actor=${host.id}&limit=100`), 200);
    expect(byHost.items).toHaveLength(6);
    expect(byHost.items.every((e: { actor: { id: string } }) => e.actor.id === host.id)).toBe(true);
    const period = await json(await admin.a.fetch('/api/v1/admin/audit?from=2026-11-21T12:01:00Z&to=2026-11-21T12:03:00Z'), 200);
    expect(period.items.map((e: { targetId: string; action: string }) => [e.targetId, e.action])).toEqual([[ids[2], 'listing.submit'], [ids[1], 'listing.submit']]);
    // Page through the host's six events two at a time: no repeats, no gaps, same order.
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let n = 0; cursor !== null && n < 5; n++) {
      const page: { items: { id: string }[]; nextCursor: string | null } =
        await json(await admin.a.fetch(`/api/v1/admin/audit?actor=${host.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`), 200);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(byHost.items.map((e: { id: string }) => e.id));
    expect((await json(await admin.a.fetch('/api/v1/admin/audit?verb=x'), 400)).error.details).toHaveProperty('verb');
    expect((await json(await admin.a.fetch('/api/v1/admin/audit?from=yesterday'), 400)).error.details).toHaveProperty('from');
    expect((await json(await admin.a.fetch('/api/v1/admin/audit?limit=101'), 400)).error.code).toBe('VALIDATION_FAILED');
  });

  it('has no call that changes or deletes the audit log', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from audit_events')).rows[0].n;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/api/v1/admin/audit', '/api/v1/admin/audit/1']) {
        const res = await send(admin.a, method, path, {});
        expect([404, 405], `${method} ${path}`).toContain(res.status);
        const body = await res.json();
        expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
      }
    }
    expect((await t.database.pool.query('select count(*)::int as n from audit_events')).rows[0].n).toBe(before);
  });

  it('loses a listing from the queue once an admin approves or rejects it, and audits both', async () => {
    await json(await admin.a.post(`/api/v1/admin/listings/${ids[1]}/approve`), 200);
    await json(await admin.a.post(`/api/v1/admin/listings/${ids[2]}/reject`, { reason: 'The photos show another flat.' }), 200);
    expect((await queue()).items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    const mine = await json(await admin.a.fetch(`/api/v1/admin/audit?actor=${admin.id}`), 200);
    expect(mine.items.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
      ['listing.reject', ids[2]], ['listing.approve', ids[1]],
    ]);
    expect(mine.items[0].details).toMatchObject({ reason: 'The photos show another flat.' });
    expect(mine.items[0].actor).toEqual({ id: admin.id, name: expect.any(String) });
  });
});
