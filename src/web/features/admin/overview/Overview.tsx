import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, CalendarX, Clock, Flag, Inbox } from 'lucide-react';
import type { AttentionItem, OverviewResponse } from '../../../../contract/overview';
import { LISTING_STATUSES } from '../../../../contract/overview';
import { minorToMajor } from '../../../../domain/money';
import { useI18n } from '../../../i18n';
import { EmptyState, ErrorState } from '../../../ui/States';
import { Skeleton } from '../../../ui/Surface';
import { ICON } from '../../../ui/icon';
import { useOverview } from './api';
import { ChartCard, type Row } from './ChartCard';
import a from '../Admin.module.css';
import s from './Overview.module.css';

const PERIODS = [4, 12, 26, 52];
const ICONS = { pendingListings: Inbox, openReports: Flag, expiringRequests: Clock, failingFeeds: CalendarX } as const;
/** Series colours: design tokens (DESIGN.md), brand first; the accent for a second currency. */
const COLOURS = ['var(--brand)', 'var(--accent-strong)', 'var(--slate)', 'var(--warning)'];

/** /admin: the attention strip, then the figures as charts with their tables. */
export function Overview() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('weeks'));
  const weeks = PERIODS.includes(asked) ? asked : 12;
  const q = useOverview(weeks);
  return (
    <>
      <h1 className={a.title}>{t('admin.overview.title')}</h1>
      <p className={a.intro}>{t('admin.overview.intro')}</p>
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        : !q.data ? <Loading />
        : (
          <>
            <Attention items={q.data.attention} />
            <div className={s.figuresHead}>
              <h2 className={s.sectionTitle}>{t('admin.overview.figures')}</h2>
              <label className={a.selectField}>
                {t('admin.overview.weeks')}
                <select value={weeks} onChange={(e) => setParams(e.target.value === '12' ? {} : { weeks: e.target.value })}>
                  {PERIODS.map((n) => <option key={n} value={n}>{t('admin.overview.weeks.option', { count: n })}</option>)}
                </select>
              </label>
            </div>
            <Figures data={q.data} />
          </>
        )}
    </>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <div className={s.attention}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={96} radius={12} />)}</div>
      <div className={s.charts}>{[0, 1].map((i) => <Skeleton key={i} height={280} radius={12} />)}</div>
    </div>
  );
}

function Attention({ items }: { items: AttentionItem[] }) {
  const { t, number } = useI18n();
  return (
    <section aria-labelledby="overview-attention">
      <h2 id="overview-attention" className={s.sectionTitle}>{t('admin.overview.attention')}</h2>
      <ul className={s.attention}>
        {items.map((item) => {
          const Icon = item.count > 0 && item.kind === 'failingFeeds' ? AlertTriangle : ICONS[item.kind];
          const body = (
            <>
              <Icon {...ICON} aria-hidden="true" className={s.attentionIcon} />
              <span className={s.count}>{number(item.count)}</span>
              <span className={s.attentionLabel}>{t(`admin.overview.attention.${item.kind}`)}</span>
              {item.count === 0 && <span className={s.clear}>{t('admin.overview.attention.clear')}</span>}
            </>
          );
          const cls = `${s.attentionCard} ${item.count > 0 ? s.waiting : ''}`;
          return <li key={item.kind}>{item.href ? <Link to={item.href} className={cls}>{body}</Link> : <div className={cls}>{body}</div>}</li>;
        })}
      </ul>
    </section>
  );
}

