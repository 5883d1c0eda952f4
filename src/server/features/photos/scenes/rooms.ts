import { C, FABRICS, mix, shade, WALLS, WOODS, type Mood } from './palette.js';
import type { Rng } from './random.js';
import { circle, Defs, ellipse, path, poly, r1, rect, W } from './svg.js';
import { hills, sky, water } from './nature.js';
import {
  bed, coffeeTable, floorPlanks, frames, lamp, nightstand, plant, rug, shelf, sofa, tableLamp, windowView,
} from './furniture.js';

function wall(defs: Defs, col: string, floorY: number): string {
  return rect(0, 0, W, floorY, defs.linear([[0, shade(col, -0.06)], [0.6, col], [1, shade(col, 0.05)]]));
}

export function livingRoom(defs: Defs, rng: Rng, mood: Mood): string {
  const wallCol = rng.pick(WALLS), wood = rng.pick(WOODS), floorY = rng.float(800, 860), sofaCol = rng.pick(FABRICS);
  const winLeft = rng.chance(0.5);
  const wx = winLeft ? rng.float(120, 220) : rng.float(1060, 1160);
  let out = wall(defs, wallCol, floorY) + floorPlanks(defs, floorY, wood);
  out += windowView(defs, rng.fork('win'), mood, wx, 150, 360, 440, C.white, rng.chance(0.6) ? mix(rng.pick(FABRICS), '#ffffff', 0.55) : undefined);
  const sx = winLeft ? rng.float(620, 700) : rng.float(200, 280);
  out += frames(rng, mood, sx + 80, 230, rng.int(1, 3));
  out += rug(sx - 120, floorY + 120, 900, 190, mix(rng.pick(FABRICS), wallCol, 0.5));
  out += sofa(rng, sx, floorY + 170, 660, sofaCol);
  out += coffeeTable(sx + 160, floorY + 300, 340, shade(wood, -0.1));
  out += circle(sx + 260, floorY + 205, 22, C.white) + rect(sx + 320, floorY + 196, 70, 14, rng.pick(FABRICS), 'rx="3"');
  out += plant(rng, winLeft ? sx + 820 : sx - 150, floorY + 230, 1.1, rng.pick(['#3f6b4f', '#4d7c5a', '#5f8f5a']));
  out += lamp(mood, winLeft ? wx + 520 : wx - 140, floorY + 140, 560, mix(C.sand, '#ffffff', 0.3));
  if (rng.chance(0.6)) out += shelf(rng, winLeft ? 1180 : 120, 640, 300, shade(wood, -0.1));
  return out;
}

export function bedroom(defs: Defs, rng: Rng, mood: Mood): string {
  const wallCol = rng.pick(WALLS), wood = rng.pick(WOODS), floorY = rng.float(820, 880), linen = rng.pick([C.white, '#f3ece0', '#e7efec', '#f5e6da']);
  let out = wall(defs, wallCol, floorY) + floorPlanks(defs, floorY, rng.pick(WOODS));
  if (rng.chance(0.5)) out += rect(0, 0, W, floorY * 0.45, shade(wallCol, -0.08), 'opacity="0.6"');
  const cx = rng.float(720, 880), bw = rng.float(560, 680);
  const wx = cx < 800 ? 1200 : 130;
  out += windowView(defs, rng.fork('win'), mood, wx, 190, 280, 380, C.white, mix(rng.pick(FABRICS), '#ffffff', 0.6));
  out += frames(rng, mood, cx - 150, 190, rng.int(1, 2));
  out += rug(cx - 480, floorY + 170, 960, 160, mix(rng.pick(FABRICS), linen, 0.4));
  out += bed(rng, cx, floorY + 200, bw, linen, shade(wood, -0.05));
  out += nightstand(cx - bw / 2 - 200, floorY + 150, wood) + tableLamp(mood, cx - bw / 2 - 125, floorY - 10, C.linen);
  out += nightstand(cx + bw / 2 + 50, floorY + 150, wood);
  out += rng.chance(0.5) ? tableLamp(mood, cx + bw / 2 + 125, floorY - 10, C.linen) : plant(rng, cx + bw / 2 + 125, floorY - 10, 0.6, '#4d7c5a');
  return out;
}

