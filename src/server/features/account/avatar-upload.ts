import type { Context } from 'hono';
import { AVATAR_LIMITS } from '../../../contract/profiles.js';
import { AppError } from '../../http/errors.js';
import { formatBytes } from '../../http/body-limit.js';

/** Room for the multipart envelope around the file (boundary and part headers). */
const ENVELOPE = 16 * 1024;

export const avatarTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `That picture is larger than ${formatBytes(AVATAR_LIMITS.maxBytes)}, the most a profile photo may be.`, {
    file: `is larger than ${formatBytes(AVATAR_LIMITS.maxBytes)}`,
  });

/**
 * The picture of a `multipart/form-data` avatar upload (one file, field `file`, nothing else).
 * The route's body limit stops reading past 10 MB; an avatar is small enough to hold in memory
 * while it is checked and re-encoded.
 */
export async function readAvatarUpload(c: Context): Promise<Buffer> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data, in a field named "file".', {
      file: 'must be sent as multipart/form-data',
    });
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION_FAILED', 'The upload could not be read.', { file: 'could not be read as multipart/form-data' });
  }
  const extra = Object.keys(form).filter((k) => k !== 'file');
  if (extra.length) {
    throw new AppError('VALIDATION_FAILED', `Please check: ${extra.join(', ')}.`, Object.fromEntries(extra.map((k) => [k.slice(0, 40), 'is not a known field'])));
  }
  const file = form.file;
  if (Array.isArray(file)) throw new AppError('VALIDATION_FAILED', 'Send one picture.', { file: 'send one picture' });
  if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'Choose a picture to upload.', { file: 'is missing' });
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'That file is empty.', { file: 'is empty' });
  if (file.size > AVATAR_LIMITS.maxBytes) throw avatarTooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/** The most a request to POST /me/avatar may carry. */
export const AVATAR_BODY_LIMIT = AVATAR_LIMITS.maxBytes + ENVELOPE;
