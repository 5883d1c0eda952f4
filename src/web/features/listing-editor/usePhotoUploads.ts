import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { uploadPhoto, usePhotoAdded } from '../host-listings';
import { enqueue, refusal, remove, toStart, update, type Upload } from './uploadQueue';

let counter = 0;
const makeKey = () => `upload-${++counter}`;

/**
 * Uploads chosen or dropped files, a few at a time, each with its own progress. A finished photo
 * joins the listing's list (and leaves the queue); a refused one stays with its reason.
 * Uploads carry on if the host moves to another step: their photos land in the listing anyway.
 */
export function usePhotoUploads(listingId: string, photoCount: number) {
  const [queue, setQueue] = useState<Upload[]>([]);
  const files = useRef(new Map<string, File>());
  const started = useRef(new Set<string>());
  const added = usePhotoAdded(listingId);

  const add = useCallback((list: File[]) => {
    setQueue((q) => {
      const next = enqueue(q, list, photoCount, makeKey);
      next.slice(q.length).forEach((u, i) => u.status === 'queued' && files.current.set(u.key, list[i]!));
      return next;
    });
  }, [photoCount]);

  useEffect(() => {
    for (const key of toStart(queue)) {
      if (started.current.has(key)) continue;
      started.current.add(key);
      const file = files.current.get(key);
      if (!file) continue;
      setQueue((q) => update(q, key, { status: 'uploading' }));
      uploadPhoto(listingId, file, (loaded, total) => setQueue((q) => update(q, key, { loaded, total: total || file.size })))
        .then((photo) => {
          added(photo);
          setQueue((q) => remove(q, key));
        })
        .catch((err: unknown) => {
          const e = err instanceof ApiError ? err : new ApiError(0, 'NETWORK', String(err));
          setQueue((q) => update(q, key, { status: 'failed', error: refusal(e.status, e.code, e.message, e.details) }));
        })
        .finally(() => files.current.delete(key));
    }
  }, [queue, listingId, added]);

  const dismiss = (key: string) => setQueue((q) => remove(q, key));
  const busy = queue.some((u) => u.status !== 'failed');
  return { queue, add, dismiss, busy };
}
