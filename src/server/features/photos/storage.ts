import type { Config } from '../../config.js';
import { fileStorage, type PhotoStorage } from '../../storage/index.js';
import { s3Storage } from '../../storage/s3.js';

const made = new Map<string, PhotoStorage>();

/**
 * The photo storage for this Roost: the bucket of PHOTO_STORAGE_URL when set, else files under
 * DATA_DIR. One per setting, so every caller shares the bucket's client and its connections.
 */
export function photoStorage(config: Pick<Config, 'dataDir' | 'photoBucket'>): PhotoStorage {
  const id = config.photoBucket ? JSON.stringify(config.photoBucket) : `dir:${config.dataDir}`;
  let s = made.get(id);
  if (!s) made.set(id, (s = config.photoBucket ? s3Storage(config.photoBucket) : fileStorage(config.dataDir)));
  return s;
}

/** At start: a bucket that cannot be reached stops the server with the reason, before anything is stored. */
export async function checkPhotoStorage(config: Pick<Config, 'dataDir' | 'photoBucket'>): Promise<void> {
  await photoStorage(config).check?.();
}
