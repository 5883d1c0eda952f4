/**
 * The document's groups of operations (OpenAPI tags), in the order a reader meets them: the
 * reference at /api/docs shows one section per tag, and generated clients may split by it.
 * Every operation has exactly one, chosen from its path (and, for a listing, whether it is a
 * guest's read or a host's call).
 */
export const TAGS = [
  { name: 'Stays', description: 'Search published listings, read one, its nights, prices and reviews.' },
  { name: 'Site', description: "This Roost's name and settings, places for the search box, featured destinations and its pages." },
  { name: 'Sign-in', description: 'Accounts, sessions, e-mail verification, passwords and two-factor authentication (better-auth).' },
  { name: 'My account', description: 'My profile, sessions and personal API tokens.' },
  { name: 'Bookings', description: 'Book or request a stay, and every step after: accept, decline, withdraw, cancel, review.' },
  { name: 'Hosting', description: 'My listings: the editor, photos, the calendar, nightly prices and iCal feeds.' },
  { name: 'Messages', description: 'Conversations between a guest and a host, live as they come.' },
  { name: 'Notifications', description: 'What happened that I should know about.' },
  { name: 'Wishlists', description: 'Stays I saved, in lists of my own.' },
  { name: 'Reviews and profiles', description: "Members' public profiles, the reviews they received, and hosts' answers." },
  { name: 'Reports', description: 'Tell the operators about a listing, review, message or member.' },
  { name: 'Webhooks', description: 'Endpoints that receive signed events: a host for their listings, an operator for the whole Roost.' },
  { name: 'Operators', description: 'The console: review, reports, members, listings, bookings, the audit log, settings, pages and figures (admins).' },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

const BY_SEGMENT: Record<string, TagName> = {
  me: 'My account', account: 'My account', bookings: 'Bookings', host: 'Hosting', conversations: 'Messages',
  notifications: 'Notifications', wishlists: 'Wishlists', users: 'Reviews and profiles', reviews: 'Reviews and profiles',
  reports: 'Reports', config: 'Site', places: 'Site', destinations: 'Site', pages: 'Site', admin: 'Operators',
};

/** The tag of `METHOD path` (`access`: who may make it; a listing's read open to guests is under Stays). */
export function tagOf(method: string, path: string, access: string): TagName {
  if (path.startsWith('/api/auth/')) return 'Sign-in';
  if (/^\/api\/v1\/(host|admin)\/webhooks/.test(path)) return 'Webhooks';
  const [segment = ''] = path.replace(/^\/api\/v1\//, '').split('/');
  if (segment === 'listings') {
    const guestRead = method.toLowerCase() === 'get' && access !== 'session' && !/\/(calendar|feeds|photos)/.test(path);
    return guestRead ? 'Stays' : 'Hosting';
  }
  const tag = BY_SEGMENT[segment];
  if (!tag) throw new Error(`No OpenAPI tag for ${method} ${path}: add its first segment to BY_SEGMENT`);
  return tag;
}
