import { endpoints, fillPath, type Endpoint } from '@sentio/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  type Analysis,
} from '../../features/project-documents/test-support.js';
import { readPrimaryHeader, readYourWritesCookie } from './read-routing.js';

/**
 * Heavy reads go to the read database (docs/scale.md): a real streaming replica when TEST_READ_DATABASE_URL is set
 * (scripts/pg-replica.sh), else a second pool to the same database. Which one served a request is seen from the read
 * server's side: its sessions are named `sentio-read`, and `pg_stat_activity` shows when each last did something.
 */
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

describe.skipIf(!onPostgres)('reads routed to the read database', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let a: Analysis;
  let probe: pg.Client;

  beforeAll(async () => {
    t = await startTestApp({ readPool: true });
    const ws = await documentsWorkspace(t, 'Replica Co');
    owner = ws.owner;
    a = await createAnalysis(t, owner, ws.model, 'replica-co');
    await seedDocuments(t, a, mixedDocuments);
    probe = new pg.Client({ connectionString: t.readDatabaseUrl ?? '', application_name: 'sentio-probe' });
    await probe.connect();
  });
  afterAll(async () => {
    await probe?.end();
    await t?.close();
  });

  /** How many read-pool sessions of this database did something while `work` ran. */
  async function readSessionsDuring(work: () => Promise<unknown>): Promise<number> {
    const { rows } = await probe.query<{ t0: string }>('select clock_timestamp()::text as t0');
    await work();
    const active = await probe.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where application_name = 'sentio-read' and datname = current_database() and state_change > $1::timestamptz`,
      [rows[0]?.t0],
    );
    return Number(active.rows[0]?.n ?? 0);
  }

  async function call(e: Endpoint, params: Record<string, string>, body: unknown, headers: Record<string, string> = {}) {
    const res: RawResponse = await owner.client.raw(e.method, fillPath(e.path, params), { body, headers });
    expect(res.status).toBe(200);
    return res;
  }
  const search = (headers: Record<string, string> = {}) =>
    call(endpoints.documentSearch, { code: a.code }, searchBody({ widget: false }), headers);

  const totalOf = (res: RawResponse) => (res.body as { data: { documents: { total: number } } }).data.documents.total;

  it('answers a search of a user who changed nothing lately from the read database, with the same result', async () => {
    let total = -1;
    const sessions = await readSessionsDuring(async () => {
      total = totalOf(await search());
    });
    expect(sessions).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(totalOf(await search({ [readPrimaryHeader]: '1' })));
  });

  it('computes the dashboard widgets on the read database', async () => {
    const [widget] = await owner.client.call(endpoints.widgetList, { params: { code: a.code } });
    const sessions = await readSessionsDuring(() =>
      call(endpoints.widgetRequest, { code: a.code, id: widget?.id ?? '' }, searchBody()),
    );
    expect(sessions).toBeGreaterThan(0);
  });

  it('marks a change with a short-lived cookie, and reads that caller’s searches from the primary while it runs', async () => {
    const res = await call(endpoints.labelCreate, { code: a.code }, { name: 'Replica label' });
    const setCookie = res.headers.get('set-cookie') ?? '';
    const value = new RegExp(`${readYourWritesCookie}=(\\d+)`).exec(setCookie)?.[1];
    expect(Number(value)).toBeGreaterThan(Date.now());
    expect(setCookie).toMatch(/Max-Age=10/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const sessions = await readSessionsDuring(() => search({ cookie: `${readYourWritesCookie}=${value}` }));
    expect(sessions).toBe(0);
  });

  it('reads the read database again once the window has run out', async () => {
    const sessions = await readSessionsDuring(() => search({ cookie: `${readYourWritesCookie}=${Date.now() - 1}` }));
    expect(sessions).toBeGreaterThan(0);
  });

  it('reads the primary for an API client that asks with the header', async () => {
    expect(await readSessionsDuring(() => search({ [readPrimaryHeader]: '1' }))).toBe(0);
  });

  it('does not mark a read as a change', async () => {
    const res = await search();
    expect(res.headers.get('set-cookie') ?? '').not.toContain(readYourWritesCookie);
  });

  it('computes a background widget calculation (a job) on the primary', async () => {
    const [widget] = await owner.client.call(endpoints.widgetList, { params: { code: a.code } });
    const params = { code: a.code, id: widget?.id ?? '' };
    const sessions = await readSessionsDuring(async () => {
      await owner.client.call(endpoints.widgetCalculate, { params, body: searchBody() });
      for (let i = 0; i < 200; i++) {
        const r = await owner.client.call(endpoints.widgetResult, { params });
        if (r.status !== 'RUNNING') {
          expect(r.status).toBe('DONE');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the calculation did not finish');
    });
    expect(sessions).toBe(0);
  });
});

describe('without a read database', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await signUp(t);
  });
  afterAll(() => t.close());

  it('sets no read-your-writes cookie: nothing changes for a single database', async () => {
    if (process.env['TEST_READ_DATABASE_URL']) return; // every app of this run reads from the replica
    const res = await user.client.request(endpoints.updateMe, { body: { language: 'tr' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie') ?? '').not.toContain(readYourWritesCookie);
  });
});
