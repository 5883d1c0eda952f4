/** The calendar feature's public face: its routes and the feed scheduler. */
export { calendarRoutes } from './routes.js';
export { feedSyncJob, runDueFeeds } from './job.js';
// The address rules of feeds, which webhooks share (issue 15 §3: "the same address rules as iCal feeds").
export { addressPolicy, type AddressPolicy } from './address-policy.js';
export { checkAddress, safeLookup, FeedFetchError as AddressRefusedError } from './fetch.js';
