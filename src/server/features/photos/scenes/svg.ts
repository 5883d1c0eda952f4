/** Tiny helpers for writing SVG by hand: gradient defs with unique ids, and rounded numbers. */
export const W = 1600;
export const H = 1200;

export class Defs {
  private parts: string[] = [];
  private n = 0;
  linear(stops: readonly (readonly [number, string, number?])[], dir: 'v' | 'h' = 'v'): string {
    const id = `g${this.n++}`;
    const [x2, y2] = dir === 'v' ? [0, 1] : [1, 0];
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.parts.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string, number?])[]): string {
    const id = `g${this.n++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.parts.push(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  toString() {
    return `<defs>${this.parts.join('')}</defs>`;
  }
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * When drawing a thumbnail-sized placeholder, shapes smaller than a fraction of a pixel are
 * left out: they cannot show, and skipping them makes the render several times cheaper.
 */
let minArea = 0;
export function withMinArea<T>(area: number, fn: () => T): T {
  const prev = minArea;
  minArea = area;
  try {
    return fn();
  } finally {
    minArea = prev;
  }
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  if (w * h < minArea) return '';
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
export function poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  if (r * r * 3 < minArea) return '';
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  if (rx * ry * 3 < minArea) return '';
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
/** A smooth closed ridge through points, filled down to the bottom edge. */
export function ridge(points: readonly (readonly [number, number])[], bottom: number, fill: string, extra = ''): string {
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C${r1(mx)} ${r1(y0)} ${r1(mx)} ${r1(y1)} ${r1(x1)} ${r1(y1)}`;
  }
  d += ` L${r1(points[points.length - 1]![0])} ${bottom} L${r1(points[0]![0])} ${bottom} Z`;
  return path(d, fill, extra);
}
