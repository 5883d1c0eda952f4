import type { Rng } from './random.js';

/** One art direction: brand teals, a little sunset orange, and earth tones. */
export const TIMES = ['morning', 'day', 'golden', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const C = {
  teal900: '#134e4a', teal800: '#115e59', teal700: '#0f766e', teal500: '#14b8a6', teal300: '#5eead4', teal100: '#ccfbf1',
  sunset: '#ea580c', sunsetSoft: '#f97316', peach: '#fdba74',
  cream: '#f5efe6', linen: '#e7d7c1', sand: '#d9bf94', ochre: '#c08a3e', clay: '#b5654a', brown: '#7a4f35', bark: '#5b3a29',
  stone: '#78716c', charcoal: '#2f3a3a', white: '#fbf8f3',
} as const;

type Sky = { top: string; bottom: string; glow: string; light: string; lightAlpha: number };
export const SKIES: Record<TimeOfDay, Sky> = {
  morning: { top: '#9ccfd0', bottom: '#fbe4cc', glow: '#fff1dc', light: '#fde6cf', lightAlpha: 0.08 },
  day: { top: '#6fbcc6', bottom: '#d9efe8', glow: '#fffaf0', light: '#ffffff', lightAlpha: 0 },
  golden: { top: '#8fbfb8', bottom: '#f8c88f', glow: '#ffe2b0', light: '#f59e0b', lightAlpha: 0.1 },
  dusk: { top: '#1f5560', bottom: '#f0935a', glow: '#fdba74', light: '#9a3412', lightAlpha: 0.16 },
  night: { top: '#0b2430', bottom: '#21505a', glow: '#d9f2ee', light: '#0b2430', lightAlpha: 0.42 },
};

type Land = { near: string; far: string; foliage: readonly string[]; snow: boolean };
export const LANDS: Record<Season, Land> = {
  spring: { near: '#7fa66a', far: '#a9c79a', foliage: ['#5f8f5a', '#7aa86b', '#e7a6a0', '#4d7c5a'], snow: false },
  summer: { near: '#6f9a55', far: '#9fbf86', foliage: ['#3f6b4f', '#4d7c5a', '#5f8f4e', '#2f5d4a'], snow: false },
  autumn: { near: '#b08a4e', far: '#c9a774', foliage: ['#c2703d', '#d39a3f', '#9c4f2e', '#6b7c45'], snow: false },
  winter: { near: '#e9eef0', far: '#d3e0e3', foliage: ['#2f5d4a', '#3d6a58', '#24493d', '#3f6b4f'], snow: true },
};

export const WALLS = ['#f3e9dc', '#e9dcc8', '#dfe7df', '#f1ddd0', '#d7e6e3', '#efe2cf', '#e4d6c6', '#cfe0dc'] as const;
export const FACADES = ['#e8d5b5', '#d98f6b', '#f0e2c8', '#9fc6bf', '#e7b47d', '#c9d6c3', '#f2c7a8', '#b9d3cf', '#e9c46a'] as const;
export const WOODS = ['#b07f52', '#c4955f', '#8f6242', '#d2ab7c', '#a06b45'] as const;
export const FABRICS = ['#0f766e', '#2f7f77', '#c2703d', '#d9a441', '#6b8f71', '#9c6644', '#345e6b', '#b5654a', '#8aa39b'] as const;

function parse(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: readonly number[]): string {
  return '#' + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v!))).toString(16).padStart(2, '0')).join('');
}
export function mix(a: string, b: string, t: number): string {
  const x = parse(a), y = parse(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}
/** Positive lightens towards white, negative darkens towards a deep teal (never pure black). */
export function shade(c: string, amt: number): string {
  return amt >= 0 ? mix(c, '#ffffff', amt) : mix(c, '#10262a', -amt);
}
export function rgb(hex: string): [number, number, number] {
  return parse(hex);
}

export type Mood = { time: TimeOfDay; season: Season; sky: Sky; land: Land };
export function pickMood(rng: Rng, opts: { times?: readonly TimeOfDay[]; seasons?: readonly Season[] } = {}): Mood {
  const time = rng.weighted((opts.times ?? TIMES).map((t) => [t, t === 'night' ? 0.6 : t === 'dusk' ? 1 : 1.4] as const));
  const season = rng.weighted((opts.seasons ?? SEASONS).map((s) => [s, s === 'winter' ? 0.6 : 1] as const));
  return { time, season, sky: SKIES[time], land: LANDS[season] };
}
