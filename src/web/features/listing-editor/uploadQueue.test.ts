import { describe, expect, it } from 'vitest';
import { enqueue, percent, refusal, remove, sentence, toStart, update, type Upload } from './uploadQueue';

let n = 0;
const key = () => `u${++n}`;
const file = (name: string, size = 2_000_000) => ({ name, size });

describe('the upload queue', () => {
  it('queues every file and starts three at a time, oldest first', () => {
    n = 0;
    let q = enqueue([], ['a', 'b', 'c', 'd', 'e'].map((x) => file(`${x}.jpg`)), 0, key);
    expect(q.map((u) => u.status)).toEqual(['queued', 'queued', 'queued', 'queued', 'queued']);
    const first = toStart(q);
    expect(first).toEqual(['u1', 'u2', 'u3']);
    for (const k of first) q = update(q, k, { status: 'uploading' });
    expect(toStart(q)).toEqual([]);
    q = remove(q, 'u2');
    expect(toStart(q)).toEqual(['u4']);
  });

  it('refuses at once what cannot pass: over 20 MB, empty, or past 50 photos', () => {
    n = 0;
    const q = enqueue([], [file('huge.jpg', 21 * 1024 * 1024), file('empty.jpg', 0), file('ok.jpg'), file('one-too-many.jpg')], 49, key);
    expect(q.map((u) => [u.name, u.status])).toEqual([
      ['huge.jpg', 'failed'], ['empty.jpg', 'failed'], ['ok.jpg', 'queued'], ['one-too-many.jpg', 'failed'],
    ]);
    expect(q[0]!.error).toEqual({ key: 'hosting.photos.error.tooLarge', vars: { mb: 20 } });
    expect(q[3]!.error).toEqual({ key: 'hosting.photos.error.tooMany', vars: { max: 50 } });
    // Failed entries do not take room; waiting ones do.
    expect(enqueue(q.filter((u) => u.status === 'failed'), [file('x.jpg')], 49, key).at(-1)!.status).toBe('queued');
    expect(toStart(q)).toEqual([q[2]!.key]);
  });

  it('reports progress as a whole percentage', () => {
    const u: Upload = { key: 'k', name: 'a', size: 10, status: 'uploading', loaded: 1, total: 3 };
    expect(percent(u)).toBe(33);
    expect(percent({ ...u, total: 0 })).toBe(0);
    expect(percent({ ...u, loaded: 5 })).toBe(100);
  });
});

describe('why a file was refused', () => {
  it('says what to do for each kind of refusal', () => {
    expect(refusal(413, 'PAYLOAD_TOO_LARGE', 'Too large')).toEqual({ key: 'hosting.photos.error.tooLarge', vars: { mb: 20 } });
    expect(refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'nope')).toEqual({ key: 'hosting.photos.error.type' });
    expect(refusal(0, 'NETWORK', 'offline')).toEqual({ key: 'hosting.photos.error.network' });
    const small = 'That photo is 400 × 300 pixels: photos must be at least 800 × 600 (or 600 × 800 upright).';
    expect(refusal(400, 'VALIDATION_FAILED', small, { file: 'is 400 × 300 pixels; the smallest is 800 × 600' })).toEqual({ text: small });
    expect(refusal(400, 'VALIDATION_FAILED', 'Please check: file.', { file: 'must be a photo file' })).toEqual({ text: 'Must be a photo file.' });
    expect(refusal(500, 'INTERNAL', 'Something broke.')).toEqual({ text: 'Something broke.' });
  });

  it('turns a fragment into a sentence and leaves a sentence alone', () => {
    expect(sentence('at least 10 characters')).toBe('At least 10 characters.');
    expect(sentence('Use a JPEG.')).toBe('Use a JPEG.');
    expect(sentence('')).toBe('');
  });
});
