import { pickMood, type Mood, type Season, type TimeOfDay } from './palette.js';
import { createRng } from './random.js';
import { Defs, H, W } from './svg.js';
import { beachHutScene, cabinScene, farmhouseScene, houseboatScene, tentScene, townhouseScene, towerScene } from './exteriors.js';
import { balconyView, bathroom, bedroom, kitchen, livingRoom } from './rooms.js';

/** Every illustrated scene kind. Storage keys of demo photos are `demo-<kind>-<seed>`. */
export const SCENE_KINDS = [
  'cabin', 'townhouse', 'tower', 'beachhut', 'farmhouse', 'tent', 'houseboat',
  'living', 'bedroom', 'kitchen', 'bathroom', 'view',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export const SCENE_WIDTH = W;
export const SCENE_HEIGHT = H;

const DRAW = {
  cabin: cabinScene, townhouse: townhouseScene, tower: towerScene, beachhut: beachHutScene,
  farmhouse: farmhouseScene, tent: tentScene, houseboat: houseboatScene,
  living: livingRoom, bedroom, kitchen, bathroom, view: balconyView,
} as const;

const INTERIOR: ReadonlySet<SceneKind> = new Set(['living', 'bedroom', 'kitchen', 'bathroom']);

function moodFor(kind: SceneKind, seed: number): Mood {
  const rng = createRng(`${kind}:${seed}:mood`);
  if (kind === 'beachhut') return pickMood(rng, { seasons: ['summer', 'spring'] });
  if (kind === 'tent') return pickMood(rng, { seasons: ['spring', 'summer', 'autumn'] });
  if (INTERIOR.has(kind)) return pickMood(rng, { times: ['morning', 'day', 'day', 'golden', 'dusk', 'night'] as TimeOfDay[] });
  return pickMood(rng);
}

/** The SVG source of one scene, 1600×1200, rendered at `width` pixels wide. */
export function sceneSvg(kind: SceneKind, seed: number, width = W): string {
  const mood = moodFor(kind, seed);
  const defs = new Defs();
  const body = DRAW[kind](defs, createRng(`${kind}:${seed}`), mood);
  // Time-of-day light laid over everything, so every element shares the same mood.
  const light = mood.sky.lightAlpha ? `<rect width="${W}" height="${H}" fill="${mood.sky.light}" opacity="${INTERIOR.has(kind) ? mood.sky.lightAlpha * 0.5 : mood.sky.lightAlpha}"/>` : '';
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${defs}${body}${light}</svg>`;
}

const TIME_WORDS: Record<TimeOfDay, string> = { morning: 'in the morning', day: 'on a bright day', golden: 'in the golden hour', dusk: 'at dusk', night: 'at night' };
const SEASON_WORDS: Record<Season, string> = { spring: 'in spring', summer: 'in summer', autumn: 'in autumn', winter: 'in winter' };
const SUBJECT: Record<SceneKind, string> = {
  cabin: 'a timber cabin among pine trees', townhouse: 'a row of colourful town houses', tower: 'an apartment building with balconies',
  beachhut: 'a striped beach hut on the sand', farmhouse: 'a farmhouse with a barn and fields', tent: 'a tent pitched beside a campfire',
  houseboat: 'a houseboat moored at a quay', living: 'a living room with a sofa and a window', bedroom: 'a bedroom with a made bed',
  kitchen: 'a kitchen with counters and hanging lamps', bathroom: 'a bathroom with a tub and a round mirror', view: 'a balcony with chairs and a view',
};
const CAPTIONS: Record<SceneKind, string> = {
  cabin: 'The cabin', townhouse: 'The street', tower: 'The building', beachhut: 'On the beach', farmhouse: 'The farmhouse', tent: 'The pitch',
  houseboat: 'The boat', living: 'Living room', bedroom: 'Bedroom', kitchen: 'Kitchen', bathroom: 'Bathroom', view: 'The view',
};

/** Alt text that matches what the scene actually draws (same mood as the picture). */
export function describeScene(kind: SceneKind, seed: number): { alt: string; caption: string } {
  const mood = moodFor(kind, seed);
  const when = INTERIOR.has(kind) ? TIME_WORDS[mood.time] : `${TIME_WORDS[mood.time]} ${SEASON_WORDS[mood.season]}`;
  return { alt: `Illustration of ${SUBJECT[kind]} ${when}`, caption: CAPTIONS[kind] };
}

export function demoStorageKey(kind: SceneKind, seed: number): string {
  return `demo-${kind}-${seed.toString(36)}`;
}

export function parseDemoStorageKey(key: string): { kind: SceneKind; seed: number } | null {
  const m = /^demo-([a-z]+)-([0-9a-z]{1,8})$/.exec(key);
  if (!m || !(SCENE_KINDS as readonly string[]).includes(m[1]!)) return null;
  const seed = parseInt(m[2]!, 36);
  return Number.isSafeInteger(seed) && seed <= 0xffffffff ? { kind: m[1] as SceneKind, seed } : null;
}
