/** The API-token feature's public face: its routes, the middleware that honours tokens, and the scope table. */
export { apiTokenRoutes } from './routes.js';
export { apiTokenAuth } from './middleware.js';
export { scopeFor, SCOPE_RULES } from './scopes.js';