export function Figures({ data }: { data: OverviewResponse }) {
  const { t, number, money, date } = useI18n();
  const weekRow = (w: OverviewResponse['weeks'][number]) => ({ label: date(w.week) });
  const rows = (pick: (w: OverviewResponse['weeks'][number]) => Record<string, number | string | null>): Row[] =>
    data.weeks.map((w) => ({ ...weekRow(w), ...pick(w) }));
  const sum = (pick: (w: OverviewResponse['weeks'][number]) => number) => data.weeks.reduce((n, w) => n + pick(w), 0);
  const percent = (v: number) => number(v, { style: 'percent', maximumFractionDigits: 0 });
  const count = (v: number) => number(v);
  const compact = (v: number) => number(v, { notation: 'compact' });
  const compactMoney = (c: string) => (v: number) => number(minorToMajor(v, c), { style: 'currency', currency: c, notation: 'compact' });
  const listingTotal = LISTING_STATUSES.reduce((n, k) => n + data.listings[k], 0);
  const quiet = listingTotal === 0 && sum((w) => w.newMembers + w.bookings) === 0;
  const emptyText = t('admin.overview.empty');
  return (
    <>
      {quiet && <EmptyState headingLevel={3} title={t('admin.overview.emptyTitle')} body={t('admin.overview.emptyBody')} />}
      <div className={s.charts}>
        <ChartCard title={t('admin.overview.listings')} kind="bar" rowHeader={t('admin.overview.status')} format={count} tick={compact}
          rows={LISTING_STATUSES.map((k) => ({ label: t(`admin.overview.status.${k}`), n: data.listings[k] }))}
          series={[{ key: 'n', label: t('admin.overview.count'), colour: COLOURS[0]! }]}
          empty={listingTotal === 0} emptyText={t('admin.overview.emptyListings')} />
        <ChartCard title={t('admin.overview.newMembers')} kind="bar" format={count} tick={compact} rows={rows((w) => ({ n: w.newMembers }))}
          series={[{ key: 'n', label: t('admin.overview.newMembers'), colour: COLOURS[0]! }]}
          empty={sum((w) => w.newMembers) === 0} emptyText={emptyText} />
        <ChartCard title={t('admin.overview.bookings')} note={t('admin.overview.bookings.note')} kind="bar" format={count} tick={compact}
          rows={rows((w) => ({ n: w.bookings }))} series={[{ key: 'n', label: t('admin.overview.bookings'), colour: COLOURS[0]! }]}
          empty={sum((w) => w.bookings) === 0} emptyText={emptyText} />
        {data.currencies.map((c, i) => (
          <ChartCard key={c} title={data.currencies.length > 1 ? `${t('admin.overview.value')} (${c})` : t('admin.overview.value')}
            note={t('admin.overview.value.note')} kind="bar" format={(v) => money(v, c)} tick={compactMoney(c)}
            rows={rows((w) => ({ [c]: w.value[c] ?? 0 }))} series={[{ key: c, label: `${t('admin.overview.value')} (${c})`, colour: COLOURS[i === 0 ? 0 : 1]! }]}
            empty={sum((w) => w.value[c] ?? 0) === 0} emptyText={emptyText} />
        ))}
        <ChartCard title={t('admin.overview.occupancy')} note={t('admin.overview.occupancy.note')} kind="line" share format={percent}
          rows={rows((w) => ({ occupancy: w.occupancy }))} series={[{ key: 'occupancy', label: t('admin.overview.occupancy'), colour: COLOURS[0]! }]}
          empty={data.weeks.every((w) => w.occupancy === null)} emptyText={emptyText} />
        <ChartCard title={t('admin.overview.answered')} note={t('admin.overview.answered.note')} kind="line" share format={percent}
          rows={rows((w) => ({ share: w.answeredShare, answered: w.requestsAnswered, decided: w.requestsDecided }))}
          series={[{ key: 'share', label: t('admin.overview.answered'), colour: COLOURS[0]! }]}
          cell={(r) => (r.share === null ? t('admin.overview.none')
            : t('admin.overview.answered.cell', { share: percent(Number(r.share)), answered: count(Number(r.answered)), decided: count(Number(r.decided)) }))}
          empty={data.weeks.every((w) => w.answeredShare === null)} emptyText={emptyText} />
      </div>
    </>
  );
}
