import { describe, expect, it } from 'vitest';
import { spanish } from './emails-es.js';
import { notificationEmail } from './emails.js';
import { messagesUnreadEmail } from './message-emails.js';
import type { NotificationContent } from '../../../contract/notifications.js';

const site = { siteName: 'Roost', publicUrl: 'https://roost.example', name: 'Lucía' };
const stay = { bookingId: 'b1', listingId: 'l1', listingTitle: 'Casa <azul>', checkIn: '2026-03-12', checkOut: '2026-03-15', otherName: 'Ana' };

describe('notification e-mails in Spanish', () => {
  it('words a request for the host, with Spanish dates, the frame in Spanish and names escaped', () => {
    const mail = notificationEmail(spanish, { kind: 'booking_requested', payload: { ...stay, role: 'host' } } as NotificationContent, site);
    expect(mail.subject).toBe('Nueva solicitud de Ana');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toMatch(/Ana ha pedido reservar Casa <azul>, jue, 12 mar 2026 – dom, 15 mar 2026\./);
    expect(mail.html).toContain('Casa &lt;azul&gt;');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('https://roost.example/host/reservations/b1');
  });

  it('puts money the Spanish way and sends the guest to their trip', () => {
    const mail = notificationEmail(spanish, { kind: 'booking_cancelled', payload: { ...stay, role: 'guest', refund: 12550, currency: 'EUR' } } as NotificationContent, site);
    expect(mail.text).toMatch(/Reembolso al huésped: 126\s€\./);
    expect(mail.text).toContain('https://roost.example/trips/b1');
  });

  it('names an erased member and words Roost’s own note in Spanish (decision 0040)', () => {
    const mail = notificationEmail(spanish, { kind: 'booking_declined', payload: {
      ...stay, role: 'guest', otherName: 'Former member', otherFormer: true,
      message: 'The operator of this Roost closed the other member’s account.', messageCode: 'account_closed',
    } } as NotificationContent, site);
    expect(mail.text).toContain('Antiguo miembro no puede recibirte en Casa <azul>');
    expect(mail.text).toContain('El operador de este Roost ha cerrado la cuenta del otro miembro.');
    expect(mail.text).not.toMatch(/Former|operator/);
  });

  it('counts unread messages in Spanish plurals', () => {
    const one = messagesUnreadEmail(spanish, { conversations: [{ conversationId: 'c1', otherName: 'Ana', listingTitle: 'Casa', unread: 1, excerpt: 'Hola' }] },
      { ...site, delayMinutes: 1 });
    expect(one.subject).toBe('1 mensaje nuevo de Ana');
    expect(one.text).toContain('durante 1 minuto,');
    const many = messagesUnreadEmail(spanish, { conversations: [
      { conversationId: 'c1', otherName: 'Ana', listingTitle: 'Casa', unread: 2, excerpt: 'Hola' },
      { conversationId: 'c2', otherName: 'Luis', listingTitle: 'Piso', unread: 1, excerpt: '¿Sigue libre?' },
    ] }, { ...site, delayMinutes: 15 });
    expect(many.subject).toBe('3 mensajes nuevos en 2 conversaciones');
    expect(many.text).toContain('Ana sobre Casa (2 mensajes nuevos): «Hola»');
  });

  it('lists a conversation whose newest message was hidden without a quote', () => {
    const mail = messagesUnreadEmail(spanish, { conversations: [{ conversationId: 'c1', otherName: 'Ana', listingTitle: 'Casa', unread: 1 }] },
      { ...site, delayMinutes: 15 });
    expect(mail.text).toMatch(/Ana sobre Casa \(1 mensaje nuevo\)\s*$/m);
    expect(mail.text).not.toContain('«');
    expect(mail.html).not.toContain('«');
  });
});
