import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { json } from './hosting';

/** Issue 14 §1: a conversation reached from a report, read in full by the operator and hidden message by message. */
describe.each(engines())('the operator reading a conversation on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let admin: Member;
  let c: string;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z');
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    admin = await signedInMember(t, { role: 'admin', name: 'Olga Operator' });
    const l = await insertListing(t.database, host.id, { title: 'Loft by the harbour' });
    c = 'cv_read1';
    await t.database.pool.query('insert into conversations (id, listing_id, guest_id, host_id) values ($1, $2, $3, $4)', [c, l.id, guest.id, host.id]);
    for (let i = 1; i <= 5; i++) {
      const id = `ms_read${i}`;
      ids.push(id);
      await t.database.pool.query('insert into messages (id, conversation_id, sender_id, body) values ($1, $2, $3, $4)',
        [id, c, i % 2 ? guest.id : host.id, `message number ${i}`]);
    }
  });
  afterAll(() => t?.close());

  const audit = async (targetId: string) =>
    (await t.database.pool.query('select actor_id, action, details from audit_events where target_id = $1 order by id', [targetId])).rows;

  it('is for operators only, and says what is wrong with a bad query or id', async () => {
    expect((await t.get(`/api/v1/admin/conversations/${c}`)).status).toBe(401);
    expect((await json(await guest.a.fetch(`/api/v1/admin/conversations/${c}`), 403)).error.code).toBe('FORBIDDEN');
    expect((await json(await admin.a.fetch('/api/v1/admin/conversations/cv_nope'), 404)).error.code).toBe('NOT_FOUND');
    expect((await json(await admin.a.fetch(`/api/v1/admin/conversations/${c}?limit=0`), 400)).error.details).toHaveProperty('limit');
    expect((await json(await admin.a.fetch(`/api/v1/admin/conversations/${c}?page=2`), 400)).error.details).toHaveProperty('page');
    expect((await json(await guest.a.post(`/api/v1/admin/messages/${ids[0]}/hide`, { reason: 'no' }), 403)).error.code).toBe('FORBIDDEN');
    expect((await t.database.pool.query('select hidden_at from messages where id = $1', [ids[0]])).rows[0].hidden_at).toBeNull();
  });

  it('reads every message oldest first, pages back from the newest, and writes the reading to the audit log once', async () => {
    const first = await json(await admin.a.fetch(`/api/v1/admin/conversations/${c}?limit=3`), 200);
    expect(first).toMatchObject({
      id: c, listing: { title: 'Loft by the harbour', status: 'published' },
      guest: { id: guest.id, name: 'Gus Guest', status: 'active' }, host: { id: host.id, name: 'Hana Host' },
    });
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual(['message number 3', 'message number 4', 'message number 5']);
    expect(first.messages[0]).toMatchObject({ id: ids[2], senderId: guest.id, hiddenAt: null, openReportId: null });
    const older = await json(await admin.a.fetch(`/api/v1/admin/conversations/${c}?limit=3&before=${first.nextBefore}`), 200);
    expect(older.messages.map((m: { id: string }) => m.id)).toEqual([ids[0], ids[1]]);
    expect(older.nextBefore).toBeNull();
    expect(await audit(c)).toEqual([{ actor_id: admin.id, action: 'conversation.read', details: {} }]);
  });

  it('hides a message with a reason, audited; both members see it removed while the operator still reads its words', async () => {
    expect((await json(await admin.a.post(`/api/v1/admin/messages/${ids[1]}/hide`, {}), 400)).error.details).toHaveProperty('reason');
    expect((await json(await admin.a.post(`/api/v1/admin/messages/${ids[1]}/hide`, { reason: 'x', also: 1 }), 400)).error.details).toHaveProperty('also');
    expect((await json(await admin.a.post('/api/v1/admin/messages/ms_nope/hide', { reason: 'Gone' }), 404)).error.code).toBe('NOT_FOUND');
    t.setNow('2026-11-21T13:00:00Z');
    const done = await json(await admin.a.post(`/api/v1/admin/messages/${ids[1]}/hide`, { reason: 'Shares a phone number.' }), 200);
    expect(done.message).toMatchObject({ id: ids[1], body: 'message number 2', hiddenAt: '2026-11-21T13:00:00.000Z' });
    expect(await audit(ids[1])).toEqual([{ actor_id: admin.id, action: 'message.hide', details: { reason: 'Shares a phone number.', conversation: c } }]);
    for (const m of [guest, host]) {
      const thread = await json(await m.a.fetch(`/api/v1/conversations/${c}`), 200);
      expect(thread.messages.find((x: { id: string }) => x.id === ids[1]).body).toBe('This message was removed by the operator of this Roost.');
    }
    const read = await json(await admin.a.fetch(`/api/v1/admin/conversations/${c}`), 200);
    expect(read.messages.find((x: { id: string }) => x.id === ids[1])).toMatchObject({ body: 'message number 2', hiddenAt: '2026-11-21T13:00:00.000Z' });
    expect((await json(await admin.a.post(`/api/v1/admin/messages/${ids[1]}/hide`, { reason: 'again' }), 409)).error.code).toBe('INVALID_TRANSITION');
    expect((await audit(ids[1])).length).toBe(1);
  });

  it('sends a reported message to its report (so the reporter is told), and the report leads to the conversation', async () => {
    const reportId = (await json(await guest.a.post('/api/v1/reports', { targetType: 'message', targetId: ids[3], reason: 'inappropriate' }), 201)).id;
    const read = await json(await admin.a.fetch(`/api/v1/admin/conversations/${c}`), 200);
    expect(read.messages.find((x: { id: string }) => x.id === ids[3]).openReportId).toBe(reportId);
    const refused = await json(await admin.a.post(`/api/v1/admin/messages/${ids[3]}/hide`, { reason: 'Rude.' }), 409);
    expect(refused.error).toMatchObject({ code: 'INVALID_TRANSITION', details: { reportId } });
    expect((await t.database.pool.query('select hidden_at from messages where id = $1', [ids[3]])).rows[0].hidden_at).toBeNull();
    const report = await json(await admin.a.fetch(`/api/v1/admin/reports/${reportId}`), 200);
    expect(report.target.conversationId).toBe(c);
  });

  it('hides and audits together: when the audit write fails, the message stays as it was', async () => {
    await t.database.pool.query(`create function fail_hide_audit() returns trigger language plpgsql as $$
      begin if new.action = 'message.hide' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.database.pool.query('create trigger fail_hide_audit before insert on audit_events for each row execute function fail_hide_audit()');
    try {
      expect((await admin.a.post(`/api/v1/admin/messages/${ids[4]}/hide`, { reason: 'Rude.' })).status).toBe(500);
    } finally {
      await t.database.pool.query('drop trigger fail_hide_audit on audit_events');
      await t.database.pool.query('drop function fail_hide_audit()');
    }
    expect((await t.database.pool.query('select hidden_at from messages where id = $1', [ids[4]])).rows[0].hidden_at).toBeNull();
  });
});
