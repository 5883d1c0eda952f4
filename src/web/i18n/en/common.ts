export const common = {
  'app.name': 'Roost',
  'common.close': 'Close',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.error': 'Something went wrong.',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.night_one': '{count} night',
  'common.night_other': '{count} nights',
  'common.guest_one': '{count} guest',
  'common.guest_other': '{count} guests',
};
