import type { PageLang, PageSlug } from '../../../contract/pages.js';
import { PAGES_ES } from './defaults-es.js';

/**
 * The text a new Roost shows on its pages until the operator saves their own (docs/decisions/
 * 0022-site-pages.md). Written for a real Roost, from SPEC and the code: the rules it states are
 * the ones the server enforces, with this Roost's configured name, fees and review window. It is
 * honest about what is stored and pretends to be no company: each page asks the operator to adapt it.
 * In English here, in Spanish in defaults-es.ts (the same rules in the same order: change both).
 */

/** The date these texts were last changed (in any language): shown as "Last updated" until the operator saves a page. */
export const DEFAULTS_WRITTEN = new Date('2026-11-27T00:00:00Z');

export type PageSettings = { siteName: string; serviceFeePercent: number; taxPercent: number; reviewWindowDays: number };

const percent = (p: number) => `${p.toLocaleString('en')} %`;

function fees(s: PageSettings): string {
  if (!s.serviceFeePercent && !s.taxPercent) return `${s.siteName} takes no commission: guests pay the host's nightly price and cleaning fee, nothing more.`;
  const parts = [];
  if (s.serviceFeePercent) parts.push(`a service fee of ${percent(s.serviceFeePercent)}`);
  if (s.taxPercent) parts.push(`tax of ${percent(s.taxPercent)}`);
  return `Guests pay the host's nightly price and cleaning fee, plus ${parts.join(' and ')} of the stay. Every price is shown in full before booking.`;
}

const ADAPT = (s: PageSettings) =>
  `> This is the text that ships with Roost${s.siteName === 'Roost' ? '' : `, the open-source software ${s.siteName} runs on`}. `
  + 'The operator of this site should adapt it: say who runs it, how to reach them, and anything local.';

// Plain lists, not a table: the web app renders CommonMark without the GFM table extension.
const cancellation = `- **Flexible**: a full refund until 24 hours before check-in; after that the first night is kept and the rest refunded.
- **Moderate**: a full refund until 5 days before check-in; after that half is refunded.
- **Strict**: half is refunded until 7 days before check-in; after that nothing is.

Fees and taxes are refunded whenever a stay is cancelled. If the host cancels, the guest gets everything back.`;

const about = (s: PageSettings) => `${ADAPT(s)}

${s.siteName} is a marketplace for short stays: cabins, flats, rooms and campsites, listed by the people who host them. Guests find stays on a map, look through the photos and book dates; hosts list their places, keep their calendars and answer requests; the operator of this site keeps an eye on what is published.

## Run by a community, not a platform

${fees(s)} ${s.siteName} runs on Roost, open-source software that a tourism office, a cooperative, a property manager or a town can run on its own machine. What you share here stays with this site's operator and is not sold or handed to advertisers.

## How it works

1. **Find** a stay: search by place and dates, move the map, filter by price, type and amenities.
2. **Book** it: some places confirm at once (instant book); others send the host a request, which they have 24 hours to accept or decline.
3. **Stay**, then review: after check-out, guest and host each have ${s.reviewWindowDays} days to review the stay.

## Hosting

Any member with a verified e-mail address can list a place: a title, a description, at least five photos, the location, a price and the house rules. See [Help](/help) for the details.`;

const help = (s: PageSettings) => `${ADAPT(s)}

## Booking

**How do I book?** Open a stay, choose your dates and guests, and press *Reserve* (instant book) or *Request to book*. You need an account with a verified e-mail address.

**What does it cost?** The price on the booking box is the full price: every night, the cleaning fee and any fees. ${fees(s)}

**What happens to a request?** The host has 24 hours to accept or decline it (less if check-in is sooner). Until then the dates are held for you; if the host does not answer, the request expires and the dates are free again. You can withdraw a request at any time.

## Cancelling

Each stay shows its cancellation policy before you book. If you cancel a confirmed stay:

${cancellation}

You can cancel from [your trips](/trips). ${s.siteName} works out the refund; the operator of this site says how payments and refunds are made.

## Reviews

**Who can review?** Only the guest and the host of a completed stay, within ${s.reviewWindowDays} days of check-out.

**When is a review shown?** When both sides have written theirs, or when the ${s.reviewWindowDays} days are up: neither side sees the other's review before. A host can answer a review of their place once.

## Hosting

**How do I list a place?** Go to *Become a host*, fill in the steps and submit. A listing needs a title (10–80 characters), a description (50–5 000), at least five photos, its location on the map and a nightly price.

**Can I sync my calendar?** Yes: each listing's calendar imports and exports iCal, so bookings elsewhere block your dates here.

## Your account

**I forgot my password.** Use *Forgot password?* on the log-in page: we e-mail you a link that works for one hour.

**How do I delete my account?** In [your account](/account). See [Privacy](/privacy) for what is erased.

**Something looks wrong.** Report a listing, a member, a review or a message with the *Report* button next to it: the operator of this site reviews every report.`;

