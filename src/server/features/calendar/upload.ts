import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError } from '../../http/errors.js';
import { tooLarge } from '../../http/body-limit.js';
import type { Language } from '../../../domain/locale.js';

/**
 * Reads `POST …/feeds/import` (multipart/form-data: the .ics in `file`, optionally `name`) while it
 * streams: the JSON body limit does not apply to this path (http/body-limit.ts STREAMED_UPLOADS),
 * so the file is counted here and the request refused with 413 as soon as it passes `maxBytes`.
 */

export type RawUpload = { fields: Record<string, string>; fileName: string; text: string };

/** Room for the multipart boundaries and part headers around the file. */
const ENVELOPE = 64 * 1024;

const invalid = (details: Record<string, string>, message = 'Please check the uploaded calendar.') =>
  new AppError('VALIDATION_FAILED', message, details);

export function readUpload(req: Request, maxBytes: number): Promise<RawUpload> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the calendar as multipart/form-data, the file in the field "file".'));
  }
  if (Number(req.headers.get('content-length')) > maxBytes + ENVELOPE) return Promise.reject(tooLarge(maxBytes));
  if (!req.body) return Promise.reject(invalid({ file: 'is required' }));

  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: { 'content-type': type }, limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
    } catch {
      reject(invalid({ file: 'the form data could not be read' }));
      return;
    }
    const source = Readable.fromWeb(req.body as WebReadableStream);
    const fields: Record<string, string> = {};
    let file: { name: string; chunks: Buffer[]; done: boolean } | null = null;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(bb);
      source.destroy();
      reject(err);
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(invalid({ [name]: 'is too long' }));
      else fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        fail(invalid({ [name]: 'is not a known field' }));
        return;
      }
      const current = { name: info.filename ?? '', chunks: [] as Buffer[], done: false };
      file = current;
      stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('end', () => (current.done = true));
    });
    bb.on('filesLimit', () => fail(invalid({ file: 'send one file' })));
    bb.on('fieldsLimit', () => fail(invalid({ _: 'too many fields' })));
    bb.on('partsLimit', () => fail(invalid({ _: 'too many parts' })));
    bb.on('error', () => fail(invalid({ file: 'the form data could not be read' })));
    source.on('error', (err) => fail(err));
    bb.on('close', () => {
      if (settled) return;
      settled = true;
      const got = file as { name: string; chunks: Buffer[]; done: boolean } | null;
      if (!got || !got.done) {
        reject(invalid({ file: 'is required' }));
        return;
      }
      resolve({ fields, fileName: got.name, text: new TextDecoder().decode(Buffer.concat(got.chunks)) });
    });
    source.pipe(bb);
  });
}

const UPLOADED_NAMES: Record<Language, string> = { en: 'Uploaded calendar', es: 'Calendario subido' };

/**
 * The name an uploaded feed gets when neither the form nor the file names it, in the language
 * the host uploaded from: it is the host's own data (they may rename it), so it is stored in
 * their words rather than coded.
 */
export function uploadedFeedName(lang: Language | undefined): string {
  return UPLOADED_NAMES[lang ?? 'en'];
}
