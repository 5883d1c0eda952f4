import fs from 'node:fs';
import path from 'node:path';
import type pino from 'pino';
import { BASEMAP_VERSION, buildBasemap, type BuildLog } from './build.js';

/**
 * The offline basemap lives at DATA_DIR/map/basemap.pmtiles, built from npm packages at
 * first start (never downloaded). A sidecar file records the builder version, so a newer
 * Roost rebuilds an old archive.
 */

export function basemapPath(dataDir: string) {
  return path.join(dataDir, 'map', 'basemap.pmtiles');
}

const versionFile = (file: string) => `${file}.version`;

export function basemapIsCurrent(file: string): boolean {
  try {
    return fs.existsSync(file) && fs.readFileSync(versionFile(file), 'utf8').trim() === String(BASEMAP_VERSION);
  } catch {
    return false;
  }
}

/** Builds the archive and records its version; the archive is renamed into place atomically. */
export async function writeBasemap(file: string, log: BuildLog) {
  const result = await buildBasemap(file, log);
  fs.writeFileSync(versionFile(file), String(BASEMAP_VERSION));
  return result;
}

export async function ensureBasemap(opts: { dataDir: string; log: pino.Logger }): Promise<void> {
  const file = basemapPath(opts.dataDir);
  if (basemapIsCurrent(file)) return;
  opts.log.info({ file }, 'basemap: building the offline map (once)');
  const log: BuildLog = { info: (obj, msg) => opts.log.info(obj, msg) };
  await writeBasemap(file, log);
}
