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
});
