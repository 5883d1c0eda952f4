/** The site pages feature's public face. */
export { pageRoutes } from './routes.js';
