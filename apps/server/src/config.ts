import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');

/** `https://partner.example` and the like: what a browser sends as Origin, nothing more. */
const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1) as a dual-stack socket reports it. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
}

/** The names @fastify/proxy-addr gives to address ranges, usable in TRUST_PROXY beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.0/8`, `::1`, `fd00::/8` or a range name: one entry of TRUST_PROXY's list. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `0` or `off` trusts no proxy (the client is the socket's address); a number
 * trusts that many hops in front of the server (the client is that many entries from the right of
 * X-Forwarded-For); a comma list trusts exactly those proxy addresses, CIDRs or ranges.
 */
const trustProxySetting = z
  .string()
  .default('')
  .transform((value, ctx): false | { hops: number } | { addresses: string[] } => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === '0' || text === 'off') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return { hops };
    } else {
      const addresses = text.split(',').map((entry) => entry.trim());
      if (addresses.every(isProxyAddress)) return { addresses };
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'off, a number of proxy hops (1 to 10), or a comma list of proxy addresses or CIDRs, e.g. 10.0.0.0/8,::1 (`true` is not accepted: it lets clients choose their address)',
    });
    return z.NEVER;
  });

/** Whole days, at least one and at most ten years: 0 would delete what is still in use. */
const retentionDays = (days: number) => z.coerce.number().int().min(1).max(3650).default(days);

