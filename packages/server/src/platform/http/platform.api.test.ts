import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let anon: Client;
beforeAll(async () => {
  t = await startTestApp();
  anon = new Client(t.baseUrl);
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const kind = process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite';
    expect(await anon.call(endpoints.health)).toEqual({ status: 'ok', database: kind });
  });

  it('echoes a client request id and makes one when none is sent', async () => {
    const given = await anon.raw('GET', '/api/health', { headers: { 'x-request-id': 'req-42' } });
    expect(given.headers.get('x-request-id')).toBe('req-42');
    const made = await anon.raw('GET', '/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await anon.raw('GET', '/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(hostile.headers.get('x-request-id')).not.toContain('<');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await anon.raw('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, type: 'NotFoundException', messageCode: 'ROUTE_NOT_FOUND' });
  });

  it('serves OpenAPI generated from the contract, and the docs page', async () => {
    const doc = (await anon.raw('GET', '/api/openapi.json')).body as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.0.3');
    for (const e of Object.values(endpoints)) {
      expect(doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()]).toBeDefined();
    }
    const html = await anon.raw('GET', '/api/docs');
    expect(html.status).toBe(200);
    expect(String(html.body)).toContain('swagger-ui');
    expect((await anon.raw('GET', '/api/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it("serves tenant configuration with the server's reporting zone for the requesting host (no file: only that)", async () => {
    const res = await anon.raw('GET', '/tenant-config.json');
    expect(res.status).toBe(200);
    const hosts = Object.values(res.body as Record<string, { timeZone?: string }>);
    // Without it the browser fell back to its default zone while the server counted days in TIME_ZONE.
    expect(hosts).toHaveLength(1);
    expect(hosts[0]).toEqual({ timeZone: t.config.timeZone });
    expect(t.config.timeZone).toBe('UTC');
  });

  it('sends security headers', async () => {
    const res = await anon.raw('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
