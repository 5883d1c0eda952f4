import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { queueMessageDigests } from '../../src/server/features/messages/index';
import { deliverNotificationEmails } from '../../src/server/features/notifications/delivery';
import type { StartConversationResponse } from '../../src/contract/messages';

/**
 * Issue 12 §2: messages left unread for a while are e-mailed, grouped (one e-mail per member and
 * run, not one per message), never once read, never twice, and safely with several processes.
 */
describe.each(engines())('unread-message e-mails on %s', (engine) => {
  let t: TestApp;
  const NOW = Date.parse('2026-11-21T12:00:00Z');
  const at = (minutes: number) => t.setNow(new Date(NOW + minutes * 60_000));
  let clock = 0;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  /** A host with two guests, each in a conversation about one of the host's listings. Every test starts later than the last. */
  async function scene() {
    clock += 120;
    at(clock);
    const host = await signedInMember(t, { name: 'Hana Host' });
    const ana = await signedInMember(t, { name: 'Ana Guest' });
    const ben = await signedInMember(t, { name: 'Ben Guest' });
    const place = (await insertListing(t.database, host.id, { title: 'Casa del Puerto' })).id;
    const cabin = (await insertListing(t.database, host.id, { title: 'Cabaña del Bosque' })).id;
    const start = async (m: Member, listingId: string, body: string) =>
      ((await (await m.a.post('/api/v1/conversations', { listingId, body })).json()) as StartConversationResponse).conversationId;
    return { host, ana, ben, place, cabin, start };
  }
  /** The e-mails about messages a member received (their sign-up confirmation left out). */
  const mails = async (to: string) =>
    (await t.database.pool.query(
      `select subject, text_body, html_body from outbox where to_address = $1 and subject not like 'Confirm your email%' order by created_at, id`, [to],
    )).rows as { subject: string; text_body: string; html_body: string }[];
  /** One run of the job, then delivery. */
  const run = async () => {
    const n = await queueMessageDigests(t.deps);
    await deliverNotificationEmails(t.deps);
    return n;
  };
  const send = (m: Member, id: string, body: string) => m.a.post(`/api/v1/conversations/${id}/messages`, { body });

  it('three messages in two conversations make one e-mail listing both, after the delay, and never a second', async () => {
    const s = await scene();
    const one = await s.start(s.ana, s.place, 'Is there parking?');
    await send(s.ana, one, 'And a crib?');
    await s.start(s.ben, s.cabin, 'Can we arrive late? <b>Around midnight</b>');
    at(clock + 9);
    expect(await run()).toBe(0);
    expect(await mails(s.host.email)).toEqual([]);

    at(clock + 10);
    expect(await run()).toBe(1);
    const [mail, ...more] = await mails(s.host.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('3 new messages in 2 conversations');
    expect(mail!.text_body).toContain('Ana Guest about Casa del Puerto (2 new messages): “And a crib?”');
    expect(mail!.text_body).toContain('Ben Guest about Cabaña del Bosque (1 new message)');
    expect(mail!.text_body).toContain(`${t.deps.config.publicUrl}/inbox`);
    // Message text is text in the HTML part too.
    expect(mail!.html_body).toContain('&lt;b&gt;Around midnight&lt;/b&gt;');
    expect(mail!.html_body).not.toContain('<b>Around midnight</b>');

    at(clock + 30);
    expect(await run()).toBe(0);
    expect(await mails(s.host.email)).toHaveLength(1);
    // The guests wrote and were not written to: nothing for them.
    expect(await mails(s.ana.email)).toEqual([]);
    // The e-mail is not a bell notification.
    const bell = await (await s.host.a.fetch('/api/v1/notifications')).json();
    expect(bell).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('messages read before the delay are never e-mailed', async () => {
    const s = await scene();
    const id = await s.start(s.ana, s.place, 'Quick question');
    at(clock + 5);
    expect((await s.host.a.post(`/api/v1/conversations/${id}/read`)).status).toBe(200);
    at(clock + 60);
    expect(await run()).toBe(0);
    expect(await mails(s.host.email)).toEqual([]);
  });

  it('a message after the e-mail makes a later e-mail about it alone', async () => {
    const s = await scene();
    const id = await s.start(s.ana, s.place, 'First');
    at(clock + 10);
    await run();
    at(clock + 20);
    await send(s.ana, id, 'Second, later');
    at(clock + 25);
    expect(await run()).toBe(0);
    at(clock + 30);
    expect(await run()).toBe(1);
    const sent = await mails(s.host.email);
    expect(sent.map((m) => m.subject)).toEqual(['1 new message from Ana Guest', '1 new message from Ana Guest']);
    expect(sent[1]!.text_body).toContain('“Second, later”');
    expect(sent[1]!.text_body).toContain(`${t.deps.config.publicUrl}/inbox/${id}`);
  });

  it('an e-mail still waiting to go out drops what was read meanwhile, and is not sent when nothing is left', async () => {
    // The e-mail is written and sent at once; it waits only while the mail server fails (then it is retried).
    const down = { ...t.deps, mailer: { send: async () => { throw new Error('SMTP down'); }, close: async () => {} } };
    const writeWhileDown = async () => {
      const n = await queueMessageDigests(down);
      await deliverNotificationEmails(down);
      return n;
    };
    const s = await scene();
    const one = await s.start(s.ana, s.place, 'About the place');
    await s.start(s.ben, s.cabin, 'About the cabin');
    at(clock + 10);
    expect(await writeWhileDown()).toBe(1);
    await s.host.a.post(`/api/v1/conversations/${one}/read`);
    at(clock + 12); // the retry is due
    await deliverNotificationEmails(t.deps);
    const [mail, ...more] = await mails(s.host.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new message from Ben Guest');
    expect(mail!.text_body).not.toContain('About the place');

    await send(s.ana, one, 'Anything else?');
    at(clock + 22);
    expect(await writeWhileDown()).toBe(1);
    await s.host.a.post(`/api/v1/conversations/${one}/messages`, { body: 'Replying is reading' });
    at(clock + 24);
    await deliverNotificationEmails(t.deps);
    expect(await mails(s.host.email)).toHaveLength(1);
  });

  it('never quotes a message the operator hid, before the e-mail was written or while it waited to go out', async () => {
    const down = { ...t.deps, mailer: { send: async () => { throw new Error('SMTP down'); }, close: async () => {} } };
    const admin = await signedInMember(t, { role: 'admin' });
    const hide = async (conversationId: string, body: string) => {
      const { rows: [m] } = await t.database.pool.query('select id from messages where conversation_id = $1 and body = $2', [conversationId, body]);
      expect((await admin.a.post(`/api/v1/admin/messages/${m.id}/hide`, { reason: 'Shares a phone number.' })).status).toBe(200);
    };
    const s = await scene();
    // Hidden before the e-mail is written: the newest message still shown is quoted instead.
    const one = await s.start(s.ana, s.place, 'Is the terrace covered?');
    await send(s.ana, one, 'Call me on 099 123 456');
    await hide(one, 'Call me on 099 123 456');
    // Hidden while the e-mail waits for the mail server: its conversation is still listed, unquoted.
    const two = await s.start(s.ben, s.cabin, 'Write to me at ben@example.com');
    at(clock + 10);
    await queueMessageDigests(down); // (other tests' members may have e-mails due too)
    await deliverNotificationEmails(down);
    const pending = async () => (await t.database.pool.query(
      `select payload from notifications where user_id = $1 and kind = 'messages_unread' and email_status = 'pending'`, [s.host.id])).rows;
    expect(JSON.stringify(await pending())).toContain('ben@example.com');
    await hide(two, 'Write to me at ben@example.com');
    at(clock + 12); // the retry is due
    await deliverNotificationEmails(t.deps);
    const [mail, ...more] = await mails(s.host.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('3 new messages in 2 conversations');
    expect(mail!.text_body).toContain('Ana Guest about Casa del Puerto (2 new messages): “Is the terrace covered?”');
    expect(mail!.text_body).toMatch(/Ben Guest about Cabaña del Bosque \(1 new message\)\s*$/m);
    for (const part of [mail!.text_body, mail!.html_body]) {
      expect(part).not.toContain('099 123 456');
      expect(part).not.toContain('ben@example.com');
    }
  });

  it('several processes running the job at once write one e-mail', async () => {
    const other = await startTestApp(engine, {}, { sameDatabaseAs: t });
    try {
      const s = await scene();
      await s.start(s.ana, s.place, 'Hello');
      await s.start(s.ben, s.cabin, 'Hi there');
      at(clock + 10);
      other.setNow(t.deps.now());
      await Promise.all([queueMessageDigests(t.deps), queueMessageDigests(other.deps), queueMessageDigests(t.deps)]);
      await Promise.all([deliverNotificationEmails(t.deps), deliverNotificationEmails(other.deps)]);
      expect((await mails(s.host.email)).map((m) => m.subject)).toEqual(['2 new messages in 2 conversations']);
    } finally {
      await other.close();
    }
  });
});
