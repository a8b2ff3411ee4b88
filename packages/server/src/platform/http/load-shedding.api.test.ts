import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysis, documentsWorkspace, searchBody } from '../../features/project-documents/test-support.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';

let t: TestApp;
let owner: SignedInUser;
const code = 'load-analysis';
beforeAll(async () => {
  // One heavy call at a time, one waiting at most, for 300 ms: small limits make saturation easy to reach.
  t = await startTestApp({
    env: { HEAVY_CONCURRENCY: '1', HEAVY_QUEUE: '1', HEAVY_QUEUE_WAIT_MS: '300', TRUST_PROXY: '1' },
  });
  const ws = await documentsWorkspace(t, 'Load');
  owner = ws.owner;
  await createAnalysis(t, owner, ws.model, code);
});
afterAll(() => t.close());

const search = () => owner.client.request(endpoints.documentSearch, { params: { code }, body: searchBody() });

describe('load shedding', () => {
  it('refuses heavy calls fast with 503 and Retry-After when saturated, while cheap calls answer', async () => {
    expect((await search()).status).toBe(200);
    const release = await t.app.heavy.acquire();
    try {
      const waiting = search();
      // The queue (one place) is taken: the next heavy call is refused at once.
      const started = Date.now();
      const full = await search();
      expect(full.status).toBe(503);
      expect(full.body).toMatchObject({ status: 503, messageCode: 'SERVER_BUSY' });
      expect(Number(full.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Date.now() - started).toBeLessThan(1000);
      // Cheap calls do not queue behind heavy ones.
      expect((await owner.client.request(endpoints.projectList, { query: {} })).status).toBe(200);
      expect((await new Client(t.baseUrl).request(endpoints.health)).status).toBe(200);
      // The waiting one gives up after the queue wait, still with a 503 rather than a long hang.
      const timedOut = await waiting;
      expect(timedOut.status).toBe(503);
      expect(timedOut.headers.get('retry-after')).not.toBeNull();
    } finally {
      release();
    }
    expect((await search()).status).toBe(200);
  });

  it('drops a queued call whose client has gone before it starts', async () => {
    const release = await t.app.heavy.acquire();
    const aborted = new AbortController();
    const gone = fetch(`${t.baseUrl}/api/project/${code}/document/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.client.token ?? ''}` },
      body: JSON.stringify(searchBody()),
      signal: aborted.signal,
    }).catch(() => null);
    await waitFor(() => t.app.heavy.waiting === 1);
    aborted.abort();
    await gone;
    await waitFor(() => t.app.heavy.waiting === 0);
    release();
    // The slot is free again, and nobody ran the abandoned search.
    expect(t.app.heavy.active).toBe(0);
  });

  it('sends HSTS over https only', async () => {
    const plain = await new Client(t.baseUrl).raw('GET', '/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await new Client(t.baseUrl).raw('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}
