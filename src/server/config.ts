import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { ListingReviewMode } from '../domain/listing/states.js';
import { MAX_PINS } from '../contract/search.js';

/** Every setting Roost reads from the environment, validated once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .refine((c) => Intl.supportedValuesOf('currency').includes(c), 'is not a currency this runtime knows')
    .default('EUR'),
  MAP_STYLE_URL: z.url().optional(),
  SITE_NAME: z.string().min(1).default('Roost'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVICE_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  TAX_PERCENT: z.coerce.number().min(0).max(50).default(0),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  TRUSTED_ORIGINS: z.string().optional(),
  OIDC_PROVIDERS: z.string().optional(),
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  REVIEW_WINDOW_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(90).default(14),
  ICAL_SYNC_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  ICAL_FETCH_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  ICAL_ALLOW_PRIVATE_HOSTS: z.string().trim().default('false').refine(
    (v) => v === 'true' || v === 'false' || v.split(',').every((e) => isAddressOrRange(e.trim())),
    'must be true, false, or a comma-separated list of addresses and CIDR ranges (10.0.0.5,192.168.0.0/16)',
  ),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(30),
  LISTING_REVIEW: z.enum(['auto', 'manual']).default('auto'),
  REQUEST_EXPIRY_HOURS: z.coerce.number().int('must be a whole number of hours').min(1).max(168).default(24),
  SIGNUPS_OPEN: z.enum(['true', 'false']).default('true'),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TEST_JOB_TICK_MS: z.coerce.number().int().min(10).max(3_600_000).optional(),
  // At most MAX_PINS: a box whose matches are counted from a sample holds more than that many (search-repo.ts).
  MAP_PIN_LIMIT: z.coerce.number().int().min(1).max(MAX_PINS).default(MAX_PINS),
  PHOTO_STORAGE_URL: z.string().regex(
    /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._-]+)*\/?$/,
    'must be s3://<bucket> or s3://<bucket>/<prefix> (a bucket name: 3–63 lower-case letters, digits, dots and dashes)',
  ).refine((u) => !u.split('/').slice(3).some((seg) => seg === '.' || seg === '..'), 'must not hold . or .. in its prefix').optional(),
  S3_ENDPOINT: z.url().regex(/^https?:\/\//, 'must be an http:// or https:// URL').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-west-1 (or auto)').default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PHOTO_CDN_URL: z.url().regex(/^https?:\/\/[^?#]+$/, 'must be an http:// or https:// URL without ? or #').optional(),
});

/** '10.0.0.5', '10.0.0.0/8', 'fd00::/8'. */
function isAddressOrRange(entry: string): boolean {
  const [addr, prefix, ...rest] = entry.split('/');
  if (rest.length || !addr || !net.isIP(addr)) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (net.isIPv6(addr) ? 128 : 32);
}

/** One hosted identity provider, from OIDC_PROVIDERS (a JSON array of these). */
const OidcProviderSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, 'id: lower-case letters, digits and dashes'),
  name: z.string().min(1).max(40),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type OidcProvider = z.infer<typeof OidcProviderSchema>;

