import type { map as en } from '../en/map';

export const map: Record<keyof typeof en, string> = {
  'map.loading': 'Cargando el mapa…',
  'map.pinLabel': '{price} por noche',
  'map.clusterLabel_one': '{count} alojamiento aquí, acerca el mapa',
  'map.clusterLabel_other': '{count} alojamientos aquí, acerca el mapa',
  'map.clusterLabelAbout_one': 'Alrededor de {count} alojamiento aquí, acerca el mapa',
  'map.clusterLabelAbout_other': 'Unos {count} alojamientos aquí, acerca el mapa',
  'map.pin': 'Chincheta de tu alojamiento: muévela con las flechas del teclado',
  'map.pin.at': 'Chincheta de tu alojamiento, en {lat}, {lng}: muévela con las flechas del teclado',
  'map.pin.centre': 'Poner la chincheta en el centro del mapa',
  'map.control.toggleAttribution': 'Mostrar u ocultar las fuentes del mapa',
  'map.control.map': 'Mapa',
  'map.control.marker': 'Marcador del mapa',
  'map.control.resetBearing': 'Arrastra para girar el mapa; haz clic para volver a orientarlo al norte',
  'map.control.zoomIn': 'Acercar',
  'map.control.zoomOut': 'Alejar',
  'map.control.closePopup': 'Cerrar',
  'map.control.ctrlScroll': 'Usa Ctrl + rueda del ratón para hacer zoom en el mapa',
  'map.control.cmdScroll': 'Usa ⌘ + rueda del ratón para hacer zoom en el mapa',
  'map.control.twoFingers': 'Usa dos dedos para mover el mapa',
};
