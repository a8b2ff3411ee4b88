import { AsyncLocalStorage } from 'node:async_hooks';
import { endpoints, type Endpoint } from '@sentio/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Which server a routed read goes to (docs/scale.md, "Read replica and read-your-writes"). Only the repositories of
 * the heavy reads (search, facets, widget computations, the rollup cube) are built on the routed database; everything
 * else always reads and writes the primary.
 */
export type ReadTarget = 'primary' | 'replica';

/** Set on a signed-in user's successful change; until the time it holds, that browser's reads go to the primary. */
export const readYourWritesCookie = 'sentio_rw';
/** API clients that keep no cookies send this header (value `1`) on the reads that must see their own writes. */
export const readPrimaryHeader = 'x-sentio-read-primary';

/**
 * POST calls that only read (a search body is too large for a query string): they neither read the primary by
 * default nor mark the caller as having written. Every other POST/PUT/PATCH/DELETE counts as a change.
 */
export const readOnlyPosts: ReadonlySet<Endpoint> = new Set<Endpoint>([
  endpoints.documentSearch,
  endpoints.documentFacet,
  endpoints.documentDateExtent,
  endpoints.fieldFacet,
  endpoints.keywordTopicsFacet,
  endpoints.widgetRequest,
  endpoints.widgetResult,
  endpoints.widgetExport,
  endpoints.widgetSearch,
  endpoints.contentGroupDocuments,
  endpoints.journeyReport,
  endpoints.fcrReport,
  endpoints.audit,
  endpoints.abkKeywordSearch,
  endpoints.abkKeywordSearchIds,
  endpoints.modelTest,
  endpoints.documentTest,
  endpoints.dialogueTest,
]);

export function isReadOnlyCall(method: string, endpoint: Endpoint): boolean {
  return method === 'GET' || method === 'HEAD' || readOnlyPosts.has(endpoint);
}

export interface ReadDecision {
  /** A read database is configured (DATABASE_READ_URL on PostgreSQL). */
  replica: boolean;
  readOnly: boolean;
  /** The read-your-writes cookie's value: the epoch milliseconds until which this browser reads the primary. */
  cookie: string | undefined;
  /** The `x-sentio-read-primary` header of an API client. */
  header: string | undefined;
  nowMs: number;
}

/** Where the routed reads of one request go. Anything in doubt reads the primary: it is never stale. */
export function chooseReadTarget(d: ReadDecision): ReadTarget {
  if (!d.replica || !d.readOnly) return 'primary';
  if (d.header === '1' || d.header === 'true') return 'primary';
  const until = d.cookie === undefined ? NaN : Number(d.cookie);
  if (Number.isFinite(until) && until > d.nowMs) return 'primary';
  return 'replica';
}

/** Whether the answer starts (or extends) the caller's read-your-writes window. */
export function marksWrite(w: { replica: boolean; readOnly: boolean; signedIn: boolean; status: number }): boolean {
  return w.replica && w.signedIn && !w.readOnly && w.status >= 200 && w.status < 300;
}

const current = new AsyncLocalStorage<{ target: ReadTarget }>();

/**
 * The target of the request being served. Outside a request (jobs, schedules, start-up, the demo seed, benchmarks
 * calling services) there is none, and reads go to the primary: a job must see what the request that sent it wrote.
 */
export function currentReadTarget(): ReadTarget {
  return current.getStore()?.target ?? 'primary';
}

/**
 * Runs `work` with its routed reads sent to `target`. When it ends, anything it left running (a timer, a lazily
 * started loop that inherited this context) falls back to the primary.
 */
export async function withReadTarget<T>(target: ReadTarget, work: () => Promise<T>): Promise<T> {
  const state = { target };
  try {
    return await current.run(state, work);
  } finally {
    state.target = 'primary';
  }
}

/** Chooses each request's read target and sets the read-your-writes cookie after a change (one per app). */
export class ReadRouter {
  constructor(private readonly options: { replica: boolean; windowSeconds: number; now?: () => number }) {}

  get replica(): boolean {
    return this.options.replica;
  }

  async run<T>(request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, signedIn: boolean, work: () => Promise<T>) {
    const { replica, windowSeconds } = this.options;
    if (!replica) return work();
    const now = this.options.now?.() ?? Date.now();
    const readOnly = isReadOnlyCall(request.method, endpoint);
    const header = request.headers[readPrimaryHeader];
    const target = chooseReadTarget({
      replica,
      readOnly,
      cookie: request.cookies?.[readYourWritesCookie],
      header: typeof header === 'string' ? header : undefined,
      nowMs: now,
    });
    const result = await withReadTarget(target, work);
    if (!reply.sent && windowSeconds > 0 && marksWrite({ replica, readOnly, signedIn, status: reply.statusCode })) {
      void reply.setCookie(readYourWritesCookie, String(now + windowSeconds * 1000), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: windowSeconds,
      });
    }
    return result;
  }
}
