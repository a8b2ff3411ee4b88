import { describe, expect, it } from 'vitest';
import { monthSplit } from './month-split.js';

describe('monthSplit', () => {
  it('splits a range into whole months and the edge days around them', () => {
    expect(monthSplit('2025-11-28', '2026-11-27')).toEqual({
      fromMonth: '2025-12-01',
      toMonth: '2026-10-01',
      edges: [
        { fromDay: '2025-11-28', toDay: '2025-11-30' },
        { fromDay: '2026-11-01', toDay: '2026-11-27' },
      ],
    });
    expect(monthSplit('2026-01-01', '2026-11-27')).toEqual({
      fromMonth: '2026-01-01',
      toMonth: '2026-10-01',
      edges: [{ fromDay: '2026-11-01', toDay: '2026-11-27' }],
    });
  });

  it('keeps months that the range covers to their last day, leap years included', () => {
    expect(monthSplit('2024-02-01', '2024-02-29')).toEqual({ fromMonth: '2024-02-01', toMonth: '2024-02-01', edges: [] });
    expect(monthSplit('2026-01-15', '2026-03-31')).toEqual({
      fromMonth: '2026-02-01',
      toMonth: '2026-03-01',
      edges: [{ fromDay: '2026-01-15', toDay: '2026-01-31' }],
    });
  });

  it('reads open ranges as whole months on the open side', () => {
    expect(monthSplit(null, null)).toEqual({ fromMonth: null, toMonth: null, edges: [] });
    expect(monthSplit('2026-02-10', null)).toEqual({
      fromMonth: '2026-03-01',
      toMonth: null,
      edges: [{ fromDay: '2026-02-10', toDay: '2026-02-28' }],
    });
    expect(monthSplit(null, '2026-02-10')).toEqual({
      fromMonth: null,
      toMonth: '2026-01-01',
      edges: [{ fromDay: '2026-02-01', toDay: '2026-02-10' }],
    });
  });

  it('gives no split when the range holds no whole month', () => {
    expect(monthSplit('2026-01-06', '2026-02-15')).toBeNull();
    expect(monthSplit('2026-01-02', '2026-01-31')).toBeNull();
    expect(monthSplit('2026-03-05', '2026-03-05')).toBeNull();
  });
});
