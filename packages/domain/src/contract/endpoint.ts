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

export const endpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => e;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What a caller passes: only the parts the endpoint declares. */
export type CallInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? (E['params'] extends undefined ? unknown : { params: Input<P> }) &
        (E['query'] extends undefined ? unknown : { query: Input<Q> }) &
        (E['body'] extends undefined ? unknown : { body: Input<B> })
    : never;
export type CallResult<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `:param` segments, encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
