import fs from 'node:fs';
import { once } from 'node:events';

/**
 * The few bytes of POSIX ustar a backup needs: regular files with short relative names, written in
 * one pass and read back by offset (docs/decisions/0033-crashes-and-backups.md says why not a
 * package). Any tar reads these archives: `tar -tf backup.tar` lists them.
 */
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100 || !/^[\w./-]+$/.test(name) || name.split('/').includes('..')) throw new Error(`unsupported archive name: ${name}`);
  const h = Buffer.alloc(BLOCK);
  const put = (text: string, at: number, len: number) => h.write(text, at, len, 'ascii');
  const octal = (n: number, at: number, len: number) => put(n.toString(8).padStart(len - 1, '0') + '\0', at, len);
  put(name, 0, 100);
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  h.fill(' ', 148, 156); // the checksum is summed with its own field as spaces
  put('0', 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const b of h) sum += b;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

/** Writes entries one after another to `file`; `close` ends the archive and flushes it to disk. */
export async function tarWriter(file: string) {
  const out = fs.createWriteStream(file, { flags: 'wx' });
  await once(out, 'open');
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const pad = (size: number) => (size % BLOCK ? write(Buffer.alloc(BLOCK - (size % BLOCK))) : Promise.resolve());
  return {
    async add(name: string, data: Buffer, mtime = new Date()) {
      await write(header(name, data.length, mtime));
      await write(data);
      await pad(data.length);
    },
    /** Copies a file in, streamed (the database dump can be large). */
    async addFile(name: string, source: string) {
      const stat = await fs.promises.stat(source);
      await write(header(name, stat.size, stat.mtime));
      for await (const chunk of fs.createReadStream(source)) await write(chunk as Buffer);
      await pad(stat.size);
    },
    async close() {
      await write(Buffer.alloc(2 * BLOCK));
      const fd = (out as unknown as { fd: number }).fd;
      await new Promise<void>((resolve, reject) => fs.fsync(fd, (err) => (err ? reject(err) : resolve())));
      out.end();
      await once(out, 'close');
    },
    abort() {
      out.destroy();
    },
  };
}

export type TarEntry = { name: string; offset: number; size: number };

/** The regular files in an archive, with where their bytes are. */
export async function tarEntries(file: string): Promise<TarEntry[]> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const entries: TarEntry[] = [];
    const h = Buffer.alloc(BLOCK);
    let at = 0;
    for (;;) {
      const { bytesRead } = await fh.read(h, 0, BLOCK, at);
      if (bytesRead < BLOCK || h.every((b) => b === 0)) break;
      const text = (from: number, len: number) => h.toString('ascii', from, from + len).replace(/\0.*$/s, '');
      const size = parseInt(text(124, 12).trim() || '0', 8);
      const prefix = text(345, 155);
      const name = (prefix ? `${prefix}/` : '') + text(0, 100);
      const type = text(156, 1);
      if (type === '0' || type === '') entries.push({ name, offset: at + BLOCK, size });
      at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

/** One entry's bytes (small entries: the manifest). */
export async function readEntry(file: string, e: TarEntry): Promise<Buffer> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(e.size);
    await fh.read(buf, 0, e.size, e.offset);
    return buf;
  } finally {
    await fh.close();
  }
}

/** Copies one entry's bytes to `dest`. */
export async function extractEntry(file: string, e: TarEntry, dest: string): Promise<void> {
  const out = fs.createWriteStream(dest);
  if (e.size > 0) for await (const chunk of fs.createReadStream(file, { start: e.offset, end: e.offset + e.size - 1 })) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}
