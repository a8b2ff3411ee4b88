import { routePermissions, type Endpoint, type FieldError, type RoutePermission } from '@sentio/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Auth, RequestContext, WorkspaceScope } from '../auth/auth.js';
import type { ReadRouter } from '../db/read-routing.js';
import { AppError, errors } from '../errors.js';
import { cleanStrings } from './clean-strings.js';
import { bodyHasBadCharacters } from './json-body.js';
import { clientSignal, type Semaphore } from './load-shedding.js';
import { fieldErrors } from './validation.js';

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint, A> {
  params: Part<E, 'params'>;
  query: Part<E, 'query'>;
  body: Part<E, 'body'>;
  auth: A;
  ctx: RequestContext;
  reply: FastifyReply;
  /** Aborts when the client disconnects before the answer: long work may stop (docs/load.md). */
  signal: AbortSignal;
}
type Result<E extends Endpoint> = z.input<E['response']>;

export interface RouteDef {
  endpoint: Endpoint;
  /** Whether the handler may run without a session; must agree with the endpoint's permission. */
  open: boolean;
  handler: (input: HandlerInput<Endpoint, Auth | null>) => Promise<unknown>;
  /** Bytes a request body may hold when the app-wide default (1 MiB) is too small, e.g. a model package. */
  bodyLimit?: number;
  /** Runs before the body is read and parsed: a cheap refusal (a token check) that a large body must not delay. */
  onRequest?: (request: FastifyRequest) => Promise<void>;
  /** `heavy`: runs through the heavy-call limiter (load-shedding.ts), queued and refused fast when busy. */
  cost?: 'heavy';
}

export interface RouteOptions {
  bodyLimit?: number;
  onRequest?: (request: FastifyRequest) => Promise<void>;
  cost?: 'heavy';
}

/** A route behind a session. Its handler should be one service call. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: (input: HandlerInput<E, Auth>) => Promise<Result<E>>,
  options: RouteOptions = {},
): RouteDef {
  return { endpoint, open: false, handler: handler as RouteDef['handler'], ...options };
}

/** A route anyone may call; `auth` is set when a valid session came along anyway. */
export function publicRoute<E extends Endpoint>(
  endpoint: E,
  handler: (input: HandlerInput<E, Auth | null>) => Promise<Result<E>>,
  options: RouteOptions = {},
): RouteDef {
  return { endpoint, open: true, handler: handler, ...options };
}

/** The workspace of a workspace-permission route; registration guarantees it, this narrows the type. */
export function scope(auth: Auth): WorkspaceScope {
  if (!auth.workspace) throw errors.noWorkspace();
  return auth.workspace;
}

const validPermissions = new Set<string>(routePermissions);

/** Refuses a route whose permission is missing, unknown, or disagrees with how it was declared. */
export function assertDeclared(def: RouteDef): void {
  const p = (def.endpoint as { permission?: unknown }).permission;
  const name = `${def.endpoint.method} ${def.endpoint.path}`;
  if (typeof p !== 'string' || !validPermissions.has(p)) throw new Error(`route ${name} declares no valid permission`);
  if (def.open !== (p === 'public'))
    throw new Error(`route ${name}: permission '${p}' does not match ${def.open ? 'publicRoute' : 'route'}`);
}

export interface RouteDeps {
  authenticate(request: FastifyRequest): Promise<Auth | null>;
  validateResponses: boolean;
  /** The limiter of `cost: 'heavy'` routes; without one they run unbounded (benchmarks of raw speed). */
  heavy?: Semaphore;
  /** Sends a request's heavy reads to the replica or the primary (read-your-writes); without one, the primary. */
  reads?: ReadRouter;
}

function check(permission: RoutePermission, auth: Auth | null): Auth | null {
  if (permission === 'public') return auth;
  if (!auth) throw errors.unauthenticated();
  if (permission === 'authenticated') return auth;
  if (permission === 'SYSTEM/ADMIN') {
    if (auth.userType !== 'SYSTEM_ADMIN') throw errors.permissionDenied();
    return auth;
  }
  // Which account is touched is the call's to settle (it checks the account against `managedAccountIds`).
  if (permission === 'ACCOUNT/MANAGE') {
    if (auth.userType !== 'SYSTEM_ADMIN' && (auth.managedAccountIds ?? []).length === 0) throw errors.permissionDenied();
    return auth;
  }
  if (!auth.workspace) throw errors.noWorkspace();
  if (auth.workspace.suspended) throw errors.forbidden('ACCOUNT_SUSPENDED');
  if (!auth.workspace.permissions.includes(permission)) throw errors.permissionDenied();
  return auth;
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
  issues: FieldError[],
  cleanFirst: boolean,
): unknown {
  if (!schema) return undefined;
  // Characters PostgreSQL cannot store are settled before validation: cleaned in free text, refused elsewhere.
  if (cleanFirst) {
    const cleaned = cleanStrings(value, schema, {
      ...(part === 'body' ? {} : { prefix: part }),
      strict: part === 'params',
    });
    if (cleaned.issues.length > 0) {
      issues.push(...cleaned.issues);
      return undefined;
    }
  }
  // reportInput lets a missing field (FIELD_REQUIRED) be told from a wrong one (FIELD_INVALID_TYPE).
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}), { reportInput: true });
  if (result.success) return result.data;
  // Path params and query fields are named by their place so the client can tell them from body fields.
  issues.push(...fieldErrors(result.error, part === 'body' ? undefined : part));
  return undefined;
}

/** The session and permission of a request, judged in `onRequest`: before any body is read. */
const authOf = new WeakMap<FastifyRequest, Auth | null>();

export function registerRoute(app: FastifyInstance, def: RouteDef, deps: RouteDeps): void {
  assertDeclared(def);
  const { endpoint } = def;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(def.bodyLimit !== undefined ? { bodyLimit: def.bodyLimit } : {}),
    // A caller without a session or the permission is refused before its body is read, so a large upload (a
    // 100 MiB model package, a multipart file) costs the server nothing; the route's own check (a push token) next.
    onRequest: async (request) => {
      authOf.set(request, check(endpoint.permission, await deps.authenticate(request)));
      if (def.onRequest) await def.onRequest(request);
    },
    handler: async (request, reply) => {
      const auth = authOf.get(request) ?? null;
      const issues: FieldError[] = [];
      const params = parsePart(endpoint.params, request.params, 'params', issues, true);
      const query = parsePart(endpoint.query, request.query, 'query', issues, true);
      const body = parsePart(endpoint.body, request.body, 'body', issues, bodyHasBadCharacters(request));
      if (issues.length > 0) throw errors.validation(issues, endpoint.validationCode);
      const ctx: RequestContext = {
        requestId: request.id,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      };
      const signal = clientSignal(request, reply);
      const release = def.cost === 'heavy' && deps.heavy ? await deps.heavy.acquire(signal) : null;
      let data: unknown;
      try {
        const run = () => def.handler({ params, query, body, auth, ctx, reply, signal } as HandlerInput<Endpoint, Auth | null>);
        data = deps.reads ? await deps.reads.run(request, reply, endpoint, auth !== null, run) : await run();
      } finally {
        release?.();
      }
      if (deps.validateResponses) {
        const checked = endpoint.response.safeParse(data);
        if (!checked.success) {
          throw new AppError(500, 'InternalServerException', 'INTERNAL_ERROR', {
            cause: new Error(`response of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`),
          });
        }
      }
      // A download answers with the file itself (sent by the handler); the contract still checked what it returned.
      if (reply.sent) return reply;
      return reply.send({ data });
    },
  });
}
