import { AppError } from '../../http/errors.js';
import { formatBytes } from '../../http/body-limit.js';
import { PHOTO_TYPE_NAMES } from './sniff.js';

/**
 * Every way an upload is refused, in one place: the web editor shows `message` beside the file
 * and `details.file` is the same reason, short (SPEC §8's shape; 400s name the field).
 */
export const invalidUpload = (message: string, details: Record<string, string>) => new AppError('VALIDATION_FAILED', message, details);

export const photoTooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `That photo is larger than ${formatBytes(limit)}, the most Roost accepts.`, {
    file: `is larger than ${formatBytes(limit)}`,
  });

/** `what` names what the file is when it is known ("a PDF document"). */
export const notAPhoto = (what: string | null) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `That file is not ${PHOTO_TYPE_NAMES}.`, {
    file: what ? `is ${what}, not ${PHOTO_TYPE_NAMES}` : `is not ${PHOTO_TYPE_NAMES}`,
  });

export const unreadablePhoto = () =>
  invalidUpload('That photo could not be read: it may be damaged or incomplete.', { file: 'is damaged or incomplete' });

export const tooManyPhotos = (max: number) =>
  invalidUpload(`This listing already has ${max} photos, the most it can have.`, { file: `this listing already has ${max} photos` });
