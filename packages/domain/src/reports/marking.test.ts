import { describe, expect, it } from 'vitest';
import type { MarkingTarget } from '../contract/reports.js';
import {
  categoryCountQuality,
  documentQualities,
  lengthQuality,
  markingFigures,
  markingPeriod,
  parseMarkingQuality,
  type MarkedDocument,
} from './marking.js';

const target: MarkingTarget = {
  id: 't1',
  name: 'January',
  year: 2026,
  month: 1,
  totalTarget: 10,
  criteria: ['CONTENT_LENGTH', 'CATEGORY_COUNT'],
  lengthTargets: { short: 5, medium: 3, long: 2 },
  lengthLimits: { short: 20, long: 100 },
  categoryCount: { min: 1, max: 2 },
  contentDate: 'CONTENT_DATE',
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('buckets', () => {
  it('puts a length on the boundaries as the design says: SHORT < short ≤ MEDIUM < long ≤ LONG', () => {
    const limits = { short: 20, long: 100 };
    expect([0, 19, 20, 99, 100, 5000].map((n) => lengthQuality(n, limits))).toEqual([
      'SHORT',
      'SHORT',
      'MEDIUM',
      'MEDIUM',
      'LONG',
      'LONG',
    ]);
  });

  it('keeps min and max inside the range', () => {
    expect([0, 1, 2, 3].map((n) => categoryCountQuality(n, { min: 1, max: 2 }))).toEqual([
      'CATEGORY_BELOW',
      'CATEGORY_IN_RANGE',
      'CATEGORY_IN_RANGE',
      'CATEGORY_ABOVE',
    ]);
  });

  it('gives a document the buckets of the target’s criteria only', () => {
    expect(documentQualities({ chars: 5, categoryCount: 3 }, target)).toEqual(['MARKED', 'SHORT', 'CATEGORY_ABOVE']);
    expect(documentQualities({ chars: 5, categoryCount: 3 }, { ...target, criteria: ['CATEGORY_COUNT'] })).toEqual([
      'MARKED',
      'CATEGORY_ABOVE',
    ]);
  });
});

describe('markingPeriod', () => {
  it('covers the month or the whole year in the reporting time zone', () => {
    expect(markingPeriod(2026, 2, 'UTC')).toEqual({
      start: new Date('2026-02-01T00:00:00.000Z'),
      end: new Date('2026-02-28T23:59:59.999Z'),
    });
    expect(markingPeriod(2026, null, 'Europe/Istanbul')).toEqual({
      start: new Date('2025-12-31T21:00:00.000Z'),
      end: new Date('2026-12-31T20:59:59.999Z'),
    });
  });
});

describe('parseMarkingQuality', () => {
  it('reads a bucket, optionally for one marker', () => {
    expect(parseMarkingQuality('SHORT')).toEqual({ quality: 'SHORT', userId: null });
    expect(parseMarkingQuality('MARKED@u-1')).toEqual({ quality: 'MARKED', userId: 'u-1' });
    expect(parseMarkingQuality('TINY')).toBeNull();
    expect(parseMarkingQuality('SHORT@')).toBeNull();
  });
});

describe('markingFigures', () => {
  const doc = (documentId: string, userId: string, chars: number, categoryCount: number, day: string): MarkedDocument => ({
    documentId,
    userId,
    chars,
    categoryCount,
    markedAt: new Date(`2026-01-${day}T12:00:00Z`),
  });
  // u1: two short documents (one without categories) and one long; u2: one medium.
  const docs = [
    doc('d1', 'u1', 10, 1, '05'),
    doc('d2', 'u1', 19, 0, '05'),
    doc('d3', 'u1', 150, 3, '07'),
    doc('d4', 'u2', 50, 2, '07'),
  ];
  const r = markingFigures(target, docs, {
    timeZone: 'UTC',
    names: new Map([
      ['u1', 'Ada'],
      ['u2', 'Ben'],
    ]),
  });

  it('compares each bucket with its target (hand-worked)', () => {
    expect(r.marked).toBe(4);
    expect(r.ratio).toBe(0.4);
    expect(r.buckets).toEqual([
      { quality: 'MARKED', target: 10, achieved: 4, ratio: 0.4 },
      { quality: 'SHORT', target: 5, achieved: 2, ratio: 0.4 },
      { quality: 'MEDIUM', target: 3, achieved: 1, ratio: 0.3333 },
      { quality: 'LONG', target: 2, achieved: 1, ratio: 0.5 },
      { quality: 'CATEGORY_BELOW', target: null, achieved: 1, ratio: null },
      { quality: 'CATEGORY_IN_RANGE', target: null, achieved: 2, ratio: null },
      { quality: 'CATEGORY_ABOVE', target: null, achieved: 1, ratio: null },
    ]);
  });

  it('gives each marker their documents, share of the total target and buckets', () => {
    expect(r.markers.map((m) => [m.userId, m.name, m.marked, m.share])).toEqual([
      ['u1', 'Ada', 3, 0.3],
      ['u2', 'Ben', 1, 0.1],
    ]);
    expect(r.markers[0]?.buckets.map((b) => b.achieved)).toEqual([3, 2, 0, 1, 1, 1, 1]);
  });

  it('accumulates the daily progress', () => {
    expect(r.daily).toEqual([
      { day: '2026-01-05', marked: 2, cumulative: 2 },
      { day: '2026-01-07', marked: 2, cumulative: 4 },
    ]);
  });
});
