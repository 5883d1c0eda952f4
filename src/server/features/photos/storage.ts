import type { Config } from '../../config.js';
import { fileStorage, type PhotoStorage } from '../../storage/index.js';

const byDir = new Map<string, PhotoStorage>();

/** The photo storage for this Roost (files under DATA_DIR today; S3 can slot in here). */
export function photoStorage(config: Pick<Config, 'dataDir'>): PhotoStorage {
  let s = byDir.get(config.dataDir);
  if (!s) byDir.set(config.dataDir, (s = fileStorage(config.dataDir)));
  return s;
}
