import type { z } from 'zod';
import type { MessageCode } from '../messages.js';
import type { RoutePermission } from '../permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call: the single declaration the server registers a handler for, the web client calls
 * and the OpenAPI document is generated from. `path` uses `:param` segments.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  permission: RoutePermission;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Top-level message code of a 400 when this body is malformed (default VALIDATION_FAILED). */
  validationCode?: MessageCode;
}

/** Keeps the literal shape, so the types below know which of params, query and body an endpoint has. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** What a caller passes: exactly the parts the endpoint declares. */
export type CallInput<E> = (E extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : unknown) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown);
export type CallResult<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** Fills `:param` segments, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
