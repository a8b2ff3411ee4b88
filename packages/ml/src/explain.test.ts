import { describe, expect, it } from 'vitest';
import { rankForLabelling } from './active.js';
import { TextClassifier } from './model.js';
import { syntheticFeedback } from './synthetic.test-data.js';

const data = syntheticFeedback(150);
const model = TextClassifier.train(
  data.texts,
  data.labels.map((s) => s[0] as string),
);

describe('explain', () => {
  it('points spans at the exact characters of the original text', () => {
    const text = 'Merhaba, KARGO  https://x.co/1 hâlâ gelmedi!';
    const e = model.explain(text);
    expect(e.label).toBe('kargo');
    for (const s of e.spans) expect(text.slice(s.start, s.end)).toBe(s.text);
    const strongest = [...e.spans].sort((a, b) => b.weight - a.weight)[0];
    expect(['KARGO', 'gelmedi']).toContain(strongest?.text);
  });

  it('explains a chosen label, with negative weight for words that speak against it', () => {
    const e = model.explain('kargo gelmedi', { label: 'iade' });
    expect(e.label).toBe('iade');
    expect(e.spans.find((s) => s.text === 'kargo')?.weight).toBeLessThan(0);
    expect(() => model.explain('x', { label: 'nope' })).toThrow(/unknown label/);
  });

  it('lists named features whose weights add up to the margin without the intercept', () => {
    const text = 'ürün kırık geldi';
    const e = model.explain(text, { topN: 1000 });
    const k = model.labels.indexOf(e.label);
    const margins = model.marginsOf(model.vectorizer.transform(text));
    const intercept = (model.weights[model.vectorizer.size * model.labels.length + k] as number) * model.bias;
    const total = e.features.reduce((a, f) => a + f.weight, 0);
    expect(total).toBeCloseTo((margins[k] as number) - intercept, 4);
    expect(e.features[0]?.feature).toMatch(/ürün|kırık/);
  });

  it('gives dialogue spans per turn', () => {
    const dialogue = {
      turns: [
        { speaker: 'agent' as const, text: 'Nasıl yardımcı olabilirim?' },
        { speaker: 'customer' as const, text: 'İade istiyorum' },
      ],
    };
    const e = model.explain(dialogue);
    expect(e.label).toBe('iade');
    const span = e.spans.find((s) => s.text === 'İade');
    expect(span?.segment).toBe(1);
    expect(span?.start).toBe(0);
  });
});

describe('rankForLabelling', () => {
  const pool = ['kargo gelmedi', 'kargo gelmedi', 'kargo iade', 'ürün iade', 'ürün kırık', 'merhaba', 'merhaba ', 'iade para'];

  it('puts uncertain inputs first and is deterministic', () => {
    const ranked = rankForLabelling(model, pool, { limit: 3, diversity: 0 });
    expect(ranked).toHaveLength(3);
    const clear = rankForLabelling(model, pool, { limit: pool.length, diversity: 0 });
    expect(clear.map((c) => c.uncertainty)).toEqual([...clear.map((c) => c.uncertainty)].sort((a, b) => b - a));
    expect(rankForLabelling(model, pool, { limit: 3 })).toEqual(rankForLabelling(model, pool, { limit: 3 }));
  });

  it('avoids proposing near-copies when diversity is on', () => {
    const copies = ['merhaba', 'merhaba', 'merhaba', 'kargo iade', 'ürün iade'];
    const plain = rankForLabelling(model, copies, { limit: 2, diversity: 0 }).map((c) => copies[c.index]);
    const varied = rankForLabelling(model, copies, { limit: 2, diversity: 0.9 }).map((c) => copies[c.index]);
    expect(plain).toEqual(['merhaba', 'merhaba']);
    expect(new Set(varied).size).toBe(2);
  });
});
