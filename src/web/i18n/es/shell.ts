import type { shell as en } from '../en/shell';

/** Mensajes del sistema de diseño (ui/) y del marco de la app: cabecera, pie, errores, 404. */
export const shell: Record<keyof typeof en, string> = {
  'ui.error.title': 'Algo ha fallado',
  'ui.error.reference': 'Referencia: {id}',

  'shell.skipToContent': 'Saltar al contenido',
  'shell.home': 'Inicio de {site}',
  'shell.logIn': 'Iniciar sesión',
  'shell.signUp': 'Registrarse',
  'shell.becomeHost': 'Hazte anfitrión',
  'shell.mainNav': 'Principal',
  'shell.account': 'Cuenta y anfitrión',
  'shell.footer.tagline': 'Alojamientos gestionados por tu comunidad. Código abierto, sin comisiones, con anfitriones con los que puedes hablar.',
  'shell.footer.roost': 'Roost',
  'shell.footer.about': 'Quiénes somos',
  'shell.footer.help': 'Centro de ayuda',
  'shell.footer.api': 'API',
  'shell.footer.hosting': 'Anfitriones',
  'shell.footer.listPlace': 'Publica tu alojamiento',
  'shell.footer.legal': 'Legal',
  'shell.footer.terms': 'Condiciones',
  'shell.footer.privacy': 'Privacidad',
  'shell.footer.language': 'Idioma',
  'shell.footer.copyright': '© {year} {site}. Software libre bajo la licencia AGPL.',
  'shell.footer.openSource': 'Código fuente',

  'shell.crash.title': 'Esta página ha tenido un problema',
  'shell.crash.body': 'Ha ocurrido algo inesperado al mostrar esta página. Recargarla suele arreglarlo; si no, vuelve a empezar desde la página de inicio.',
  'shell.crash.reload': 'Recargar la página',
  'shell.crash.home': 'Ir a la página de inicio',
  'shell.chunk.body': 'Se ha instalado una versión más reciente de Roost mientras estabas aquí. Recarga para obtenerla.',

  'shell.notFound.title': 'No encontramos esa página',
  'shell.notFound.body': 'Puede que el enlace esté mal escrito o que la página se haya movido. Prueba a buscar: hay alojamientos esperándote.',
  'shell.notFound.home': 'Volver a la página de inicio',
  'shell.notFound.code': 'Error 404',
};
