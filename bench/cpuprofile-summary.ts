import fs from 'node:fs';

/**
 * Sums a `.cpuprofile`'s self time by file (package for node_modules) and by function, between
 * two optional offsets in seconds from its start: `npx tsx bench/cpuprofile-summary.ts file [from] [to] [top]`.
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const [file, fromS, toS, topS] = process.argv.slice(2);
const p = JSON.parse(fs.readFileSync(file!, 'utf8')) as Profile;
const from = Number(fromS ?? 0) * 1e6;
const to = toS ? Number(toS) * 1e6 : Infinity;
const top = Number(topS ?? 40);
const byId = new Map(p.nodes.map((n) => [n.id, n]));

const where = (url: string) => {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return `npm:${m[1]}`;
  if (url.startsWith('node:')) return url;
  const s = url.indexOf('/src/');
  return s >= 0 ? url.slice(s + 1) : url;
};
const selfByFile = new Map<string, number>();
const selfByFn = new Map<string, number>();
let t = 0;
let total = 0;
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i]!;
  if (t < from || t > to) continue;
  const dt = p.timeDeltas[i + 1] ?? 0;
  const n = byId.get(p.samples[i]!)!;
  const f = n.callFrame;
  if (f.functionName === '(idle)') continue;
  total += dt;
  const w = where(f.url);
  selfByFile.set(w, (selfByFile.get(w) ?? 0) + dt);
  const fn = `${f.functionName || '(anonymous)'} ${w}:${f.lineNumber + 1}`;
  selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + dt);
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`${title} (busy ${(total / 1000).toFixed(0)} ms)`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(v / 1000).toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
};
console.log(`profile ${((p.endTime - p.startTime) / 1e6).toFixed(1)} s`);
show('self time by file or package', selfByFile);
show('self time by function', selfByFn);
