import { describe, expect, it } from 'vitest';
import { jobSummary } from './jobs-service.js';

describe('a job payload summary', () => {
  it('names the scalar fields, counts lists and leaves objects out, shortened', () => {
    expect(jobSummary({ projectId: 'p', n: 2, ok: true, ids: [1, 2, 3], nested: { a: 1 }, none: null })).toBe(
      'projectId=p, n=2, ok=true, ids=[3], none=null',
    );
    expect(jobSummary(null)).toBe('');
    const long = jobSummary({ text: 'x'.repeat(500) });
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
