import { shellConstants } from '@sentio/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import type { SessionRepository } from './session-repository.js';
import { hashToken } from './tokens.js';

const TOUCH_EVERY_MS = 60_000;

/** The bearer token from `Authorization`, or else the `token` cookie (see docs/accounts-and-auth.md). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.cookies?.[shellConstants.tokenCookie];
  return cookie && cookie.length > 0 ? cookie : null;
}

export function createAuthenticator(sessions: SessionRepository, log: FastifyBaseLogger) {
  return async (request: FastifyRequest): Promise<Auth | null> => {
    const token = tokenOf(request);
    if (!token || token.length > 200) return null;
    const resolved = await sessions.resolve(hashToken(token));
    if (!resolved) return null;
    const { lastSeenAt, ...auth } = resolved;
    // Activity time is for the security page, not for expiry: write it at most once a minute, off the request path.
    if (Date.now() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      resolved.lastSeenAt = new Date();
      sessions.touch(auth.sessionId).catch((err: unknown) => log.warn({ err }, 'session touch failed'));
    }
    return auth;
  };
}
