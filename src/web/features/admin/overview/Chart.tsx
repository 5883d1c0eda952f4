import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Row, Series } from './ChartCard';
import { xLabels } from './xLabels';
import s from './Overview.module.css';

export type ChartProps = {
  kind: 'bar' | 'line'; rows: Row[]; series: Series[]; format: (v: number) => string; tick: (v: number) => string; share?: boolean;
};

/** Whole numbers only on a count's axis. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 1e7, 1e8, 1e9, 1e10];
const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1];
export default function Chart({ kind, rows, series, format, tick, share }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(el);
    const colour = (c: string) => c.replace(/var\((--[\w-]+)\)/g, (_, name: string) => css.getPropertyValue(name).trim());
    const font = `12px ${css.fontFamily}`;
    const pen = document.createElement('canvas').getContext('2d');
    if (pen) pen.font = font;
    const measure = (text: string) => pen?.measureText(text).width ?? text.length * 7;
    const labelsFor = (u: uPlot) => xLabels(rows.map((r) => r.label), u.bbox.width / devicePixelRatio / Math.max(1, rows.length), measure);
    const axis = { stroke: colour('var(--slate)'), font, ticks: { show: false } };
    const xs = rows.map((_, i) => i);
    const plot = new uPlot({
      width: Math.max(1, el.clientWidth), height: Math.max(1, el.clientHeight),
      legend: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      cursor: { y: false, drag: { x: false, y: false }, points: { show: kind === 'line' } },
      scales: {
        x: { time: false, range: () => [-0.5, rows.length - 0.5] },
        y: { range: share ? [0, 1] : (_u, _min, max) => [0, Math.max(1, Math.ceil((max ?? 0) * 1.1))] },
      },
      axes: [
        { ...axis, grid: { show: false }, border: { show: true, stroke: colour('var(--line)'), width: 1 }, gap: 6,
          size: (_u, values) => (values?.some((v) => v.includes('\n')) ? 44 : 28),
          splits: (u) => xs.filter((i) => i % labelsFor(u).every === 0),
          values: (u, splits) => splits.map((i) => labelsFor(u).text[i] ?? '') },
        { ...axis, size: 56, grid: { stroke: colour('var(--line)'), width: 1 },
          ...(share ? { splits: () => SHARE_TICKS } : { incrs: WHOLE_STEPS }),
          values: (_u, values) => values.map((v) => tick(v)) },
      ],
      series: [
        {},
        ...series.map((x) => (kind === 'bar'
          ? { label: x.label, fill: colour(x.colour), stroke: colour(x.colour), width: 0, points: { show: false },
              paths: uPlot.paths.bars!({ size: [0.6, 48], radius: [0.15, 0] }) }
          : { label: x.label, stroke: colour(x.colour), width: 2, spanGaps: true,
              points: { show: true, size: 6, fill: colour(x.colour) } })),
      ],
      hooks: {
        // The value pointed at, next to the pointer (in place of a legend).
        setCursor: [(u) => {
          const t = tip.current;
          const i = u.cursor.idx;
          if (!t) return;
          if (i == null || u.cursor.left == null || u.cursor.left < 0) {
            t.hidden = true;
            return;
          }
          const values = series.map((x) => rows[i]?.[x.key]).filter((v) => v !== null && v !== undefined);
          t.textContent = `${rows[i]?.label ?? ''}: ${values.map((v) => format(Number(v))).join(', ') || '–'}`;
          t.hidden = false;
          const left = Math.min(u.cursor.left + u.bbox.left / devicePixelRatio, el.clientWidth - t.offsetWidth);
          t.style.insetInlineStart = `${Math.max(0, left)}px`;
        }],
      },
    }, [xs, ...series.map((x) => rows.map((r) => (r[x.key] === null ? null : Number(r[x.key]))))], el);
    // The card's width follows the page's; the chart follows the card.
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(1, el.clientWidth), height: Math.max(1, el.clientHeight) }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [kind, rows, series, format, tick, share]);
  return (
    <div className={s.drawing}>
      <div ref={box} className={s.canvas} />
      <div ref={tip} className={s.tip} hidden />
    </div>
  );
}
