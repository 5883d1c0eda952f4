import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, HOST, logIn, type Listing } from './stays';

/** Shared steps of the host calendar journeys: the host's page, nights by date, free ranges, a feed server. */

/**
 * A page in a browser context of its own, watched like the guarded `page` of fixtures.ts: any
 * console error or page error is a problem, except the refused requests (`expected` statuses,
 * which the browser logs as errors) that a step means to cause.
 */
export async function watchedPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}, expected: number[] = []) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected.some((s) => m.text().includes(`status of ${s} `))) problems.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, problems, close: () => context.close() };
}

/** The demo host, signed in, on /host, in a watched page of their own. */
export async function signedInHost(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}, expected: number[] = []) {
  const watched = await watchedPage(browser, options, expected);
  await watched.page.goto('/login?returnTo=%2Fhost');
  await logIn(watched.page, HOST);
  await expect(watched.page.getByRole('heading', { name: 'Hosting', level: 1 })).toBeVisible();
  return watched;
}

/** The date as React Aria names a calendar cell ("Tuesday, December 1, 2026"). */
export function dayName(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${iso}T12:00:00Z`));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A night's cell in the host's calendar (or in `scope`, e.g. a guest's calendar). React Aria may
 * put the selection before the date ("Selected Range: … to Thursday, December 17, 2026, " or
 * "Selected Date: …, "), and "Today, " and " selected" around it; the cell's own date is the one
 * those surround.
 */
export function night(scope: Page | ReturnType<Page['locator']>, iso: string) {
  const name = new RegExp(`^(Selected (Range|Date): .+?, )?(Today, )?${escape(dayName(iso))}( selected)?(, |$)`);
  return scope.getByRole('grid').getByRole('button', { name });
}

/** Pages the calendar in `scope` forward until the night is on screen. */
export async function showNight(scope: Page | ReturnType<Page['locator']>, iso: string, next = 'Next month') {
  const button = scope.getByRole('button', { name: next }).first();
  for (let i = 0; i < 14; i++) {
    // A guest's calendar is disabled until its nights arrive: look only once it is ready.
    await expect(button).toBeEnabled();
    if (await night(scope, iso).isVisible()) break;
    await button.click();
  }
  await expect(night(scope, iso)).toBeVisible();
}

/** The first run of `n` nights free for guests, starting at least `after` days from the listing's today. */
export async function freeNights(request: APIRequestContext, l: Listing, n: number, after: number) {
  const from = addDays(l.today, after);
  const res = await request.get(`/api/v1/listings/${l.id}/availability`, { params: { from, to: addDays(from, 120) } });
  expect(res.ok()).toBe(true);
  const { nights } = (await res.json()) as { nights: { date: string; available: boolean }[] };
  for (let i = 0; i + n <= nights.length; i++) {
    if (nights.slice(i, i + n).every((x) => x.available)) return { start: nights[i].date, end: nights[i + n - 1].date };
  }
  throw new Error(`no ${n} free nights at ${l.id}`);
}

/** Whether a guest can book [checkIn, checkOut): the quote's status (200, or 409 when a night is taken). */
export async function quoteStatus(request: APIRequestContext, l: Listing, checkIn: string, checkOut: string) {
  const res = await request.get(`/api/v1/listings/${l.id}/quote`, { params: { checkin: checkIn, checkout: checkOut, guests: 2 } });
  return { status: res.status(), body: await res.json() };
}

/** An iCal feed on 127.0.0.1 (as another site would serve one); `respond` can be changed between requests. */
export async function feedServer(body: string) {
  const state = { status: 200, body, requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests++;
    res.writeHead(state.status, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(state.status === 200 ? state.body : 'Service Unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar/ical/48213.ics?s=7c1e9d0b5f`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ical = (iso: string) => iso.replaceAll('-', '');

/** An Airbnb-like export: reservations and "not available" ranges as all-day events. */
export function airbnbFeed(ranges: { start: string; endExclusive: string; summary?: string }[], stamp = '20261101T120000Z'): string {
  const events = ranges.map((r, i) => [
    'BEGIN:VEVENT',
    `DTSTAMP:${stamp}`,
    `DTEND;VALUE=DATE:${ical(r.endExclusive)}`,
    `DTSTART;VALUE=DATE:${ical(r.start)}`,
    `UID:e2e-${i}-${ical(r.start)}@airbnb.com`,
    r.summary === undefined ? 'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM\r\n E2E' : '',
    `SUMMARY:${r.summary ?? 'Reserved'}`,
    'END:VEVENT',
  ].filter(Boolean).join('\r\n'));
  return ['BEGIN:VCALENDAR', 'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');
}