/** The S3-compatible bucket photos are kept in (PHOTO_STORAGE_URL and the S3_* settings). */
export type PhotoBucket = {
  bucket: string;
  /** Objects are `<prefix>/<storage key>/<width>.webp`; '' puts them at the bucket's root. */
  prefix: string;
  /** Another S3-compatible service than AWS (MinIO, Garage, Ceph, R2, B2…). */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
  /** Without them, the AWS SDK's own chain (AWS_* variables, ~/.aws, an instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  currency: string;
  mapStyleUrl?: string;
  siteName: string;
  seedDemo: boolean;
  logLevel: string;
  serviceFeePercent: number;
  taxPercent: number;
  /** nodemailer transport URL; without it mail goes to the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Signs sessions and links. Without it a secret is generated once and kept in the database. */
  authSecret?: string;
  /** Read the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Origins besides PUBLIC_URL's that may send state-changing requests. */
  trustedOrigins: string[];
  oidcProviders: OidcProvider[];
  /** Lets end-to-end journeys move the business clock through /dev/clock (never in production). */
  testClock: boolean;
  /** Days each side has to review a completed stay (SPEC §6: 14). */
  reviewWindowDays: number;
  /** Minutes between two fetches of an iCal feed by the scheduler; 0 turns scheduled syncing off. */
  icalSyncMinutes: number;
  /** The whole fetch of one feed (address lookup, redirects, body) must finish within this. */
  icalFetchTimeoutMs: number;
  /**
   * Feeds may be fetched from private, loopback and link-local addresses: all (true), none
   * (false, the default), or those in a list of addresses and CIDR ranges.
   */
  icalAllowPrivateHosts: boolean | string[];
  /** One webhook delivery (connecting, sending, the answer) must finish within this. Private addresses follow icalAllowPrivateHosts. */
  webhookTimeoutMs: number;
  /** Messages left unread this long are e-mailed, grouped per member. */
  messageEmailDelayMinutes: number;
  /** How many messages a member may send per minute. */
  messagesPerMinute: number;
  /**
   * `auto`: a complete listing is published when its host submits it. `manual`: it waits in
   * `pending_review` until an admin approves it (docs/decisions/0011-listing-lifecycle.md).
   */
  listingReview: ListingReviewMode;
  /** Requests one personal API token may make per minute (then 429 with Retry-After). */
  apiTokenRequestsPerMinute: number;
  /** Hours a host has to answer a booking request (never past check-in). */
  requestExpiryHours: number;
  /** Whether new members may sign up. */
  signupsOpen: boolean;
  /** Bearer token that opens /metrics; without it /metrics answers 404. */
  metricsToken?: string;
  /** With TEST_CLOCK only: every scheduled job ticks this often, so tests need not wait minutes. */
  testJobTickMs?: number;
  /** A search box with more matches than this gets map clusters instead of pins. */
  mapPinLimit: number;
  /** Photos in this bucket instead of DATA_DIR/photos (docs/decisions/0036-photos-in-object-storage.md). */
  photoBucket?: PhotoBucket;
  /** Listing photos' URLs are `<photoCdnUrl>/<storage key>/<width>.webp` instead of this server's /media/photos/…. */
  photoCdnUrl?: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Roost cannot start: invalid environment variables\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK === 'true' && e.NODE_ENV === 'production') {
    throw new ConfigError('Roost cannot start: TEST_CLOCK=true is for end-to-end tests and is refused with NODE_ENV=production');
  }
  if (e.TEST_JOB_TICK_MS !== undefined && e.TEST_CLOCK !== 'true') {
    throw new ConfigError('Roost cannot start: TEST_JOB_TICK_MS is for tests and needs TEST_CLOCK=true');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    currency: e.CURRENCY,
    mapStyleUrl: e.MAP_STYLE_URL,
    siteName: e.SITE_NAME,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    serviceFeePercent: e.SERVICE_FEE_PERCENT,
    taxPercent: e.TAX_PERCENT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY === 'true',
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin),
    oidcProviders: parseOidcProviders(e.OIDC_PROVIDERS),
    testClock: e.TEST_CLOCK === 'true',
    reviewWindowDays: e.REVIEW_WINDOW_DAYS,
    icalSyncMinutes: e.ICAL_SYNC_MINUTES,
    icalFetchTimeoutMs: e.ICAL_FETCH_TIMEOUT_SECONDS * 1000,
    icalAllowPrivateHosts: e.ICAL_ALLOW_PRIVATE_HOSTS === 'true' ? true
      : e.ICAL_ALLOW_PRIVATE_HOSTS === 'false' ? false
        : e.ICAL_ALLOW_PRIVATE_HOSTS.split(',').map((s) => s.trim()),
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    messageEmailDelayMinutes: e.MESSAGE_EMAIL_DELAY_MINUTES,
    messagesPerMinute: e.MESSAGES_PER_MINUTE,
    apiTokenRequestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
    listingReview: e.LISTING_REVIEW,
    requestExpiryHours: e.REQUEST_EXPIRY_HOURS,
    signupsOpen: e.SIGNUPS_OPEN === 'true',
    metricsToken: e.METRICS_TOKEN,
    testJobTickMs: e.TEST_JOB_TICK_MS,
    mapPinLimit: e.MAP_PIN_LIMIT,
    photoBucket: photoBucketOf(e),
    photoCdnUrl: e.PHOTO_CDN_URL?.replace(/\/+$/, ''),
  };
}

function photoBucketOf(e: z.infer<typeof EnvSchema>): PhotoBucket | undefined {
  const s3 = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!e.PHOTO_STORAGE_URL) {
    const set = s3.filter((k) => e[k] !== undefined);
    if (set.length) throw new ConfigError(`Roost cannot start: ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set but PHOTO_STORAGE_URL is not: set it (s3://bucket/prefix) to keep photos in that bucket, or unset ${set.length > 1 ? 'them' : 'it'} to keep them in DATA_DIR`);
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Roost cannot start: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS SDK then finds credentials itself)');
  }
  const [bucket, ...prefix] = e.PHOTO_STORAGE_URL.slice('s3://'.length).split('/').filter(Boolean);
  return {
    bucket: bucket!,
    prefix: prefix.join('/'),
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    // Self-hosted servers (MinIO, Garage, Ceph) answer on one host name: path style is the safe default with an endpoint.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
    credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
  };
}

function parseOidcProviders(raw: string | undefined): OidcProvider[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Roost cannot start: OIDC_PROVIDERS must be a JSON array of {id, name, issuer, clientId, clientSecret}');
  }
  const parsed = z.array(OidcProviderSchema).safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  OIDC_PROVIDERS[${i.path.join('.')}]: ${i.message}`);
    throw new ConfigError(`Roost cannot start: invalid OIDC_PROVIDERS\n${lines.join('\n')}`);
  }
  return parsed.data;
}
