import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { insertPhoto } from './factories';
import { auditOf, COMPLETE, completeDraft, createDraft, json, searchFinds, send } from './hosting';
import { approximateLocation } from '../../src/domain/geo';

// SPEC §4's listing states through the API: submit (auto and manual review), approve, reject with
// a reason, unlist and relist, suspend and restore, delete; each transition audited in its own
// transaction, each refusal a 409 that writes nothing.
describe.each(engines())('the listing lifecycle on %s', (engine) => {
  describe('with LISTING_REVIEW=auto (the default)', () => {
    let t: TestApp;
    let host: Member;
    let admin: Member;
    beforeAll(async () => {
      t = await startTestApp(engine);
      host = await signedInMember(t);
      admin = await signedInMember(t, { role: 'admin' });
    });
    afterAll(() => t?.close());

    it('refuses to submit an incomplete listing, naming every missing requirement, and writes nothing', async () => {
      const l = await createDraft(host.a, { title: 'Tiny room, not ready yet', maxGuests: 3, minNights: 4, maxNights: 4 });
      const res = await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 422);
      expect(res.error.code).toBe('LISTING_INCOMPLETE');
      expect(res.error.details).toEqual({
        location: 'the location, pinned on the map',
        photos: 'at least 5 photos (0 so far)',
        description: 'a description of 50–5000 characters',
        nightlyPrice: 'a nightly price',
      });
      expect(res.error.details).toEqual(l.missing);
      for (let i = 0; i < 3; i++) await insertPhoto(t.database, l.id, i);
      const again = await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 422);
      expect(again.error.details.photos).toBe('at least 5 photos (3 so far)');
      expect((await auditOf(t, l.id)).map((e) => e.action)).toEqual(['listing.create']);
      expect((await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200)).status).toBe('draft');
    });

    it('publishes a complete listing on submit: search finds it near its public point, and edits show at once', async () => {
      const l = await completeDraft(t, host.a);
      const published = await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      expect(published).toMatchObject({ status: 'published', statusReason: null, missing: {}, availableActions: ['unlist'] });
      const approx = approximateLocation(l.id, COMPLETE.location.lat, COMPLETE.location.lng);
      const card = await searchFinds(t, l.id, approx);
      expect(card).toMatchObject({ title: COMPLETE.title, nightlyPrice: 9000, location: approx });

      await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { title: 'Sunny loft, freshly painted', nightlyPrice: 9900 }), 200);
      expect(await searchFinds(t, l.id, approx)).toMatchObject({ title: 'Sunny loft, freshly painted', nightlyPrice: 9900 });
      const page = await json(await t.get(`/api/v1/listings/${l.id}`), 200);
      expect(page).toMatchObject({ title: 'Sunny loft, freshly painted', nightlyPrice: 9900, status: 'published' });
      // Filters read the projection: the new guest limit and amenities count at once too.
      await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { maxGuests: 2, amenities: ['wifi', 'pool'] }), 200);
      const d = 0.05;
      const box = `bbox=${approx.lng - d},${approx.lat - d},${approx.lng + d},${approx.lat + d}`;
      const ids = async (q: string) => (await json(await t.get(`/api/v1/listings?${box}&${q}`), 200)).results.map((r: { id: string }) => r.id);
      expect(await ids('guests=3')).not.toContain(l.id);
      expect(await ids('amenities=pool')).toContain(l.id);
      expect(await ids('amenities=kitchen')).not.toContain(l.id);
      // Moving the pin moves the card.
      const far = { lat: 38.7223, lng: -9.1393 };
      await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { location: far }), 200);
      expect(await searchFinds(t, l.id, approx)).toBeUndefined();
      expect(await searchFinds(t, l.id, far)).toBeTruthy();

      const audit = await auditOf(t, l.id);
      expect(audit.map((e) => [e.action, e.details.from, e.details.to])).toEqual([
        ['listing.create', undefined, 'draft'], ['listing.submit', 'draft', 'published'],
      ]);
      expect(audit[1].actor_id).toBe(host.id);
    });

    it('unlists and relists: search drops the listing and finds it again; refused moves are 409 and write nothing', async () => {
      const l = await completeDraft(t, host.a);
      await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      const approx = approximateLocation(l.id, COMPLETE.location.lat, COMPLETE.location.lng);
      const unlisted = await json(await host.a.post(`/api/v1/listings/${l.id}/unlist`), 200);
      expect(unlisted).toMatchObject({ status: 'unlisted', availableActions: ['relist'] });
      expect(await searchFinds(t, l.id, approx)).toBeUndefined();
      expect((await t.get(`/api/v1/listings/${l.id}`)).status).toBe(404);

      const twice = await json(await host.a.post(`/api/v1/listings/${l.id}/unlist`), 409);
      expect(twice.error).toMatchObject({ code: 'INVALID_TRANSITION', message: 'This listing is unlisted: it cannot be unlisted.', details: { status: 'unlisted', action: 'unlist' } });
      expect((await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 409)).error.code).toBe('INVALID_TRANSITION');
      // Only drafts can be deleted: anything a guest may have seen stays on record.
      expect((await json(await send(host.a, 'DELETE', `/api/v1/listings/${l.id}`), 409)).error.code).toBe('INVALID_TRANSITION');

      expect((await json(await host.a.post(`/api/v1/listings/${l.id}/relist`), 200)).status).toBe('published');
      expect(await searchFinds(t, l.id, approx)).toBeTruthy();
      expect((await auditOf(t, l.id)).map((e) => e.action)).toEqual(['listing.create', 'listing.submit', 'listing.unlist', 'listing.relist']);
      // A body where none is taken is refused like any unknown field.
      expect((await json(await host.a.post(`/api/v1/listings/${l.id}/unlist`, { why: 'holidays' }), 400)).error.details).toEqual({ why: 'is not a known field' });
    });

    it('suspends a published listing with a reason shown to the host, and restores it to where it was', async () => {
      const l = await completeDraft(t, host.a);
      await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      const approx = approximateLocation(l.id, COMPLETE.location.lat, COMPLETE.location.lng);
      const noReason = await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/suspend`), 400);
      expect(noReason.error.details).toEqual({ reason: 'please give a reason' });
      expect((await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/suspend`, { reason: '  ' }), 400)).error.details).toEqual({ reason: 'please give a reason' });
      const suspended = await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/suspend`, { reason: 'Photos show another property.' }), 200);
      expect(suspended).toMatchObject({ status: 'suspended', statusReason: 'Photos show another property.', availableActions: ['restore'] });
      expect(await searchFinds(t, l.id, approx)).toBeUndefined();
      const seen = await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200);
      expect(seen).toMatchObject({ status: 'suspended', statusReason: 'Photos show another property.', availableActions: [] });
      expect((await json(await host.a.post(`/api/v1/listings/${l.id}/relist`), 409)).error.code).toBe('INVALID_TRANSITION');
      expect((await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/suspend`, { reason: 'again' }), 409)).error.code).toBe('INVALID_TRANSITION');

      const restored = await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/restore`), 200);
      expect(restored).toMatchObject({ status: 'published', statusReason: null });
      expect(await searchFinds(t, l.id, approx)).toBeTruthy();
      // From unlisted, restore returns to unlisted.
      await json(await host.a.post(`/api/v1/listings/${l.id}/unlist`), 200);
      await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/suspend`, { reason: 'Checking a complaint.' }), 200);
      expect((await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/restore`, { reason: 'Complaint resolved.' }), 200)).status).toBe('unlisted');
      const audit = await auditOf(t, l.id);
      expect(audit.slice(-4).map((e) => [e.actor_id, e.action, e.details.from, e.details.to, e.details.reason])).toEqual([
        [admin.id, 'listing.restore', 'suspended', 'published', null],
        [host.id, 'listing.unlist', 'published', 'unlisted', null],
        [admin.id, 'listing.suspend', 'unlisted', 'suspended', 'Checking a complaint.'],
        [admin.id, 'listing.restore', 'suspended', 'unlisted', 'Complaint resolved.'],
      ]);
    });

    it('writes the audit row in the transition\'s transaction: when the change fails, the row is gone too', async () => {
      const l = await completeDraft(t, host.a);
      await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      // The status update fails after the audit row was written (a fault injected in the database).
      await t.database.pool.query(`create function fail_unlist() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end; $$`);
      await t.database.pool.query(`create trigger fail_unlist before update on listings for each row
        when (new.id = '${l.id}' and new.status = 'unlisted') execute function fail_unlist()`);
      try {
        expect((await json(await host.a.post(`/api/v1/listings/${l.id}/unlist`), 500)).error.code).toBe('INTERNAL');
      } finally {
        await t.database.pool.query('drop trigger fail_unlist on listings; drop function fail_unlist()');
      }
      expect((await auditOf(t, l.id)).map((e) => e.action)).toEqual(['listing.create', 'listing.submit']);
      expect((await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200)).status).toBe('published');
    });

    it('deletes a draft (and only a draft) of its own host, audited', async () => {
      const l = await createDraft(host.a, { title: 'A draft to throw away' });
      for (let i = 0; i < 2; i++) await insertPhoto(t.database, l.id, i);
      const other = await signedInMember(t);
      expect((await send(other.a, 'DELETE', `/api/v1/listings/${l.id}`)).status).toBe(404);
      expect((await json(await send(admin.a, 'DELETE', `/api/v1/listings/${l.id}`), 409)).error.code).toBe('INVALID_TRANSITION');
      expect(await json(await send(host.a, 'DELETE', `/api/v1/listings/${l.id}`), 200)).toEqual({ ok: true });
      expect((await host.a.fetch(`/api/v1/host/listings/${l.id}`)).status).toBe(404);
      expect((await t.database.pool.query('select count(*)::int as n from photos where listing_id = $1', [l.id])).rows[0].n).toBe(0);
      expect((await auditOf(t, l.id)).map((e) => [e.action, e.details.from, e.details.to])).toEqual([
        ['listing.create', undefined, 'draft'], ['listing.delete', 'draft', null],
      ]);
    });

    it('keeps admin calls for admins: 401 for visitors, 403 for members (the host too), 404 for unknown ids', async () => {
      const l = await completeDraft(t, host.a);
      for (const event of ['approve', 'reject', 'suspend', 'restore']) {
        const path = `/api/v1/admin/listings/${l.id}/${event}`;
        expect((await json(await t.agent().post(path, { reason: 'x' }), 401)).error.code).toBe('UNAUTHENTICATED');
        expect((await json(await host.a.post(path, { reason: 'x' }), 403)).error.code).toBe('FORBIDDEN');
        expect((await json(await admin.a.post(`/api/v1/admin/listings/nope-${event}/${event}`, { reason: 'x' }), 404)).error.code).toBe('NOT_FOUND');
      }
      // Nothing is pending in auto mode: approve and reject are refused.
      expect((await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/approve`), 409)).error.code).toBe('INVALID_TRANSITION');
      expect((await auditOf(t, l.id)).map((e) => e.action)).toEqual(['listing.create']);
    });
  });

  describe('with LISTING_REVIEW=manual', () => {
    let t: TestApp;
    let host: Member;
    let admin: Member;
    beforeAll(async () => {
      t = await startTestApp(engine, { listingReview: 'manual' });
      host = await signedInMember(t);
      admin = await signedInMember(t, { role: 'admin' });
    });
    afterAll(() => t?.close());

    it('waits in pending_review until an admin approves it, then search finds it', async () => {
      const l = await completeDraft(t, host.a);
      const pending = await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      expect(pending).toMatchObject({ status: 'pending_review', availableActions: [] });
      const approx = approximateLocation(l.id, COMPLETE.location.lat, COMPLETE.location.lng);
      expect(await searchFinds(t, l.id, approx)).toBeUndefined();
      expect((await json(await admin.a.fetch(`/api/v1/host/listings/${l.id}`), 200)).availableActions).toEqual(['approve', 'reject', 'suspend']);
      // Edits while waiting are fine, as long as it stays complete.
      expect((await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { location: null }), 422)).error.code).toBe('LISTING_INCOMPLETE');
      await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { cleaningFee: 0 }), 200);
      const approved = await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/approve`), 200);
      expect(approved.status).toBe('published');
      expect(await searchFinds(t, l.id, approx)).toBeTruthy();
      expect((await auditOf(t, l.id)).map((e) => [e.actor_id, e.action, e.details.to])).toEqual([
        [host.id, 'listing.create', 'draft'], [host.id, 'listing.submit', 'pending_review'], [admin.id, 'listing.approve', 'published'],
      ]);
    });

    it('rejects with a reason the host sees; resubmitting clears it', async () => {
      const l = await completeDraft(t, host.a);
      await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      expect((await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/reject`, {}), 400)).error.details).toEqual({ reason: 'please give a reason' });
      const rejected = await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/reject`, { reason: 'The photos are of a different flat.' }), 200);
      expect(rejected).toMatchObject({ status: 'draft', statusReason: 'The photos are of a different flat.' });
      const mine = (await json(await host.a.fetch('/api/v1/host/listings'), 200)).listings.find((x: { id: string }) => x.id === l.id);
      expect(mine).toMatchObject({ status: 'draft', statusReason: 'The photos are of a different flat.', availableActions: ['submit', 'delete'] });
      const again = await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      expect(again).toMatchObject({ status: 'pending_review', statusReason: null });
      const audit = await auditOf(t, l.id);
      expect(audit.map((e) => [e.action, e.details.from, e.details.to, e.details.reason])).toEqual([
        ['listing.create', undefined, 'draft', undefined],
        ['listing.submit', 'draft', 'pending_review', null],
        ['listing.reject', 'pending_review', 'draft', 'The photos are of a different flat.'],
        ['listing.submit', 'draft', 'pending_review', null],
      ]);
    });

    it('will not approve a pending listing that lost a requirement meanwhile (422), nor let a host approve', async () => {
      const l = await completeDraft(t, host.a);
      await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
      await t.database.pool.query('delete from photos where listing_id = $1 and position = 0', [l.id]);
      const res = await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/approve`), 422);
      expect(res.error.details).toEqual({ photos: 'at least 5 photos (4 so far)' });
      expect((await json(await host.a.post(`/api/v1/admin/listings/${l.id}/approve`), 403)).error.code).toBe('FORBIDDEN');
      expect((await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200)).status).toBe('pending_review');
      expect((await auditOf(t, l.id)).map((e) => e.action)).toEqual(['listing.create', 'listing.submit']);
    });

    it('suspends a draft and restores it to draft', async () => {
      const l = await createDraft(host.a, { title: 'Draft under suspicion' });
      await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/suspend`, { reason: 'Spam.' }), 200);
      expect((await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 409)).error.code).toBe('INVALID_TRANSITION');
      expect((await json(await send(host.a, 'DELETE', `/api/v1/listings/${l.id}`), 409)).error.code).toBe('INVALID_TRANSITION');
      expect((await json(await admin.a.post(`/api/v1/admin/listings/${l.id}/restore`), 200))).toMatchObject({ status: 'draft', statusReason: null });
    });
  });
});
