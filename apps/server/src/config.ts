import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** where PGlite keeps its files, uploads and the image cache live */
  DATA_DIR: z.string().default(path.join(root, 'data')),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server */
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** names the homepage-settings action (`{product}_homepage_settings`) and the site in `checkout` lists */
  PRODUCT_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .default('sharjah'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  WEB_DIST_DIR: z.string().default(path.join(root, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** largest request body in bytes (uploads have their own limit) */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  MESSAGE_PROVIDER: z.enum(['outbox', 'smtp', 'sms']).default('outbox'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
});

export type Config = z.infer<typeof schema> & { rootDir: string };

/** The only reader of process.env. Tests pass overrides instead of touching the environment. */
export function loadConfig(overrides: Partial<Record<keyof z.infer<typeof schema>, string>> = {}): Config {
  const parsed = schema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, rootDir: root };
}
