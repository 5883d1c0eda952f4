import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { MEMBER_PASSWORD, signedInMember, type Member } from './members';
import { BOOKED_AT, COMPLETED, bookedStay, guestReview, hostReview, writeReview } from './review-stays';
import { queueMessageDigests } from '../../src/server/features/messages/index';
import { deliverNotificationEmails } from '../../src/server/features/notifications/delivery';

/**
 * Words the server writes into data come with a code the web words in the reader's language
 * (decision 0040): erased members, Roost's reasons in a booking's history and notices, the
 * sessions list's browsers and devices, an uploaded feed's default name.
 */
describe.each(engines())('server words as codes on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let admin: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow(BOOKED_AT);
    host = await signedInMember(t, { name: 'Hana Host' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
  });
  afterAll(() => t.close());

  const json = async (res: Response, status = 200) => {
    expect(res.status).toBe(status);
    return res.json();
  };
  const booking = (m: Member, id: string) => m.a.fetch(`/api/v1/bookings/${id}`).then((r) => json(r));
  async function request(guest: Member, dates = { checkIn: '2026-12-20', checkOut: '2026-12-23' }) {
    const l = await insertListing(t.database, host.id, { instantBook: false });
    const res = await guest.a.post('/api/v1/bookings', { listingId: l.id, ...dates, adults: 2, acceptRules: true });
    return { listingId: l.id, ...(await json(res, 201)) } as { listingId: string; id: string };
  }
  type Event = { to: string; actor: { kind: string }; reason: string | null; reasonCode: string | null };

  it('codes Roost’s own reasons in the history (expiry, completion); a member’s note has none', async () => {
    const guest = await signedInMember(t);
    t.setNow(BOOKED_AT);
    const unanswered = await request(guest);
    const answered = await request(guest, { checkIn: '2027-01-10', checkOut: '2027-01-12' });
    expect((await host.a.post(`/api/v1/bookings/${answered.id}/decline`, { message: 'The stay is over.' })).status).toBe(200);
    const stay = await bookedStay(t, host, guest);
    t.setNow(COMPLETED);
    const expired = (await booking(guest, unanswered.id)).history.at(-1) as Event;
    expect(expired).toEqual(expect.objectContaining({
      to: 'expired', actor: { kind: 'system', name: null }, reason: 'The host did not answer in time.', reasonCode: 'no_answer',
    }));
    const completed = (await booking(host, stay.bookingId)).history.at(-1) as Event;
    expect(completed).toMatchObject({ to: 'completed', reason: 'The stay is over.', reasonCode: 'stay_over' });
    // The host typed Roost's own words: still their note.
    const declined = (await booking(guest, answered.id)).history as Event[];
    expect(declined.map((e) => [e.to, e.reasonCode])).toEqual([['requested', null], ['declined', null]]);
    const notices = await json(await guest.a.fetch('/api/v1/notifications'));
    const declineNotice = notices.items.find((n: { kind: string; payload: { bookingId: string } }) => n.kind === 'booking_declined' && n.payload.bookingId === answered.id);
    expect(declineNotice.payload).toMatchObject({ message: 'The stay is over.' });
    expect(declineNotice.payload.messageCode).toBeUndefined();
  });

  it('codes a ban’s reason in the other side’s history, their notice and the console', async () => {
    t.setNow(BOOKED_AT);
    const guest = await signedInMember(t);
    const b = await request(guest);
    expect((await admin.a.post(`/api/v1/admin/members/${guest.id}/ban`, { reason: 'Spam.' })).status).toBe(200);
    const last = (await booking(host, b.id)).history.at(-1) as Event;
    expect(last).toMatchObject({ to: 'withdrawn', actor: { kind: 'admin' }, reasonCode: 'account_closed' });
    expect(last.reason).toMatch(/closed the other member/);
    const notices = await json(await host.a.fetch('/api/v1/notifications'));
    const withdrawn = notices.items.find((n: { kind: string; payload: { bookingId: string } }) => n.kind === 'booking_withdrawn' && n.payload.bookingId === b.id);
    expect(withdrawn.payload).toMatchObject({ messageCode: 'account_closed', otherName: guest.name });
    expect(withdrawn.payload.otherFormer).toBeUndefined();
    const detail = await json(await admin.a.fetch(`/api/v1/admin/bookings/${b.id}`));
    expect(detail.history.map((e: Event) => [e.to, e.reasonCode])).toEqual([['requested', null], ['withdrawn', 'account_closed']]);
  });

  it('marks a guest who deleted their account as former wherever the host reads them', async () => {
    t.setNow(BOOKED_AT);
    const guest = await signedInMember(t, { name: 'Gina Gone' });
    const stay = await bookedStay(t, host, guest);
    const talk = await json(await guest.a.post('/api/v1/conversations', { listingId: stay.listingId, body: 'Hello!' }), 201);
    t.setNow(COMPLETED);
    const pending = await request(guest);
    expect((await writeReview(host, stay.bookingId, hostReview())).status).toBe(201);
    expect((await writeReview(guest, stay.bookingId, guestReview())).status).toBe(201);
    // Before: a name, no flag.
    expect((await booking(host, stay.bookingId)).guest).toEqual({ id: guest.id, name: 'Gina Gone' });
    expect((await guest.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);

    const view = await booking(host, stay.bookingId);
    expect(view.guest).toEqual({ id: guest.id, name: 'Former guest', former: true });
    expect(view.host).toEqual({ id: host.id, name: 'Hana Host' });
    expect(view.history[0]).toMatchObject({ actor: { kind: 'guest', name: null } });
    const reviews = await json(await host.a.fetch(`/api/v1/bookings/${stay.bookingId}/review`));
    expect(reviews.guestReview.author).toMatchObject({ name: 'Former guest', former: true });
    expect(reviews.hostReview.author.former).toBeUndefined();
    const listed = await json(await t.get(`/api/v1/listings/${stay.listingId}/reviews`));
    expect(listed.reviews[0].author).toMatchObject({ id: guest.id, name: 'Former guest', former: true });
    const received = await json(await t.get(`/api/v1/users/${host.id}/reviews`));
    expect(received.reviews.find((r: { author: { id: string } }) => r.author.id === guest.id).author).toMatchObject({ former: true });
    const convo = await json(await host.a.fetch(`/api/v1/conversations/${talk.conversationId}`));
    expect(convo.guest).toMatchObject({ name: 'Former member', former: true });
    expect(convo.host.former).toBeUndefined();
    const inbox = await json(await host.a.fetch('/api/v1/conversations'));
    expect(inbox.conversations.find((c: { id: string }) => c.id === talk.conversationId).other).toMatchObject({ name: 'Former member', former: true });
    const cal = await json(await host.a.fetch(`/api/v1/listings/${pending.listingId}/calendar?from=2026-12-01&to=2026-12-31`));
    expect(cal.bookings[0]).toMatchObject({ guestName: 'Former guest', guestFormer: true });
    // The request nobody answered expires; the host's notice names a former member.
    t.setNow('2026-12-28T12:00:00Z');
    expect((await booking(host, pending.id)).status).toBe('expired');
    const notices = await json(await host.a.fetch('/api/v1/notifications'));
    const expired = notices.items.find((n: { kind: string; payload: { bookingId: string } }) => n.kind === 'booking_expired' && n.payload.bookingId === pending.id);
    expect(expired.payload).toMatchObject({ otherName: 'Former member', otherFormer: true });
  });

  it('gives each session a browser and device code beside their English names', async () => {
    const m = await signedInMember(t);
    const phone = t.agent({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36' });
    expect((await phone.post('/api/auth/sign-in/email', { email: m.email, password: MEMBER_PASSWORD })).status).toBe(200);
    const odd = t.agent({ userAgent: 'Lynx/2.9' });
    expect((await odd.post('/api/auth/sign-in/email', { email: m.email, password: MEMBER_PASSWORD })).status).toBe(200);
    const { sessions } = await json(await m.a.fetch('/api/v1/me/sessions'));
    const pick = (s: { browser: string; device: string; browserCode: string; deviceCode: string }) => [s.browser, s.device, s.browserCode, s.deviceCode];
    expect(sessions.map(pick)).toEqual(expect.arrayContaining([
      ['Chrome', 'Android phone', 'chrome', 'android_phone'],
      ['Unknown browser', 'Unknown device', 'unknown', 'unknown'],
      ['Chrome', 'Linux', 'chrome', 'linux'],
    ]));
  });

  it('names an uploaded feed without a name in the uploader’s language', async () => {
    const l = await insertListing(t.database, host.id, {});
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nEND:VCALENDAR\r\n';
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([ics], { type: 'text/calendar' }), '.ics');
      return host.a.fetch(`/api/v1/listings/${l.id}/feeds/import`, { method: 'POST', body: form, headers });
    };
    expect((await json(await upload({ 'accept-language': 'es-ES,es;q=0.9' }), 201)).name).toBe('Calendario subido');
    host.a.cookies.set('roost_locale', 'en'); // the footer switcher's choice wins over the browser's
    try {
      expect((await json(await upload({ 'accept-language': 'es-ES' }), 201)).name).toBe('Uploaded calendar');
    } finally {
      host.a.cookies.delete('roost_locale');
    }
    expect((await json(await upload({}), 201)).name).toBe('Uploaded calendar');
  });

  it('marks an erased member as former in the operator’s console', async () => {
    t.setNow(BOOKED_AT);
    const owner = await signedInMember(t, { name: 'Olga Owner' });
    const guest = await signedInMember(t, { name: 'Gus Gone' });
    const stay = await bookedStay(t, owner, guest);
    const talk = await json(await guest.a.post('/api/v1/conversations', { listingId: stay.listingId, body: 'Hola' }), 201);
    const report = await json(await guest.a.post('/api/v1/reports', { targetType: 'listing', targetId: stay.listingId, reason: 'spam' }), 201);
    expect((await guest.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);
    // A host erases theirs too (their listing is taken off the site, and stays in the console).
    const host2 = await signedInMember(t, { name: 'Hugo Gone' });
    await insertListing(t.database, host2.id, {});
    expect((await host2.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);

    const gone = { id: guest.id, name: 'Former guest', former: true };
    const list = await json(await admin.a.fetch(`/api/v1/admin/bookings?q=${stay.bookingId}`));
    expect(list.items[0].guest).toEqual(gone);
    expect(list.items[0].host).toEqual({ id: owner.id, name: 'Olga Owner' });
    const detail = await json(await admin.a.fetch(`/api/v1/admin/bookings/${stay.bookingId}`));
    expect(detail.guest).toMatchObject(gone);
    expect(detail.history[0].actor).toMatchObject({ ...gone, as: 'guest' });
    const member = await json(await admin.a.fetch(`/api/v1/admin/members/${owner.id}`));
    expect(member.reservations[0].other).toEqual(gone);
    const convo = await json(await admin.a.fetch(`/api/v1/admin/conversations/${talk.conversationId}`));
    expect(convo.guest).toMatchObject({ ...gone, status: 'active' });
    expect(convo.host.former).toBeUndefined();
    const r = await json(await admin.a.fetch(`/api/v1/admin/reports/${report.id}`));
    expect(r.reporter).toEqual({ id: guest.id, name: 'Former member', former: true });
    const listings = await json(await admin.a.fetch(`/api/v1/admin/listings?host=${host2.id}`));
    expect(listings.items[0].host).toMatchObject({ id: host2.id, name: 'Former host', former: true });
    const audit = await json(await admin.a.fetch(`/api/v1/admin/audit?actor=${guest.id}`));
    expect(audit.items[0].actor).toEqual({ id: guest.id, name: 'Former member', former: true });
  });

  it('names an erased member in the unread-messages e-mail in the recipient’s language', async () => {
    t.setNow(BOOKED_AT);
    const owner = await signedInMember(t, { name: 'Olivia Owner' });
    const patch = await owner.a.fetch('/api/v1/me', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'es' }) });
    expect(patch.status).toBe(200);
    const guest = await signedInMember(t, { name: 'Gil Gone' });
    const l = await insertListing(t.database, owner.id, { title: 'Casa Azul' });
    expect((await guest.a.post('/api/v1/conversations', { listingId: l.id, body: '¿Hay aparcamiento?' })).status).toBe(201);
    expect((await guest.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);
    t.setNow(new Date(Date.parse(BOOKED_AT) + 60 * 60_000));
    await queueMessageDigests(t.deps);
    await deliverNotificationEmails(t.deps);
    const mail = await t.lastMail(owner.email);
    expect(mail?.subject).toBe('1 mensaje nuevo de Antiguo miembro');
    expect(mail?.text).toContain('Antiguo miembro sobre Casa Azul');
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain('Former');
  });

  const toSpanish = async (m: Member) => {
    const res = await m.a.fetch('/api/v1/me', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'es' }) });
    expect(res.status).toBe(200);
  };
  type Notice = { kind: string; payload: { reportId?: string } & Record<string, unknown> };
  const reportNotice = async (m: Member, kind: string, reportId: string) => {
    const notices = await json(await m.a.fetch('/api/v1/notifications'));
    return notices.items.find((n: Notice) => n.kind === kind && n.payload.reportId === reportId) as Notice;
  };

  it('gives a report’s target its name and former flag beside the English label, and the reporter’s e-mail words them', async () => {
    t.setNow(BOOKED_AT);
    const reporter = await signedInMember(t, { name: 'Rosa Reporter' });
    await toSpanish(reporter);
    const sender = await signedInMember(t, { name: 'Sam Sender' });
    const l = await insertListing(t.database, reporter.id, { title: 'Casa Roja' });
    const talk = await json(await sender.a.post('/api/v1/conversations', { listingId: l.id, body: 'Paga fuera de Roost.' }), 201);
    const convo = await json(await reporter.a.fetch(`/api/v1/conversations/${talk.conversationId}`));
    const messageId = convo.messages[0].id as string;
    const rude = await signedInMember(t, { name: 'Rudy Rude' });
    expect((await sender.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);

    // The message's sender had left when it was reported.
    const onMessage = await json(await reporter.a.post('/api/v1/reports', { targetType: 'message', targetId: messageId, reason: 'scam' }), 201);
    const received = await reportNotice(reporter, 'report_received', onMessage.id);
    expect(received.payload).toMatchObject({ targetLabel: 'a message from a former member', targetName: 'Former member', targetFormer: true });
    await deliverNotificationEmails(t.deps);
    const ack = await t.lastMail(reporter.email);
    expect(ack?.text).toContain('Has denunciado un mensaje de un antiguo miembro por estafa o fraude.');
    expect(`${ack?.subject} ${ack?.text} ${ack?.html}`).not.toMatch(/former|message from/i);
    const inConsole = await json(await admin.a.fetch(`/api/v1/admin/reports/${onMessage.id}`));
    expect(inConsole).toMatchObject({ targetLabel: 'a message from a former member', targetName: 'Former member', targetFormer: true });

    // A member who leaves after being reported.
    const onMember = await json(await reporter.a.post('/api/v1/reports', { targetType: 'user', targetId: rude.id, reason: 'inappropriate' }), 201);
    const live = (await reportNotice(reporter, 'report_received', onMember.id)).payload;
    expect(live).toMatchObject({ targetLabel: 'Rudy Rude', targetName: 'Rudy Rude' });
    expect(live.targetFormer).toBeUndefined();
    expect((await rude.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);
    const queue = await json(await admin.a.fetch('/api/v1/admin/reports?targetType=user&order=newest'));
    expect(queue.items.find((r: { id: string }) => r.id === onMember.id)).toMatchObject({ targetLabel: 'Former member', targetName: 'Former member', targetFormer: true });
    expect((await admin.a.post(`/api/v1/admin/reports/${onMember.id}/resolve`, { action: 'dismiss', note: 'Gone anyway.' })).status).toBe(200);
    const handled = await reportNotice(reporter, 'report_handled', onMember.id);
    expect(handled.payload).toMatchObject({ outcome: 'dismissed', targetLabel: 'Former member', targetName: 'Former member', targetFormer: true });
    await deliverNotificationEmails(t.deps);
    const closed = await t.lastMail(reporter.email);
    expect(closed?.text).toContain('Denunciaste a un antiguo miembro.');
    expect(`${closed?.subject} ${closed?.text} ${closed?.html}`).not.toMatch(/former/i);

  });

  it('marks a message the operator hid, keeping the English sentence in its body', async () => {
    t.setNow(BOOKED_AT);
    const guest = await signedInMember(t);
    const l = await insertListing(t.database, host.id, {});
    const talk = await json(await guest.a.post('/api/v1/conversations', { listingId: l.id, body: 'Pay me outside.' }), 201);
    const before = await json(await host.a.fetch(`/api/v1/conversations/${talk.conversationId}`));
    expect(before.messages[0].hidden).toBeUndefined();
    const messageId = before.messages[0].id as string;
    expect((await admin.a.post(`/api/v1/admin/messages/${messageId}/hide`, { reason: 'Off-site payment.' })).status).toBe(200);
    const after = await json(await host.a.fetch(`/api/v1/conversations/${talk.conversationId}`));
    expect(after.messages[0]).toMatchObject({ id: messageId, hidden: true, body: 'This message was removed by the operator of this Roost.' });
    const inbox = await json(await guest.a.fetch('/api/v1/conversations'));
    expect(inbox.conversations.find((c: { id: string }) => c.id === talk.conversationId).lastMessage).toMatchObject({ id: messageId, hidden: true });
  });

  it('marks the operator who last saved the settings or a page once they erased their account', async () => {
    const op = await signedInMember(t, { name: 'Otto Operator', role: 'admin' });
    const send = (method: string, path: string, body: unknown) =>
      op.a.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send('PATCH', '/api/v1/admin/settings', { siteName: 'Roost Sur' })).status).toBe(200);
    expect((await send('PUT', '/api/v1/admin/pages/privacy', { title: 'Privacidad', body: 'Nada que ver.' })).status).toBe(200);
    expect((await json(await admin.a.fetch('/api/v1/admin/settings'))).updatedBy).toEqual({ id: op.id, name: 'Otto Operator' });
    expect((await op.a.post('/api/v1/me/delete', { password: MEMBER_PASSWORD })).status).toBe(200);
    const gone = { id: op.id, name: 'Former member', former: true };
    expect((await json(await admin.a.fetch('/api/v1/admin/settings'))).updatedBy).toEqual(gone);
    const pages = await json(await admin.a.fetch('/api/v1/admin/pages'));
    expect(pages.pages.find((p: { slug: string; isDefault: boolean }) => p.slug === 'privacy' && !p.isDefault).updatedBy).toEqual(gone);
  });
});
