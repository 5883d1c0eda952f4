/** Prometheus figures of this process: the registry every part records into, and `/metrics`. */
export { createMetrics, BUCKETS, type Metrics, type PoolFigures } from './registry.js';
export { metricsRoutes } from './routes.js';
export { countRequests } from './middleware.js';
