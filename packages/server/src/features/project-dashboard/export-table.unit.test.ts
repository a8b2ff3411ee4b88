import { describe, expect, it } from 'vitest';
import { localBucket, widgetTable } from './export-table.js';

describe('widget export buckets', () => {
  it('writes a bucket as the day the chart labels in the reporting zone, not the UTC instant', () => {
    // 21 Feb in Istanbul starts at 21:00 UTC on the 20th: the old export wrote that instant, read as 20 Feb.
    expect(localBucket('2026-02-20T21:00:00.000Z', 'Europe/Istanbul')).toBe('2026-02-21');
    expect(localBucket('2026-02-21T05:00:00.000Z', 'America/New_York')).toBe('2026-02-21');
    expect(localBucket('2026-02-21T00:00:00.000Z', 'UTC')).toBe('2026-02-21');
    expect(localBucket('2026-02-21T10:00:00.000Z', 'Europe/Istanbul')).toBe('2026-02-21 13:00');
    expect(localBucket(undefined, 'UTC')).toBe('');
  });
});

describe('root cause widget tables', () => {
  const drill = { fq: [], cq: [], sd: null, ed: null, names: {} };
  const ref = { rootCauseId: 'rc1', name: 'Late delivery', alias: { tr: 'Geç teslimat', en: '' } };

  it('writes one row per root cause and, for the trend, per root cause and bucket in the reporting zone', () => {
    expect(
      widgetTable({
        kind: 'ROOT_CAUSE_VOLUME',
        total: 5,
        comparisonTotal: null,
        rows: [{ ...ref, count: 2, share: 0.4, comparison: null, comparisonShare: null, change: null, drill }],
      }).rows,
    ).toEqual([['rc1', 'Late delivery', 2, 0.4, '', '', '', '', '']]);
    const point = { bucket: '2026-01-31T21:00:00.000Z', count: 3, value: 3, drill };
    expect(
      widgetTable(
        { kind: 'ROOT_CAUSE_TREND', period: 'month', series: [{ ...ref, count: 3, drill, trend: [point] }] },
        'Europe/Istanbul',
      ),
    ).toEqual({ columns: ['rootCauseId', 'name', 'bucket', 'count'], rows: [['rc1', 'Late delivery', '2026-02-01', 3]] });
  });
});
