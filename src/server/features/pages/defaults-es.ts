import type { PageSlug } from '../../../contract/pages.js';
import type { PageSettings } from './defaults.js';

/**
 * The shipped pages in Spanish (defaults.ts: in English), for readers of Spanish on a Roost whose
 * operator has not written the page in any language (docs/decisions/0038). The same rules, from
 * SPEC and the code, said to the reader as «tú» like the rest of the Spanish interface.
 */

const percent = (p: number) => `${p.toLocaleString('es')} %`;

function fees(s: PageSettings): string {
  if (!s.serviceFeePercent && !s.taxPercent) {
    return `${s.siteName} no cobra comisión: los huéspedes pagan el precio por noche y la tarifa de limpieza que fija el anfitrión, nada más.`;
  }
  const parts = [];
  if (s.serviceFeePercent) parts.push(`una tarifa de servicio del ${percent(s.serviceFeePercent)}`);
  if (s.taxPercent) parts.push(`impuestos del ${percent(s.taxPercent)}`);
  return `Los huéspedes pagan el precio por noche y la tarifa de limpieza que fija el anfitrión, más ${parts.join(' e ')} sobre la estancia. `
    + 'Todos los precios se muestran completos antes de reservar.';
}

const ADAPT = (s: PageSettings) =>
  `> Este es el texto que viene con Roost${s.siteName === 'Roost' ? '' : `, el software de código abierto con el que funciona ${s.siteName}`}. `
  + 'Quien gestiona este sitio debería adaptarlo: decir quién lo gestiona, cómo ponerse en contacto y lo que sea propio del lugar.';

// Listas, no tablas: la aplicación web muestra CommonMark sin la extensión de tablas de GFM.
const cancellation = `- **Flexible**: reembolso completo hasta 24 horas antes de la llegada; después, se cobra la primera noche y se reembolsa el resto.
- **Moderada**: reembolso completo hasta 5 días antes de la llegada; después, se reembolsa la mitad.
- **Estricta**: se reembolsa la mitad hasta 7 días antes de la llegada; después, nada.

Las tarifas y los impuestos se reembolsan siempre que se cancela una estancia. Si quien cancela es el anfitrión, el huésped recupera todo lo que pagó.`;

const about = (s: PageSettings) => `${ADAPT(s)}

${s.siteName} es un mercado de estancias cortas: cabañas, pisos, habitaciones y campings, publicados por quienes los ofrecen. Los huéspedes buscan alojamiento en un mapa, miran las fotos y reservan fechas; los anfitriones publican sus alojamientos, llevan su calendario y responden a las solicitudes; quien gestiona este sitio vigila lo que se publica.

## Lo lleva una comunidad, no una plataforma

${fees(s)} ${s.siteName} funciona con Roost, un software de código abierto que una oficina de turismo, una cooperativa, una gestora de alojamientos o un ayuntamiento pueden instalar en su propio servidor. Lo que compartes aquí se queda con quien gestiona este sitio: no se vende ni se cede a anunciantes.

## Cómo funciona

1. **Encuentra** un alojamiento: busca por lugar y fechas, mueve el mapa y filtra por precio, tipo y servicios.
2. **Resérvalo**: algunos alojamientos se confirman al momento (reserva inmediata); en los demás envías una solicitud al anfitrión, que tiene 24 horas para aceptarla o rechazarla.
3. **Disfruta** de la estancia y deja tu reseña: tras la salida, huésped y anfitrión tienen ${s.reviewWindowDays} días para valorarla.

## Ser anfitrión

Cualquier miembro con el correo confirmado puede publicar un alojamiento: un título, una descripción, al menos cinco fotos, la ubicación, un precio y las normas de la casa. Encontrarás los detalles en la [Ayuda](/help).`;

