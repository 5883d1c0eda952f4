import { C, mix, shade, type Mood } from './palette.js';
import type { Rng } from './random.js';
import { Defs, ellipse, path, r1, rect, W } from './svg.js';
import { evergreen, ground, hills, palm, pine, roundTree, sky, treeLine, water } from './nature.js';
import { beachHut, cabin, farmhouse, houseboat, tent, tower, townhouses } from './buildings.js';

export function cabinScene(defs: Defs, rng: Rng, mood: Mood): string {
  const horizon = rng.float(600, 680), base = rng.float(960, 1010), cx = rng.float(600, 1000);
  let out = sky(defs, rng, mood, horizon) + hills(rng, mood, horizon + 60, { layers: 3, mountains: rng.chance(0.6) });
  out += treeLine(rng, mood, horizon + 150, 16, 230, 'pine');
  out += ground(defs, mood, base - 90);
  out += treeLine(rng, mood, base - 60, 5, 420, 'pine', [cx - 420, cx + 420]);
  out += cabin(rng, mood, cx, base, rng.float(0.9, 1.1));
  out += path(`M${r1(cx - 40)} ${r1(base)} Q${r1(cx - 60)} 1100 ${r1(cx - 200)} 1200 L${r1(cx + 140)} 1200 Q${r1(cx + 40)} 1100 ${r1(cx + 40)} ${r1(base)} Z`, shade(mood.land.near, mood.land.snow ? -0.08 : 0.2));
  out += pine(rng.chance(0.5) ? 120 : 1480, 1230, 720, evergreen(rng, mood), mood.land.snow);
  return out;
}

export function townhouseScene(defs: Defs, rng: Rng, mood: Mood): string {
  const base = rng.float(1010, 1050);
  let out = sky(defs, rng, mood, base);
  out += townhouses(rng, mood, base);
  out += rect(0, base, W, 1200 - base, '#cbbfae') + rect(0, base, W, 10, '#b3a690');
  for (let x = 0; x < W; x += 90) out += rect(x, base + 10, 2, 1200 - base, '#b3a690');
  for (let i = 0; i < 2; i++) out += roundTree(rng.float(100, 1500), 1200, rng.float(500, 650), rng.pick(mood.land.foliage), mood.season === 'winter');
  return out;
}

export function towerScene(defs: Defs, rng: Rng, mood: Mood): string {
  const base = rng.float(1040, 1080);
  let out = sky(defs, rng, mood, base) + hills(rng, mood, base - 380, { layers: 1, amp: 60 });
  out += tower(rng, mood, base);
  out += rect(0, base, W, 1200 - base, '#c9c2b6');
  out += treeLine(rng, mood, base + 10, 6, 260, 'round');
  if (rng.chance(0.4)) out += palm(rng.float(100, 400), 1220, 620, rng.pick(mood.land.foliage));
  return out;
}

export function beachHutScene(defs: Defs, rng: Rng, mood: Mood): string {
  const horizon = rng.float(560, 640), shore = horizon + rng.float(160, 220);
  let out = sky(defs, rng, mood, horizon) + hills(rng, mood, horizon, { layers: 1, amp: 40 });
  out += water(defs, rng, mood, horizon, shore - horizon + 40);
  out += path(`M0 ${r1(shore)} Q400 ${r1(shore - 30)} 800 ${r1(shore + 10)} T1600 ${r1(shore - 10)} L1600 1200 L0 1200 Z`, mix(C.sand, mood.sky.bottom, 0.15));
  out += path(`M0 ${r1(shore + 4)} Q400 ${r1(shore - 26)} 800 ${r1(shore + 14)} T1600 ${r1(shore - 6)}`, 'none', 'stroke="#ffffff" stroke-width="8" opacity="0.7"');
  const n = rng.int(1, 3), start = rng.float(250, 700);
  for (let i = 0; i < n; i++) out += beachHut(rng, mood, start + i * 380, rng.float(1020, 1060), 1 - i * 0.08);
  out += palm(rng.chance(0.5) ? 1380 : 140, 1180, rng.float(700, 860), rng.pick(['#3f6b4f', '#4d7c5a', '#2f5d4a']), rng.chance(0.5) ? 1 : -1);
  if (rng.chance(0.6)) {
    const ux = rng.float(900, 1300);
    out += rect(ux - 4, 900, 8, 220, C.charcoal) + path(`M${r1(ux - 150)} 910 Q${r1(ux)} 780 ${r1(ux + 150)} 910 Z`, rng.pick([C.sunsetSoft, C.teal500, '#e9c46a']));
  }
  return out;
}

