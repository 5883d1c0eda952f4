import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { PHOTO_LIMITS } from '../../../contract/hosting.js';
import { AppError } from '../../http/errors.js';
import { SNIFF_BYTES, sniffPhoto, type PhotoType } from './sniff.js';
import { invalidUpload as invalid, notAPhoto, photoTooLarge as tooLargePhoto } from './upload-errors.js';
import { PROCESS_ID } from './process-mark.js';

/** Room for the multipart envelope around the file: boundaries, part headers, caption and alt. */
export const MULTIPART_ALLOWANCE = 64 * 1024;
/** The text parts a listing photo may carry; other uploads (an avatar) pass their own list. */
const PHOTO_FIELDS = ['caption', 'alt'] as const;

export type ReceivedPhoto = {
  /** A temporary file holding the upload; `discard()` removes it. */
  file: string;
  bytes: number;
  type: PhotoType;
  fields: Record<string, string>;
  discard(): Promise<void>;
};

/** Where uploads are written while they arrive (under DATA_DIR, so the disk they use is the operator's to see). */
export const uploadDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Reads a `multipart/form-data` photo upload as it arrives, never holding more than a stream's
 * buffer of it in memory: the file goes to a temporary file, its first bytes are judged as they
 * come (415 at once for a PDF or an SVG, whatever its name), and reading stops the moment the file
 * passes `maxBytes` (413). A declared Content-Length over the limit is refused before any byte is
 * read. Exactly one file, in the field `file`; the only other fields are `caption` and `alt`.
 */
export async function receivePhoto(
  req: Request, dataDir: string,
  opts: { maxBytes?: number; incoming?: Readable; fields?: readonly string[]; tooLarge?: (maxBytes: number) => Error } = {},
): Promise<ReceivedPhoto> {
  const maxBytes = opts.maxBytes ?? PHOTO_LIMITS.maxBytes;
  const FIELDS = opts.fields ?? PHOTO_FIELDS;
  const photoTooLarge = opts.tooLarge ?? tooLargePhoto;
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data, in a field named "file".', {
      file: 'must be sent as multipart/form-data',
    });
  }
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > maxBytes + MULTIPART_ALLOWANCE) throw photoTooLarge(maxBytes);
  if (!opts.incoming && !req.body) throw invalid('Choose a photo to upload.', { file: 'is missing: send the photo in a field named "file"' });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // At least one field is let through, so an unexpected one is named rather than counted.
      limits: { files: 1, fileSize: maxBytes, fields: Math.max(FIELDS.length, 1), fieldSize: 4096 },
    });
  } catch {
    throw invalid('The upload could not be read.', { file: 'could not be read as multipart/form-data' });
  }

  const dir = uploadDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  // Named by this process, so one starting after a crash knows whose leftovers these are (orphans.ts).
  const file = path.join(dir, `${PROCESS_ID}.${randomUUID()}.part`);
  const discard = () => fs.promises.rm(file, { force: true });
  // Straight from the socket when the Node server gives it (no web-stream layer in between).
  const source = opts.incoming ?? Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};

  return new Promise<ReceivedPhoto>((resolve, reject) => {
    let settled = false;
    let fileStream: Readable | null = null;
    let written: Promise<void> | null = null;
    let out: fs.WriteStream | null = null;
    let bytes = 0;
    let type: PhotoType | null = null;

    // Stop reading at once: the rest of the body is never pulled into this process's memory (the
    // Node server discards what the client still sends after the answer, then closes the
    // connection), the partial file is removed, then the caller hears why. The source is paused,
    // not destroyed: cancelling a request body the runtime is still writing can throw outside any
    // handler.
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.pause();
      fileStream?.destroy();
      void (written ?? Promise.resolve()).catch(() => {}).then(() => fileClosed(out)).then(discard).finally(() => reject(err));
    };

    parser.on('file', (name, stream, _info) => {
      if (settled) return void stream.resume();
      if (name !== 'file') {
        stream.resume();
        return fail(invalid(`Send the photo in a field named "file", not "${name.slice(0, 40)}".`, { [name.slice(0, 40)]: 'is not a known field' }));
      }
      fileStream = stream;
      stream.on('limit', () => fail(photoTooLarge(maxBytes)));
      let head: Buffer[] = [];
      let headBytes = 0;
      const judge = () => {
        const verdict = sniffPhoto(Buffer.concat(head));
        head = [];
        if (!verdict.ok) throw notAPhoto(verdict.what);
        type = verdict.type;
      };
      const sniffer = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (type === null) {
            head.push(chunk);
            headBytes += chunk.length;
            if (headBytes >= SNIFF_BYTES) {
              try {
                judge();
              } catch (err) {
                return done(err as Error);
              }
            }
          }
          done(null, chunk);
        },
        flush(done) {
          try {
            if (type === null && bytes > 0) judge();
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      });
      out = fs.createWriteStream(file, { flags: 'wx' });
      written = pipeline(stream, sniffer, out);
      written.catch(fail);
    });

    parser.on('field', (name, value) => {
      if (!FIELDS.includes(name)) {
        return fail(invalid(`Please check: ${name.slice(0, 40)}.`, { [name.slice(0, 40)]: 'is not a known field' }));
      }
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(invalid('Send one photo per request.', { file: 'send one photo per request' })));
    parser.on('fieldsLimit', () => fail(FIELDS === PHOTO_FIELDS
      ? invalid('Send a caption and alt text once each.', { _: 'has more fields than a caption and alt text' })
      : invalid('Send the picture alone.', { _: 'has more fields than expected' })));
    parser.on('error', () => fail(invalid('The upload could not be read.', { file: 'could not be read as multipart/form-data' })));
    source.on('error', () => fail(invalid('The upload was interrupted.', { file: 'was interrupted before it finished' })));

    parser.on('close', () => {
      void (async () => {
        if (settled) return;
        if (!written) return fail(invalid('Choose a photo to upload.', { file: 'is missing: send the photo in a field named "file"' }));
        try {
          await written;
        } catch {
          return; // `fail` has it
        }
        if (settled) return;
        if (bytes === 0) return fail(invalid('That file is empty.', { file: 'is empty' }));
        settled = true;
        resolve({ file, bytes, type: type!, fields, discard });
      })();
    });

    source.pipe(parser);
  });
}

/**
 * Settles once the temporary file's stream has closed. A pipeline that failed early (a PDF's first
 * bytes) can reject before its write stream has even opened the file; removing the file before
 * that open would leave it behind, created just after the refusal was answered.
 */
function fileClosed(out: fs.WriteStream | null): Promise<void> {
  if (!out || out.closed) return Promise.resolve();
  return new Promise((resolve) => out.once('close', () => resolve()));
}
