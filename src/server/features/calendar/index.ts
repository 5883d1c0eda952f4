/** The calendar feature's public face: its routes and the feed scheduler. */
export { calendarRoutes } from './routes.js';
export { startFeedSyncJob, runDueFeeds } from './job.js';
