import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nProvider, registerLocale } from './index';
import { es } from './es';
import { addCatalog } from './en';
import { webhooks as enWebhooks } from './en/webhooks';
import { admin as enAdmin } from './en/admin';
import { nameOf } from './former';
import { History } from '../features/booking/History';
import { SessionRow } from '../features/account/SessionsSection';
import { describeNotification } from '../features/notifications/wording';
import type { BookingView } from '../../contract/booking';
import type { NotificationContent } from '../../contract/notifications';
import type { AdminBookingDetail } from '../../contract/admin-lists';
import type { WebhookDelivery } from '../../contract/webhooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BookingDetail } from '../features/admin/BookingDetail';
import { DeliveryRow } from '../features/webhooks/DeliveryLog';
import { ReportDetail } from '../features/admin/ReportDetail';
import { Settings } from '../features/admin/Settings';
import { MessageList } from '../features/messages/MessageList';
import type { AdminReportDetail } from '../../contract/moderation';
import type { MessageView } from '../../contract/messages';

/**
 * What the server writes into data arrives with a code (decision 0040); a Spanish page words it
 * from its catalogue, never in the server's English.
 */
registerLocale('es', { messages: es });
addCatalog(enWebhooks); addCatalog(enAdmin); // English parts the app loads with their screens
const html = (locale: string, node: React.ReactNode) => renderToString(<I18nProvider locale={locale}>{node}</I18nProvider>)
  .replace(/<!-- -->/g, '');

const history: BookingView['history'] = [
  { actor: { kind: 'guest', name: 'Ana' }, at: '2026-11-21T12:00:00.000Z', from: null, to: 'requested', reason: null, reasonCode: null },
  { actor: { kind: 'host', name: 'Hana' }, at: '2026-11-21T13:00:00.000Z', from: 'requested', to: 'declined', reason: 'Lo siento, no puedo.', reasonCode: null },
  { actor: { kind: 'system', name: null }, at: '2026-11-22T12:00:00.000Z', from: 'requested', to: 'expired', reason: 'The host did not answer in time.', reasonCode: 'no_answer' },
  { actor: { kind: 'admin', name: null }, at: '2026-11-23T12:00:00.000Z', from: 'confirmed', to: 'cancelled_by_guest', reason: 'The operator of this Roost closed the other member’s account.', reasonCode: 'account_closed' },
];

describe('Roost’s reasons in a booking’s history', () => {
  it('are worded in Spanish; a member’s own note stays as they wrote it', () => {
    const out = html('es', <History events={history} />);
    expect(out).toContain('El anfitrión no respondió a tiempo.');
    expect(out).toContain('El operador de este Roost ha cerrado la cuenta del otro miembro.');
    expect(out).toContain('“Lo siento, no puedo.”');
    expect(out).not.toContain('did not answer');
    expect(out).not.toContain('closed the other member');
  });
  it('read as before in English', () => {
    const out = html('en', <History events={history} />);
    expect(out).toContain('The host did not answer in time.');
    expect(out).not.toContain('“The host did not answer');
  });
});

describe('a member who deleted their account', () => {
  it('is named in the reader’s words, by side', () => {
    const { t } = createI18n('es');
    expect(nameOf(t, { name: 'Former guest', former: true }, 'guest')).toBe('Antiguo huésped');
    expect(nameOf(t, { name: 'Former host', former: true }, 'host')).toBe('Antiguo anfitrión');
    expect(nameOf(t, { name: 'Former member', former: true })).toBe('Antiguo miembro');
    expect(nameOf(t, { name: 'Former member' })).toBe('Former member'); // a name someone chose is theirs
    expect(nameOf(createI18n('en').t, { name: 'x', former: true }, 'guest')).toBe('Former guest');
  });
  it('and in notices, with Roost’s own note worded too', () => {
    const n = {
      kind: 'booking_withdrawn',
      payload: {
        bookingId: 'bk', listingId: 'ls', listingTitle: 'Casa del Puerto', checkIn: '2026-12-10', checkOut: '2026-12-13', role: 'host',
        otherName: 'Former member', otherFormer: true,
        message: 'The operator of this Roost closed the other member’s account.', messageCode: 'account_closed',
      },
    } as NotificationContent;
    const w = describeNotification(n, createI18n('es'), '2026-11-21');
    expect(w.text).toContain('Antiguo miembro');
    expect(w.text).not.toContain('Former');
    expect(w.note).toBe('El operador de este Roost ha cerrado la cuenta del otro miembro.');
  });
});

