import type { Rng } from '../../features/photos/scenes/random.js';
import type { City, Hood } from './cities.js';

/** Hand-written fragments composed into listing titles and descriptions (no lorem ipsum). */
export type Kind = 'flat' | 'studio' | 'loft' | 'penthouse' | 'house' | 'townhouse' | 'cottage' | 'cabin' | 'room' | 'tent' | 'houseboat' | 'beachhut' | 'farmhouse';

const NOUNS: Record<Kind, string[]> = {
  flat: ['flat', 'apartment', 'two-room flat', 'garden flat'], studio: ['studio', 'studio flat', 'compact studio'],
  loft: ['loft', 'warehouse loft', 'top-floor loft'], penthouse: ['penthouse', 'rooftop apartment'],
  house: ['house', 'family home', 'house with patio'], townhouse: ['townhouse', 'terraced house', 'old town house'],
  cottage: ['cottage', 'garden cottage'], cabin: ['cabin', 'timber cabin', 'woodland hideaway'],
  room: ['double room', 'guest room', 'private room', 'bright room'], tent: ['bell tent', 'glamping tent', 'safari tent'],
  houseboat: ['houseboat', 'moored boat'], beachhut: ['beach hut', 'surf shack'], farmhouse: ['farmhouse', 'country house'],
};
const ADJ = ['Sunny', 'Quiet', 'Bright', 'Cosy', 'Airy', 'Charming', 'Light-filled', 'Calm', 'Elegant', 'Leafy', 'Restored', 'Modern', 'Colourful', 'Peaceful', 'Stylish', 'Spacious', 'Homely', 'Art deco'];
const TITLE_FEATURES: [string, (a: Set<string>) => boolean][] = [
  ['with balcony', (a) => a.has('balcony')], ['with sea view', (a) => a.has('sea_view')], ['with garden', (a) => a.has('garden')],
  ['with fireplace', (a) => a.has('fireplace')], ['with pool', (a) => a.has('pool')], ['with hot tub', (a) => a.has('hot_tub')],
  ['with workspace', (a) => a.has('workspace')], ['with parking', (a) => a.has('free_parking')], ['with terrace', () => true],
];

const MVD_HOODS: Record<string, string> = {
  'Ciudad Vieja': 'the old town, with its cobbled streets, the Mercado del Puerto and the Teatro Solís a short walk away',
  'Centro': 'the heart of the city, right off Avenida 18 de Julio with its cafés, bookshops and buses to everywhere',
  'Cordón': 'a lively, creative neighbourhood of students, bars and the Saturday Tristán Narvaja market',
  'Parque Rodó': 'a green corner by the park and its lake, a few blocks from the Rambla and the beach',
  'Punta Carretas': 'a quiet, residential peninsula with the lighthouse, the golf course and the shopping centre in the old prison',
  'Pocitos': 'the favourite neighbourhood for a beach stay: the long sandy bay, the Rambla and plenty of places for breakfast',
  'Buceo': 'near the port of Buceo and its yacht club, with the Rambla for sunset walks and easy buses downtown',
  'Malvín': 'a relaxed, family neighbourhood with wide streets, Playa Malvín and the island of Isla de las Gaviotas in view',
  'Punta Gorda': 'a calm, leafy area on the point, with rocky coves and the Plaza de la Armada overlooking the water',
  'Carrasco': 'the garden suburb by the sea: tree-lined streets, old villas, Carrasco beach and the airport twenty minutes away',
  'Tres Cruces': 'a central, well-connected area next to the bus terminal, handy for trips to Punta del Este or Colonia',
  'Palermo': 'a neighbourhood of candombe drums and murals, between the Rambla and Barrio Sur',
  'Prado': 'a historic neighbourhood of grand houses, the rose garden and the Museo Blanes in the park',
  'Parque Batlle': 'beside the big park and the Estadio Centenario, green and quiet but close to everything',
  'La Blanqueada': 'a friendly, low-rise neighbourhood of corner stores and bakeries, between Parque Batlle and Pocitos',
};
const CITY_LINES: Record<string, string> = {
  Lisbon: 'trams rattle past and the viewpoints over the Tagus are a short, steep walk away',
  Barcelona: 'the Modernista façades, tapas bars and the metro are all on your doorstep',
  Paris: 'boulangeries, small galleries and the métro are within a few minutes on foot',
  Edinburgh: 'the castle, the closes and the pubs of the old and new towns are all walkable',
  Kyoto: 'temples, tea houses and the river paths are close, and the bus stops nearby',
  'Cape Town': 'Table Mountain is right behind you and the cafés of Kloof and Bree Street are close',
  Vancouver: 'the seawall, the mountains across the water and good coffee are never far',
  'Mexico City': 'tree-lined avenues, taquerías and leafy plazas are right outside',
  'Buenos Aires': 'cafés, bookshops, parrillas and the subte are all within a few blocks',
  Sydney: 'the harbour, the beaches and the cafés of the inner east are within easy reach',
  'Reykjavík': 'the harbour, the pools and the bakeries of the centre are all walkable',
  Marrakech: 'the souks, riads and rooftop terraces are a short walk through the lanes',
  Porto: 'the river, the port cellars and the azulejo-covered churches are within walking distance',
};

