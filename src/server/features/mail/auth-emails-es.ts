import { greeting as hello, renderEmail } from './layout.js';
import type { Email } from './auth-emails.js';

/** The sign-in flows' messages in Spanish (auth-emails.ts has the English; «tú», docs/decisions/0034). */

type Site = { siteName: string; publicUrl: string };
type Person = Site & { name: string };

const greeting = (name: string) => hello('es', name);

export function verifyEmail(p: Person & { url: string }): Email {
  return {
    subject: `Confirma tu correo en ${p.siteName}`,
    ...renderEmail({
      ...p,
      locale: 'es',
      preheader: 'Un clic para terminar de crear tu cuenta.',
      heading: 'Confirma tu correo',
      paragraphs: [
        greeting(p.name),
        `Confirma que esta es tu dirección de correo para terminar de crear tu cuenta de ${p.siteName}.`,
        'Este enlace vale durante 24 horas.',
      ],
      action: { label: 'Confirmar mi correo', url: p.url },
      footnote: `Si no has creado una cuenta en ${p.siteName}, puedes ignorar este correo.`,
    }),
  };
}

export function resetPassword(p: Person & { url: string }): Email {
  return {
    subject: `Restablece tu contraseña de ${p.siteName}`,
    ...renderEmail({
      ...p,
      locale: 'es',
      preheader: 'Elige una contraseña nueva. El enlace vale durante 1 hora.',
      heading: 'Restablece tu contraseña',
      paragraphs: [
        greeting(p.name),
        `Alguien ha pedido restablecer la contraseña de tu cuenta de ${p.siteName}. Usa el botón de abajo para elegir una nueva.`,
        'Este enlace vale durante 1 hora y solo funciona una vez.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: p.url },
      footnote: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    }),
  };
}

export function existingAccount(p: Person & { loginUrl: string; resetUrl: string }): Email {
  return {
    subject: `Ya tienes una cuenta en ${p.siteName}`,
    ...renderEmail({
      ...p,
      locale: 'es',
      preheader: 'Alguien ha intentado registrarse con tu dirección de correo.',
      heading: 'Ya tienes una cuenta',
      paragraphs: [
        greeting(p.name),
        `Alguien ha intentado crear una cuenta nueva en ${p.siteName} con esta dirección de correo. Ya tienes una, así que no ha cambiado nada.`,
        'Si has sido tú, inicia sesión.',
      ],
      action: { label: 'Iniciar sesión', url: p.loginUrl },
      secondary: { label: '¿Has olvidado la contraseña? Restablécela:', url: p.resetUrl },
      footnote: 'Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
    }),
  };
}

export function changeEmail(p: Person & { newEmail: string; url: string }): Email {
  return {
    subject: `Confirma tu nueva dirección de correo en ${p.siteName}`,
    ...renderEmail({
      ...p,
      locale: 'es',
      preheader: `Confirma ${p.newEmail} como tu nueva dirección.`,
      heading: 'Confirma tu nueva dirección de correo',
      paragraphs: [
        greeting(p.name),
        `Has pedido cambiar la dirección de correo de tu cuenta de ${p.siteName} a ${p.newEmail}.`,
        'Confirma el cambio para empezar a usar la nueva dirección. Este enlace vale durante 24 horas.',
      ],
      action: { label: 'Confirmar la nueva dirección', url: p.url },
      footnote: 'Si no lo has pedido tú, ignora este correo: tu dirección no cambia.',
    }),
  };
}

export function passwordChanged(p: Person & { url: string }): Email {
  return {
    subject: `Tu contraseña de ${p.siteName} ha cambiado`,
    ...renderEmail({
      ...p,
      locale: 'es',
      preheader: 'Un aviso sobre la seguridad de tu cuenta.',
      heading: 'Tu contraseña ha cambiado',
      paragraphs: [
        greeting(p.name),
        `Se acaba de cambiar la contraseña de tu cuenta de ${p.siteName}.`,
        'Si has sido tú, no tienes que hacer nada más. Si no, restablece tu contraseña ahora mismo y revisa dónde tienes la sesión iniciada.',
      ],
      action: { label: 'Revisar tu seguridad', url: p.url },
    }),
  };
}
