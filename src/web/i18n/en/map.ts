export const map = {
  'map.loading': 'Loading map…',
  'map.pinLabel': '{price} per night',
  'map.clusterLabel_one': '{count} stay here, zoom in',
  'map.clusterLabel_other': '{count} stays here, zoom in',
  'map.pin': 'Your place’s pin: move it with the arrow keys',
  'map.pin.at': 'Your place’s pin, at {lat}, {lng}: move it with the arrow keys',
  'map.pin.centre': 'Put the pin at the map’s centre',
};
