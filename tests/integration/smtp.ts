import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives and refuses one address. */
export async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain text on loopback; nodemailer only upgrades when offered
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('refused@')) return cb(new Error('550 No such user here'));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A received message's text with quoted-printable undone (soft line breaks and =XX escapes), UTF-8 decoded. */
export function decoded(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
