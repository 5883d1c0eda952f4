import { C, FACADES, mix, shade, WOODS, type Mood } from './palette.js';
import type { Rng } from './random.js';
import { circle, path, poly, r1, rect } from './svg.js';

export function glass(mood: Mood): string {
  return mood.time === 'night' || mood.time === 'dusk' ? '#fcd58a' : mix(mood.sky.top, '#ffffff', 0.35);
}

export function windowAt(x: number, y: number, w: number, h: number, mood: Mood, frame: string = C.white, bars = true): string {
  let out = rect(x - 6, y - 6, w + 12, h + 12, frame, 'rx="3"');
  out += rect(x, y, w, h, glass(mood));
  if (mood.time !== 'night') out += poly([[x, y + h * 0.7], [x + w * 0.5, y], [x + w * 0.8, y], [x, y + h]], '#ffffff', 'opacity="0.25"');
  if (bars) out += rect(x + w / 2 - 3, y, 6, h, frame) + rect(x, y + h / 2 - 3, w, 6, frame);
  return out;
}

export function door(x: number, base: number, w: number, h: number, col: string): string {
  return rect(x - 5, base - h - 5, w + 10, h + 5, shade(col, -0.25), 'rx="4"') + rect(x, base - h, w, h, col, 'rx="3"') + circle(x + w * 0.8, base - h / 2, 5, '#e9c46a');
}

/** A timber cabin, log walls, steep roof and a chimney. */
export function cabin(rng: Rng, mood: Mood, cx: number, base: number, s: number): string {
  const w = 560 * s, h = 260 * s, wall = rng.pick(WOODS), roof = rng.pick([C.teal800, C.charcoal, '#7f3b2a', '#3d5a50']);
  const x = cx - w / 2;
  let out = rect(x + w * 0.62, base - h - 230 * s, 50 * s, 160 * s, C.stone);
  if (mood.time !== 'day') out += circle(x + w * 0.62 + 25 * s, base - h - 270 * s, 22 * s, '#ffffff', 'opacity="0.35"') + circle(x + w * 0.62 + 45 * s, base - h - 320 * s, 30 * s, '#ffffff', 'opacity="0.22"');
  out += rect(x, base - h, w, h, wall);
  for (let i = 1; i < 8; i++) out += rect(x, base - h + (i * h) / 8, w, 4 * s, shade(wall, -0.18), 'opacity="0.6"');
  out += poly([[x - 50 * s, base - h + 10 * s], [cx, base - h - 250 * s], [x + w + 50 * s, base - h + 10 * s]], roof);
  out += poly([[cx, base - h - 250 * s], [x + w + 50 * s, base - h + 10 * s], [cx, base - h + 10 * s]], shade(roof, -0.15), 'opacity="0.5"');
  if (mood.season === 'winter') out += poly([[x - 50 * s, base - h + 10 * s], [cx, base - h - 250 * s], [x + w + 50 * s, base - h + 10 * s], [cx, base - h - 215 * s]], '#f5f8f8');
  out += windowAt(cx - 34 * s, base - h - 150 * s, 68 * s, 80 * s, mood, shade(wall, 0.4));
  out += door(cx - 45 * s, base, 90 * s, 170 * s, shade(roof, 0.1));
  out += windowAt(x + 60 * s, base - h + 70 * s, 110 * s, 90 * s, mood, shade(wall, 0.4));
  out += windowAt(x + w - 170 * s, base - h + 70 * s, 110 * s, 90 * s, mood, shade(wall, 0.4));
  out += rect(x - 30 * s, base - 14 * s, w + 60 * s, 18 * s, shade(wall, -0.3), 'rx="4"');
  return out;
}

