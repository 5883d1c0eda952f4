/**
 * A small reader of Prometheus' text exposition format (0.0.4), strict enough to catch what a
 * scraper would refuse: every sample belongs to a declared family, names and labels are well
 * formed, values are numbers, a histogram's buckets rise to its +Inf bucket, which equals its count.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;

export function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  if (!text.endsWith('\n')) throw new Error('exposition must end with a newline');
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line.startsWith('# HELP ')) continue;
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      if (!NAME.test(name!) || !['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(type!)) throw new Error(`bad TYPE line: ${line}`);
      if (types.has(name!)) throw new Error(`family declared twice: ${name}`);
      types.set(name!, type!);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`bad sample line: ${JSON.stringify(line)}`);
    const [, name, , body, raw] = m;
    const labels: Record<string, string> = {};
    if (body) {
      LABEL.lastIndex = 0;
      while (LABEL.lastIndex < body.length) {
        const l = LABEL.exec(body);
        if (!l) throw new Error(`bad labels: ${line}`);
        labels[l[1]!] = l[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
      }
    }
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    if (Number.isNaN(value) && raw !== 'NaN') throw new Error(`bad value: ${line}`);
    const family = [name!, name!.replace(/_(bucket|sum|count)$/, '')].find((n) => types.has(n));
    if (!family) throw new Error(`sample of an undeclared family: ${name}`);
    samples.push({ name: name!, labels, value });
  }
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const series = new Map<string, Sample[]>();
    for (const s of samples.filter((x) => x.name === `${family}_bucket`)) {
      const { le: _le, ...rest } = s.labels;
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), s]);
    }
    for (const [key, buckets] of series) {
      const counts = buckets.map((b) => b.value);
      if (counts.some((c, i) => i > 0 && c < counts[i - 1]!)) throw new Error(`${family}${key}: buckets do not rise`);
      if (buckets.at(-1)!.labels.le !== '+Inf') throw new Error(`${family}${key}: no +Inf bucket last`);
      const count = samples.find((x) => x.name === `${family}_count` && JSON.stringify(x.labels) === key);
      if (count?.value !== counts.at(-1)) throw new Error(`${family}${key}: +Inf bucket is not the count`);
    }
  }
  return { samples, types };
}

/** The value of one series (0 when absent), or the sum over series matching `labels`. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((a, s) => a + s.value, 0);
}
