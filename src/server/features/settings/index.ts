/** The operator's settings' public face: every reader of a setting calls `settings(deps)`. */
export { settings, lastReadSettings, defaultSettings, SETTINGS_TTL_MS } from './service.js';
export { settingsRoutes } from './routes.js';
