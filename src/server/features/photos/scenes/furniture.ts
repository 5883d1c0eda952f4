import { C, FABRICS, shade, type Mood } from './palette.js';
import type { Rng } from './random.js';
import { circle, Defs, ellipse, path, poly, r1, rect } from './svg.js';
import { hills, sky, treeLine } from './nature.js';

/** A window onto the same mood's landscape (a nested viewport clips it). */
export function windowView(defs: Defs, rng: Rng, mood: Mood, x: number, y: number, w: number, h: number, frame: string, curtains?: string): string {
  let out = rect(x - 18, y - 18, w + 36, h + 36, frame, 'rx="6"');
  out += `<svg x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" viewBox="0 0 1600 1200" preserveAspectRatio="xMidYMid slice">`;
  out += sky(defs, rng, mood, 760) + hills(rng, mood, 820, { layers: 2, mountains: rng.chance(0.4) }) + treeLine(rng, mood, 1120, 6, 380);
  out += '</svg>';
  out += rect(x + w / 2 - 6, y, 12, h, frame) + rect(x, y + h * 0.45, w, 12, frame);
  out += rect(x - 30, y + h + 14, w + 60, 18, shade(frame, -0.1), 'rx="4"');
  if (curtains) {
    out += path(`M${r1(x - 70)} ${r1(y - 40)} h110 q-30 ${r1(h * 0.5)} 10 ${r1(h + 80)} h-130 Z`, curtains);
    out += path(`M${r1(x + w + 70)} ${r1(y - 40)} h-110 q30 ${r1(h * 0.5)} -10 ${r1(h + 80)} h130 Z`, curtains);
    out += rect(x - 90, y - 50, w + 180, 12, C.bark, 'rx="6"');
  }
  return out;
}

export function plant(rng: Rng, x: number, base: number, s: number, leaf: string): string {
  const pot = rng.pick([C.clay, C.white, C.charcoal, C.sand]);
  let out = '';
  const n = rng.int(5, 8);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i - (n - 1) / 2) * 0.38, len = s * rng.float(120, 200);
    const ex = x + Math.cos(a) * len, ey = base - 90 * s + Math.sin(a) * len;
    out += path(`M${r1(x)} ${r1(base - 90 * s)} Q${r1((x + ex) / 2 - 30 * s * Math.sin(a))} ${r1((base - 90 * s + ey) / 2)} ${r1(ex)} ${r1(ey)} Q${r1((x + ex) / 2 + 30 * s)} ${r1((base - 90 * s + ey) / 2)} ${r1(x)} ${r1(base - 90 * s)} Z`, i % 2 ? leaf : shade(leaf, -0.12));
  }
  out += poly([[x - 55 * s, base - 100 * s], [x + 55 * s, base - 100 * s], [x + 42 * s, base], [x - 42 * s, base]], pot);
  return out;
}

export function lamp(mood: Mood, x: number, base: number, h: number, shadeCol: string): string {
  const lit = mood.time === 'night' || mood.time === 'dusk';
  let out = lit ? circle(x, base - h + 30, 220, '#fde2a8', 'opacity="0.22"') : '';
  out += rect(x - 4, base - h + 40, 8, h - 40, C.charcoal) + ellipse(x, base - 4, 40, 8, C.charcoal);
  out += poly([[x - 60, base - h + 50], [x + 60, base - h + 50], [x + 40, base - h - 30], [x - 40, base - h - 30]], lit ? '#fbe3b0' : shadeCol);
  return out;
}

export function sofa(rng: Rng, x: number, base: number, w: number, col: string): string {
  let out = ellipse(x + w / 2, base + 6, w * 0.55, 18, '#000000', 'opacity="0.12"');
  out += rect(x + 20, base - 300, w - 40, 200, shade(col, -0.08), 'rx="40"');
  out += rect(x, base - 140, w, 110, col, 'rx="30"');
  out += rect(x - 10, base - 230, 90, 200, shade(col, -0.05), 'rx="40"') + rect(x + w - 80, base - 230, 90, 200, shade(col, -0.05), 'rx="40"');
  const cushions = rng.int(2, 3);
  for (let i = 0; i < cushions; i++) out += rect(x + 110 + i * ((w - 300) / Math.max(1, cushions - 1)), base - 250, 100, 90, rng.pick(FABRICS), `rx="24" transform="rotate(${rng.int(-8, 8)} ${r1(x + 160 + i * ((w - 300) / Math.max(1, cushions - 1)))} ${base - 205})"`);
  out += rect(x + 30, base - 30, 12, 30, C.bark) + rect(x + w - 42, base - 30, 12, 30, C.bark);
  return out;
}

