import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nProvider, registerLocale } from './index';
import { es } from './es';
import { nameOf } from './former';
import { History } from '../features/booking/History';
import { SessionRow } from '../features/account/SessionsSection';
import { describeNotification } from '../features/notifications/wording';
import type { BookingView } from '../../contract/booking';
import type { NotificationContent } from '../../contract/notifications';

/**
 * What the server writes into data arrives with a code (decision 0040); a Spanish page words it
 * from its catalogue, never in the server's English.
 */
registerLocale('es', { messages: es });
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