const help = (s: PageSettings) => `${ADAPT(s)}

## Reservar

**¿Cómo reservo?** Abre un alojamiento, elige las fechas y los huéspedes y pulsa *Reservar* (reserva inmediata) o *Solicitar reserva*. Necesitas una cuenta con el correo confirmado.

**¿Cuánto cuesta?** El precio que ves al reservar es el precio completo: todas las noches, la tarifa de limpieza y cualquier otra tarifa. ${fees(s)}

**¿Qué pasa con una solicitud?** El anfitrión tiene 24 horas para aceptarla o rechazarla (menos si la llegada es antes). Mientras tanto, las fechas quedan reservadas para ti; si el anfitrión no responde, la solicitud caduca y las fechas vuelven a quedar libres. Puedes retirar una solicitud en cualquier momento.

## Cancelar

Cada alojamiento muestra su política de cancelación antes de reservar. Si cancelas una estancia confirmada:

${cancellation}

Puedes cancelar desde [tus viajes](/trips). ${s.siteName} calcula el reembolso; quien gestiona este sitio explica cómo se hacen los pagos y los reembolsos.

## Reseñas

**¿Quién puede escribir una reseña?** Solo el huésped y el anfitrión de una estancia terminada, en los ${s.reviewWindowDays} días siguientes a la salida.

**¿Cuándo se publica una reseña?** Cuando los dos han escrito la suya, o cuando pasan los ${s.reviewWindowDays} días: ninguno ve la reseña del otro antes. El anfitrión puede responder una vez a cada reseña de su alojamiento.

## Ser anfitrión

**¿Cómo publico un alojamiento?** Entra en *Hazte anfitrión*, completa los pasos y envíalo. Un anuncio necesita un título (de 10 a 80 caracteres), una descripción (de 50 a 5000), al menos cinco fotos, su ubicación en el mapa y un precio por noche.

**¿Puedo sincronizar mi calendario?** Sí: el calendario de cada anuncio importa y exporta iCal, así que lo que se reserva en otros sitios bloquea tus fechas aquí.

## Tu cuenta

**He olvidado la contraseña.** Usa *¿Has olvidado la contraseña?* en la página de inicio de sesión: te enviamos por correo un enlace válido durante una hora.

**¿Cómo elimino mi cuenta?** Desde [tu cuenta](/account). En [Privacidad](/privacy) verás qué se borra.

**Algo no cuadra.** Denuncia un anuncio, un miembro, una reseña o un mensaje con el botón *Denunciar* que tienen al lado: quien gestiona este sitio revisa todas las denuncias.`;

const terms = (s: PageSettings) => `${ADAPT(s)}

Estas condiciones explican cómo funciona ${s.siteName}. Al crear una cuenta, las aceptas. Están escritas con palabras sencillas a propósito; si algo no queda claro, pregunta a quien gestiona este sitio.

## El sitio

${s.siteName} pone en contacto a huéspedes y anfitriones. La estancia en sí es un acuerdo entre el huésped y el anfitrión: el anfitrión responde de que el alojamiento sea como se describe, y el huésped de respetar las normas de la casa. ${fees(s)}

## Tu cuenta

- Usa tu nombre real y una dirección de correo que leas. Una persona, una cuenta.
- No compartas tu contraseña; activa el inicio de sesión en dos pasos si puedes.
- Eres responsable de lo que publicas: anuncios, fotos, mensajes y reseñas.

## Reservar y cancelar

Una reserva queda confirmada cuando el anfitrión acepta la solicitud, o al momento en los alojamientos con reserva inmediata. Las solicitudes caducan si no tienen respuesta en 24 horas. Si cancela el huésped, se aplica la política que muestra el alojamiento:

${cancellation}

## Reseñas

Las reseñas deben tratar de la estancia, ser sinceras y estar escritas por alguien que participó en ella. Se publican cuando las dos partes han escrito la suya o pasados ${s.reviewWindowDays} días, y nadie las modifica después.

## Lo que no está permitido

La discriminación, el acoso, el fraude, los anuncios engañosos, pedir más de lo acordado en la reserva y cualquier cosa ilegal. Quien gestiona este sitio puede ocultar anuncios, reseñas y mensajes que incumplan estas condiciones y suspender las cuentas que los publican; cada una de esas medidas queda registrada.

## Cambios

Cuando cambien estas condiciones, cambiará también la fecha que aparece al principio de esta página.`;

