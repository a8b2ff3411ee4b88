import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, demoCategoryTree, demoLeafKeys, leafName, leafPath, parentKeyOf } from './categories.js';
import { generateDialogues } from './dialogues.js';
import { generateFeedback, type FeedbackRow } from './feedback.js';
import { stripTurkishLetters } from './template.js';

const now = new Date('2026-03-01T12:00:00Z');
const rows = generateFeedback({ seed: 42, count: 1500, now });

const count = <T>(items: readonly T[], pred: (item: T) => boolean) => items.filter(pred).length;

describe('generateFeedback', () => {
  it('yields the same rows for the same seed and different rows for another', () => {
    expect(generateFeedback({ seed: 42, count: 1500, now })).toEqual(rows);
    const other = generateFeedback({ seed: 43, count: 50, now });
    expect(count(other, (r) => rows.slice(0, 50).some((s) => s.text === r.text))).toBeLessThan(10);
  });

  it('makes the i-th row independent of how many rows follow', () => {
    expect(generateFeedback({ seed: 42, count: 30, now })).toEqual(rows.slice(0, 30));
  });

  it('writes both languages in about equal shares, and only the ones asked for', () => {
    const tr = count(rows, (r) => r.language === 'tr');
    expect(tr / rows.length).toBeGreaterThan(0.4);
    expect(tr / rows.length).toBeLessThan(0.6);
    expect(generateFeedback({ seed: 1, count: 100, languages: ['en'], now }).every((r) => r.language === 'en')).toBe(true);
    // Turkish rows are recognisably Turkish, English rows have no Turkish letters.
    expect(count(rows, (r) => r.language === 'tr' && /[çğıöşü]/i.test(r.text))).toBeGreaterThan(tr * 0.5);
    expect(count(rows, (r) => r.language === 'en' && /[çğıöşü]/i.test(r.text))).toBe(0);
  });

  it('has the variety of real feedback: Turkish without Turkish letters, emoji, lower case, long and short texts', () => {
    const trRows = rows.filter((r) => r.language === 'tr');
    const folded = count(
      trRows,
      (r) => r.text === stripTurkishLetters(r.text) && /(urun|siparis|kargo|odeme|iade|uygulama)/i.test(r.text),
    );
    expect(folded).toBeGreaterThan(trRows.length * 0.15);
    expect(count(rows, (r) => /\p{Extended_Pictographic}/u.test(r.text))).toBeGreaterThan(rows.length * 0.08);
    expect(count(rows, (r) => r.text === r.text.toLowerCase())).toBeGreaterThan(rows.length * 0.1);
    const lengths = rows.map((r) => r.text.length).sort((a, b) => a - b);
    expect(lengths[0]).toBeLessThan(40);
    expect(lengths[lengths.length - 1]).toBeGreaterThan(180);
    expect(new Set(rows.map((r) => r.text)).size).toBeGreaterThan(rows.length * 0.9);
    expect(rows.every((r) => !/[{}<>|]/.test(r.text))).toBe(true);
  });

  it('labels every row with one known leaf, covering the whole tree, with ids in order', () => {
    expect(rows.every((r) => r.categories.length === 1 && demoLeafKeys.includes(r.categories[0] as never))).toBe(true);
    expect(new Set(rows.map((r) => r.categories[0])).size).toBe(demoLeafKeys.length);
    expect(rows[0]?.id).toBe('FB-000001');
    expect(rows[1499]?.id).toBe('FB-001500');
  });

  it('keeps sentiment and NPS consistent: promoters 9–10, passives 7–8, detractors 0–6', () => {
    const ranges = { POSITIVE: [9, 10], NEUTRAL: [7, 8], NEGATIVE: [0, 6] } as const;
    for (const r of rows) {
      const [lo, hi] = ranges[r.sentiment];
      expect(r.nps, `${r.id} ${r.sentiment}`).toBeGreaterThanOrEqual(lo);
      expect(r.nps, `${r.id} ${r.sentiment}`).toBeLessThanOrEqual(hi);
    }
    for (const s of ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const)
      expect(count(rows, (r) => r.sentiment === s)).toBeGreaterThan(150);
  });

  it('writes texts whose wording agrees with the sentiment', () => {
    const praise = /(teşekkür|tesekkur|harika|süper|super|memnun|tavsiye ederim|thank|great|perfect|amazing|love|recommend)/i;
    const share = (s: FeedbackRow['sentiment']) => {
      const of = rows.filter((r) => r.sentiment === s);
      return count(of, (r) => praise.test(r.text) && !/tavsiye etmiyorum|not recommend/i.test(r.text)) / of.length;
    };
    expect(share('POSITIVE')).toBeGreaterThan(0.45);
    expect(share('NEGATIVE')).toBeLessThan(0.05);
  });

  it('dates rows within the window before now, and reuses customers', () => {
    const from = now.getTime() - 30 * 86_400_000;
    const recent = generateFeedback({ seed: 5, count: 300, days: 30, now });
    expect(recent.every((r) => r.date.getTime() >= from && r.date.getTime() <= now.getTime())).toBe(true);
    expect(new Set(recent.map((r) => r.customerId)).size).toBeLessThan(recent.length);
  });

  it('gives the asked share of rows two categories from different parents', () => {
    const multi = generateFeedback({ seed: 9, count: 1000, multiLabelShare: 0.3, labelNoise: 0, now });
    const two = multi.filter((r) => r.categories.length === 2);
    expect(two.length / multi.length).toBeGreaterThan(0.25);
    expect(two.length / multi.length).toBeLessThan(0.35);
    expect(two.every((r) => parentKeyOf(r.categories[0] as never) !== parentKeyOf(r.categories[1] as never))).toBe(true);
  });

  it('records about 5 % of labels wrongly, as annotators do', () => {
    const clean = generateFeedback({ seed: 42, count: 1500, labelNoise: 0, now });
    const differ = count(
      rows.map((r, i) => [r, clean[i]] as const),
      ([r, c]) => r.categories[0] !== c?.categories[0],
    );
    expect(differ / rows.length).toBeGreaterThan(0.025);
    expect(differ / rows.length).toBeLessThan(0.08);
    // The noise touches only the label: texts and sentiments are the same.
    expect(clean.map((r) => r.text)).toEqual(rows.map((r) => r.text));
  });
});

