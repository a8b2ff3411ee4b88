import { describe, expect, it } from 'vitest';
import { mergeAttributes, mergeTrends } from './topic-edit-service.js';

describe('a merged topic', () => {
  it('adds up the trends per bucket, in bucket order', () => {
    const merged = mergeTrends([
      { trend: [{ bucket: '2026-01-02', count: 2, share: 0.25 }] },
      {
        trend: [
          { bucket: '2026-01-01', count: 1, share: 0.5 },
          { bucket: '2026-01-02', count: 3, share: 0.25 },
        ],
      },
    ]);
    expect(merged).toEqual([
      { bucket: '2026-01-01', count: 1, share: 0.5 },
      { bucket: '2026-01-02', count: 5, share: 0.5 },
    ]);
  });

  it('adds up attribute values and keeps the five most frequent per attribute', () => {
    const values = (pairs: [string, number][]) => pairs.map(([value, count]) => ({ value, count }));
    const merged = mergeAttributes([
      {
        attributes: [
          {
            code: 'city',
            values: values([
              ['A', 5],
              ['B', 4],
              ['C', 3],
              ['D', 2],
              ['E', 1],
            ]),
          },
        ],
      },
      {
        attributes: [
          {
            code: 'city',
            values: values([
              ['F', 9],
              ['E', 1],
            ]),
          },
          { code: 'tier', values: values([['gold', 1]]) },
        ],
      },
    ]);
    expect(merged).toEqual([
      {
        code: 'city',
        values: values([
          ['F', 9],
          ['A', 5],
          ['B', 4],
          ['C', 3],
          ['D', 2],
        ]),
      },
      { code: 'tier', values: values([['gold', 1]]) },
    ]);
  });
});
