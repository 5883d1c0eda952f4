/**
 * A local S3-protocol server for the tests (s3rver, docs/decisions/0036-photos-in-object-storage.md),
 * run as its own process: `node --openssl-legacy-provider s3rver-main.mjs <directory> <bucket>`.
 * The flag is s3rver's need, not Roost's: it makes ListObjectsV2 continuation tokens with DES,
 * which OpenSSL 3 only offers through its legacy provider. Prints {"port"} once it listens.
 */
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