const terms = (s: PageSettings) => `${ADAPT(s)}

These terms are how ${s.siteName} works. By creating an account you agree to them. They are written plainly on purpose; if something here is unclear, ask the operator of this site.

## The site

${s.siteName} puts guests in touch with hosts. The stay itself is an agreement between the guest and the host: the host is responsible for the place being as described, the guest for respecting the house rules. ${fees(s)}

## Your account

- Give your real name and an e-mail address you read. One person, one account.
- Keep your password to yourself; turn on two-factor sign-in if you can.
- You are responsible for what you publish: listings, photos, messages and reviews.

## Booking and cancelling

A booking is confirmed when the host accepts the request, or at once for instant-book stays. Requests expire after 24 hours without an answer. The policy shown on the stay applies if the guest cancels:

${cancellation}

## Reviews

Reviews must be about the stay, honest and written by someone who took part in it. They are published when both sides have reviewed or after ${s.reviewWindowDays} days, and are not edited by anyone afterwards.

## What is not allowed

Discrimination, harassment, fraud, misleading listings, asking for more than the price agreed on the booking, and anything unlawful. The operator may hide listings, reviews and messages that break these terms and suspend the accounts behind them; every such action is recorded.

## Changes

When these terms change, the date at the top of this page changes too.`;

const privacy = (s: PageSettings) => `${ADAPT(s)}

This page says what ${s.siteName} stores about you, why, and how to have it erased. It describes what the Roost software does; the operator of this site decides where it runs and should add who they are and how to contact them.

## What we store

- **Your account**: your name, e-mail address, a hash of your password (never the password itself), your profile photo and "about" text if you add them, your language, and whether you turned on two-factor sign-in.
- **Your sessions**: for each device you are signed in on, when it started, its IP address and browser, so you can see and end them in [your account](/account/security). Failed sign-ins are counted for 15 minutes to stop password guessing.
- **Bookings**: the stay, dates, number of guests, price breakdown, your message to the host, and every change of status.
- **Messages** between guests and hosts, and when they were read.
- **Reviews** you write and receive, and reports you make.
- **Listings** you host: their description, address, exact location and photos. Other people see only an approximate location until they have a confirmed booking.
- **Photos** are re-encoded when you upload them, and their location and camera metadata (EXIF) is removed: only the picture is kept.
- **Wishlists** and notifications.

## Cookies

One cookie keeps you signed in, another remembers your language if you choose one in the footer, and a third holds your device's time zone (such as Europe/Madrid) so that pages show times in your own time. There are no advertising or analytics cookies, and no third-party trackers: pages, fonts, photos and (unless the operator chose an outside map service) the map are all served by this site itself.

## E-mail

We send e-mail only about your account and your activity: address verification, password resets, booking requests and changes, messages you have not read, stay reminders and review reminders. No newsletters.

## Who sees what

Your public profile (name, photo, about text, listings and reviews) is visible to everyone. Your e-mail address is never shown to other members. A host sees the name of a guest who books, and a guest sees the host's; messages are seen only by the two people in the conversation and, when a report or dispute requires it, the operator.

## Deleting your account

You can delete your account in [your account](/account). Your name, e-mail, password, profile photo, sessions, wishlists and notifications are erased at once and your listings are taken off the site. Bookings, reviews and messages that other people are part of are kept, shown as from a "Former member", so their records stay whole.`;

const PAGES: Record<PageSlug, { title: string; body: (s: PageSettings) => string }> = {
  about: { title: 'About', body: about },
  help: { title: 'Help', body: help },
  terms: { title: 'Terms of use', body: terms },
  privacy: { title: 'Privacy', body: privacy },
};

/** The shipped text of a page in `lang`, for this Roost's settings. */
export function defaultPage(slug: PageSlug, s: PageSettings, lang: PageLang = 'en'): { title: string; body: string } {
  if (lang === 'es') return { title: PAGES_ES[slug].title(s), body: PAGES_ES[slug].body(s) };
  const page = PAGES[slug];
  return { title: page.title === 'About' ? `About ${s.siteName}` : page.title, body: page.body(s) };
}
