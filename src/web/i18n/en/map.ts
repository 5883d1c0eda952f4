export const map = {
  'map.loading': 'Loading map…',
  'map.pinLabel': '{price} per night',
  'map.clusterLabel_one': '{count} stay here, zoom in',
  'map.clusterLabel_other': '{count} stays here, zoom in',
};
