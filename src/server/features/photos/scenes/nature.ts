import { C, mix, shade, type Mood } from './palette.js';
import type { Rng } from './random.js';
import { circle, Defs, ellipse, H, path, poly, r1, rect, ridge, W } from './svg.js';

/** Sky from the top of the picture down to `horizon`, with sun or moon, clouds and stars. */
export function sky(defs: Defs, rng: Rng, mood: Mood, horizon: number, w = W, x0 = 0, y0 = 0): string {
  const { sky: s, time } = mood;
  let out = rect(x0, y0, w, horizon - y0 + 4, defs.linear([[0, s.top], [1, s.bottom]]));
  const sx = x0 + rng.float(0.15, 0.85) * w;
  const sy = y0 + (horizon - y0) * (time === 'golden' || time === 'dusk' ? rng.float(0.62, 0.8) : rng.float(0.18, 0.4));
  if (time === 'night') {
    for (let i = 0; i < 70 * (w / W); i++) {
      out += circle(x0 + rng.next() * w, y0 + rng.next() * (horizon - y0) * 0.8, rng.float(1, 3), '#fdf6e3', `opacity="${r1(rng.float(0.3, 0.9))}"`);
    }
    out += circle(sx, sy, 150 * (w / W), defs.radial([[0, s.glow, 0.35], [1, s.glow, 0]]));
    out += circle(sx, sy, 46 * (w / W), '#f4efe1');
    out += circle(sx + 18 * (w / W), sy - 10 * (w / W), 40 * (w / W), s.top);
  } else {
    const r = (time === 'day' ? 60 : 80) * (w / W);
    out += circle(sx, sy, r * 5, defs.radial([[0, s.glow, 0.7], [1, s.glow, 0]]));
    out += circle(sx, sy, r, time === 'dusk' ? C.peach : time === 'golden' ? '#fde7b0' : '#fff8e7');
  }
  const clouds = rng.int(time === 'night' ? 0 : 1, 4);
  for (let i = 0; i < clouds; i++) {
    const cx = x0 + rng.next() * w, cy = y0 + rng.float(0.12, 0.55) * (horizon - y0), cw = rng.float(160, 340) * (w / W);
    const col = time === 'dusk' ? '#f6c7a8' : time === 'night' ? '#36606a' : '#ffffff';
    const op = time === 'night' ? 0.5 : 0.75;
    out += `<g opacity="${op}">${ellipse(cx, cy, cw / 2, cw / 9, col)}${ellipse(cx - cw / 6, cy - cw / 12, cw / 5, cw / 8, col)}${ellipse(cx + cw / 8, cy - cw / 10, cw / 4, cw / 7, col)}</g>`;
  }
  return out;
}

/** Layered hills (or mountains) fading into the sky with distance. */
export function hills(rng: Rng, mood: Mood, baseY: number, opts: { layers?: number; mountains?: boolean; amp?: number } = {}): string {
  const layers = opts.layers ?? 3;
  let out = '';
  for (let l = 0; l < layers; l++) {
    const depth = (layers - l) / layers; // 1 = farthest
    const col = mix(mood.land.near, mood.sky.bottom, 0.15 + depth * 0.5);
    const amp = (opts.amp ?? 120) * (0.6 + depth * 0.8);
    const y = baseY - depth * 70;
    if (opts.mountains && l === 0) {
      const pts: [number, number][] = [[-50, y]];
      let x = -50;
      const peaks: [number, number][] = [];
      while (x < W + 50) {
        x += rng.float(160, 320);
        const py = y - amp * rng.float(1.2, 2.6);
        pts.push([x, py]);
        peaks.push([x, py]);
        x += rng.float(120, 260);
        pts.push([x, y - amp * rng.float(0.3, 0.8)]);
      }
      pts.push([W + 50, y]);
      const mcol = mix('#6c8a8c', mood.sky.bottom, 0.45);
      out += poly([...pts, [W + 50, H], [-50, H]], mcol);
      for (const [px, py] of peaks) {
        const cap = mood.season === 'winter' ? 0.45 : 0.22;
        const d = (y - py) * cap;
        out += poly([[px, py], [px + d * 0.9, py + d], [px + d * 0.3, py + d * 0.85], [px - d * 0.2, py + d * 1.05], [px - d * 0.8, py + d]], mix('#f7f5ef', mood.sky.bottom, 0.2));
      }
      continue;
    }
    const pts: [number, number][] = [];
    const n = rng.int(3, 5);
    for (let i = 0; i <= n; i++) pts.push([-40 + (i * (W + 80)) / n, y - rng.float(0.2, 1) * amp]);
    out += ridge(pts, H, col);
  }
  return out;
}

export function ground(defs: Defs, mood: Mood, y: number, color = mood.land.near): string {
  return rect(0, y, W, H - y, defs.linear([[0, shade(color, 0.08)], [1, shade(color, -0.12)]]));
}