describe('the sessions list', () => {
  const session = (browserCode: string, deviceCode: string, browser: string, device: string) => ({
    id: 's1', browser, device, browserCode, deviceCode, ipAddress: null,
    createdAt: '2026-11-21T12:00:00.000Z', lastUsedAt: '2026-11-21T12:00:00.000Z', current: true,
  }) as Parameters<typeof SessionRow>[0]['session'];
  it('words unknown browsers and devices in Spanish', () => {
    const out = html('es', <SessionRow session={session('unknown', 'unknown', 'Unknown browser', 'Unknown device')} busy={false} onRevoke={() => {}} />);
    expect(out).toContain('Navegador desconocido en dispositivo desconocido');
    expect(out).not.toContain('Unknown');
  });
  it('keeps product names, and words the rest', () => {
    expect(html('es', <SessionRow session={session('chrome', 'android_phone', 'Chrome', 'Android phone')} busy={false} onRevoke={() => {}} />))
      .toContain('Chrome en teléfono Android');
    expect(html('en', <SessionRow session={session('app', 'linux', 'App or script', 'Linux')} busy={false} onRevoke={() => {}} />))
      .toContain('App or script on Linux');
  });
});

/** Renders a page part that reads from react-query, with its answer already there. */
const withData = (locale: string, node: React.ReactNode, seed: (qc: QueryClient) => void) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(qc);
  return html(locale, <MemoryRouter><QueryClientProvider client={qc}>{node}</QueryClientProvider></MemoryRouter>);
};

describe('the operator’s console', () => {
  const record: AdminBookingDetail = {
    id: 'bk1', status: 'cancelled_by_guest', checkIn: '2026-12-10', checkOut: '2026-12-13', total: 30000, currency: 'EUR',
    createdAt: '2026-11-21T12:00:00.000Z',
    listing: { id: 'ls1', title: 'Casa del Puerto', status: 'published', city: 'Valencia', country: 'ES' },
    guest: { id: 'u1', name: 'Former guest', former: true, email: 'deleted-u1@deleted.invalid' },
    host: { id: 'u2', name: 'Former host', former: true, email: 'deleted-u2@deleted.invalid' },
    guests: { adults: 2, children: 0, infants: 0, pets: 0 },
    price: { nights: 3, nightly: 10000, subtotal: 30000, cleaningFee: 0, serviceFee: 0, taxes: 0, total: 30000, currency: 'EUR' } as never,
    refundAmount: null, messageToHost: null, expiresAt: null,
    history: [
      { at: '2026-11-21T12:00:00.000Z', from: null, to: 'requested', reason: null, reasonCode: null, actor: { id: 'u1', name: 'Former guest', former: true, as: 'guest' } },
    ],
  };
  it('names erased members in Spanish on a booking’s record', () => {
    const out = withData('es', <BookingDetail id="bk1" />, (qc) => qc.setQueryData(['admin-booking', 'bk1'], record));
    expect(out).toContain('Antiguo huésped');
    expect(out).toContain('Antiguo anfitrión');
    expect(out).not.toContain('Former');
  });
});

describe('a webhook’s delivery log', () => {
  const delivery = (error: string, errorCode: string | null): WebhookDelivery => ({
    id: 'd1', eventId: 'ev1', eventType: 'booking.confirmed', status: 'failed', attempts: 1, nextAttemptAt: null,
    createdAt: '2026-11-21T12:00:00.000Z', deliveredAt: null, payload: '{}',
    log: [{ at: '2026-11-21T12:00:00.000Z', statusCode: null, error, errorCode: errorCode as never, response: null, durationMs: 12, byHand: false }],
  });
  const row = (locale: string, d: WebhookDelivery) => withData(locale, <DeliveryRow base="/host/webhooks" endpointId="w1" d={d} />, () => {});
  it('words why an attempt failed in Spanish; English pages keep the server’s sentence', () => {
    const refused = delivery('The address is on a private or local network, which webhooks cannot be sent to.', 'private_address');
    expect(row('es', refused)).toContain('La dirección está en una red privada o local');
    expect(row('es', refused)).not.toContain('private or local network');
    expect(row('en', delivery('No answer within 10 seconds.', 'timeout'))).toContain('No answer within 10 seconds.');
  });
  it('shows the sentence of an attempt recorded before codes', () => {
    expect(row('es', delivery('The server refused the connection.', null))).toContain('The server refused the connection.');
  });
});

