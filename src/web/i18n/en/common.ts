export const common = {
  'app.name': 'Roost',
  'common.close': 'Close',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.showMap': 'Show map',
  'common.showList': 'Show list',
  'common.error': 'Something went wrong.',
  // A request that never reached the server (api/client.ts).
  'error.NETWORK': 'We could not reach Roost. Check your connection and try again.',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.night_one': '{count} night',
  'common.night_other': '{count} nights',
  'common.guest_one': '{count} guest',
  'common.guest_other': '{count} guests',
  // A member who deleted their account (the server marks them `former`).
  'common.former.member': 'Former member',
  'common.former.guest': 'Former guest',
  'common.former.host': 'Former host',
};
