import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OverviewResponse } from '../../../../contract/overview';
import { I18nProvider } from '../../../i18n';
import { addCatalog } from '../../../i18n/en';
import { adminOverview } from '../../../i18n/en/adminOverview';
import { Figures } from './Overview';

addCatalog(adminOverview);

const week = (w: string, o: Partial<OverviewResponse['weeks'][number]> = {}) => ({
  week: w, newMembers: 0, bookings: 0, value: { EUR: 0 }, occupancy: null, requestsAnswered: 0, requestsDecided: 0, answeredShare: null, ...o,
});
const response = (o: Partial<OverviewResponse> = {}): OverviewResponse => ({
  at: '2026-11-19T12:00:00.000Z', attention: [],
  listings: { draft: 0, pending_review: 0, published: 0, unlisted: 0, suspended: 0 },
  currencies: ['EUR'], weeks: [week('2026-11-09'), week('2026-11-16')], ...o,
});
const render = (data: OverviewResponse) => renderToString(<I18nProvider locale="en"><Figures data={data} /></I18nProvider>);
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the Overview figures', () => {
  it('on a new Roost: says so, draws no chart, and still gives every table its weeks', () => {
    const html = text(render(response()));
    expect(html).toContain('A new Roost');
    expect(html).toContain('No listing yet.');
    expect(html.match(/Nothing yet in these weeks\./g)).toHaveLength(5);
    expect(html.match(/<table/g)).toHaveLength(6);
    expect(html.match(/<caption/g)).toHaveLength(6);
    expect(html).toContain('<th scope="row">Nov 16</th>');
  });

  it('with figures: tables in words a screen reader can read (money, shares, counts)', () => {
    const html = text(render(response({
      listings: { draft: 1, pending_review: 2, published: 3, unlisted: 0, suspended: 0 },
      currencies: ['EUR', 'USD'],
      weeks: [
        week('2026-11-09', { newMembers: 3, bookings: 2, value: { EUR: 60000, USD: 9900 }, occupancy: 4 / 7, requestsAnswered: 1, requestsDecided: 1, answeredShare: 1 }),
        week('2026-11-16', { newMembers: 1, bookings: 7, value: { EUR: 50000, USD: 0 }, occupancy: 1 / 3, requestsAnswered: 1, requestsDecided: 2, answeredShare: 0.5 }),
      ],
    })));
    expect(html).not.toContain('A new Roost');
    expect(html).toContain('Booking value (USD)');
    expect(html).toContain('€600');
    expect(html).toContain('$99');
    expect(html).toContain('57%');
    expect(html).toContain('50% (1 of 2)');
    expect(html).toMatch(/<th scope="row">Published<\/th><td[^>]*>3<\/td>/);
  });
});
