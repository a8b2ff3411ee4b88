import { customerEndpoints as ce } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertDocuments, type GeneratedDocument } from '../root-causes/analysis-fixtures/test-support.js';
import { createJourney, journeyCast, on, type JourneyCast } from './test-support.js';

/**
 * Scale: the report of a three-step journey over 20,000 documents of 4,000 customers (the demo's size), with a
 * comparison. Skipped by default: `JOURNEY_SCALE=1 npx vitest run <this>`; the time is printed and noted in
 * docs/customer-journeys.md.
 */
const COUNT = Number(process.env['JOURNEY_SCALE']) > 1 ? Number(process.env['JOURNEY_SCALE']) : 20_000;
const log = (line: string) => process.stderr.write(`journey scale: ${line}\n`);

describe.skipIf(!process.env['JOURNEY_SCALE'])('a journey report over 20,000 documents', () => {
  let t: TestApp;
  let c: JourneyCast;
  beforeAll(async () => {
    t = await startTestApp();
    c = await journeyCast(t, 'Journey Scale Co', 'jscale');
    const names = ['Payment', 'Delivery', 'Staff', 'Returns'];
    const base = Date.parse('2026-01-01T00:00:00Z');
    const customers = Math.ceil(COUNT / 5);
    const docs: GeneratedDocument[] = Array.from({ length: COUNT }, (_, i) => {
      const at = new Date(base + ((i * 7919) % (180 * 86_400)) * 1000).toISOString();
      return {
        content: `document ${i}`,
        // A customer's documents (every 4,000th) fall in turn on each category: journeys through the steps.
        categoryName: names[(i + Math.floor(i / customers)) % names.length] ?? 'Payment',
        theme: 0,
        contentDate: at,
        createdAt: at,
        sentiment: i % 3 === 0 ? 'POSITIVE' : 'NEGATIVE',
        attributes: { customer_id: `k${i % customers}`, nps: i % 11 },
      };
    });
    await insertDocuments(t, c.a, docs);
  }, 600_000);
  afterAll(() => t?.close());

  it('answers in a few seconds at most on the embedded database', async () => {
    const j = await createJourney(c.owner, {
      name: 'Scale',
      quickFilterTitle: 'Scale',
      steps: [
        { name: 'Buy', conditions: [on(c.a, ['Payment'])] },
        { name: 'Get', conditions: [on(c.a, ['Delivery'])] },
        { name: 'Ask', conditions: [on(c.a, ['Staff', 'Returns'])] },
      ],
    });
    const body = {
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-06-30T23:59:59.999Z',
      comparisonStartDate: '2026-01-01T00:00:00.000Z',
      comparisonEndDate: '2026-02-28T23:59:59.999Z',
    };
    await c.owner.client.call(ce.journeyReport, { params: { id: j.id }, body });
    const times: number[] = [];
    let steps = 0;
    for (let i = 0; i < 3; i++) {
      const at = Date.now();
      const r = await c.owner.client.call(ce.journeyReport, { params: { id: j.id }, body });
      times.push(Date.now() - at);
      steps = r.steps.reduce((n, s) => n + s.figures.documents, 0);
      expect(r.steps[0]?.conversion?.customers).toBeGreaterThan(0);
    }
    log(`${COUNT} documents, ${steps} step documents in range: ${times.join(', ')} ms`);
  }, 600_000);
});