export function kitchen(defs: Defs, rng: Rng, mood: Mood): string {
  const wallCol = rng.pick(WALLS), cab = rng.pick(['#0f766e', '#2f7f77', '#e8dccb', '#6b8f71', '#345e6b', '#d8c3a5', '#f3efe7']), top = rng.pick(['#f3efe7', '#d6d3cd', '#c4955f']);
  const floorY = 900, counterY = 720;
  let out = wall(defs, wallCol, floorY) + rect(0, floorY, W, 300, defs.linear([[0, '#d9c8b0'], [1, '#b9a58a']]));
  for (let x = 0; x < W; x += 120) out += rect(x, floorY, 2, 300, '#a08a6d', 'opacity="0.4"');
  const tile = shade(wallCol, 0.35);
  out += rect(0, 430, W, 290, tile);
  for (let y = 430; y < 720; y += 48) for (let x = (y / 48) % 2 ? 0 : -48; x < W; x += 96) out += rect(x + 2, y + 2, 92, 44, shade(tile, -0.04), 'rx="3"');
  out += windowView(defs, rng.fork('win'), mood, 640, 170, 320, 230, C.white);
  for (const x of [60, 1100]) {
    out += rect(x, 110, 440, 280, cab, 'rx="6"') + rect(x + 218, 110, 4, 280, shade(cab, -0.2)) + rect(x + 190, 330, 8, 40, C.charcoal) + rect(x + 242, 330, 8, 40, C.charcoal);
  }
  out += rect(0, counterY, W, floorY - counterY, cab) + rect(0, counterY - 20, W, 26, top);
  for (let x = 40; x < W; x += 260) out += rect(x, counterY + 40, 230, 130, shade(cab, 0.06), 'rx="6"') + rect(x + 85, counterY + 60, 60, 8, C.charcoal, 'rx="4"');
  out += rect(1140, counterY - 34, 260, 14, C.charcoal, 'rx="4"') + ellipse(1210, counterY - 36, 44, 8, '#3a3a3a') + ellipse(1330, counterY - 36, 44, 8, '#3a3a3a');
  out += poly([[1150, 110], [1390, 110], [1330, 360], [1210, 360]], '#c7c3bb');
  out += rect(700, counterY - 24, 200, 10, '#9aa5a6') + path(`M790 ${counterY - 20} v-80 q0 -30 30 -30 h20`, 'none', 'stroke="#7d8a8b" stroke-width="12" stroke-linecap="round"');
  out += ellipse(360, counterY - 40, 80, 30, rng.pick([C.white, C.clay, C.teal100])) + circle(330, counterY - 70, 22, C.sunsetSoft) + circle(370, counterY - 76, 22, '#e9c46a') + circle(400, counterY - 66, 20, '#7aa86b');
  out += plant(rng, 540, counterY - 20, 0.55, '#4d7c5a');
  const lit = mood.time === 'night' || mood.time === 'dusk';
  for (const x of [520, 800, 1080]) {
    out += rect(x - 2, 0, 4, 200, C.charcoal);
    if (lit) out += circle(x, 240, 120, '#fde2a8', 'opacity="0.2"');
    out += path(`M${x - 60} 260 Q${x} 160 ${x + 60} 260 Z`, rng.pick([C.teal700, C.charcoal, C.ochre, C.white]));
  }
  if (rng.chance(0.6)) for (const x of [360, 760, 1160]) out += rect(x, 1000, 16, 200, C.bark) + rect(x + 100, 1000, 16, 200, C.bark) + rect(x - 20, 980, 156, 30, rng.pick(WOODS), 'rx="14"');
  return out;
}

export function bathroom(defs: Defs, rng: Rng, mood: Mood): string {
  const tileCol = rng.pick(['#e3efec', '#f2ede4', '#d7e6e3', '#efe2cf', '#cfe0dc', '#f5e6da']), wallCol = rng.pick(WALLS);
  const floorY = 900;
  let out = wall(defs, wallCol, floorY) + rect(0, 480, W, floorY - 480, tileCol);
  for (let y = 480; y < floorY; y += 60) out += rect(0, y, W, 3, shade(tileCol, -0.12));
  for (let x = 0; x < W; x += 60) out += rect(x, 480, 3, floorY - 480, shade(tileCol, -0.12));
  out += rect(0, floorY, W, 300, defs.linear([[0, shade(tileCol, -0.15)], [1, shade(tileCol, -0.3)]]));
  const tubLeft = rng.chance(0.5);
  const tx = tubLeft ? 80 : 880;
  out += windowView(defs, rng.fork('win'), mood, tubLeft ? 240 : 1040, 150, 300, 220, C.white);
  out += rect(tx, 700, 640, 260, C.white, 'rx="60"') + rect(tx + 30, 690, 580, 40, shade(C.white, -0.08), 'rx="20"');
  out += rect(tx + 40, 950, 30, 60, '#c9a66b') + rect(tx + 570, 950, 30, 60, '#c9a66b');
  out += path(`M${tx + 540} 690 v-200 q0 -40 -40 -40 h-40`, 'none', 'stroke="#9aa5a6" stroke-width="14" stroke-linecap="round"');
  const vx = tubLeft ? 1000 : 250, wood = rng.pick(WOODS);
  out += ellipse(vx + 180, 330, 150, 180, shade(wallCol, 0.2)) + ellipse(vx + 180, 330, 150, 180, 'none', `stroke="${rng.pick(['#c9a66b', C.charcoal, C.white])}" stroke-width="14"`);
  out += rect(vx, 640, 360, 260, wood, 'rx="10"') + rect(vx + 20, 680, 150, 190, shade(wood, 0.08), 'rx="6"') + rect(vx + 190, 680, 150, 190, shade(wood, 0.08), 'rx="6"');
  out += ellipse(vx + 180, 630, 130, 28, C.white) + path(`M${vx + 180} 610 v-60 h40`, 'none', 'stroke="#9aa5a6" stroke-width="12" stroke-linecap="round"');
  const towel = rng.pick(FABRICS);
  const rx = tubLeft ? 780 : 700;
  out += rect(rx, 470, 150, 8, '#9aa5a6') + rect(rx + 15, 478, 120, 200, towel, 'rx="10"') + rect(rx + 15, 640, 120, 12, shade(towel, 0.3));
  out += plant(rng, tubLeft ? 1480 : 100, floorY + 100, 0.8, '#4d7c5a');
  return out;
}