const OPENERS = [
  (n: string, hood: string, blurb: string) => `Welcome to our ${n} in ${hood}, ${blurb}.`,
  (n: string, hood: string, blurb: string) => `This ${n} sits in ${hood}: ${blurb}.`,
  (n: string, hood: string, blurb: string) => `Stay in ${hood}, ${blurb}. Our ${n} is a calm base from which to explore it all.`,
  (n: string, hood: string, blurb: string) => `A ${n} we have looked after for years, in ${hood} — ${blurb}.`,
];
const SPACE: Record<string, string[]> = {
  indoor: [
    'Big windows let the light in all day, and the living room has a deep sofa made for long afternoons with a book.',
    'The kitchen is fully equipped — good knives, a moka pot, a proper frying pan — and there is a table for six.',
    'Floors are original wood, the ceilings are high, and the whole place stays cool in summer.',
    'We renovated in 2022: new bathroom, new mattresses, and blackout curtains in the bedrooms.',
    'The bedroom faces the back, so nights are quiet even though the street is lively.',
    'You will find a reading corner by the window, a record player and a shelf of local guidebooks.',
    'The bathroom has a walk-in shower with good pressure and plenty of hot water.',
    'There is a small desk with a second monitor and fast fibre wifi for anyone who needs to work.',
  ],
  outdoor: [
    'Nights are dark enough for stars, and mornings start with birdsong and coffee on the deck.',
    'The wood stove keeps everything warm, and there is a full basket of logs waiting for you.',
    'A short path leads down to the water; bring swimming things in summer.',
    'Outside there is a fire pit, a picnic table and a hammock strung between two trees.',
    'Everything runs on solar power, and the water comes from our own well — it is delicious.',
    'The hot shower is in a little timber hut a few steps away, with a view of the trees.',
  ],
};
/** Shared rooms say so, in the title and the text: a guest must never expect a room to themselves. */
const SHARED_NOUNS = ['shared room', 'bed in a shared room'];
const SHARED_LINES = [
  'You share the room with other travellers; each bed has its own reading light, socket and locker.',
  'Sheets and towels are provided, and earplugs are in the drawer for light sleepers.',
  'The kitchen and living room are shared too, and there is always someone happy to point you to the best café.',
];
const ROOM_LINES = [
  'You will have your own room with a comfortable double bed and a wardrobe; the kitchen and living room are shared with me.',
  'Your room has its own key and a desk by the window. I work from home some days and am happy to share tips.',
  'The room is at the quiet end of the flat, with fresh towels, a reading lamp and a fan for warm nights.',
];
const PRACTICAL = [
  'Check-in is self-service with a key box, and we are always a message away.',
  'We meet every guest in person to hand over the keys and show you around.',
  'There is a supermarket on the corner and a bakery two doors down that opens at seven.',
  'Buses stop a block away, and a taxi to the centre takes about fifteen minutes.',
  'Fresh linen and towels are provided, along with coffee, tea, olive oil and the basics.',
  'We ask guests to separate recycling; the bins are in the courtyard.',
];
const CAVEATS = [
  'Good to know: the flat is up three flights of stairs and there is no lift.',
  'Good to know: the street can be busy on Friday and Saturday nights.',
  'Good to know: the last stretch of road is gravel, so drive slowly.',
  'Good to know: the neighbours have a friendly dog who may say hello.',
  'Good to know: the shower is over the bath.',
];