/** An unset or empty variable is absent. */
const optionalString = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === '' ? undefined : v), inner.optional());

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** where PGlite keeps its files, uploads and the image cache live */
    DATA_DIR: z.string().default(path.join(root, 'data')),
    /** postgres://… switches from the embedded PGlite to a PostgreSQL server */
    DATABASE_URL: optionalString(z.string().url()),
    /**
     * the same database without a pooler in between (docs/decisions/067): each process's one LISTEN session of
     * the event bus opens here; unset, DATABASE_URL. Needed when DATABASE_URL is a transaction-pooling PgBouncer
     */
    DATABASE_DIRECT_URL: optionalString(z.string().url()),
    /**
     * `off` sends every statement unnamed, as a transaction-pooling PgBouncer before 1.21 (or one with
     * max_prepared_statements = 0) needs: a named statement lives in one server session, and the next
     * transaction may run on another (docs/decisions/067)
     */
    DATABASE_PREPARED_STATEMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).default('on')),
    /** server processes sharing PORT (node:cluster, src/cluster.ts); more than 1 needs DATABASE_URL (docs/decisions/030) */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** names the homepage-settings action (`{product}_homepage_settings`) */
    PRODUCT_NAME: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/)
      .default('sharjah'),
    /** the site's name as packages' `checkout` lists hold it (spec part 1 §2 Home: tag sections show only those) */
    SITE_NAME: z.string().trim().min(1).max(100).default('sharjah'),
    /** the address browsers reach this server at (links in messages, payment returns); unset: http://localhost:{PORT} */
    PUBLIC_URL: optionalString(z.string().url()),
    /**
     * decision 055: `on` answers routine refusals (400, 404, 409) with 200 and the same `success: 0` body, for
     * clients that read the server's message only from a 2xx answer; 401, 403, 413, 429 and 5xx keep theirs
     */
    REFUSALS_AS_200: z.enum(['off', 'on']).default('off'),
    /** comma list of exact origins (https://partner.example) whose browsers may call /api; empty: none */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isOrigin, 'an origin: scheme, host and port only, e.g. https://partner.example'))),
    WEB_DIST_DIR: z.string().default(path.join(root, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * where stored files live (docs/decisions/069): `disk` under DATA_DIR as always, `s3` in S3_BUCKET of any
     * S3-compatible service; credentials come from the AWS SDK's standard environment (AWS_ACCESS_KEY_ID …)
     */
    STORAGE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['disk', 's3']).default('disk')),
    S3_BUCKET: optionalString(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name: 3 to 63 lower-case letters, digits, dots or hyphens'),
    ),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** an S3-compatible service's address (MinIO, R2, Ceph …); unset, AWS's own for S3_REGION */
    S3_ENDPOINT: optionalString(z.string().url()),
    /** `on` puts the bucket in the path (http://host/bucket/key), as MinIO and most self-hosted services need */
    S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['off', 'on']).default('off')),
    /** tries of each storage request, the first included, with the SDK's backoff between them */
    S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    /** hours an object no row names is kept before the orphan sweeper deletes it (an upload still committing its row) */
    STORAGE_ORPHAN_GRACE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** largest request body in bytes (uploads have their own limit) */
    BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
    /** megabytes of resized images kept on disk; the least recently used go first (decision 024) */
    IMAGE_CACHE_MB: z.coerce.number().int().positive().default(512),
    /** invoice upload quotas (decision 024): requests per 10 minutes per user and per client address, images per user per Dubai day */
    INVOICE_UPLOADS_PER_USER_PER_10_MIN: z.coerce.number().int().positive().default(10),
    INVOICE_UPLOADS_PER_ADDRESS_PER_10_MIN: z.coerce.number().int().positive().default(30),
    INVOICE_IMAGES_PER_USER_PER_DAY: z.coerce.number().int().positive().default(30),
    SEED_DEMO: z.enum(['0', '1']).default('1'),
    /** the proxies in front of the server whose X-Forwarded-For is believed; default none (docs/decisions/019) */
    TRUST_PROXY: trustProxySetting,
    /**
     * GET /dev/outbox, only ever with the outbox providers (docs/decisions/019): `loopback` serves clients on
     * this machine that reach the socket directly, `on` every client of a server listening on loopback only
     * (never in production), `off` nobody. Unset: `off` in production, `loopback` otherwise; `npm start`
     * sets `loopback`, so the demo's codes stay readable on the machine that runs it.
     */
    DEV_OUTBOX: z.enum(['off', 'loopback', 'on']).optional(),
    /**
     * What a reader of GET /dev/outbox shows besides being allowed (`?token=` or `X-Outbox-Token`): a proxy on this
     * machine that adds no forwarding header makes every visitor look local, and the token is what they lack.
     * Unset: a random one per start, printed with the outbox's address when the server is ready.
     */
    DEV_OUTBOX_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, '16 to 128 letters, digits, - or _')
      .optional(),
    /** e-mails: `outbox` stores and logs them; `smtp` sends them through SMTP_URL */
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: optionalString(z.string().url()),
    MAIL_FROM: z.string().default('Sharjah Experiences <no-reply@localhost>'),
    /** where the contact form's messages go */
    CONTACT_EMAIL: z.string().email().default('team@localhost.localdomain'),
    /** text messages: `outbox` stores and logs them; `sms` posts them to an HTTP SMS API */
    SMS_PROVIDER: z.enum(['outbox', 'sms']).default('outbox'),
    SMS_API_URL: optionalString(z.string().url()),
    SMS_API_TOKEN: optionalString(z.string()),
    SMS_SENDER: z.string().default('SHARJAH'),
    /** per client address; shared networks (hotels, mobile carriers) may need more */
    OTP_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
    OTP_VERIFIES_PER_ADDRESS_PER_10_MIN: z.coerce.number().int().positive().default(30),
    /** seconds before the same identifier may ask for another code */
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    /** `sandbox`: the portal's own test payment page; `stripe`: Stripe Checkout with signed webhooks */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    /** signs the sandbox's events; a random one per process when unset */
    PAYMENT_SANDBOX_SECRET: optionalString(z.string().min(16)),
    STRIPE_SECRET_KEY: optionalString(z.string()),
    STRIPE_WEBHOOK_SECRET: optionalString(z.string()),
    STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
    /** minutes a pending purchase holds its tickets while the buyer pays */
    HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
    /**
     * How long rows that only grow are kept before the retention job deletes them (docs/decisions/062; README
     * "What is kept how long"), in days: rate-limit counters after their window ends, sessions after they
     * expired or were revoked, one-time codes after they were used or expired, delivered messages after they
     * were sent, payment providers' events after they were applied.
     */
    RETENTION_RATE_LIMIT_DAYS: retentionDays(2),
    RETENTION_SESSION_DAYS: retentionDays(30),
    RETENTION_CODE_DAYS: retentionDays(1),
    RETENTION_SENT_MESSAGE_DAYS: retentionDays(90),
    RETENTION_PROVIDER_EVENT_DAYS: retentionDays(90),
    /** days a delivered or given-up OCTO webhook delivery is kept (docs/decisions/071) */
    RETENTION_WEBHOOK_DELIVERY_DAYS: retentionDays(30),
    /**
     * Hosts or addresses an OCTO webhook may point at although they are private or loopback (comma-separated,
     * e.g. `127.0.0.1,hooks.internal`); every other such URL is refused (docs/decisions/071)
     */
    /** how often one process looks for changed OCTO bookings and sends the due webhook deliveries, in milliseconds */
    OCTO_WEBHOOK_EVERY_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(5_000),
    OCTO_WEBHOOK_PRIVATE_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * GET /metrics (docs/decisions/062): unset, the route does not exist; set, it answers the Prometheus text
     * to `Authorization: Bearer <token>` only
     */
    METRICS_TOKEN: optionalString(z.string().regex(/^[A-Za-z0-9._~+/=-]{16,256}$/, '16 to 256 characters of a bearer token')),
    /**
     * Apple Wallet passes of tickets (decision 073): the pass type identifier and team of the operator's Apple
     * developer account, and PEM files of its pass certificate, that certificate's private key (with its
     * passphrase, if any) and Apple's WWDR intermediate certificate. Unset, no pass is offered.
     */
    WALLET_PASS_TYPE_ID: optionalString(z.string().regex(/^pass\.[A-Za-z0-9.-]+$/, 'pass.<reverse domain>')),
    WALLET_TEAM_ID: optionalString(z.string().regex(/^[A-Z0-9]{10}$/, '10 capital letters or digits')),
    WALLET_CERT_FILE: optionalString(z.string()),
    WALLET_KEY_FILE: optionalString(z.string()),
    WALLET_KEY_PASSPHRASE: optionalString(z.string()),
    WALLET_WWDR_FILE: optionalString(z.string()),
    /**
     * OpenTelemetry traces (docs/decisions/070): unset, off and nothing of the SDK is loaded; set, the base URL of an
     * OTLP/HTTP collector (`http://collector:4318`), spans posted to `<url>/v1/traces`
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString(z.string().url()),
    /** the `service.name` the spans carry */
    OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('sharjah-experiences'),
    /** how long a stopping server waits for its requests in flight before it closes their connections anyway */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** `on` adds the routes tests drive a real process with (a request held until shutdown); refused in production */
    TEST_ROUTES: z.enum(['off', 'on']).default('off'),
  })
  .refine((c) => c.PAYMENT_PROVIDER !== 'stripe' || (c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required with PAYMENT_PROVIDER=stripe',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((c) => c.STORAGE !== 's3' || c.S3_BUCKET, {
    message: 'S3_BUCKET is required with STORAGE=s3',
    path: ['S3_BUCKET'],
  })
  .refine((c) => c.WORKERS === 1 || c.DATABASE_URL, {
    message:
      'WORKERS above 1 needs DATABASE_URL (a PostgreSQL server): the embedded PGlite database belongs to one process and cannot be shared by several',
    path: ['WORKERS'],
  })
  .refine((c) => !c.DATABASE_DIRECT_URL || c.DATABASE_URL, {
    message: 'DATABASE_DIRECT_URL needs DATABASE_URL: it is the direct way to the same PostgreSQL database',
    path: ['DATABASE_DIRECT_URL'],
  })
  .refine((c) => c.TEST_ROUTES === 'off' || c.NODE_ENV !== 'production', {
    message: 'TEST_ROUTES=on is for tests: it is refused with NODE_ENV=production',
    path: ['TEST_ROUTES'],
  })
  .refine(
    (c) => {
      const wallet = [c.WALLET_PASS_TYPE_ID, c.WALLET_TEAM_ID, c.WALLET_CERT_FILE, c.WALLET_KEY_FILE, c.WALLET_WWDR_FILE];
      return wallet.every(Boolean) || !wallet.some(Boolean);
    },
    {
      message:
        'Apple Wallet passes need all of WALLET_PASS_TYPE_ID, WALLET_TEAM_ID, WALLET_CERT_FILE, WALLET_KEY_FILE and WALLET_WWDR_FILE',
      path: ['WALLET_PASS_TYPE_ID'],
    },
  )
  .refine((c) => c.EMAIL_PROVIDER !== 'smtp' || c.SMTP_URL, {
    message: 'SMTP_URL is required with EMAIL_PROVIDER=smtp',
    path: ['SMTP_URL'],
  })
  .refine((c) => c.SMS_PROVIDER !== 'sms' || c.SMS_API_URL, {
    message: 'SMS_API_URL is required with SMS_PROVIDER=sms',
    path: ['SMS_API_URL'],
  })
  // decision 019: the outbox lists every one-time code, so no configuration may offer it beyond this machine
  .refine(
    (c) =>
      c.DEV_OUTBOX !== 'on' ||
      (c.NODE_ENV !== 'production' &&
        (c.HOST === 'localhost' || isLoopbackAddress(c.HOST)) &&
        c.TRUST_PROXY === false &&
        c.EMAIL_PROVIDER === 'outbox' &&
        c.SMS_PROVIDER === 'outbox'),
    {
      message:
        'DEV_OUTBOX=on needs NODE_ENV other than production, HOST on loopback (127.0.0.1, ::1 or localhost), no TRUST_PROXY, and EMAIL_PROVIDER and SMS_PROVIDER both outbox: otherwise it would show sign-in codes to other machines',
      path: ['DEV_OUTBOX'],
    },
  );

type Settings = z.infer<typeof schema>;
export type Config = Omit<Settings, 'DEV_OUTBOX' | 'DEV_OUTBOX_TOKEN' | 'PUBLIC_URL'> & {
  DEV_OUTBOX: NonNullable<Settings['DEV_OUTBOX']>;
  DEV_OUTBOX_TOKEN: string;
  PUBLIC_URL: string;
  rootDir: string;
};

/** The only reader of process.env. Tests pass overrides instead of touching the environment. */
export function loadConfig(overrides: Partial<Record<keyof z.infer<typeof schema>, string>> = {}): Config {
  const parsed = schema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const devOutbox = parsed.data.DEV_OUTBOX ?? (parsed.data.NODE_ENV === 'production' ? 'off' : 'loopback');
  // a server started on another port must not send browsers back to port 3000
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  const outboxToken = parsed.data.DEV_OUTBOX_TOKEN ?? randomBytes(18).toString('base64url');
  return { ...parsed.data, DEV_OUTBOX: devOutbox, DEV_OUTBOX_TOKEN: outboxToken, PUBLIC_URL: publicUrl, rootDir: root };
}

/** This process's environment with `extra` added, for a child program (pg_dump takes its password as PGPASSWORD). */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
