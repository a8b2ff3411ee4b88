import { z } from 'zod';
import { isoDate, pageOf } from './common.js';

/**
 * The operator's system pages (docs/system-admin.md): what the running process, the database, the job queue and the
 * worker threads report, the recent log lines, the engine's stopword dictionary, run-time parameters and caches.
 */

export const systemLanguages = ['tr', 'en'] as const;
export const systemLanguageSchema = z.enum(systemLanguages, { error: 'FIELD_INVALID_OPTION' });
export type SystemLanguage = z.infer<typeof systemLanguageSchema>;

const count = z.number().int().min(0);

export const workerPoolStatsSchema = z.object({
  /** Threads allowed at once (the ML_WORKERS parameter). */
  limit: count,
  /** Tasks running now, each in its own thread. */
  busy: count,
  /** Tasks waiting for a free slot. */
  queued: count,
  /** Worker threads alive (a finished task's thread ends at once). */
  threads: count,
});
export type WorkerPoolStats = z.infer<typeof workerPoolStatsSchema>;

export const queueDepthSchema = z.object({
  name: z.string(),
  /** Waiting to run (created or retry), including deferred ones. */
  queued: count,
  /** Of those, deferred to a later time (retry delay, start-after). */
  deferred: count,
  active: count,
  /** Failed jobs still kept by the queue. */
  failed: count,
  /** Every job the queue still holds, whatever its state. */
  total: count,
});
export type QueueDepth = z.infer<typeof queueDepthSchema>;

export const monitorSchema = z.object({
  at: isoDate,
  process: z.object({
    pid: z.number().int(),
    nodeVersion: z.string(),
    uptimeSeconds: z.number(),
    memory: z.object({ rssBytes: count, heapUsedBytes: count, heapTotalBytes: count, externalBytes: count }),
    cpu: z.object({ userMs: z.number(), systemMs: z.number() }),
    /** Event-loop delay since the previous reading (or start-up), in milliseconds. */
    eventLoop: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number(), meanMs: z.number() }),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: count,
    /** PostgreSQL: sessions of this database in pg_stat_activity; PGlite: 1 (one in-process session). */
    connections: count,
  }),
  queues: z.array(queueDepthSchema),
  workers: workerPoolStatsSchema,
});
export type Monitor = z.infer<typeof monitorSchema>;

export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export const logLevelSchema = z.enum(logLevels, { error: 'FIELD_INVALID_OPTION' });
export type LogLevel = z.infer<typeof logLevelSchema>;

export const logQuery = z.strictObject({
  /** This level and above. */
  level: logLevelSchema.optional(),
  page: z.coerce.number({ error: 'FIELD_INVALID_TYPE' }).int().min(0, { error: 'FIELD_TOO_SMALL' }).default(0),
  size: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int()
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(200, { error: 'FIELD_TOO_BIG' })
    .default(50),
});
export type LogQuery = z.infer<typeof logQuery>;

export const logLineSchema = z.object({
  /** Position in the buffer since start-up: newer lines have larger numbers. */
  seq: z.number().int(),
  time: isoDate,
  level: logLevelSchema,
  msg: z.string(),
  /** The request's id when the line belongs to one. */
  reqId: z.string().nullable(),
  /** The line's other fields (request, response, error, job…), secrets masked. */
  details: z.record(z.string(), z.unknown()),
});
export type LogLine = z.infer<typeof logLineSchema>;

export const logPageSchema = pageOf(logLineSchema).extend({
  /** How many lines the buffer keeps (older ones are dropped). */
  capacity: count,
});
export type LogPage = z.infer<typeof logPageSchema>;