export function farmhouseScene(defs: Defs, rng: Rng, mood: Mood): string {
  const horizon = rng.float(620, 680), base = rng.float(900, 960);
  let out = sky(defs, rng, mood, horizon) + hills(rng, mood, horizon + 80, { layers: 3, amp: 90 });
  out += ground(defs, mood, base - 140);
  for (let i = 0; i < 12; i++) out += path(`M${i * 160 - 400} 1200 L${800 + (i - 6) * 40} ${r1(base - 130)}`, 'none', `stroke="${shade(mood.land.near, -0.15)}" stroke-width="10" opacity="0.35"`);
  out += treeLine(rng, mood, base - 140, 8, 200, 'round', [300, 1300]);
  out += rect(0, base - 10, W, 1200 - base + 10, shade(mood.land.near, 0.05));
  out += farmhouse(rng, mood, rng.float(650, 950), base, rng.float(0.85, 1));
  for (let x = 20; x < W; x += 120) out += rect(x, base + 90, 12, 110, C.white);
  out += rect(0, base + 110, W, 10, C.white) + rect(0, base + 160, W, 10, C.white);
  return out;
}

export function tentScene(defs: Defs, rng: Rng, mood: Mood): string {
  const horizon = rng.float(560, 640), lake = rng.chance(0.6);
  let out = sky(defs, rng, mood, horizon) + hills(rng, mood, horizon + 80, { layers: 2, mountains: true, amp: 130 });
  if (lake) out += water(defs, rng, mood, horizon + 60, 160);
  out += treeLine(rng, mood, horizon + 240, 18, 200, 'pine');
  out += ground(defs, mood, horizon + 230);
  out += tent(rng, mood, rng.float(600, 1000), rng.float(1020, 1080), rng.float(1, 1.2));
  out += pine(rng.chance(0.5) ? 80 : 1520, 1240, 800, evergreen(rng, mood), mood.land.snow);
  return out;
}

export function houseboatScene(defs: Defs, rng: Rng, mood: Mood): string {
  const quayY = rng.float(600, 660), waterY = quayY + 80;
  let out = sky(defs, rng, mood, quayY);
  let x = -30;
  while (x < W) {
    const w = rng.float(120, 220), h = rng.float(150, 380), col = mix(rng.pick(['#e8d5b5', '#d98f6b', '#9fc6bf', '#e7b47d', '#f0e2c8']), mood.sky.bottom, 0.3);
    out += rect(x, quayY - h, w, h, col) + path(`M${r1(x)} ${r1(quayY - h)} l${r1(w / 2)} -60 l${r1(w / 2)} 60 Z`, shade(col, -0.2));
    for (let y = quayY - h + 30; y < quayY - 50; y += 60) out += rect(x + 20, y, 24, 34, mood.time === 'night' || mood.time === 'dusk' ? '#fcd58a' : shade(col, 0.4)) + rect(x + w - 44, y, 24, 34, shade(col, 0.4));
    x += w + 4;
  }
  out += treeLine(rng, mood, quayY, 5, 260, 'round');
  out += rect(0, quayY, W, 80, '#a89c8c') + rect(0, quayY, W, 10, '#c9bfb2');
  out += water(defs, rng, mood, waterY, 1200 - waterY);
  out += houseboat(rng, mood, rng.float(650, 950), waterY + 160, rng.float(1, 1.15));
  out += ellipse(rng.float(100, 300), 1100, 90, 16, C.teal800, 'opacity="0.5"');
  return out;
}
