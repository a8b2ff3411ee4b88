import { customerEndpoints as ce } from '@sentio/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createAnalysis, documentsWorkspace, type Analysis } from '../project-documents/test-support.js';

/**
 * Scale: the FCR report over 100,000 documents of 10,000 customers in 18 months (one category row each), timed
 * on the embedded database with the query plan printed. Skipped by default (loading takes a minute):
 * `FCR_SCALE=1 npx vitest run <this>`; `FCR_SCALE=200000` sets the count. The benchmark on PostgreSQL is
 * `npm run bench:customers`.
 */
const COUNT = Number(process.env['FCR_SCALE']) > 1 ? Number(process.env['FCR_SCALE']) : 100_000;
const log = (line: string) => process.stderr.write(`fcr scale: ${line}\n`);
const DAY = 86_400_000;
const end = Date.parse('2026-06-01T00:00:00Z');

describe.skipIf(!process.env['FCR_SCALE'])('the FCR report over many documents', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let a: Analysis;
  beforeAll(async () => {
    t = await startTestApp();
    const ws = await documentsWorkspace(t, 'Fcr Scale Co');
    owner = ws.owner;
    a = await createAnalysis(t, owner, ws.model, 'fcr-scale');
    const at = Date.now();
    let s = 7;
    const rand = () => {
      s = (s * 1_103_515_245 + 12_345) & 0x7fffffff;
      return s / 0x7fffffff;
    };
    const channels = ['CALL_CENTER', 'APP_REVIEW'];
    for (let i = 0; i < COUNT; i += 10_000) {
      const n = Math.min(10_000, COUNT - i);
      const dates = Array.from({ length: n }, () => new Date(end - Math.floor(rand() * 540 * DAY)).toISOString());
      const attrs = Array.from({ length: n }, () =>
        JSON.stringify({ customer_id: `C-${Math.floor(rand() ** 2 * (COUNT / 10))}`, agent: `A${Math.floor(rand() * 6)}` }),
      );
      const chans = Array.from({ length: n }, () => channels[Math.floor(rand() * 2)] ?? 'CALL_CENTER');
      await sql`
        insert into project_document (project_id, workspace_id, content, language, content_date, created_at, channel_code,
          attributes, prediction_status, data_type, prediction)
        select ${a.id}::uuid, ${a.workspaceId}::uuid, 'contact', 'en', u.d, u.d, u.c, u.a::jsonb, 'SUCCESS', 'STANDARD',
          '{"categories":[],"sentiment":null,"entities":[],"versions":{}}'::jsonb
        from unnest(${dates}::timestamptz[], ${chans}::text[], ${attrs}::text[]) as u(d, c, a)
      `.execute(t.db);
    }
    await sql`
      insert into project_document_category (document_id, project_id, model_id, category_id, confidence, origin)
      select id, project_id, ${a.modelId}::uuid, (array[${a.categories['Delivery'] ?? ''}, ${a.categories['Billing'] ?? ''}])[1 + (abs(hashtext(id::text)) % 2)], 0.9, 'AI'
      from project_document where project_id = ${a.id}::uuid
    `.execute(t.db);
    await sql`analyze`.execute(t.db);
    log(`${COUNT} documents stored in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  }, 1_200_000);
  afterAll(() => t.close());

  it('answers 30 days against the 30 before, and 12 months', async () => {
    await owner.client.call(ce.fcrSettingsUpdate, { body: { dayRange: 7, agentAttribute: 'segment' } });
    for (const days of [30, 365]) {
      const body = {
        startDate: new Date(end - days * DAY).toISOString(),
        endDate: new Date(end - 1).toISOString(),
        comparisonStartDate: new Date(end - 2 * days * DAY).toISOString(),
        comparisonEndDate: new Date(end - days * DAY - 1).toISOString(),
      };
      const times: number[] = [];
      let issues = 0;
      for (let k = 0; k < 5; k++) {
        const started = Date.now();
        const r = await owner.client.call(ce.fcrReport, { body });
        times.push(Date.now() - started);
        issues = r.figures.issues;
        expect(r.figures.issues).toBeGreaterThan(0);
      }
      log(`${days} days: ${issues} issues, ms per call ${times.join(', ')}`);
    }
  }, 600_000);
});