export function pickKind(rng: Rng, type: string, room: string, city: City): Kind {
  if (room !== 'entire_place') return 'room';
  switch (type) {
    case 'apartment': return rng.weighted([['flat', 5], ['studio', 2], ['loft', 1.5], ['penthouse', 0.7]] as const);
    case 'house': return rng.weighted([['house', 3], ['townhouse', 2], ['cottage', 1], ['farmhouse', city.setting === 'inland' || city.setting === 'mountain' ? 1 : 0.4]] as const);
    case 'cabin': return 'cabin';
    case 'camping': return 'tent';
    case 'boat': return 'houseboat';
    default: return 'beachhut';
  }
}

export function listingTitle(rng: Rng, kind: Kind, hood: Hood, amenities: Set<string>, bedrooms: number, shared = false): string {
  const noun = rng.pick(shared ? SHARED_NOUNS : NOUNS[kind]);
  const adj = rng.pick(ADJ);
  const feature = rng.pick(TITLE_FEATURES.filter(([, ok]) => ok(amenities)))[0];
  const size = bedrooms >= 2 && ['flat', 'house', 'townhouse', 'penthouse'].includes(kind) ? `${['', 'one', 'two', 'three', 'four', 'five'][Math.min(bedrooms, 5)]}-bedroom ` : '';
  const options = [
    `${adj} ${size}${noun} in ${hood.name}`,
    `${adj} ${noun} ${feature}`,
    `${hood.name} ${noun} ${feature}`,
    `${adj} ${size}${noun} ${feature}, ${hood.name}`,
  ];
  const ok = options.filter((t) => t.length >= 10 && t.length <= 80);
  const t = rng.pick(ok.length ? ok : [`${adj} ${noun}`]);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export function listingDescription(rng: Rng, kind: Kind, city: City, hood: Hood, shared = false): string {
  const noun = rng.pick(shared ? SHARED_NOUNS : NOUNS[kind]);
  const blurb = city.name === 'Montevideo' ? MVD_HOODS[hood.name] ?? 'a lovely part of town' : `a neighbourhood of ${city.name} where ${CITY_LINES[city.name] ?? 'everything is close'}`;
  const paras: string[] = [rng.pick(OPENERS)(noun, hood.name, blurb)];
  const outdoor = kind === 'cabin' || kind === 'tent' || kind === 'farmhouse';
  const pool = shared ? SHARED_LINES : kind === 'room' ? ROOM_LINES : outdoor ? [...SPACE.outdoor!, ...SPACE.indoor!.slice(0, 3)] : SPACE.indoor!;
  paras.push(rng.shuffle(pool).slice(0, rng.int(2, 4)).join(' '));
  paras.push(rng.shuffle(PRACTICAL).slice(0, rng.int(1, 3)).join(' '));
  if (rng.chance(0.35)) paras.push(rng.pick(CAVEATS));
  return paras.join('\n\n');
}

export function houseRulesText(rng: Rng, pets: boolean, smoking: boolean, events: boolean): string {
  const lines = [
    rng.pick(['Quiet hours from 22:00 to 8:00, please.', 'Please keep noise down after 23:00 — the neighbours are lovely and we want to keep it that way.', 'Quiet after 22:00.']),
    pets ? 'Well-behaved pets are welcome; please keep them off the beds.' : 'No pets, sorry — one of us is allergic.',
    smoking ? 'Smoking only outside, and please use the ashtray.' : 'No smoking anywhere inside or on the balcony.',
    events ? 'Small gatherings are fine if you let us know first.' : 'No parties or events.',
  ];
  if (rng.chance(0.5)) lines.push(rng.pick(['Please take your shoes off inside.', 'Turn off the air conditioning when you go out.', 'Leave the keys on the kitchen table when you check out.', 'Please wash up before you leave; we take care of the rest.']));
  return lines.join('\n');
}
