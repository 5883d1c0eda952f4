import { formatMoney } from '../../../domain/money.js';
import type {
  BookingNotificationKind, BookingNotificationPayload, ReportNotificationPayload, ReviewNotificationKind, ReviewNotificationPayload,
} from '../../../contract/notifications.js';
import { count, type EmailLanguage, type Site, type Words } from './email-parts.js';

/**
 * The words of the notification e-mails in Spanish (emails.ts and review-emails.ts hold the
 * English; «tú», docs/decisions/0034). The e-mails are put together from them in emails.ts and
 * message-emails.ts, as the English ones are.
 */

const DAY = new Intl.DateTimeFormat('es', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A calendar date (YYYY-MM-DD) as "jue, 12 mar 2026", whatever the server's zone. */
const day = (iso: string) => DAY.format(new Date(`${iso}T12:00:00Z`));

/** The stored payload's English placeholder for an erased member, in Spanish (decision 0040). */
const FORMER_MEMBER = 'Antiguo miembro';
const worded = <P extends BookingNotificationPayload>(p: P): P => (p.otherFormer ? { ...p, otherName: FORMER_MEMBER } : p);
/** Roost's own notes (the server's messageCode), in Spanish. */
const NOTES: Record<NonNullable<BookingNotificationPayload['messageCode']>, string> = {
  no_answer: 'El anfitrión no respondió a tiempo.',
  stay_over: 'La estancia ha terminado.',
  account_closed: 'El operador de este Roost ha cerrado la cuenta del otro miembro.',
};

function words(kind: BookingNotificationKind, payload: BookingNotificationPayload): Words {
  const p = worded(payload);
  const stay = `${p.listingTitle}, ${day(p.checkIn)} – ${day(p.checkOut)}`;
  const note = p.messageCode ? [NOTES[p.messageCode]] : p.message ? [`Su mensaje: «${p.message}»`] : [];
  switch (kind) {
    case 'booking_requested':
      return { subject: `Nueva solicitud de ${p.otherName}`, heading: `${p.otherName} quiere alojarse`, action: 'Revisar la solicitud',
        lines: [`${p.otherName} ha pedido reservar ${stay}.`, 'Acéptala o recházala en 24 horas; si no respondes, la solicitud caduca.'] };
    case 'booking_confirmed':
      return { subject: `Nueva reserva de ${p.otherName}`, heading: 'Tienes una reserva nueva', action: 'Ver la reserva',
        lines: [`${p.otherName} ha reservado ${stay}. Está confirmada: esas fechas ya no están disponibles para nadie más.`] };
    case 'booking_accepted':
      return { subject: `Tu estancia en ${p.listingTitle} está confirmada`, heading: 'Han aceptado tu solicitud', action: 'Ver tu viaje',
        lines: [`${p.otherName} ha aceptado tu solicitud para ${stay}. La dirección y los datos de llegada ya están en la página de tu viaje.`, ...note] };
    case 'booking_declined':
      return { subject: `Han rechazado tu solicitud para ${p.listingTitle}`, heading: 'Han rechazado tu solicitud', action: 'Ver tu viaje',
        lines: [`${p.otherName} no puede recibirte en ${stay}. No se te ha cobrado nada.`, ...note] };
    case 'booking_expired':
      return p.role === 'guest'
        ? { subject: `Tu solicitud para ${p.listingTitle} ha caducado`, heading: 'Tu solicitud ha caducado', action: 'Ver tu viaje',
            lines: [`El anfitrión no respondió a tiempo a tu solicitud para ${stay}. No se te ha cobrado nada y las fechas vuelven a estar libres.`] }
        : { subject: `Ha caducado una solicitud de ${p.otherName}`, heading: 'Ha caducado una solicitud', action: 'Ver la solicitud',
            lines: [`No respondiste a tiempo a la solicitud de ${p.otherName} para ${stay}, así que ha caducado y las fechas vuelven a estar libres.`] };
    case 'booking_withdrawn':
      return { subject: `${p.otherName} ha retirado su solicitud`, heading: 'Han retirado una solicitud', action: 'Ver la solicitud',
        lines: [`${p.otherName} ha retirado su solicitud para ${stay}. Las fechas vuelven a estar libres.`] };
    case 'booking_cancelled': {
      const refund = p.refund !== undefined && p.currency ? formatMoney(p.refund, p.currency, 'es') : null;
      const refundLine = refund ? [`Reembolso al huésped: ${refund}.`] : [];
      return { subject: `Reserva en ${p.listingTitle} cancelada`, heading: 'Se ha cancelado una reserva',
        action: p.role === 'guest' ? 'Ver tu viaje' : 'Ver la reserva',
        lines: [`${p.otherName} ha cancelado la estancia en ${stay}.`, ...refundLine, ...note] };
    }
    case 'stay_reminder':
      return p.role === 'guest'
        ? { subject: `Tu estancia en ${p.listingTitle} empieza pronto`, heading: 'Tu viaje ya está aquí', action: 'Ver los datos de llegada',
            lines: [`Tu estancia en ${stay} empieza el ${day(p.checkIn)}. Tu anfitrión es ${p.otherName}.`] }
        : { subject: `${p.otherName} llega pronto`, heading: 'Un huésped llega pronto', action: 'Ver la reserva',
            lines: [`${p.otherName} llega a ${p.listingTitle} el ${day(p.checkIn)} y se va el ${day(p.checkOut)}.`] };
    case 'calendar_conflict': {
      const feed = p.feedName ? `Tu calendario importado «${p.feedName}»` : 'Un calendario importado';
      return { subject: `Conflicto de calendario en ${p.listingTitle}`, heading: 'Dos calendarios no coinciden', action: 'Ver la reserva',
        lines: [`${feed} marca como ocupadas noches de la estancia de ${p.otherName} en ${stay}.`,
          'Se conservan las dos: revisa el otro canal y cancela una de las dos estancias si el alojamiento se ha reservado dos veces.'] };
    }
  }
}

function reviewWords(kind: ReviewNotificationKind, payload: ReviewNotificationPayload): Words {
  const p = worded(payload);
  const stay = `${p.listingTitle}, ${day(p.checkIn)} – ${day(p.checkOut)}`;
  const by = p.lastDay ? ` antes del ${day(p.lastDay)}` : '';
  const until = p.lastDay ? `el final del ${day(p.lastDay)}` : 'el final del plazo';
  const blind = 'Ninguno de los dos puede leer la reseña del otro hasta que estén las dos o se acabe el plazo.';
  const guest = p.role === 'guest';
  switch (kind) {
    case 'review_requested':
      return guest
        ? { subject: `¿Qué tal tu estancia en ${p.listingTitle}?`, heading: '¿Qué tal tu estancia?', action: 'Escribir una reseña',
            lines: [`Tu estancia en ${stay} ha terminado. Valórala y cuenta a los próximos huéspedes cómo fue${by}.`, `También se le pide a ${p.otherName} que escriba una reseña sobre ti. ${blind}`] }
        : { subject: `¿Qué tal fue ${p.otherName} como huésped?`, heading: 'Escribe una reseña de tu huésped', action: 'Escribir la reseña del huésped',
            lines: [`${p.otherName} se alojó en ${stay}. Cuenta a otros anfitriones cómo fue como huésped${by}.`, `También se le pide a ${p.otherName} que escriba una reseña de tu alojamiento. ${blind}`] };
    case 'review_reminder':
      return guest
        ? { subject: `Quedan pocos días para escribir la reseña de ${p.listingTitle}`, heading: 'Tu reseña sigue pendiente', action: 'Escribir una reseña',
            lines: [`Puedes escribir la reseña de tu estancia en ${stay} hasta ${until}.`, blind] }
        : { subject: `Quedan pocos días para escribir la reseña de ${p.otherName}`, heading: 'Tu reseña sigue pendiente', action: 'Escribir la reseña del huésped',
            lines: [`Puedes escribir la reseña de la estancia de ${p.otherName} en ${stay} hasta ${until}.`, blind] };
    case 'review_published':
      if (p.received) {
        return guest
          ? { subject: `${p.otherName} ha escrito una reseña sobre ti`, heading: 'Tienes una reseña nueva', action: 'Leer la reseña',
              lines: [`${p.otherName} ha escrito una reseña sobre ti como huésped tras tu estancia en ${stay}. Las reseñas de esta estancia ya son públicas.`] }
          : { subject: `${p.otherName} ha escrito una reseña de ${p.listingTitle}`, heading: 'Tu alojamiento tiene una reseña nueva', action: 'Leer la reseña',
              lines: [`${p.otherName} ha escrito una reseña de su estancia en ${stay}. Las reseñas de esta estancia ya son públicas; puedes responder una vez.`] };
      }
      return { subject: `Se ha publicado tu reseña de ${guest ? p.listingTitle : p.otherName}`, heading: 'Tu reseña está publicada',
        action: guest ? 'Ver tu viaje' : 'Ver la reserva',
        lines: [`Tu reseña de ${guest ? `tu estancia en ${stay}` : `la estancia de ${p.otherName} en ${stay}`} ya es pública.`] };
    case 'review_response':
      return { subject: `${p.otherName} ha respondido a tu reseña`, heading: 'Tu anfitrión ha respondido', action: 'Leer la respuesta',
        lines: [`${p.otherName} ha respondido a tu reseña de ${stay}.`] };
  }
}

const REASON: Record<string, string> = {
  spam: 'spam', scam: 'estafa o fraude', inappropriate: 'contenido inapropiado', unsafe: 'un problema de seguridad',
  discrimination: 'discriminación', other: 'otro motivo',
};

const GONE: Record<ReportNotificationPayload['targetType'], string> = {
  listing: 'un anuncio', user: 'a un miembro', review: 'una reseña', message: 'un mensaje',
};

/**
 * What was reported, as the object of "denunciar", from the notice's type and name (decision
 * 0040); the English label for notices written before they carried them.
 */
function reported(p: ReportNotificationPayload): string {
  if (p.targetName === undefined) return p.targetLabel;
  if (p.targetName === null) return GONE[p.targetType];
  const who = p.targetFormer ? 'un antiguo miembro' : p.targetName;
  switch (p.targetType) {
    case 'listing': return p.targetName;
    case 'user': return `a ${who}`;
    case 'review': return `una reseña de ${p.targetName}`;
    case 'message': return `un mensaje de ${who}`;
  }
}

function reportWords(p: ReportNotificationPayload, site: Site): Words & { url: string } {
  const what = reported(p);
  const base = site.publicUrl.replace(/\/$/, '');
  const footnote = `Recibes este correo porque enviaste una denuncia en ${site.siteName}.`;
  if (p.outcome) {
    return {
      subject: 'Hemos tramitado tu denuncia', heading: 'Hemos revisado tu denuncia', action: `Ir a ${site.siteName}`, url: `${base}/`,
      lines: [
        p.outcome === 'actioned'
          ? `Denunciaste ${what}. Quienes gestionan ${site.siteName} han tomado medidas.`
          : `Denunciaste ${what}. Quienes gestionan ${site.siteName} lo han revisado y no han encontrado nada que incumpla las normas.`,
        'Gracias por ayudar a que este sitio sea de confianza.',
      ],
      footnote,
    };
  }
  return {
    subject: 'Hemos recibido tu denuncia', heading: 'Gracias por tu denuncia', action: p.listingId ? 'Volver al anuncio' : `Ir a ${site.siteName}`,
    url: p.listingId ? `${base}/listings/${encodeURIComponent(p.listingId)}` : `${base}/`,
    lines: [
      `Has denunciado ${what} por ${REASON[p.reason] ?? p.reason}. Quienes gestionan ${site.siteName} lo revisarán.`,
      'No siempre te contamos el resultado, pero leemos todas las denuncias.',
    ],
    footnote,
  };
}

/** The Spanish words of every notification e-mail. */
export const spanish: EmailLanguage = {
  locale: 'es',
  booking: words,
  review: reviewWords,
  report: reportWords,
  formerMember: FORMER_MEMBER,
  bookingFootnote: (siteName) => `Recibes este correo porque tienes una reserva en ${siteName}.`,
  unread: {
    messages: (n) => count(n, 'mensaje nuevo', 'mensajes nuevos'),
    subjectFrom: (messages, name) => `${messages} de ${name}`,
    subjectIn: (messages, conversations) => `${messages} en ${conversations} conversaciones`,
    line: (c, messages) => `${c.otherName} sobre ${c.listingTitle} (${messages})${c.excerpt === undefined ? '' : `: «${c.excerpt}»`}`,
    heading: 'Tienes mensajes sin leer',
    reply: 'Responder',
    openInbox: 'Abrir tus mensajes',
    footnote: (siteName, minutes) => `Te escribimos cuando hay mensajes en ${siteName} sin leer durante ${count(minutes, 'minuto', 'minutos')}, `
      + 'varios a la vez en un solo correo. Nunca te enviamos por correo los mensajes que ya has leído.',
  },
};
