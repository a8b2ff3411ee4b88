import { describe, expect, it } from 'vitest';
import { bucketOf } from './cube-batch.js';

describe('bucketOf', () => {
  it('truncates a UTC day as date_trunc does, weeks from Monday', () => {
    expect(bucketOf('2026-01-04', 'day')).toBe('2026-01-04T00:00:00.000Z');
    expect(bucketOf('2026-01-04', 'week')).toBe('2025-12-29T00:00:00.000Z');
    expect(bucketOf('2026-01-05', 'week')).toBe('2026-01-05T00:00:00.000Z');
    expect(bucketOf('2026-05-31', 'month')).toBe('2026-05-01T00:00:00.000Z');
    expect(bucketOf('2026-06-30', 'quarter')).toBe('2026-04-01T00:00:00.000Z');
    expect(bucketOf('2026-12-31', 'year')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('keys the bucket of a local day by the instant of its local midnight in the zone', () => {
    expect(bucketOf('2026-01-04', 'week', 'Europe/Istanbul')).toBe('2025-12-28T21:00:00.000Z');
    expect(bucketOf('2026-02-28', 'month', 'Europe/Istanbul')).toBe('2026-01-31T21:00:00.000Z');
    // Berlin: winter midnight is 23:00 UTC, summer midnight (after 29 March 2026) 22:00 UTC.
    expect(bucketOf('2026-03-29', 'day', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(bucketOf('2026-03-30', 'day', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(bucketOf('2026-04-02', 'week', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(bucketOf('2026-04-02', 'month', 'Europe/Berlin')).toBe('2026-03-31T22:00:00.000Z');
  });
});
