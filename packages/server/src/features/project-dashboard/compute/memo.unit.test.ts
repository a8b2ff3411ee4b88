import { widgetConfigSchema } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../project-documents/catalogue.js';
import { searchBody } from '../../project-documents/test-support.js';
import type { Cube, CubeQuery } from '../../project-rollups/cube.js';
import { memoCube, rangeOf, type DashboardBase } from './context.js';
import { computeWidget } from './index.js';
import { row, settings } from './test-rows.js';

describe('one dashboard call', () => {
  it('asks the cube each distinct question once, whatever the number of widgets asking it', async () => {
    const asked: CubeQuery[] = [];
    const cube: Cube = {
      query: (_cat, q) => {
        asked.push(q);
        const rows = q.groupBy.includes('bucket')
          ? [row({ bucket: '2026-01-01T00:00:00.000Z' }, { n: 3, positive: 2, nps: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2] })]
          : [row({ sentiment: 'POSITIVE' }, { n: 3, positive: 2, nps: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2] })];
        return Promise.resolve({ rows, source: 'ROLLUP' });
      },
    };
    const request = searchBody({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-02T23:59:59.999Z', page: 3 });
    const cat = { project: { workspace_id: 'w', id: 'p' } } as unknown as Catalogue;
    const base: DashboardBase = {
      cat,
      request,
      settings,
      main: rangeOf(request, 'main'),
      comparison: null,
      timeZone: 'UTC',
      cube: memoCube(cube, cat, request),
      channelNames: () => Promise.resolve(new Map()),
      bucketWidth: () => Promise.resolve(null),
      scan: {
        texts: () => Promise.resolve([]),
        numericValues: () => Promise.resolve([]),
        count: () => Promise.resolve(0),
        rootCauses: () => Promise.resolve([]),
        rootCauseNames: () => Promise.resolve([]),
      },
    };
    const config = widgetConfigSchema.parse({});
    const now = new Date('2026-01-03T00:00:00.000Z');
    const results = await Promise.all(
      (['NPS', 'SENTIMENT', 'TIME_TREND', 'NPS'] as const).map((kind, i) =>
        computeWidget({ id: `w${i}`, kind, name: kind, builtIn: false, config }, base, now),
      ),
    );
    // Totals, the hourly buckets (a two-day range) and the labels: three questions for four widgets.
    expect(asked.map((q) => `${q.groupBy.join(',')}/${q.gap ?? ''}`).sort()).toEqual(['/', 'bucket/hour', 'sentiment/']);
    expect(results.map((r) => [r.kind, r.source, r.noData])).toEqual([
      ['NPS', 'ROLLUP', false],
      ['SENTIMENT', 'ROLLUP', false],
      ['TIME_TREND', 'ROLLUP', false],
      ['NPS', 'ROLLUP', false],
    ]);
    // 1 detractor, 2 promoters of 3 → 33.3.
    expect(results[0]?.data).toMatchObject({ kind: 'NPS', main: { score: 33.3 } });
  });
});
