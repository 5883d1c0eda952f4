import { AppError } from './errors.js';

/** An opaque keyset cursor over (instant, id): what the last row of a page sorted by. */
export type Keyset = { at: Date; id: string };

export const encodeCursor = (k: { at: Date | string; id: string | number }) =>
  Buffer.from(`${new Date(k.at).toISOString()}|${k.id}`).toString('base64url');

/** A cursor this server did not give out is a malformed request (400), never a 500. */
export function decodeCursor(cursor: string): Keyset {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', 'That cursor is not one this server gave out.', { cursor: 'is not valid' });
  return { at: date, id };
}
