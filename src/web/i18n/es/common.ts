import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'app.name': 'Roost',
  'common.close': 'Cerrar',
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.showMap': 'Ver mapa',
  'common.showList': 'Ver lista',
  'common.error': 'Algo ha fallado.',
  'error.NETWORK': 'No hemos podido conectar con Roost. Comprueba tu conexión y vuelve a intentarlo.',
  'common.showPassword': 'Mostrar contraseña',
  'common.hidePassword': 'Ocultar contraseña',
  'common.night_one': '{count} noche',
  'common.night_other': '{count} noches',
  'common.guest_one': '{count} huésped',
  'common.guest_other': '{count} huéspedes',
  'common.former.member': 'Antiguo miembro',
  'common.former.guest': 'Antiguo huésped',
  'common.former.host': 'Antiguo anfitrión',
};
