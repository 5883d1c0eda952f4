import type { Rng } from '../../features/photos/scenes/random.js';

/** Reviews composed from hand-written fragments, in the tone of the rating given. */
const GREAT_OPEN = [
  'We loved our stay.', 'What a find!', 'Exactly as described, and then some.', 'Our second time here and it was just as good.',
  'Perfect base for exploring the city.', 'Felt at home from the moment we walked in.', 'A really special place.',
];
const OK_OPEN = ['A decent stay overall.', 'Good location, a few small issues.', 'Fine for a short trip.', 'Mostly as expected.'];
const BAD_OPEN = ['Not quite what we hoped for.', 'Mixed feelings about this one.'];
const GOOD_BITS = [
  'The bed was really comfortable and the place was spotless.', 'Check-in was easy and the instructions were clear.',
  'The host answered every message within minutes.', 'Lovely light in the mornings.', 'The kitchen had everything we needed to cook.',
  'Quiet at night, which we really appreciated.', 'Great coffee places and a bakery just around the corner.',
  'The neighbourhood is safe and easy to walk around, even at night.', 'The view from the window was even better than the photos.',
  'Thoughtful touches everywhere: fresh flowers, a map with tips, and local biscuits.', 'The wifi was fast enough for video calls.',
  'Everything we wanted to see was a short walk or bus ride away.', 'Plenty of space for the four of us.', 'The hot tub under the stars was the highlight.',
];
const MEH_BITS = [
  'The street was a bit noisy on Saturday night.', 'The shower took a while to get hot.', 'The stairs are steep with heavy luggage.',
  'The photos make it look a little bigger than it is.', 'Some kitchen things were missing, but the host sorted it quickly.',
  'Wifi dropped a few times.',
];
const CLOSE = [
  'Would stay again in a heartbeat.', 'Highly recommended.', 'Thank you for having us!', 'We will be back.', 'Recommended for couples.',
  'Great value for the area.', '',
];
const RESPONSES = [
  'Thank you so much — it was a pleasure to host you. Come back any time!',
  'Thanks for the kind words, and for leaving the place so tidy.',
  'Thank you for the feedback. We have fixed the shower since your stay.',
  'So glad you enjoyed the neighbourhood. Hope to see you again!',
];

export function reviewBody(rng: Rng, rating: number): string {
  const parts = [rng.pick(rating >= 5 ? GREAT_OPEN : rating >= 4 ? [...GREAT_OPEN, ...OK_OPEN] : rating >= 3 ? OK_OPEN : BAD_OPEN)];
  parts.push(...rng.shuffle(GOOD_BITS).slice(0, rating >= 4 ? rng.int(1, 3) : rng.int(0, 1)));
  if (rating <= 4 && rng.chance(rating <= 3 ? 1 : 0.4)) parts.push(...rng.shuffle(MEH_BITS).slice(0, rating <= 3 ? 2 : 1));
  if (rating >= 4) parts.push(rng.pick(CLOSE));
  return parts.filter(Boolean).join(' ').slice(0, 1000);
}

export function hostResponse(rng: Rng): string {
  return rng.pick(RESPONSES);
}
