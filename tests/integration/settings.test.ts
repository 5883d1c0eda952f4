import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { completeDraft, json, send } from './hosting';
import { SETTINGS_TTL_MS } from '../../src/server/features/settings/index';

/**
 * Issue 14 Settings: stored in the database over the environment's values, validated, audited in
 * the same transaction, and in effect without a restart, in this process and in another one.
 */
describe.each(engines())('settings on %s', (engine) => {
  let t: TestApp;
  let admin: Member;
  let host: Member;
  let guest: Member;
  beforeAll(async () => {
    // The environment's first values.
    t = await startTestApp(engine, { siteName: 'Casa Roost', serviceFeePercent: 0, taxPercent: 0, listingReview: 'auto' });
    admin = await signedInMember(t, { role: 'admin', name: 'Olga Operator' });
    host = await signedInMember(t);
    guest = await signedInMember(t);
  });
  afterAll(() => t?.close());

  const patch = (body: unknown, who: Member = admin) => send(who.a, 'PATCH', '/api/v1/admin/settings', body);
  const settingsAudit = async () => (await t.database.pool.query(
    `select actor_id, action, target_type, target_id, details from audit_events where action = 'settings.update' order by id`)).rows;
  const quote = async (id: string, checkin = '2026-12-10', checkout = '2026-12-13') =>
    json(await t.get(`/api/v1/listings/${id}/quote?checkin=${checkin}&checkout=${checkout}&guests=2`), 200);

  it('starts from the environment, with nothing saved', async () => {
    const s = await json(await admin.a.fetch('/api/v1/admin/settings'), 200);
    const env = { siteName: 'Casa Roost', serviceFeePercent: 0, taxPercent: 0, listingReview: 'auto', requestExpiryHours: 24, reviewWindowDays: 14, signupsOpen: true };
    expect(s).toEqual({ settings: env, defaults: env, saved: [], updatedAt: null, updatedBy: null });
    expect(await json(await t.get('/api/v1/config'), 200)).toMatchObject({ siteName: 'Casa Roost', listingReview: 'auto', signupsOpen: true });
  });

  it('refuses unknown fields, values out of range and an empty change, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ siteName: 'X', colour: 'red' }, 'colour'],
      [{ serviceFeePercent: 51 }, 'serviceFeePercent'],
      [{ taxPercent: -1 }, 'taxPercent'],
      [{ serviceFeePercent: 1.234 }, 'serviceFeePercent'],
      [{ reviewWindowDays: 0 }, 'reviewWindowDays'],
      [{ reviewWindowDays: 2.5 }, 'reviewWindowDays'],
      [{ requestExpiryHours: 169 }, 'requestExpiryHours'],
      [{ listingReview: 'sometimes' }, 'listingReview'],
      [{ signupsOpen: 'no' }, 'signupsOpen'],
      [{ siteName: '   ' }, 'siteName'],
      [{ siteName: 'x'.repeat(61) }, 'siteName'],
    ];
    for (const [body, field] of cases) {
      const res = await json(await patch(body), 400);
      expect(res.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.error.details), JSON.stringify(body)).toContain(field);
    }
    expect((await json(await patch({}), 400)).error.code).toBe('VALIDATION_FAILED');
    expect((await json(await send(admin.a, 'GET', '/api/v1/admin/settings?x=1'), 400)).error.code).toBe('VALIDATION_FAILED');
    expect(await settingsAudit()).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await json(await patch({ siteName: 'Mine' }, host), 403)).error.code).toBe('FORBIDDEN');
    expect((await json(await send(t.agent(), 'PATCH', '/api/v1/admin/settings', { siteName: 'Mine' }), 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await guest.a.fetch('/api/v1/admin/settings'), 403)).error.code).toBe('FORBIDDEN');
  });

  it('saves a change and its audit row (before and after) in one transaction, and the site config follows', async () => {
    t.setNow('2026-11-22T09:30:00Z');
    const s = await json(await patch({ siteName: '  Casa Azul ', listingReview: 'auto', reviewWindowDays: 10 }), 200);
    expect(s.settings).toMatchObject({ siteName: 'Casa Azul', listingReview: 'auto', reviewWindowDays: 10 });
    expect(s.defaults).toMatchObject({ siteName: 'Casa Roost', reviewWindowDays: 14 });
    expect(s.saved).toEqual(['listingReview', 'reviewWindowDays', 'siteName']);
    expect(s).toMatchObject({ updatedAt: '2026-11-22T09:30:00.000Z', updatedBy: { id: admin.id, name: 'Olga Operator' } });
    expect(await json(await admin.a.fetch('/api/v1/admin/settings'), 200)).toEqual(s);
    expect((await json(await t.get('/api/v1/config'), 200)).siteName).toBe('Casa Azul');

    expect(await settingsAudit()).toEqual([{
      actor_id: admin.id, action: 'settings.update', target_type: 'settings', target_id: 'site',
      details: {
        saved: ['siteName', 'listingReview', 'reviewWindowDays'], changed: ['siteName', 'reviewWindowDays'],
        before: { siteName: 'Casa Roost', reviewWindowDays: 14 }, after: { siteName: 'Casa Azul', reviewWindowDays: 10 },
      },
    }]);
    const { rows } = await t.database.pool.query(`
      select s.xmin::text as setting_tx, a.xmin::text as audit_tx from settings s, audit_events a
      where s.key = 'siteName' and a.action = 'settings.update'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].setting_tx).toBe(rows[0].audit_tx);
  });

  it('commits the change and its audit row together: when the audit write fails, nothing is saved', async () => {
    await t.database.pool.query(`create function fail_settings_audit() returns trigger language plpgsql as $$
      begin if new.action = 'settings.update' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.database.pool.query('create trigger fail_settings_audit before insert on audit_events for each row execute function fail_settings_audit()');
    try {
      expect((await patch({ siteName: 'Never saved', taxPercent: 7 })).status).toBe(500);
    } finally {
      await t.database.pool.query('drop trigger fail_settings_audit on audit_events');
      await t.database.pool.query('drop function fail_settings_audit()');
    }
    const s = await json(await admin.a.fetch('/api/v1/admin/settings'), 200);
    expect(s.settings).toMatchObject({ siteName: 'Casa Azul', taxPercent: 0 });
    expect(s.saved).not.toContain('taxPercent');
    expect((await json(await t.get('/api/v1/config'), 200)).siteName).toBe('Casa Azul');
    expect(await settingsAudit()).toHaveLength(1);
  });

  it('prices quotes and bookings with the fee and tax in effect', async () => {
    const l = await insertListing(t.database, host.id, { nightlyPrice: 10000, cleaningFee: 2000 });
    expect(await quote(l.id)).toMatchObject({ subtotal: 30000, cleaningFee: 2000, serviceFee: 0, taxes: 0, total: 32000 });
    await json(await patch({ serviceFeePercent: 10, taxPercent: 5 }), 200);
    const q = await quote(l.id);
    // Both on the nights and the cleaning fee (src/domain/pricing.ts).
    expect(q).toMatchObject({ subtotal: 30000, serviceFee: 3200, taxes: 1600, total: 36800 });
    const booking = await json(await guest.a.post('/api/v1/bookings', {
      listingId: l.id, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, children: 0, infants: 0, pets: 0, acceptRules: true,
    }), 201);
    expect(booking.price).toMatchObject({ serviceFee: 3200, taxes: q.taxes, total: q.total });
    await json(await patch({ serviceFeePercent: 0, taxPercent: 0 }), 200);
    expect(await quote(l.id, '2026-12-20', '2026-12-23')).toMatchObject({ serviceFee: 0, taxes: 0, total: 32000 });
  });

  it('gives a host the request expiry in effect', async () => {
    t.setNow('2026-11-22T12:00:00Z');
    await json(await patch({ requestExpiryHours: 6 }), 200);
    const l = await insertListing(t.database, host.id, { instantBook: false });
    const b = await json(await guest.a.post('/api/v1/bookings', {
      listingId: l.id, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, children: 0, infants: 0, pets: 0, acceptRules: true,
    }), 201);
    expect(b).toMatchObject({ status: 'requested', expiresAt: '2026-11-22T18:00:00.000Z' });
  });

  it('sends a submitted listing to review when review is manual, and publishes it when auto', async () => {
    await json(await patch({ listingReview: 'manual' }), 200);
    expect((await json(await t.get('/api/v1/config'), 200)).listingReview).toBe('manual');
    const waiting = await completeDraft(t, host.a);
    expect((await json(await host.a.post(`/api/v1/listings/${waiting.id}/submit`), 200)).status).toBe('pending_review');
    await json(await patch({ listingReview: 'auto' }), 200);
    const straight = await completeDraft(t, host.a);
    expect((await json(await host.a.post(`/api/v1/listings/${straight.id}/submit`), 200)).status).toBe('published');
  });

  it('closes and opens sign-ups', async () => {
    await json(await patch({ signupsOpen: false }), 200);
    expect((await json(await t.get('/api/v1/config'), 200)).signupsOpen).toBe(false);
    const body = { name: 'Nina New', email: `nina.${engine}@example.test`, password: 'correct horse battery' };
    const refused = await json(await t.agent().post('/api/auth/sign-up/email', body), 403);
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Sign-ups are closed') });
    expect((await t.database.pool.query('select 1 from users where email = $1', [body.email])).rowCount).toBe(0);
    // Members who have an account still log in.
    expect((await t.agent().post('/api/auth/sign-in/email', { email: host.email, password: 'correct horse battery' })).status).toBe(200);
    await json(await patch({ signupsOpen: true }), 200);
    expect((await t.agent().post('/api/auth/sign-up/email', body)).status).toBe(200);
  });

  it('takes effect in another server process on the same database within a second, without a restart', async () => {
    const other = await startTestApp(engine, { siteName: 'Casa Roost' }, { sameDatabaseAs: t });
    try {
      expect((await json(await other.get('/api/v1/config'), 200)).siteName).toBe('Casa Azul');
      await json(await patch({ siteName: 'Casa Verde' }), 200);
      // This process at once; the other one once its short cache has lapsed.
      expect((await json(await t.get('/api/v1/config'), 200)).siteName).toBe('Casa Verde');
      await new Promise((r) => setTimeout(r, SETTINGS_TTL_MS + 50));
      expect((await json(await other.get('/api/v1/config'), 200)).siteName).toBe('Casa Verde');
    } finally {
      await other.close();
    }
  });
});
