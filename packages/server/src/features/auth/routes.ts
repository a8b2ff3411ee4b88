import { endpoints, shellConstants } from '@sentio/domain';
import type { FastifyReply } from 'fastify';
import { publicRoute, route, type RouteDef } from '../../platform/http/route.js';
import type { AuthService, SignedIn } from './service.js';

const ok = { ok: true as const };

/**
 * The session cookie is httpOnly (scripts cannot read the token, so an XSS cannot steal it) and SameSite=Lax
 * (other sites cannot post with it). Without remember-me it ends with the browser.
 */
function setSessionCookie(reply: FastifyReply, signedIn: SignedIn, secure: boolean): void {
  void reply.setCookie(shellConstants.tokenCookie, signedIn.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(signedIn.remember ? { expires: signedIn.expiresAt } : {}),
  });
}

export function authRoutes(auth: AuthService, options: { secureCookies: boolean }): RouteDef[] {
  return [
    publicRoute(endpoints.register, ({ body, ctx }) => auth.register(body, ctx)),
    publicRoute(endpoints.verifyEmail, async ({ body }) => {
      await auth.verifyEmail(body.code);
      return ok;
    }),
    publicRoute(endpoints.resendVerification, async ({ body }) => {
      await auth.resendVerification(body.email);
      return ok;
    }),
    publicRoute(endpoints.login, async ({ body, ctx, reply }) => {
      const signedIn = await auth.login(body, ctx);
      setSessionCookie(reply, signedIn, options.secureCookies);
      return { token: signedIn.token, user: signedIn.user };
    }),
    publicRoute(endpoints.forgotPassword, async ({ body }) => {
      await auth.forgotPassword(body.email);
      return ok;
    }),
    publicRoute(endpoints.resetPassword, async ({ body, ctx }) => {
      await auth.resetPassword(body, ctx);
      return ok;
    }),
    route(endpoints.logout, async ({ auth: caller, ctx, reply }) => {
      await auth.logout(caller, ctx);
      void reply.clearCookie(shellConstants.tokenCookie, { path: '/' });
      return ok;
    }),
  ];
}
