import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../platform/http/download.js';
import type { RouteOptions } from '../../platform/http/route.js';

/** 5,000 JSON documents exceed the app-wide 1 MiB body limit. */
export const JSON_BODY_LIMIT = 50 * 1024 * 1024;
/** The public push call is open to anyone who knows the URL, so it gets less room than a signed-in call. */
const PUSH_BODY_LIMIT = 10 * 1024 * 1024;

/** The push token of a public ingest call (header `X-Sentio-Token`). */
export const pushToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-sentio-token'];
  return typeof header === 'string' ? header : undefined;
};

/**
 * Options of a public push route: its body limit, and the token check run before the body is read, so a wrong
 * token answers 401 even when the body is also bad (and a caller without it cannot make the server read it).
 */
export function pushRouteOptions(
  param: 'id' | 'code',
  check: (owner: string, token: string | undefined) => Promise<unknown>,
): RouteOptions {
  return {
    bodyLimit: PUSH_BODY_LIMIT,
    onRequest: async (request) => {
      const owner = (request.params as Partial<Record<'id' | 'code', string>>)[param];
      await check(owner ?? '', pushToken(request));
    },
  };
}

/** Sends a failed-rows file the service returned; the route answers with its text. */
export async function sendFailedRows(reply: FastifyReply, file: { fileName: string; csv: string }): Promise<string> {
  await sendDownload(reply, file.fileName, 'text/csv; charset=utf-8', file.csv);
  return file.csv;
}
