import type pino from 'pino';

// Placeholder: the maps feature builds the offline basemap here at first start.
export async function ensureBasemap(_opts: { dataDir: string; log: pino.Logger }): Promise<void> {}
