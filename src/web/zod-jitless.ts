// The web app's `zod` (vite.config.ts aliases it here). zod compiles object parsers with
// `new Function` when it may, and probes for that once with a throwaway one: under Roost's
// Content-Security-Policy (no eval) the probe is a policy violation the browser reports on every
// page that validates anything. In the browser it runs without compiling; the server keeps it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
