import { PHOTO_LIMITS } from '../../../contract/hosting';

/**
 * The photo uploads in flight: each file is its own request with its own progress, a few at a
 * time, and a refused file keeps its reason beside its name until dismissed. Pure: the hook in
 * usePhotoUploads.ts does the requests and feeds the results back here.
 */

export type UploadStatus = 'queued' | 'uploading' | 'failed';

export type Upload = {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent and the request's size (0 until known). */
  loaded: number;
  total: number;
  /** Why it was refused: an i18n key and its values, or the server's own words. */
  error?: UploadError;
};

export type UploadError = { key: string; vars?: Record<string, string | number> } | { text: string };

/** At most this many uploads at once: enough to fill the pipe, few enough to show progress early. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * Files as queue entries. What can be told without sending (too large, more than the listing may
 * hold) is refused at once; the server judges the content (type, size in pixels).
 */
export function enqueue(queue: Upload[], files: Array<{ name: string; size: number }>, photoCount: number, makeKey: () => string): Upload[] {
  let room = PHOTO_LIMITS.perListing - photoCount - queue.filter((u) => u.status !== 'failed').length;
  const added = files.map((f): Upload => {
    const base = { key: makeKey(), name: f.name, size: f.size, loaded: 0, total: f.size };
    if (f.size > PHOTO_LIMITS.maxBytes) return { ...base, status: 'failed', error: { key: 'hosting.photos.error.tooLarge', vars: { mb: PHOTO_LIMITS.maxBytes / 1024 / 1024 } } };
    if (f.size === 0) return { ...base, status: 'failed', error: { key: 'hosting.photos.error.empty' } };
    if (room <= 0) return { ...base, status: 'failed', error: { key: 'hosting.photos.error.tooMany', vars: { max: PHOTO_LIMITS.perListing } } };
    room -= 1;
    return { ...base, status: 'queued' };
  });
  return [...queue, ...added];
}

/** The queued uploads to start now so that no more than `limit` run together, oldest first. */
export function toStart(queue: Upload[], limit = UPLOAD_CONCURRENCY): string[] {
  const running = queue.filter((u) => u.status === 'uploading').length;
  return queue.filter((u) => u.status === 'queued').slice(0, Math.max(0, limit - running)).map((u) => u.key);
}

export const update = (queue: Upload[], key: string, change: Partial<Upload>) =>
  queue.map((u) => (u.key === key ? { ...u, ...change } : u));

/** A finished upload leaves the queue: its photo is now in the listing's list. */
export const remove = (queue: Upload[], key: string) => queue.filter((u) => u.key !== key);

/** 0–100 for a progress bar. */
export const percent = (u: Upload) => (u.total > 0 ? Math.min(100, Math.round((u.loaded / u.total) * 100)) : 0);

/**
 * Why the server refused a file, in words that say what to do. 413 and 415 have one reason each;
 * for a 400 (too small, too many pixels, truncated…) the server's message says it for photos
 * ("That photo is 400 × 300 pixels: photos must be at least 800 × 600…"); only the generic
 * "Please check: file." gives way to the detail.
 */
export function refusal(status: number, code: string, message: string, details?: Record<string, string>): UploadError {
  if (status === 413 || code === 'PAYLOAD_TOO_LARGE') return { key: 'hosting.photos.error.tooLarge', vars: { mb: PHOTO_LIMITS.maxBytes / 1024 / 1024 } };
  if (status === 415 || code === 'UNSUPPORTED_MEDIA_TYPE') return { key: 'hosting.photos.error.type' };
  if (status === 0 || code === 'NETWORK') return { key: 'hosting.photos.error.network' };
  const detail = details?.file;
  if (detail && /^Please check/.test(message)) return { text: sentence(detail) };
  return { text: message };
}

/** "is 400×300 pixels…" or "too small" as a sentence of its own. */
export function sentence(fragment: string): string {
  const s = fragment.trim();
  if (!s) return s;
  const capital = s[0]!.toLocaleUpperCase() + s.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