const dictionaryWord = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(60, { error: 'FIELD_TOO_LONG' })
  .regex(/^[\p{L}\p{N}'’-]+$/u, { error: 'FIELD_INVALID_CHARACTERS' });
const wordList = z.array(dictionaryWord).max(2000, { error: 'FIELD_TOO_BIG' });

export const dictionaryQuery = z.strictObject({ language: systemLanguageSchema.default('tr') });

export const dictionaryBody = z.strictObject({
  language: systemLanguageSchema,
  /** Words the topic engine drops as well as the built-in ones. */
  added: wordList,
  /** Built-in words the topic engine keeps as content words. */
  removed: wordList,
});
export type DictionaryBody = z.infer<typeof dictionaryBody>;

export const dictionarySchema = z.object({
  language: systemLanguageSchema,
  /** The engine's built-in stopwords of this language. */
  builtIn: z.array(z.string()),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  /** How many stopwords of this language the next run uses. */
  effective: count,
  updatedAt: isoDate.nullable(),
  updatedBy: z.string().nullable(),
});
export type Dictionary = z.infer<typeof dictionarySchema>;

export const parameterKeys = ['ML_WORKERS', 'CORRELATION_MAX_DOCUMENTS', 'LOG_BUFFER_LINES'] as const;
export const parameterKeySchema = z.enum(parameterKeys, { error: 'FIELD_INVALID_OPTION' });
export type ParameterKey = z.infer<typeof parameterKeySchema>;

export const parameterSchema = z.object({
  key: parameterKeySchema,
  type: z.literal('INTEGER'),
  /** In force now. */
  value: z.number().int(),
  /** From the environment (or the built-in default) — what a reset returns to. */
  defaultValue: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  /** Whether an operator changed it (a stored value). */
  overridden: z.boolean(),
  updatedAt: isoDate.nullable(),
  updatedBy: z.string().nullable(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const parameterBody = z.strictObject({
  key: parameterKeySchema,
  /** Null: back to the default. */
  value: z.number({ error: 'FIELD_INVALID_TYPE' }).int({ error: 'FIELD_INVALID_TYPE' }).nullable(),
});
export type ParameterBody = z.infer<typeof parameterBody>;

export const cacheNames = ['SESSIONS', 'PARAMETERS', 'DICTIONARY'] as const;
export const cacheNameSchema = z.enum(cacheNames, { error: 'FIELD_INVALID_OPTION' });
export type CacheName = z.infer<typeof cacheNameSchema>;

export const cacheSchema = z.object({
  cache: cacheNameSchema,
  entries: count,
  /** Longest an entry lives before it is read again, in seconds (null: until cleared or changed). */
  ttlSeconds: z.number().nullable(),
});
export type CacheInfo = z.infer<typeof cacheSchema>;

export const cacheClearBody = z.strictObject({ cache: cacheNameSchema });

export const systemJobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const systemJobStateSchema = z.enum(systemJobStates, { error: 'FIELD_INVALID_OPTION' });
export type SystemJobState = z.infer<typeof systemJobStateSchema>;

export const systemJobQuery = z.strictObject({
  queue: z.string().trim().min(1).max(100).optional(),
  state: systemJobStateSchema.optional(),
  page: z.coerce.number({ error: 'FIELD_INVALID_TYPE' }).int().min(0, { error: 'FIELD_TOO_SMALL' }).default(0),
  size: z.coerce
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int()
    .min(1, { error: 'FIELD_TOO_SMALL' })
    .max(100, { error: 'FIELD_TOO_BIG' })
    .default(20),
});
export type SystemJobQuery = z.infer<typeof systemJobQuery>;

export const systemJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: systemJobStateSchema,
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  retryCount: count,
  retryLimit: count,
  /** The payload's first fields, shortened (ids, codes). */
  summary: z.string(),
  /** The failure's message of a failed job. */
  error: z.string().nullable(),
  canRetry: z.boolean(),
  canCancel: z.boolean(),
});
export type SystemJob = z.infer<typeof systemJobSchema>;

export const systemJobPageSchema = pageOf(systemJobSchema).extend({ queues: z.array(z.string()) });
export type SystemJobPage = z.infer<typeof systemJobPageSchema>;

const dbPool = z.object({
  /** Connections open (in use + idle). */
  total: count,
  idle: count,
  /** Queries waiting for a connection. */
  waiting: count,
  max: count,
});

export const poolSchema = z.object({
  database: dbPool.extend({ kind: z.enum(['pglite', 'postgres']) }),
  /** The read replica's pool (DATABASE_READ_URL), null without one. */
  replica: dbPool.nullable(),
  workers: workerPoolStatsSchema,
});
export type PoolStatus = z.infer<typeof poolSchema>;
