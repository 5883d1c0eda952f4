import type { errors as en } from '../en/errors';

/** Los errores de la API con palabras del lector, por código (SPEC §8; api/client.ts). */
export const errors: Record<keyof typeof en, string> = {
  'error.NETWORK': 'No hemos podido conectar con Roost. Comprueba tu conexión y vuelve a intentarlo.',
  'error.field': 'Revisa este campo.',
  'error.VALIDATION_FAILED': 'Parte de lo enviado no es válido. Revisa los campos y vuelve a intentarlo.',
  'error.LINK_INVALID': 'Este enlace no funciona: ya se ha usado o está incompleto.',
  'error.LINK_EXPIRED': 'Este enlace ha caducado. Pide uno nuevo.',
  'error.UNAUTHENTICATED': 'Inicia sesión para continuar.',
  'error.EMAIL_NOT_VERIFIED': 'Primero confirma tu dirección de correo: el enlace está en el correo que te enviamos.',
  'error.FORBIDDEN': 'No tienes permiso para hacer eso.',
  'error.NOT_FOUND': 'No lo hemos encontrado. Puede que se haya eliminado.',
  'error.DATES_UNAVAILABLE': 'Esas fechas ya no están disponibles. Elige otras.',
  'error.INVALID_TRANSITION': 'Esto ya no se puede hacer: ha cambiado mientras tanto. Recarga la página para ver cómo está.',
  'error.EMAIL_TAKEN': 'Otra cuenta ya usa esa dirección de correo.',
  'error.REVIEW_NOT_OPEN': 'Todavía no se puede escribir la reseña de esta estancia.',
  'error.REVIEW_WINDOW_CLOSED': 'Se ha acabado el plazo para escribir la reseña de esta estancia.',
  'error.ALREADY_REVIEWED': 'Ya has escrito la reseña de esta estancia.',
  'error.ALREADY_RESPONDED': 'Ya has respondido a esta reseña.',
  'error.PAYLOAD_TOO_LARGE': 'Es demasiado grande para enviarlo.',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Aquí no se puede usar ese tipo de archivo.',
  'error.LISTING_INCOMPLETE': 'El anuncio aún no está completo: rellena primero lo que falta.',
  'error.STAY_TOO_SHORT': 'Esa estancia es más corta de lo que admite este alojamiento.',
  'error.STAY_TOO_LONG': 'Esa estancia es más larga de lo que admite este alojamiento.',
  'error.TOO_MANY_GUESTS': 'Son más huéspedes de los que admite este alojamiento.',
  'error.RATE_LIMITED': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'error.INTERNAL': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.',
};
