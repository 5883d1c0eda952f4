import type { adminFeeds as en } from '../en/adminFeeds';

/** Los calendarios importados que fallan, en la consola (/admin/feeds). */
export const adminFeeds: Record<keyof typeof en, string> = {
  'admin.nav.feeds': 'Calendarios importados',
  'admin.feeds.title': 'Calendarios importados que fallan',
  'admin.feeds.intro': 'Calendarios que los anfitriones importan de otros sitios y cuya última sincronización falló, primero los que llevan más tiempo fallando. Roost vuelve a intentarlo cada pocos minutos; mientras tanto, el anuncio conserva las noches que importó la última vez, así que podría aceptar reservas que otro sitio ya ha dado. El anfitrión ve el mismo error en su calendario, y solo él puede cambiar o quitar el calendario.',
  'admin.feeds.table': 'Calendarios importados que fallan',
  'admin.feeds.col.feed': 'Calendario',
  'admin.feeds.col.listing': 'Anuncio y anfitrión',
  'admin.feeds.col.error': 'Último error',
  'admin.feeds.col.lastGood': 'Última sincronización buena',
  'admin.feeds.col.actions': 'Acciones',
  'admin.feeds.file': 'Archivo subido',
  'admin.feeds.never': 'Nunca',
  'admin.feeds.failingSince': 'falla desde el {when}',
  'admin.feeds.sync': 'Sincronizar ahora',
  'admin.feeds.syncLabel': 'Sincronizar ahora {name} de {title}',
  'admin.feeds.synced': '{name} se ha sincronizado: vuelve a funcionar.',
  'admin.feeds.stillFailing': '{name} sigue fallando: {error}',
  'admin.feeds.gone': 'Ese calendario ya no existe: su anfitrión lo ha quitado.',
  'admin.feeds.emptyTitle': 'Ningún calendario importado falla',
  'admin.feeds.empty': 'Todos los calendarios importados se sincronizaron bien la última vez que se consultaron.',
};