const privacy = (s: PageSettings) => `${ADAPT(s)}

Esta página explica qué datos tuyos guarda ${s.siteName}, para qué y cómo pedir que se borren. Describe lo que hace el software Roost; quien gestiona este sitio decide dónde funciona y debería añadir quién es y cómo contactar con ellos.

## Qué guardamos

- **Tu cuenta**: tu nombre, tu dirección de correo, un hash de tu contraseña (nunca la contraseña en sí), tu foto de perfil y tu texto de presentación si los añades, tu idioma y si has activado el inicio de sesión en dos pasos.
- **Tus sesiones**: de cada dispositivo en el que has iniciado sesión, cuándo empezó, su dirección IP y su navegador, para que puedas verlas y cerrarlas en [tu cuenta](/account/security). Los intentos fallidos de inicio de sesión se cuentan durante 15 minutos para impedir que se adivinen contraseñas.
- **Reservas**: la estancia, las fechas, el número de huéspedes, el desglose del precio, tu mensaje al anfitrión y cada cambio de estado.
- **Mensajes** entre huéspedes y anfitriones, y cuándo se leyeron.
- **Reseñas** que escribes y recibes, y las denuncias que haces.
- **Anuncios** que publicas como anfitrión: su descripción, dirección, ubicación exacta y fotos. Los demás solo ven una ubicación aproximada hasta que tienen una reserva confirmada.
- **Fotos**: se vuelven a codificar al subirlas y se les quitan los metadatos de ubicación y de cámara (EXIF); solo se guarda la imagen.
- **Listas de favoritos** y notificaciones.

## Cookies

Una cookie mantiene tu sesión iniciada, otra recuerda el idioma si lo eliges en el pie de página, y una tercera guarda la zona horaria de tu dispositivo (por ejemplo, Europe/Madrid) para que las páginas muestren las horas en tu propia hora. No hay cookies de publicidad ni de analítica, ni rastreadores de terceros: las páginas, las fuentes, las fotos y (salvo que quien gestiona el sitio haya elegido un servicio de mapas externo) el mapa los sirve este mismo sitio.

## Correo electrónico

Solo te escribimos sobre tu cuenta y tu actividad: confirmación de la dirección, restablecimiento de la contraseña, solicitudes y cambios de reservas, mensajes que no has leído, recordatorios de estancias y de reseñas. Nada de boletines.

## Quién ve qué

Tu perfil público (nombre, foto, presentación, anuncios y reseñas) lo puede ver cualquiera. Tu dirección de correo nunca se muestra a otros miembros. El anfitrión ve el nombre del huésped que reserva, y el huésped el del anfitrión; los mensajes solo los ven las dos personas de la conversación y, cuando una denuncia o un conflicto lo exige, quien gestiona el sitio.

## Eliminar tu cuenta

Puedes eliminar tu cuenta desde [tu cuenta](/account). Tu nombre, tu correo, tu contraseña, tu foto de perfil, tus sesiones, tus listas de favoritos y tus notificaciones se borran en el acto, y tus anuncios se retiran del sitio. Las reservas, reseñas y mensajes en los que participan otras personas se conservan, como de un «antiguo miembro», para que sus registros sigan completos.`;

export const PAGES_ES: Record<PageSlug, { title: (s: PageSettings) => string; body: (s: PageSettings) => string }> = {
  about: { title: (s) => `Acerca de ${s.siteName}`, body: about },
  help: { title: () => 'Ayuda', body: help },
  terms: { title: () => 'Condiciones de uso', body: terms },
  privacy: { title: () => 'Privacidad', body: privacy },
};
