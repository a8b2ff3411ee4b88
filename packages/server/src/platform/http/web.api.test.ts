import { endpoints } from '@sentio/domain';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';

/** The app as `npm start` runs it: with a built web app to serve beside the API. */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sentio-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves assets, and index.html for client-side routes', async () => {
    const anon = new Client(t.baseUrl);
    expect((await anon.raw('GET', '/assets/app.js')).status).toBe(200);
    for (const route of ['/', '/login', '/project/detail/P1?tab=reports', '/verification-email/abc']) {
      const res = await anon.raw('GET', route);
      expect(res.status, route).toBe(200);
      expect(String(res.body)).toContain('<div id="root">');
    }
  });

  it('keeps the API error format with the web app registered', async () => {
    const anon = new Client(t.baseUrl);
    const wrong = await anon.request(endpoints.login, { body: { email: 'nobody@example.com', password: 'whatever-1' } });
    expect(wrong.body).toEqual({
      status: 401,
      type: 'AuthenticationException',
      messageCode: 'AUTH_WRONG_CREDENTIALS',
      message: 'Wrong username or password',
    });
    const missing = await anon.raw('GET', '/api/nothing-here');
    expect(missing.body).toMatchObject({ status: 404, messageCode: 'ROUTE_NOT_FOUND' });
    expect((await anon.raw('POST', '/login')).status).toBe(404);
  });
});