/** A terrace of narrow town houses with varied facades and roofs. */
export function townhouses(rng: Rng, mood: Mood, base: number): string {
  let out = '';
  let x = rng.float(-120, -20);
  const colors = rng.shuffle(FACADES);
  let i = 0;
  while (x < 1640) {
    const w = rng.float(260, 360), h = rng.float(520, 760), col = colors[i++ % colors.length]!;
    const trim = shade(col, 0.55);
    out += rect(x, base - h, w, h, col);
    out += rect(x + w - 18, base - h, 18, h, shade(col, -0.12), 'opacity="0.5"');
    const roofKind = rng.int(0, 2);
    if (roofKind === 0) out += poly([[x - 10, base - h], [x + w / 2, base - h - w * 0.38], [x + w + 10, base - h]], shade(rng.pick([C.clay, C.charcoal, C.teal800]), -0.05));
    else if (roofKind === 1) out += rect(x - 10, base - h - 24, w + 20, 28, trim);
    else out += path(`M${r1(x)} ${r1(base - h)} q${r1(w / 2)} ${r1(-w * 0.5)} ${r1(w)} 0 Z`, trim);
    const floors = Math.max(2, Math.floor((h - 160) / 170));
    for (let f = 0; f < floors; f++) {
      const fy = base - h + 60 + f * 170;
      for (let k = 0; k < 2; k++) out += windowAt(x + 40 + k * (w - 80) / 2 + 10, fy, (w - 80) / 2 - 20, 100, mood, trim, false);
      if (f > 0 && rng.chance(0.4)) out += rect(x + 30, fy + 100, w - 60, 10, C.charcoal) + rect(x + 30, fy + 70, 6, 40, C.charcoal) + rect(x + w - 36, fy + 70, 6, 40, C.charcoal);
    }
    out += door(x + w / 2 - 40, base, 80, 150, rng.pick([C.teal700, C.sunset, C.charcoal, '#7f3b2a', C.ochre]));
    if (rng.chance(0.5)) out += rect(x + w / 2 - 70, base - 30, 30, 30, C.clay) + circle(x + w / 2 - 55, base - 40, 22, rng.pick(mood.land.foliage));
    x += w;
  }
  return out;
}

/** A modern apartment tower with balconies, smaller blocks behind. */
export function tower(rng: Rng, mood: Mood, base: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const w = rng.float(160, 280), h = rng.float(300, 620), x = rng.float(-50, 1450);
    out += rect(x, base - h, w, h, mix(rng.pick(FACADES), mood.sky.bottom, 0.55));
    for (let y = base - h + 30; y < base - 40; y += 60) out += rect(x + 20, y, w - 40, 18, mix(glass(mood), mood.sky.bottom, 0.5), 'opacity="0.7"');
  }
  const w = rng.float(440, 560), h = rng.float(860, 1000), x = rng.float(400, 1160 - w + 300) - 150;
  const col = rng.pick(['#efe6d8', '#dfe8e5', '#e8d9c4', '#d6e3df']);
  out += rect(x, base - h, w, h, col);
  out += rect(x + w * 0.82, base - h, w * 0.18, h, shade(col, -0.1));
  const floors = Math.floor((h - 80) / 78);
  for (let f = 0; f < floors; f++) {
    const fy = base - h + 40 + f * 78;
    out += rect(x + 24, fy, w * 0.78 - 30, 50, glass(mood), mood.time === 'night' && rng.chance(0.4) ? 'opacity="0.35"' : '');
    out += rect(x + 10, fy + 46, w * 0.8 - 10, 12, shade(col, -0.2));
    out += rect(x + 10, fy + 30, w * 0.8 - 10, 4, shade(col, -0.35), 'opacity="0.6"');
    if (rng.chance(0.25)) out += circle(x + rng.float(40, w * 0.7), fy + 36, 12, rng.pick(mood.land.foliage));
  }
  out += rect(x + w * 0.3, base - 110, w * 0.3, 110, shade(col, -0.4));
  out += rect(x + w * 0.33, base - 95, w * 0.24, 95, glass(mood));
  return out;
}

