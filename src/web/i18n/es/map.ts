import type { map as en } from '../en/map';

export const map: Record<keyof typeof en, string> = {
  'map.loading': 'Cargando el mapa…',
  'map.pinLabel': '{price} por noche',
  'map.clusterLabel_one': '{count} alojamiento aquí, acerca el mapa',
  'map.clusterLabel_other': '{count} alojamientos aquí, acerca el mapa',
  'map.pin': 'Chincheta de tu alojamiento: muévela con las flechas del teclado',
  'map.pin.at': 'Chincheta de tu alojamiento, en {lat}, {lng}: muévela con las flechas del teclado',
  'map.pin.centre': 'Poner la chincheta en el centro del mapa',
};