/** A balcony or terrace looking out over sea, city or mountains. */
export function balconyView(defs: Defs, rng: Rng, mood: Mood): string {
  const view = rng.pick(['sea', 'city', 'mountains'] as const);
  const horizon = rng.float(520, 600);
  let out = sky(defs, rng, mood, horizon + 10);
  if (view === 'sea') out += hills(rng, mood, horizon - 10, { layers: 1, amp: 50 }) + water(defs, rng, mood, horizon, 1200 - horizon);
  else if (view === 'mountains') out += hills(rng, mood, horizon + 100, { layers: 3, mountains: true, amp: 140 });
  else {
    out += hills(rng, mood, horizon, { layers: 1, amp: 40 }) + water(defs, rng, mood, horizon + 40, 400);
    for (let x = -20; x < W; x += rng.float(70, 150)) {
      const h = rng.float(80, 380), w = rng.float(60, 140), col = mix(rng.pick(['#d8c3a5', '#cfe0dc', '#e8d5b5', '#b9c9c6']), mood.sky.bottom, 0.35);
      out += rect(x, horizon + 60 - h, w, h + 600, col);
      for (let y = horizon + 80 - h; y < horizon + 40; y += 34) if (rng.chance(0.5)) out += rect(x + 10, y, w - 20, 12, mood.time === 'night' || mood.time === 'dusk' ? '#fcd58a' : shade(col, 0.3), 'opacity="0.8"');
    }
  }
  const deckY = 930, wood = rng.pick(WOODS);
  out += rect(0, deckY, W, 1200 - deckY, defs.linear([[0, shade(wood, -0.05)], [1, shade(wood, -0.3)]]));
  for (let x = -200; x < W + 200; x += 110) out += path(`M${x} ${deckY} L${r1(x + (x - 800) * 0.35)} 1200`, 'none', `stroke="${shade(wood, -0.35)}" stroke-width="3" opacity="0.5"`);
  const rail = rng.pick([C.charcoal, C.white, C.teal800]);
  out += rect(0, 760, W, 14, rail);
  for (let x = 20; x < W; x += 46) out += rect(x, 770, 8, deckY - 770, rail);
  if (rng.chance(0.5)) out += rect(0, 770, W, deckY - 770, mix(mood.sky.bottom, '#ffffff', 0.5), 'opacity="0.25"');
  const chair = rng.pick(FABRICS), tx = rng.float(650, 950);
  out += ellipse(tx, 1050, 130, 26, '#000000', 'opacity="0.12"') + ellipse(tx, 950, 120, 26, rng.pick([C.white, '#d9d4cc', wood])) + rect(tx - 8, 950, 16, 100, C.charcoal);
  out += circle(tx - 30, 925, 18, C.white) + rect(tx + 10, 905, 26, 40, '#e9c46a', 'opacity="0.8" rx="4"');
  for (const dx of [-320, 180]) {
    const x = tx + dx;
    out += rect(x, 820, 140, 180, chair, 'rx="30"') + rect(x - 10, 960, 160, 50, shade(chair, -0.1), 'rx="18"') + rect(x + 10, 1010, 10, 90, C.charcoal) + rect(x + 120, 1010, 10, 90, C.charcoal);
  }
  out += plant(rng, rng.chance(0.5) ? 170 : 1430, 1080, 1.2, rng.pick(['#3f6b4f', '#4d7c5a', '#5f8f5a']));
  return out;
}
