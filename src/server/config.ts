import path from 'node:path';
import { z } from 'zod';

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
});

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
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Roost cannot start: invalid environment variables\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
  };
}
