import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { PlainButton } from '../../../ui/Button';
import { useWakeUp } from '../../../ui/useWakeUp';
import s from './Overview.module.css';

const Chart = lazy(() => import('./Chart'));

export type Series = { key: string; label: string; colour: string };
export type Row = { label: string } & Record<string, number | string | null>;

/**
 * One figure: a chart for the eye, and the same figures as a table for everyone. The
 * chart is hidden from assistive technology (a canvas: nothing focusable hides inside aria-hidden);
 * the table is always in the page, visually hidden until "Show the figures".
 */
export function ChartCard({ title, note, kind, rows, series, format, tick = format, share, cell, empty, emptyText, rowHeader }: {
  title: string; rowHeader?: string; note?: string; kind: 'bar' | 'line'; rows: Row[]; series: Series[];
  /** Formats a value for the axis, the tooltip and (unless `cell`) the table. */
  format: (v: number) => string;
  /** Formats the axis's ticks (short: compact numbers). */
  tick?: (v: number) => string;
  /** The values are shares (0..1): the axis runs from 0 to 100 %. */
  share?: boolean;
  cell?: (row: Row, key: string) => ReactNode;
  empty: boolean; emptyText: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  // Each chart is drawn once it comes near the screen, in a quiet moment of its own: drawn together
  // when the charting library arrived, the overview's six made one task of half a second on a phone.
  const near = useWakeUp();
  const show = (row: Row, key: string) => (cell ? cell(row, key) : row[key] === null ? t('admin.overview.none') : format(Number(row[key])));
  return (
    <section className={s.chartCard} aria-labelledby={`${tableId}-h`}>
      <h3 id={`${tableId}-h`} className={s.chartTitle}>{title}</h3>
      {note && <p className={s.note}>{note}</p>}
      {empty ? <p className={s.empty}>{emptyText}</p> : (
        <div ref={near.ref} className={s.chart} aria-hidden="true">
          {near.awake && <Suspense fallback={null}><Chart kind={kind} rows={rows} series={series} format={format} tick={tick} share={share} /></Suspense>}
        </div>
      )}
      <PlainButton variant="ghost" size="small" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((o) => !o)}>
        {open ? t('admin.overview.hideTable') : t('admin.overview.showTable')}
      </PlainButton>
      <div id={tableId} className={open ? s.tableWrap : 'visually-hidden'}>
        <table className={s.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr><th scope="col">{rowHeader ?? t('admin.overview.week')}</th>{series.map((x) => <th key={x.key} scope="col">{x.label}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}><th scope="row">{row.label}</th>{series.map((x) => <td key={x.key} className="tabular-nums">{show(row, x.key)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