describe('what a member reported', () => {
  const notice = (kind: 'report_received' | 'report_handled', p: Record<string, unknown>) => describeNotification({
    kind, payload: { reportId: 'rp1', targetId: 'x', listingId: null, reason: 'spam', ...(kind === 'report_handled' ? { outcome: 'dismissed' } : {}), ...p },
  } as NotificationContent, createI18n('es'), '2026-11-21').text;
  it('is worded in Spanish in the reporter’s notices, a member who left too (English as the server says)', () => {
    const fromGone = notice('report_received', { targetType: 'message', targetLabel: 'a message from a former member', targetName: 'Former member', targetFormer: true });
    expect(fromGone).toBe('Gracias por tu denuncia de un mensaje de un antiguo miembro. La revisaremos.');
    expect(notice('report_handled', { targetType: 'user', targetLabel: 'Former member', targetName: 'Former member', targetFormer: true }))
      .toContain('tu denuncia de un antiguo miembro y no');
    expect(notice('report_received', { targetType: 'review', targetLabel: 'a review of Casa Azul', targetName: 'Casa Azul' }))
      .toContain('tu denuncia de una reseña de Casa Azul.');
    expect(notice('report_received', { targetType: 'user', targetLabel: 'Ana', targetName: 'Ana' })).toContain('tu denuncia de Ana.');
    expect(notice('report_handled', { targetType: 'listing', targetLabel: 'a listing', targetName: null })).toContain('un anuncio');
    // A notice written before the codes keeps its English label; English reads as the server says.
    expect(notice('report_received', { targetType: 'review', targetLabel: 'a review of Casa Azul' })).toContain('tu denuncia de a review of Casa Azul.');
    const en = describeNotification({
      kind: 'report_received',
      payload: { reportId: 'rp1', targetId: 'x', listingId: null, reason: 'spam', targetType: 'message', targetLabel: 'a message from a former member', targetName: 'Former member', targetFormer: true },
    } as NotificationContent, createI18n('en'), '2026-11-21');
    expect(en.text).toBe('Thanks for reporting a message from a former member. We’ll look into it.');
  });
  const report = (p: Partial<AdminReportDetail>): AdminReportDetail => ({
    id: 'rp1', targetType: 'user', targetId: 'u9', targetLabel: 'Former member', targetName: 'Former member', targetFormer: true,
    reason: 'spam', note: null, status: 'closed' as never, reporter: { id: 'u1', name: 'Rita' }, createdAt: '2026-11-21T12:00:00.000Z',
    action: 'dismiss', resolutionNote: 'x', handledBy: null, handledAt: '2026-11-21T13:00:00.000Z',
    target: { exists: true, owner: null, text: null, listing: null, rating: null, hiddenAt: null, at: null, conversationId: null },
    actions: [], otherOpenReports: 0, ...p,
  });
  const page = (locale: string, r: AdminReportDetail) => withData(locale, <ReportDetail id="rp1" />, (qc) => qc.setQueryData(['admin-report', 'rp1'], r));
  it('heads the operator’s report page in Spanish', () => {
    const member = page('es', report({}));
    expect(member).toContain('>Antiguo miembro</h1>');
    expect(member).not.toContain('Former');
    const message = page('es', report({ targetType: 'message', targetLabel: 'a message from a former member' }));
    expect(message).toContain('>un mensaje de un antiguo miembro</h1>');
    expect(page('en', report({ targetType: 'review', targetLabel: 'a review of Casa Azul', targetName: 'Casa Azul', targetFormer: undefined })))
      .toContain('>a review of Casa Azul</h1>');
  });
});

describe('a message the operator hid', () => {
  const hidden = {
    id: 'm1', conversationId: 'c1', senderId: 'u2', mine: false, body: 'This message was removed by the operator of this Roost.',
    hidden: true, createdAt: '2026-11-21T12:00:00.000Z', readAt: null,
  };
  const list = (locale: string, messages: MessageView[]) => withData(locale, (
    <MessageList messages={messages} outgoing={[]} otherName="Ana" seenId={null} dayLevel={2}
      older={{ has: false, loading: false, failed: false, load: () => {} }} onRetry={() => {}} onDiscard={() => {}} />
  ), () => {});
  it('says so in Spanish; a member’s own words stay as written', () => {
    const out = list('es', [hidden, { ...hidden, id: 'm2', hidden: undefined, body: 'This message was removed by the operator of this Roost.' }]);
    expect(out).toContain('El operador de este Roost ha retirado este mensaje.');
    expect(out.match(/removed by the operator/g)).toHaveLength(1);
  });
});

describe('the console’s settings', () => {
  it('name an operator who left in Spanish as the last to save', () => {
    const data = {
      settings: {}, defaults: {}, saved: ['siteName'], updatedAt: '2026-11-21T12:00:00.000Z',
      updatedBy: { id: 'u7', name: 'Former member', former: true },
    };
    const out = withData('es', <Settings />, (qc) => qc.setQueryData(['admin-settings'], data));
    expect(out).toContain('Antiguo miembro');
    expect(out).not.toContain('Former member');
  });
});
