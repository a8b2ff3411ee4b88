import { describe, expect, it } from 'vitest';
import { DEMO_BACKLOG_CLOSED_DAYS, DEMO_BACKLOG_DAYS, demoBacklog } from './cx-backlog.js';
import { generateCx, type CxRow } from './cx.js';

const DAY_MS = 86_400_000;
const end = new Date('2026-06-01T00:00:00Z');
const backlog = demoBacklog(end);
const options = { seed: 11, count: 6000, end };
const plain = [...generateCx(options)];
const trended = [...generateCx({ ...options, backlog })];
const inside = (r: CxRow) => r.date >= backlog.start && r.date < backlog.end;
const deliveryShare = (rows: CxRow[]) =>
  rows.filter((r) => r.categories.some((c) => c.startsWith('delivery.'))).length / rows.length;

describe('the demo backlog', () => {
  it('ends five weeks before the data does and lasts eight weeks', () => {
    expect(backlog.end.getTime()).toBe(end.getTime() - DEMO_BACKLOG_CLOSED_DAYS * DAY_MS);
    expect(backlog.end.getTime() - backlog.start.getTime()).toBe(DEMO_BACKLOG_DAYS * DAY_MS);
  });

  it('leaves every contact outside the period as it was, and adds no volume', () => {
    expect(trended.map((r) => r.date.getTime())).toEqual(plain.map((r) => r.date.getTime()));
    const outside = (rows: CxRow[]) => rows.filter((r) => !inside(r));
    expect(outside(trended)).toEqual(outside(plain));
  });

  it('makes delivery a much larger, more negative share inside the period than after it', () => {
    const during = trended.filter(inside);
    const after = trended.filter((r) => r.date >= backlog.end);
    expect(deliveryShare(during)).toBeGreaterThan(deliveryShare(after) + 0.2);
    expect(deliveryShare(plain.filter(inside))).toBeLessThan(deliveryShare(during) - 0.2);
    const negative = (rows: CxRow[]) => rows.filter((r) => r.sentiment === 'NEGATIVE').length / rows.length;
    const delivery = (rows: CxRow[]) => rows.filter((r) => r.categories.some((c) => c.startsWith('delivery.')));
    expect(negative(delivery(during))).toBeGreaterThan(negative(delivery(after)) + 0.15);
  });
});
