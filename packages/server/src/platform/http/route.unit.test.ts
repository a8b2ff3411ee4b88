import { endpoints, type Endpoint } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertDeclared, publicRoute, route } from './route.js';

const handler = () => Promise.resolve({ ok: true as const });

describe('route declarations', () => {
  it('accepts a declared permission that matches how the route was made', () => {
    expect(() => assertDeclared(route(endpoints.logout, handler))).not.toThrow();
    expect(() =>
      assertDeclared(
        publicRoute(endpoints.health, () => Promise.resolve({ status: 'ok' as const, database: 'pglite' as const })),
      ),
    ).not.toThrow();
  });

  it('refuses a route without a permission', () => {
    const noPermission = { method: 'GET', path: '/api/x', summary: '', tag: 'x', response: z.object({}) } as unknown as Endpoint;
    expect(() => assertDeclared(route(noPermission, handler))).toThrow(/declares no valid permission/);
  });

  it('refuses an unknown permission string', () => {
    const bogus = { ...endpoints.me, permission: 'EVERYTHING/ALLOWED' } as unknown as Endpoint;
    expect(() => assertDeclared(route(bogus, handler))).toThrow(/declares no valid permission/);
  });

  it('refuses a public endpoint behind route() and a guarded one behind publicRoute()', () => {
    expect(() =>
      assertDeclared(route(endpoints.health, () => Promise.resolve({ status: 'ok' as const, database: 'pglite' as const }))),
    ).toThrow(/does not match/);
    expect(() => assertDeclared(publicRoute(endpoints.logout, handler))).toThrow(/does not match/);
  });
});
