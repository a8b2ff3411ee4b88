import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { topicTexts } from '../model-training/test-support.js';
import { ingestCast, matching, sourceOf, uploadTo, type IngestCast } from './test-support.js';

/**
 * The ingest benchmark, a measurement rather than a test: 100,000 rows uploaded as CSV until they are classified
 * and stored (searchable). Skipped unless SENTIO_BENCH is set:
 *   SENTIO_BENCH=100000 npx vitest run --project api packages/server/src/features/project-ingest/bench.api.test.ts
 */
const rows = Number(process.env['SENTIO_BENCH'] ?? 0);

let t: TestApp;
let cast: IngestCast;

describe.skipIf(rows === 0)('ingest benchmark', () => {
  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOAD_MAX_MB: '200' } });
    cast = await ingestCast(t, 'Ingest Bench', { code: 'bench' });
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it(`uploads ${rows} rows and waits until they are classified`, async () => {
    const texts = topicTexts(Math.ceil(rows / 3), 7).slice(0, rows);
    const csv = ['id,text,date', ...texts.map((d, i) => `r${i},${d.text.replaceAll(',', ' ')} number ${i},2024-03-01`)].join(
      '\n',
    );
    const started = performance.now();
    const source = sourceOf(await uploadTo(cast.owner.client, 'bench', 'bench.csv', csv));
    const uploaded = performance.now();
    await cast.owner.client.call(endpoints.sourceMatch, { params: { code: 'bench', id: source.id }, body: matching() });
    await t.app.services.jobs.drain({ names: ['project.import'], timeoutMs: 600_000 });
    const finished = performance.now();
    const list = await cast.owner.client.call(endpoints.sourceList, { params: { code: 'bench' } });
    const done = list.find((s) => s.id === source.id);
    const classified = await t.db
      .selectFrom('project_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', cast.project.id)
      .where('prediction_status', '=', 'SUCCESS')
      .executeTakeFirstOrThrow();
    console.log(
      JSON.stringify({
        rows,
        uploadSeconds: ((uploaded - started) / 1000).toFixed(1),
        totalSeconds: ((finished - started) / 1000).toFixed(1),
        classified: Number(classified.n),
        source: done,
      }),
    );
    expect(done?.successCount).toBe(rows);
  }, 900_000);
});
