import { describe, expect, it } from 'vitest';
import { localBucket } from './export-table.js';

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
