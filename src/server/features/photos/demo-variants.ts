import { PHOTO_WIDTHS } from '../../../contract/photos.js';
import type { PhotoStorage } from '../../storage/index.js';
import { parseDemoStorageKey } from './scenes/index.js';
import { renderScene } from './scenes/render.js';
import { visitorsQuiet } from '../../http/activity.js';

const inFlight = new Map<string, Promise<Buffer>>();

/**
 * Demo photos are drawn, not uploaded: their variants are rendered on first request from the
 * storage key (`demo-<kind>-<seed>`) and kept. Concurrent requests for one variant share a render.
 */
export function renderDemoVariant(storage: PhotoStorage, storageKey: string, width: number): Promise<Buffer> | null {
  const scene = parseDemoStorageKey(storageKey);
  if (!scene || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  const id = `${storageKey}/${width}`;
  let job = inFlight.get(id);
  if (!job) {
    job = (async () => {
      const data = await renderScene(scene.kind, scene.seed, width);
      await storage.put(storageKey, width, data);
      return data;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, job);
  }
  return job;
}

/** Renders what cards need (320 and 640) for every demo photo, one at a time, skipping what is stored. */
export async function warmDemoVariants(
  storage: PhotoStorage,
  storageKeys: readonly string[],
  opts: { widths?: readonly number[]; signal?: AbortSignal } = {},
): Promise<{ rendered: number; ms: number }> {
  const t0 = performance.now();
  let rendered = 0;
  for (const width of opts.widths ?? [320, 640]) {
    for (const key of storageKeys) {
      if (opts.signal?.aborted) return { rendered, ms: performance.now() - t0 };
      if (await storage.exists(key, width)) continue;
      // Visitors first: on a small machine the renders would slow the pages they are loading.
      await visitorsQuiet(1500, opts.signal);
      const job = renderDemoVariant(storage, key, width);
      if (!job) continue;
      await job;
      rendered++;
      // Let requests in between renders.
      await new Promise((r) => setImmediate(r));
    }
  }
  return { rendered, ms: performance.now() - t0 };
}
