import { describe, expect, it } from 'vitest';
import type { SearchPlan } from '../project-documents/search-plan.js';
import { DIMENSIONS } from './cube-batch.js';
import { mergeBatchRows, splitPartialDays } from './partial-days.js';

const plan = (start: string | null, end: string | null, dateOn = 'CONTENT_DATE'): SearchPlan =>
  ({ dateOn, start: start === null ? null : new Date(start), end: end === null ? null : new Date(end) }) as unknown as SearchPlan;
const iso = (p: SearchPlan) => [p.start?.toISOString() ?? null, p.end?.toISOString() ?? null];

describe('splitPartialDays', () => {
  it('reads whole local days from the rollups and counts the partial first and last days', () => {
    const split = splitPartialDays(plan('2026-01-05T12:00:00.000Z', '2026-02-20T08:30:00.000Z'), 'Europe/Istanbul');
    expect(split && iso(split.inner)).toEqual(['2026-01-05T21:00:00.000Z', '2026-02-19T20:59:59.999Z']);
    expect(split?.edges.map(iso)).toEqual([
      ['2026-01-05T12:00:00.000Z', '2026-01-05T20:59:59.999Z'],
      ['2026-02-19T21:00:00.000Z', '2026-02-20T08:30:00.000Z'],
    ]);
  });

  it('leaves whole days, other dates, one day and two adjacent partial days alone', () => {
    expect(splitPartialDays(plan('2026-01-05T00:00:00.000Z', '2026-01-09T23:59:59.999Z'), 'UTC')).toBeNull();
    expect(splitPartialDays(plan('2026-01-05T12:00:00.000Z', null, 'CREATED_AT'), 'UTC')).toBeNull();
    expect(splitPartialDays(plan('2026-01-05T12:00:00.000Z', '2026-01-05T18:00:00.000Z'), 'UTC')).toBeNull();
    expect(splitPartialDays(plan('2026-01-05T12:00:00.000Z', '2026-01-06T18:00:00.000Z'), 'UTC')).toBeNull();
  });

  it('splits an open range on its partial side only', () => {
    const split = splitPartialDays(plan('2026-01-05T12:00:00.000Z', null), 'UTC');
    expect(split && iso(split.inner)).toEqual(['2026-01-06T00:00:00.000Z', null]);
    expect(split?.edges.map(iso)).toEqual([['2026-01-05T12:00:00.000Z', '2026-01-05T23:59:59.999Z']]);
  });
});

describe('mergeBatchRows', () => {
  it('sums rows of one set and key, the documents NULL and the rollups "" being the same "none"', () => {
    const rows = mergeBatchRows(DIMENSIONS, [
      [{ k_channel: '', g: 47, n: 2, positive: 1 }],
      [
        { k_channel: null, g: 47, n: 1, positive: 0 },
        { k_day: '2026-01-05', g: 31, n: 1 },
      ],
    ]);
    expect(rows.map((r) => [r['k_channel'], r['k_day'], r['g'], r['n'], r['positive']])).toEqual([
      ['', '', 47, 3, 1],
      ['', '2026-01-05', 31, 1, 0],
    ]);
  });
});
