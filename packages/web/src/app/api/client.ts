import { fillPath, shellConstants, type CallInput, type CallResult, type Endpoint } from '@sentio/domain';
import { ApiRequestError, errorFromResponse, networkFailure, type RequestInfo } from './errors';

/** What a caller passes for an endpoint (exactly the parts it declares) and what it gets back: the domain contract's types. */
export type EndpointInput<E extends Endpoint> = CallInput<E>;
export type EndpointResult<E extends Endpoint> = CallResult<E>;

export interface CallOptions {
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Lets the request outlive the page (page-duration reports on leave). */
  keepalive?: boolean;
  timeoutMs?: number;
}

/** Input is optional for endpoints that declare no params, query or body. */
export type CallArgs<E extends Endpoint> =
  unknown extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A per-request id; `crypto.randomUUID` only exists in secure contexts, and self-hosted installs may run on plain http. */
export function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Query string with repeated keys for arrays; undefined, null and empty values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint')
        params.append(key, String(v));
      else params.append(key, JSON.stringify(v));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The URL an endpoint is called at with this input (also used as part of duplicate-action keys). */
export function endpointUrl(endpoint: Endpoint, input: unknown): string {
  const i = (input ?? {}) as AnyInput;
  return fillPath(endpoint.path, i.params) + queryString(i.query);
}

/**
 * Calls one endpoint of the contract: same origin, JSON, a fresh request id, a 5-minute time-out, and
 * the `{ data }` envelope unwrapped. Any failure throws `ApiRequestError` with the parsed error body.
 *
 * Authentication does not put a bearer token on each request, on purpose: the server keeps the token in an httpOnly cookie,
 * which the browser sends by itself (`credentials: 'same-origin'`). Script never reads the token, so an
 * XSS bug cannot steal it.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<EndpointResult<E>> {
  const i = (input ?? {}) as AnyInput;
  const info: RequestInfo = {
    method: endpoint.method,
    path: endpoint.path,
    permission: endpoint.permission,
    requestId: requestId(),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? shellConstants.httpTimeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const headers: Record<string, string> = { accept: 'application/json', [shellConstants.requestIdHeader]: info.requestId };
  const hasBody = i.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  try {
    let response: Response;
    try {
      response = await fetch(endpointUrl(endpoint, input), {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(i.body) : undefined,
        credentials: 'same-origin',
        signal: controller.signal,
        keepalive: options.keepalive,
      });
    } catch (cause) {
      // A cancel by the caller is not an error to report: let TanStack Query see the abort as is.
      if (options.signal?.aborted) throw cause;
      throw new ApiRequestError(networkFailure(), info, { cause });
    }
    let json: unknown;
    try {
      const text = await response.text();
      json = text ? (JSON.parse(text) as unknown) : undefined;
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // A body that is not JSON (a proxy's HTML page) is judged by the status alone.
      throw new ApiRequestError(errorFromResponse(response.ok ? 500 : response.status, undefined), info, { cause });
    }
    if (!response.ok) throw new ApiRequestError(errorFromResponse(response.status, json), info);
    const data = (json as { data?: unknown } | undefined)?.data;
    // Lenient on purpose: a contract drift is logged, not turned into a broken screen.
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success)
      console.warn(`[api] ${info.method} ${info.path}: response does not match the contract`, parsed.error.issues);
    return (parsed.success ? parsed.data : data) as EndpointResult<E>;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