export function water(defs: Defs, rng: Rng, mood: Mood, y: number, h: number): string {
  const top = mix(C.teal500, mood.sky.bottom, 0.45);
  const bottom = mix(C.teal700, mood.sky.top, 0.25);
  let out = rect(0, y, W, h, defs.linear([[0, top], [1, bottom]]));
  for (let i = 0; i < 26; i++) {
    const ly = y + 8 + rng.next() * (h - 16);
    const lw = rng.float(40, 220) * (0.4 + (ly - y) / h);
    out += rect(rng.next() * W, ly, lw, rng.float(2, 5), mix(mood.sky.glow, '#ffffff', 0.3), `opacity="${r1(rng.float(0.2, 0.55))}" rx="2"`);
  }
  return out;
}

export function pine(x: number, base: number, h: number, col: string, snow = false): string {
  const w = h * 0.42;
  let out = rect(x - h * 0.03, base - h * 0.12, h * 0.06, h * 0.14, C.bark);
  for (let i = 0; i < 3; i++) {
    const ty = base - h * 0.12 - i * h * 0.26;
    const tw = w * (1 - i * 0.24);
    const tierCol = shade(col, i * 0.05);
    out += poly([[x - tw / 2, ty], [x + tw / 2, ty], [x, ty - h * 0.42]], tierCol);
    out += poly([[x, ty], [x + tw / 2, ty], [x, ty - h * 0.42]], shade(tierCol, -0.12));
    if (snow) out += poly([[x - tw * 0.16, ty - h * 0.3], [x + tw * 0.16, ty - h * 0.3], [x, ty - h * 0.42]], '#f4f7f6');
  }
  return out;
}

export function roundTree(x: number, base: number, h: number, col: string, bare = false): string {
  let out = rect(x - h * 0.035, base - h * 0.5, h * 0.07, h * 0.5, C.bark);
  if (bare) {
    out += path(`M${r1(x)} ${r1(base - h * 0.45)} l${r1(-h * 0.18)} ${r1(-h * 0.3)} M${r1(x)} ${r1(base - h * 0.55)} l${r1(h * 0.2)} ${r1(-h * 0.28)} M${r1(x)} ${r1(base - h * 0.6)} l0 ${r1(-h * 0.35)}`, 'none', `stroke="${C.bark}" stroke-width="${r1(h * 0.025)}" stroke-linecap="round"`);
    return out;
  }
  out += circle(x, base - h * 0.68, h * 0.3, col);
  out += circle(x - h * 0.14, base - h * 0.6, h * 0.2, shade(col, 0.06));
  out += circle(x + h * 0.1, base - h * 0.78, h * 0.18, shade(col, 0.1));
  out += path(`M${r1(x + h * 0.3)} ${r1(base - h * 0.68)} a${r1(h * 0.3)} ${r1(h * 0.3)} 0 0 1 ${r1(-h * 0.45)} ${r1(h * 0.22)} a${r1(h * 0.3)} ${r1(h * 0.3)} 0 0 0 ${r1(h * 0.45)} ${r1(-h * 0.22)}`, shade(col, -0.15), 'opacity="0.6"');
  return out;
}

export function palm(x: number, base: number, h: number, col: string, lean = 1): string {
  const tx = x + lean * h * 0.18, ty = base - h;
  let out = path(`M${r1(x - 8)} ${base} Q${r1(x + lean * h * 0.02)} ${r1(base - h * 0.5)} ${r1(tx - 5)} ${r1(ty)} L${r1(tx + 5)} ${r1(ty)} Q${r1(x + lean * h * 0.06 + 8)} ${r1(base - h * 0.5)} ${r1(x + 8)} ${base} Z`, C.brown);
  for (const [dx, dy] of [[-1, 0.2], [1, 0.15], [-0.7, -0.25], [0.8, -0.3], [0.1, -0.45]] as const) {
    const ex = tx + dx * h * 0.38, ey = ty + dy * h * 0.3 + h * 0.1;
    out += path(`M${r1(tx)} ${r1(ty)} Q${r1((tx + ex) / 2)} ${r1(ty - h * 0.12)} ${r1(ex)} ${r1(ey)} Q${r1((tx + ex) / 2)} ${r1(ty - h * 0.02)} ${r1(tx)} ${r1(ty)} Z`, dx > 0 ? shade(col, -0.1) : col);
  }
  return out;
}

/** Conifers stay green in every season; blossom and autumn colours are for broadleaf trees. */
export function evergreen(rng: Rng, mood: Mood): string {
  return rng.pick(mood.season === 'autumn' || mood.season === 'spring' ? ['#3f6b4f', '#4d7c5a', '#2f5d4a'] : mood.land.foliage);
}

/** A row of trees along a baseline, chosen for the season. */
export function treeLine(rng: Rng, mood: Mood, base: number, count: number, scale: number, kinds: 'pine' | 'round' | 'mixed' = 'mixed', avoid?: [number, number]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.float(-40, W + 40);
    if (avoid && x > avoid[0] && x < avoid[1]) continue;
    const h = scale * rng.float(0.75, 1.25);
    const kind = kinds === 'mixed' ? (rng.chance(0.5) ? 'pine' : 'round') : kinds;
    const col = kind === 'pine' ? evergreen(rng, mood) : rng.pick(mood.land.foliage);
    out += kind === 'pine' ? pine(x, base + rng.float(-6, 6), h, col, mood.land.snow) : roundTree(x, base + rng.float(-6, 6), h, col, mood.season === 'winter');
  }
  return out;
}
