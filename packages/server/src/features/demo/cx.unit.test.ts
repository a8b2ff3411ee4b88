import { jsonDocumentSchema } from '@sentio/domain';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { defaultIncident } from './cx-calendar.js';
import { CX_CSV_HEADER, cxCsv, cxCsvChunks, cxJsonBatches, cxJsonDocument } from './cx-writers.js';
import { generateCx, type CxRow } from './cx.js';

const end = new Date('2026-06-01T00:00:00Z');
const DAY_MS = 86_400_000;
const rowsOf = (count: number, extra: Partial<Parameters<typeof generateCx>[0]> = {}): CxRow[] => [
  ...generateCx({ seed: 11, count, end, ...extra }),
];
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

// One shared sample for the distribution checks: large enough for stable shares, small enough to stay fast.
const sample = rowsOf(20_000);

describe('generateCx: determinism', () => {
  it('gives the same rows for the same seed and options, and other rows for another seed', () => {
    expect(rowsOf(300)).toEqual(rowsOf(300));
    const other = [...generateCx({ seed: 12, count: 300, end })];
    expect(other.map((r) => r.text)).not.toEqual(rowsOf(300).map((r) => r.text));
  });

  it('makes row i independent of the rows before it, so an offset resumes the same sequence', () => {
    const whole = rowsOf(120, { customers: 500 });
    const tail = rowsOf(20, { offset: 100, customers: 500 });
    expect(tail).toEqual(whole.slice(100));
    expect(tail[0]?.id).toBe('CX-00000101');
  });
});

describe('generateCx: the rows', () => {
  it('fills every field within its range, dates within the 18 months before end', () => {
    const first = new Date('2024-12-01T00:00:00Z');
    for (const row of sample.slice(0, 2000)) {
      expect(Number.isInteger(row.nps) && row.nps >= 0 && row.nps <= 10).toBe(true);
      expect(Number.isInteger(row.csat) && row.csat >= 1 && row.csat <= 5).toBe(true);
      expect(row.date >= first && row.date < end).toBe(true);
      expect(row.text?.trim()).toBeTruthy();
      expect(row.categories.length).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(sample.map((r) => r.channel))).toEqual(new Set(['CALL_CENTER', 'APP_REVIEW', 'SURVEY', 'EMAIL', 'SOCIAL']));
    expect(new Set(sample.map((r) => r.language))).toEqual(new Set(['tr', 'en']));
    expect(new Set(sample.map((r) => r.segment))).toEqual(new Set(['individual', 'corporate', 'premium']));
  });

  it('has repeat customers whose segment, city and language never change', () => {
    const byCustomer = new Map<string, CxRow[]>();
    for (const row of sample) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
    const counts = [...byCustomer.values()].map((rows) => rows.length);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(20);
    expect(counts.filter((c) => c <= 2).length).toBeGreaterThan(counts.length / 5);
    for (const rows of byCustomer.values()) {
      expect(new Set(rows.map((r) => `${r.segment}|${r.city}|${r.language}`)).size).toBe(1);
    }
  });

  it('writes dialogues as customer and agent turns with times: mm:ss on calls, ISO in threads', () => {
    const dialogues = rowsOf(300, { dataType: 'DIALOGUE' });
    for (const row of dialogues) {
      expect(row.text).toBeNull();
      const speakers = new Set(row.turns?.map((t) => t.speaker));
      expect(speakers.has('customer') && speakers.has('agent')).toBe(true);
      const pattern = row.channel === 'CALL_CENTER' ? /^\d{2,}:\d{2}$/ : /^\d{4}-\d{2}-\d{2}T/;
      for (const turn of row.turns ?? []) expect(turn.time).toMatch(pattern);
    }
    expect(new Set(dialogues.map((r) => r.channel))).toEqual(new Set(['CALL_CENTER', 'SOCIAL', 'EMAIL']));
  });
});

