import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Row, Series } from './ChartCard';

export type ChartProps = {
  kind: 'bar' | 'line'; rows: Row[]; series: Series[]; format: (v: number) => string; tick: (v: number) => string; share?: boolean;
};

/**
 * The drawing itself (recharts), in a chunk of its own: only the Overview fetches it, so the other
 * console screens and every guest page stay without the charting library. Colours are design
 * tokens (CSS variables work in SVG presentation attributes).
 */
export default function Chart({ kind, rows, series, format, tick, share }: ChartProps) {
  const Drawing = kind === 'bar' ? BarChart : LineChart;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Drawing data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--line)" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--slate)' }} tickLine={false} axisLine={{ stroke: 'var(--line)' }} minTickGap={12} />
        <YAxis tickFormatter={(v: number) => tick(v)} tick={{ fontSize: 12, fill: 'var(--slate)' }} tickLine={false} axisLine={false} width={56}
          {...(share ? { domain: [0, 1], ticks: [0, 0.25, 0.5, 0.75, 1] } : { allowDecimals: false })} />
        <Tooltip formatter={(v) => format(Number(v))} cursor={{ fill: 'var(--paper-deep)' }} />
        {series.map((x) => (kind === 'bar'
          ? <Bar key={x.key} dataKey={x.key} name={x.label} fill={x.colour} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          : <Line key={x.key} dataKey={x.key} name={x.label} stroke={x.colour} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />))}
      </Drawing>
    </ResponsiveContainer>
  );
}