describe('the category tree', () => {
  it('has six parents of two or three leaves, named in both languages, and exports as create-model categories', () => {
    expect(DEMO_CATEGORIES).toHaveLength(6);
    for (const parent of DEMO_CATEGORIES) expect(parent.children.length).toBeGreaterThanOrEqual(2);
    const tr = demoCategoryTree('tr');
    expect(tr[0]).toEqual({
      name: 'Teslimat',
      children: [{ name: 'Teslimat süresi' }, { name: 'Paket durumu' }, { name: 'Kargo takibi' }],
    });
    expect(demoCategoryTree('en')[0]?.name).toBe('Delivery');
    expect(leafPath('returns.refund', 'tr')).toBe('İade ve değişim > Para iadesi');
    const names = demoLeafKeys.map((k) => leafName(k, 'en'));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('generateDialogues', () => {
  const dialogues = generateDialogues({ seed: 7, count: 300, language: 'tr', now });

  it('is deterministic and alternates customer, agent and bot turns', () => {
    expect(generateDialogues({ seed: 7, count: 300, language: 'tr', now })).toEqual(dialogues);
    for (const d of dialogues) {
      expect(d.turns.length).toBeGreaterThanOrEqual(5);
      expect(d.turns.some((t) => t.speaker === 'customer')).toBe(true);
      expect(d.turns.some((t) => t.speaker === 'agent')).toBe(true);
      expect(d.turns.every((t) => t.text.length > 0 && !/[{}<>]/.test(t.text))).toBe(true);
      expect(demoLeafKeys).toContain(d.category);
    }
    expect(dialogues.some((d) => d.turns[0]?.speaker === 'bot')).toBe(true);
    expect(dialogues.some((d) => d.channel === 'CALL_CENTER' && d.turns[0]?.speaker === 'agent')).toBe(true);
  });

  it('ends positive dialogues with thanks and negative ones with a complaint', () => {
    const lastCustomer = (turns: readonly { speaker: string; text: string }[]) =>
      [...turns].reverse().find((t) => t.speaker === 'customer')?.text ?? '';
    for (const d of dialogues) {
      const last = lastCustomer(d.turns);
      if (d.sentiment === 'POSITIVE') expect(last).toMatch(/teşekkür|sağ olun/i);
      if (d.sentiment === 'NEGATIVE') expect(last).not.toMatch(/teşekkür|sağ olun/i);
    }
    expect(generateDialogues({ seed: 7, count: 5, language: 'en', now })[0]?.turns.some((t) => /[a-z]/.test(t.text))).toBe(true);
  });
});