describe('generateCx: distributions', () => {
  const normal = sample.filter((r) => !r.incident);

  it('peaks on Mondays and is quietest on Sundays', () => {
    const byWeekday = [0, 0, 0, 0, 0, 0, 0];
    for (const row of normal) byWeekday[row.date.getUTCDay()] = (byWeekday[row.date.getUTCDay()] as number) + 1;
    const [sunday, monday, ...rest] = byWeekday as [number, number, ...number[]];
    expect(monday).toBeGreaterThan(Math.max(...rest));
    expect(sunday).toBeLessThan(Math.min(...rest));
    expect(monday / sunday).toBeGreaterThan(2);
  });

  it('has a 5-day delivery outage: several times the volume, mostly negative delivery complaints with low NPS', () => {
    const incident = defaultIncident(end);
    const from = incident.start.getTime();
    const inWindow = (r: CxRow) => r.date.getTime() >= from && r.date.getTime() < from + 5 * DAY_MS;
    const during = sample.filter(inWindow);
    const perDay = new Map<number, number>();
    for (const row of sample) {
      const day = Math.floor(row.date.getTime() / DAY_MS);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const typicalDay = [...perDay.values()].sort((a, b) => a - b)[Math.floor(perDay.size / 2)] as number;
    expect(during.length / 5).toBeGreaterThan(2.5 * typicalDay);
    const delivery = during.filter((r) => r.categories.some((c) => c.startsWith('delivery.'))).length;
    expect(delivery / during.length).toBeGreaterThan(0.6);
    expect(mean(during.map((r) => r.nps))).toBeLessThan(mean(normal.map((r) => r.nps)) - 2);
    expect(sample.filter((r) => r.incident).every(inWindow)).toBe(true);
  });

  it('correlates NPS and CSAT with the sentiment', () => {
    const npsBy = (s: string) => mean(normal.filter((r) => r.sentiment === s).map((r) => r.nps));
    const csatBy = (s: string) => mean(normal.filter((r) => r.sentiment === s).map((r) => r.csat));
    expect(npsBy('POSITIVE')).toBeGreaterThan(8.5);
    expect(npsBy('NEUTRAL')).toBeGreaterThan(npsBy('NEGATIVE') + 2);
    expect(npsBy('NEGATIVE')).toBeLessThan(4);
    expect(csatBy('POSITIVE')).toBeGreaterThan(csatBy('NEUTRAL'));
    expect(csatBy('NEUTRAL')).toBeGreaterThan(csatBy('NEGATIVE'));
    const score = { POSITIVE: 1, NEUTRAL: 0, NEGATIVE: -1 } as const;
    expect(
      pearson(
        normal.map((r) => score[r.sentiment]),
        normal.map((r) => r.nps),
      ),
    ).toBeGreaterThan(0.7);
  });

  it('ties scores to categories: a wrong item scores lower than product quality', () => {
    const npsOf = (key: string) => mean(normal.filter((r) => r.categories[0] === key).map((r) => r.nps));
    expect(npsOf('product.wrong')).toBeLessThan(npsOf('product.quality') - 1.5);
  });
});

describe('CX writers', () => {
  it('writes the CSV header and records that parse back to the rows', () => {
    const rows = rowsOf(50);
    const records = Papa.parse<string[]>(cxCsv(rows), { skipEmptyLines: true }).data;
    expect(records[0]).toEqual([...CX_CSV_HEADER]);
    expect(records).toHaveLength(51);
    const first = rows[0] as CxRow;
    expect(records[1]).toEqual([
      first.id,
      first.date.toISOString().slice(0, 19).replace('T', ' '),
      first.channel,
      first.text,
      first.customerId,
      first.segment,
      String(first.nps),
      String(first.csat),
      first.city,
    ]);
  });

  it('writes JSON documents of the upload contract, grouped by channel in bounded batches', () => {
    const rows = rowsOf(400, { dataType: 'DIALOGUE' });
    for (const row of rows.slice(0, 50)) expect(jsonDocumentSchema.safeParse(cxJsonDocument(row)).success).toBe(true);
    const batches = [...cxJsonBatches(rows, 60)];
    expect(batches.every((b) => b.documents.length <= 60)).toBe(true);
    expect(batches.reduce((n, b) => n + b.documents.length, 0)).toBe(400);
    const channelOf = new Map(rows.map((r) => [r.id, r.channel]));
    for (const batch of batches)
      for (const doc of batch.documents) expect(channelOf.get(doc.id as string)).toBe(batch.channelCode);
  });

  it('streams 100,000 rows to CSV without holding them', () => {
    // Lazy: the first rows of a ten-million-row stream come at once.
    const huge = generateCx({ seed: 1, count: 10_000_000, end });
    const head = huge.next();
    expect(head.done ? null : head.value.id).toBe('CX-00000001');
    // A real collection before each reading: without it the heap holds garbage that says nothing about retention.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let bytes = 0;
    let chunks = 0;
    for (const chunk of cxCsvChunks(generateCx({ seed: 5, count: 100_000, end }), 2000)) {
      bytes += chunk.length;
      if (++chunks % 10 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(bytes).toBeGreaterThan(10_000_000);
    // Holding the CSV (tens of MB as UTF-16) or the rows would grow the heap far beyond this.
    expect(peak - before).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);
});

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const dy = (ys[i] as number) - my;
    sxy += (x - mx) * dy;
    sxx += (x - mx) ** 2;
    syy += dy ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
