import os from 'node:os';

/**
 * At most `slots` jobs at once; the rest wait their turn, first come first served. Photo
 * processing runs through one of these, so ten uploads at once take the cores in turns instead of
 * decoding ten pictures side by side (ten times the memory, and each one slower).
 */
export function workQueue(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < slots) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs running and waiting (for tests and the bench). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * Photos processed at once in this process: one per core. libvips itself uses one thread per image
 * here (sharp's default with glibc's allocator), so this keeps every core busy and no more.
 */
export const photoWork = workQueue(Math.max(1, os.availableParallelism()));
