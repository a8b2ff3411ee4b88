import { z } from 'zod';
import { defaultTenantConfig, isValidTimeZone } from '@sentio/domain';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sentio <no-reply@sentio.local>'),
  /** The address users reach the app at; links in e-mails point here. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TENANT_CONFIG_FILE: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Behind a reverse proxy: trust X-Forwarded-* for client addresses and https cookies. */
  TRUST_PROXY: flag,
  /** Worker threads for CPU-heavy ML (training, batch prediction) at a time. */
  ML_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DEMO_DOCUMENTS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** Timed calls of the demo call centre (docs/demo-data.md); 0 leaves the call centre out. */
  DEMO_CALLS: z.coerce.number().int().min(0).max(100_000).default(1500),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(50),
  /** How often idle job workers look for new jobs (pg-boss's minimum is 0.5). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).optional(),
  /** The reporting time zone: rollup days and trend buckets are its local days (the default tenant's zone). */
  /** Heavy calls (searches, widget computations) running at once; default 2 on the embedded database, 4 on PostgreSQL. */
  HEAVY_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * Heavy calls that may wait for a slot; beyond that they are refused at once with 503 SERVER_BUSY. Deep, because a
   * waiting call costs nothing and leaves the line when its client does (docs/load.md).
   */
  HEAVY_QUEUE: z.coerce.number().int().min(0).max(10_000).default(256),
  /** How long a heavy call may wait for a slot before it is refused with 503 SERVER_BUSY (below a browser's patience). */
  HEAVY_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(20_000),
  /** Encrypts stored secrets (callback credentials); without it a key file is generated once in DATA_DIR. */
  SECRET_KEY: z.string().min(16).optional(),
  /** Callback deliveries: first retry delay (doubling after each failure), attempts before FAILED, request timeout. */
  CALLBACK_RETRY_BASE_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  CALLBACK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  CALLBACK_TIMEOUT_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
  /** Speech settings: at most this many normalisations (text → target) per setting (docs/speech.md). */
  SPEECH_NORMALISATION_LIMIT: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** Correlation reports: the most documents one may be calculated over (docs/reports.md); above it, filter more. */
  CORRELATION_MAX_DOCUMENTS: z.coerce.number().int().min(1).max(100_000_000).default(1_000_000),
  TIME_ZONE: z
    .string()
    .default(defaultTenantConfig.timeZone)
    .refine((zone) => isValidTimeZone(zone), { message: 'not a known IANA time zone' }),
  /** api | worker | all (default): what this process does; `--role` on the command line wins (platform/process). */
  SENTIO_ROLE: z.string().optional(),
  /** A read replica of DATABASE_URL (PostgreSQL streaming replication) for search and dashboards; docs/scale.md. */
  DATABASE_READ_URL: z.string().url().optional(),
  /** After a user's change, that user's reads go to the primary for this long (read-your-writes). */
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Comma list of addresses made operators (SYSTEM_ADMIN) at start-up and at registration; docs/accounts-admin.md. */
  SENTIO_OPERATOR_EMAILS: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  seedDemo: boolean;
  /** Generated documents of the demo analysis (first start only). */
  demoDocuments: number;
  /** Generated calls of the demo call centre (first start only; 0: none). */
  demoCalls: number;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tenantConfigFile: string;
  webDist: string;
  trustProxy: boolean;
  mlWorkers: number;
  uploadMaxBytes: number;
  jobPollSeconds: number;
  /** IANA zone whose local days the rollups and trend buckets count (the tenant's reading of dates). */
  timeZone: string;
  /** Bounded concurrency of heavy calls (platform/http/load-shedding.ts, docs/load.md). */
  heavy: { limit: number; queueLimit: number; queueWaitMs: number };
  /** SECRET_KEY: the key material of stored secrets (platform/crypto); null → a key file in the data directory. */
  secretKey: string | null;
  /** Callback deliveries (docs/callbacks.md). */
  callbacks: { retryBaseMs: number; maxAttempts: number; timeoutMs: number };
  /** Speech settings and transcription (docs/speech.md). */
  speech: { normalisationLimit: number };
  /** Correlation reports (docs/reports.md). */
  correlation: { maxDocuments: number };
  /** Check every response against its contract schema (tests, development): catches contract drift early. */
  validateResponses: boolean;
  /** SENTIO_ROLE as given (null when unset); main resolves it with `--role` (platform/process/role.ts). */
  roleSetting: string | null;
  /** DATABASE_READ_URL: the replica the heavy reads go to (PostgreSQL only; ignored with a warning on PGlite). */
  databaseReadUrl: string | null;
  /** How long a user's reads stay on the primary after a change of theirs (platform/db/read-routing.ts). */
  readYourWritesSeconds: number;
  /** SENTIO_OPERATOR_EMAILS, lower-cased: these users are operators (docs/accounts-admin.md). */
  operatorEmails: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Reads the environment once; nothing else in the server reads `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    // The embedded database is for trying the product: it gets the demo unless told otherwise on a server.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO : true,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    tenantConfigFile: path.resolve(e.TENANT_CONFIG_FILE ?? path.join(dataDir, 'tenant-config.json')),
    // src/platform or dist/platform → packages/web/dist
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '../../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    validateResponses: e.NODE_ENV !== 'production',
    mlWorkers: e.ML_WORKERS,
    demoDocuments: e.DEMO_DOCUMENTS,
    demoCalls: e.DEMO_CALLS,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    // Jobs sent by this process wake its own workers at once; polling finds the rest (other processes, retries).
    jobPollSeconds: e.JOB_POLL_SECONDS ?? (e.NODE_ENV === 'test' ? 0.5 : 2),
    timeZone: e.TIME_ZONE,
    secretKey: e.SECRET_KEY ?? null,
    callbacks: { retryBaseMs: e.CALLBACK_RETRY_BASE_MS, maxAttempts: e.CALLBACK_MAX_ATTEMPTS, timeoutMs: e.CALLBACK_TIMEOUT_MS },
    speech: { normalisationLimit: e.SPEECH_NORMALISATION_LIMIT },
    correlation: { maxDocuments: e.CORRELATION_MAX_DOCUMENTS },
    // The embedded database answers one query at a time: more than two heavy calls in flight only delay cheap ones.
    heavy: {
      limit: e.HEAVY_CONCURRENCY ?? (e.DATABASE_URL ? 4 : 2),
      queueLimit: e.HEAVY_QUEUE,
      queueWaitMs: e.HEAVY_QUEUE_WAIT_MS,
    },
    roleSetting: e.SENTIO_ROLE?.trim() || null,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    readYourWritesSeconds: e.READ_YOUR_WRITES_SECONDS,
    operatorEmails: parseOperatorEmails(e.SENTIO_OPERATOR_EMAILS),
  };
}

/** `a@x.com, B@y.com` → ['a@x.com', 'b@y.com']: trimmed, lower-cased, empty entries dropped. */
export function parseOperatorEmails(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s.length > 0),
    ),
  ];
}