/** A small striped hut on stilts, for the beach. */
export function beachHut(rng: Rng, mood: Mood, cx: number, base: number, s: number): string {
  const w = 300 * s, h = 280 * s, col = rng.pick([C.teal500, C.sunsetSoft, '#e9c46a', '#8fc1b5', '#e07a5f']), x = cx - w / 2;
  let out = rect(x + 20 * s, base - 40 * s, 14 * s, 40 * s, C.bark) + rect(x + w - 34 * s, base - 40 * s, 14 * s, 40 * s, C.bark);
  out += rect(x, base - h - 40 * s, w, h, C.white);
  for (let i = 0; i < 6; i += 2) out += rect(x + (i * w) / 6, base - h - 40 * s, w / 6, h, col);
  out += poly([[x - 30 * s, base - h - 40 * s], [cx, base - h - 190 * s], [x + w + 30 * s, base - h - 40 * s]], shade(col, -0.3));
  out += door(cx - 45 * s, base - 40 * s, 90 * s, 170 * s, shade(col, -0.15));
  out += rect(x - 60 * s, base - 44 * s, w + 120 * s, 12 * s, C.brown);
  return out;
}

/** A wide farmhouse with a porch, and a barn beside it. */
export function farmhouse(rng: Rng, mood: Mood, cx: number, base: number, s: number): string {
  const w = 640 * s, h = 300 * s, col = rng.pick(['#f0e2c8', '#e8d5b5', '#f3ece0', '#dfd3bc']), roof = rng.pick(['#7f3b2a', C.charcoal, C.teal800, '#8a5a3c']);
  const x = cx - w / 2;
  const barnX = cx + (rng.chance(0.5) ? 1 : -1) * 560 * s;
  let out = rect(barnX - 170 * s, base - 300 * s, 340 * s, 300 * s, '#a4432f');
  out += poly([[barnX - 200 * s, base - 290 * s], [barnX, base - 450 * s], [barnX + 200 * s, base - 290 * s]], '#6e2c21');
  out += rect(barnX - 70 * s, base - 190 * s, 140 * s, 190 * s, '#f1e6d2') + path(`M${r1(barnX - 70 * s)} ${r1(base - 190 * s)} L${r1(barnX + 70 * s)} ${base} M${r1(barnX + 70 * s)} ${r1(base - 190 * s)} L${r1(barnX - 70 * s)} ${base}`, 'none', `stroke="#a4432f" stroke-width="${r1(10 * s)}"`);
  out += rect(x, base - h, w, h, col);
  out += poly([[x - 40 * s, base - h], [x + w * 0.25, base - h - 200 * s], [x + w * 0.75, base - h - 200 * s], [x + w + 40 * s, base - h]], roof);
  out += rect(x + w * 0.7, base - h - 260 * s, 44 * s, 120 * s, C.clay);
  if (mood.season === 'winter') out += poly([[x - 40 * s, base - h], [x + w * 0.25, base - h - 200 * s], [x + w * 0.75, base - h - 200 * s], [x + w + 40 * s, base - h], [x + w * 0.72, base - h - 170 * s], [x + w * 0.28, base - h - 170 * s]], '#f5f8f8');
  for (let i = 0; i < 4; i++) if (i !== 1) out += windowAt(x + 50 * s + i * 150 * s, base - h + 50 * s, 90 * s, 100 * s, mood, C.white);
  out += door(x + 205 * s, base, 90 * s, 170 * s, rng.pick([C.teal700, '#7f3b2a', C.ochre]));
  out += rect(x - 30 * s, base - 130 * s, w + 60 * s, 16 * s, shade(roof, 0.2));
  for (let i = 0; i <= 6; i++) out += rect(x - 20 * s + (i * (w + 30 * s)) / 6, base - 118 * s, 10 * s, 118 * s, C.white);
  return out;
}

