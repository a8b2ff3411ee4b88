// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, formatDelta, formatScore, formatShare } from './format';

describe('dashboard numbers in the UI language', () => {
  it('writes shares, scores, counts and changes the Turkish way in Turkish', () => {
    expect(formatShare(0.4, 'tr')).toBe('%40');
    expect(formatShare(0.125, 'tr')).toBe('%12,5');
    expect(formatShare(0.4, 'en')).toBe('40%');
    expect(formatScore(42.25, 'tr')).toBe('42,3');
    expect(formatCount(2042, 'tr')).toBe('2.042');
    expect(formatDelta(3.21, 'tr')).toBe('+3,2');
    expect(formatDelta(-31.1, 'en')).toBe('−31.1');
    expect(formatShare(null, 'tr')).toBe('—');
  });
});