export function coffeeTable(x: number, base: number, w: number, wood: string): string {
  return ellipse(x + w / 2, base - 80, w / 2, 26, wood) + rect(x + w * 0.2, base - 80, 12, 80, shade(wood, -0.3)) + rect(x + w * 0.8 - 12, base - 80, 12, 80, shade(wood, -0.3));
}

export function frames(rng: Rng, mood: Mood, x: number, y: number, count: number): string {
  let out = '';
  let cx = x;
  for (let i = 0; i < count; i++) {
    const w = rng.float(110, 190), h = rng.float(120, 200), bg = rng.pick([C.cream, '#f3dcc4', C.teal100, '#f6e7c1']);
    out += rect(cx - 10, y - 10, w + 20, h + 20, rng.pick([C.bark, C.charcoal, '#c9a66b'])) + rect(cx, y, w, h, bg);
    if (rng.chance(0.5)) out += circle(cx + w * 0.6, y + h * 0.4, Math.min(w, h) * 0.18, rng.pick([C.sunsetSoft, C.teal700, C.ochre]));
    out += path(`M${r1(cx)} ${r1(y + h)} L${r1(cx)} ${r1(y + h * 0.7)} Q${r1(cx + w * 0.4)} ${r1(y + h * 0.45)} ${r1(cx + w)} ${r1(y + h * 0.75)} L${r1(cx + w)} ${r1(y + h)} Z`, rng.pick([C.teal700, '#6b8f71', C.clay]));
    cx += w + rng.float(40, 70);
    void mood;
  }
  return out;
}

export function rug(x: number, y: number, w: number, h: number, col: string): string {
  return ellipse(x + w / 2, y + h / 2, w / 2, h / 2, col) + ellipse(x + w / 2, y + h / 2, w / 2 - 24, h / 2 - 12, 'none', `stroke="${shade(col, 0.35)}" stroke-width="6"`);
}

export function shelf(rng: Rng, x: number, y: number, w: number, wood: string): string {
  let out = rect(x, y, w, 14, wood);
  let bx = x + 12;
  while (bx < x + w - 40) {
    const bw = rng.float(16, 30), bh = rng.float(70, 110);
    if (rng.chance(0.15)) {
      out += circle(bx + 30, y - 40, 34, rng.pick([C.clay, C.teal500, C.sand]));
      bx += 80;
      continue;
    }
    out += rect(bx, y - bh, bw, bh, rng.pick([C.teal700, C.ochre, C.clay, C.cream, '#345e6b', '#9c6644']));
    bx += bw + 3;
  }
  return out;
}

export function bed(rng: Rng, cx: number, base: number, w: number, linen: string, wood: string): string {
  const throwCol = rng.pick(FABRICS);
  let out = ellipse(cx, base + 8, w * 0.6, 20, '#000000', 'opacity="0.12"');
  out += rect(cx - w / 2 - 20, base - 460, w + 40, 330, wood, 'rx="24"');
  out += rect(cx - w / 2, base - 190, w, 160, linen, 'rx="26"');
  out += rect(cx - w / 2 + 30, base - 260, w / 2 - 50, 90, C.white, 'rx="30"') + rect(cx + 20, base - 260, w / 2 - 50, 90, C.white, 'rx="30"');
  out += rect(cx - w / 2 - 4, base - 175, w + 8, 150, throwCol, 'rx="22"');
  out += rect(cx - w / 2 - 4, base - 175, w + 8, 26, shade(throwCol, 0.25), 'rx="12"');
  out += rect(cx - w / 2, base - 30, w, 30, shade(wood, -0.2));
  return out;
}

export function nightstand(x: number, base: number, wood: string): string {
  return rect(x, base - 160, 150, 160, wood, 'rx="8"') + rect(x + 14, base - 120, 122, 6, shade(wood, -0.25));
}

export function tableLamp(mood: Mood, cx: number, base: number, col: string): string {
  const lit = mood.time === 'night' || mood.time === 'dusk';
  return (lit ? circle(cx, base - 120, 170, '#fde2a8', 'opacity="0.25"') : '') + rect(cx - 6, base - 90, 12, 90, C.charcoal) + poly([[cx - 55, base - 80], [cx + 55, base - 80], [cx + 38, base - 170], [cx - 38, base - 170]], lit ? '#fbe3b0' : col);
}

export function floorPlanks(defs: Defs, y: number, wood: string): string {
  let out = rect(0, y, 1600, 1200 - y, defs.linear([[0, shade(wood, -0.05)], [1, shade(wood, -0.22)]]));
  for (let i = 1; i < 8; i++) out += rect(0, y + i * (1200 - y) / 8 * (0.6 + i * 0.06), 1600, 3, shade(wood, -0.3), 'opacity="0.35"');
  return out + rect(0, y - 4, 1600, 18, shade(wood, 0.25));
}