/** A canvas tent with a campfire. */
export function tent(rng: Rng, mood: Mood, cx: number, base: number, s: number): string {
  const col = rng.pick([C.sunsetSoft, C.teal500, '#e9c46a', '#d98f6b']);
  let out = poly([[cx - 260 * s, base], [cx, base - 300 * s], [cx + 260 * s, base]], col);
  out += poly([[cx, base - 300 * s], [cx + 260 * s, base], [cx + 60 * s, base]], shade(col, -0.2));
  out += poly([[cx - 70 * s, base], [cx, base - 200 * s], [cx + 60 * s, base]], mood.time === 'night' || mood.time === 'dusk' ? '#fcd58a' : shade(col, -0.45));
  out += rect(cx - 5 * s, base - 330 * s, 10 * s, 40 * s, C.bark);
  const fx = cx + (rng.chance(0.5) ? -1 : 1) * 430 * s;
  out += rect(fx - 60 * s, base - 18 * s, 120 * s, 18 * s, C.bark, 'rx="8"');
  out += path(`M${r1(fx - 40 * s)} ${r1(base - 16 * s)} Q${r1(fx - 30 * s)} ${r1(base - 110 * s)} ${r1(fx)} ${r1(base - 150 * s)} Q${r1(fx + 40 * s)} ${r1(base - 90 * s)} ${r1(fx + 40 * s)} ${r1(base - 16 * s)} Z`, C.sunsetSoft);
  out += path(`M${r1(fx - 20 * s)} ${r1(base - 16 * s)} Q${r1(fx - 14 * s)} ${r1(base - 70 * s)} ${r1(fx)} ${r1(base - 90 * s)} Q${r1(fx + 22 * s)} ${r1(base - 60 * s)} ${r1(fx + 20 * s)} ${r1(base - 16 * s)} Z`, '#fde68a');
  if (mood.time === 'night' || mood.time === 'dusk') out += circle(fx, base - 60 * s, 260 * s, '#fdba74', 'opacity="0.18"');
  return out;
}

/** A houseboat moored at a quay. */
export function houseboat(rng: Rng, mood: Mood, cx: number, waterY: number, s: number): string {
  const w = 820 * s, x = cx - w / 2, hull = rng.pick([C.teal800, '#7f3b2a', C.charcoal, '#345e6b']), cab = rng.pick(['#f0e2c8', '#e9c46a', '#9fc6bf', '#f2c7a8']);
  let out = path(`M${r1(x)} ${r1(waterY - 70 * s)} L${r1(x + w)} ${r1(waterY - 70 * s)} L${r1(x + w - 60 * s)} ${r1(waterY + 30 * s)} L${r1(x + 40 * s)} ${r1(waterY + 30 * s)} Z`, hull);
  out += rect(x, waterY - 80 * s, w, 14 * s, shade(hull, 0.3));
  out += rect(x + 80 * s, waterY - 300 * s, w - 200 * s, 220 * s, cab);
  out += rect(x + 60 * s, waterY - 320 * s, w - 160 * s, 26 * s, shade(hull, 0.1), 'rx="6"');
  for (let i = 0; i < 4; i++) out += windowAt(x + 130 * s + i * 130 * s, waterY - 250 * s, 80 * s, 80 * s, mood, C.white, false);
  out += door(x + w - 230 * s, waterY - 80 * s, 70 * s, 150 * s, shade(hull, 0.15));
  for (let i = 0; i < 3; i++) out += circle(x + 120 * s + i * 60 * s, waterY - 330 * s, 24 * s, rng.pick(mood.land.foliage));
  out += path(`M${r1(x)} ${r1(waterY + 30 * s)} L${r1(x + w)} ${r1(waterY + 30 * s)} L${r1(x + w - 80 * s)} ${r1(waterY + 120 * s)} L${r1(x + 60 * s)} ${r1(waterY + 120 * s)} Z`, hull, 'opacity="0.25"');
  return out;
}
