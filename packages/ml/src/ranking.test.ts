import { describe, expect, it } from 'vitest';
import { TRAIN } from './fixtures.test-data.js';
import { TextClassifier } from './model.js';
import { softmaxInto } from './calibration.js';
import { clearWinner, decisionOf, labelRanks, orderByScore } from './ranking.js';

/** The order classify() used to build: objects sorted by score, ties by label. */
function referenceOrder(labels: readonly string[], scores: Float64Array): number[] {
  const scored = labels.map((label, k) => ({ label, k, score: scores[k] as number }));
  scored.sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return scored.map((s) => s.k);
}

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 2 ** 32;
  };
}

describe('orderByScore and decisionOf', () => {
  it('order labels and decide exactly as sorting prediction objects did, ties included', () => {
    const random = seeded(3);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + (trial % 90);
      const labels = Array.from({ length: n }, (_, k) => `l${Math.floor(random() * 1000)}-${k}`);
      // Few distinct values, so many ties.
      const scores = Float64Array.from({ length: n }, () => Math.floor(random() * 5) / 5);
      const ranks = labelRanks(labels);
      const order = [...orderByScore(scores, ranks, new Int32Array(n), new Int32Array(n))];
      const want = referenceOrder(labels, scores);
      expect(order).toEqual(want);
      expect(decisionOf(scores, ranks, null, false)).toEqual([want[0]]);
      const thresholds = Float32Array.from({ length: n }, () => Math.floor(random() * 5) / 5);
      const passed = want.filter((k) => (scores[k] as number) >= (thresholds[k] as number));
      expect(decisionOf(scores, ranks, thresholds, false)).toEqual(passed);
      expect(decisionOf(scores, ranks, thresholds, true)).toEqual(passed.length === 0 ? [want[0]] : passed);
    }
  });
});

describe('clearWinner', () => {
  it('picks the label sorting the softmax scores puts first, or declines on near-ties', () => {
    const random = seeded(5);
    for (let trial = 0; trial < 2000; trial++) {
      const n = 2 + (trial % 80);
      const labels = Array.from({ length: n }, (_, k) => `label ${(k * 7919) % n}`);
      const ranks = labelRanks(labels);
      const base = random() * 4 - 2;
      // Some margins equal or within a hair of each other, the rest spread out.
      const margins = Float64Array.from({ length: n }, () => {
        const r = random();
        return r < 0.2 ? base : r < 0.3 ? base - 1e-9 : base - 3 * random();
      });
      const temperature = 0.05 + random() * 2;
      const scores = softmaxInto(margins, temperature, new Float64Array(n));
      const best = clearWinner(margins, temperature);
      if (best >= 0) expect(best).toBe(referenceOrder(labels, scores)[0]);
      else expect(decisionOf(scores, ranks, null, false)).toHaveLength(1);
    }
  });
});

describe('classify', () => {
  const texts = TRAIN.map(([t]) => t);
  const model = TextClassifier.train(
    texts,
    TRAIN.map(([, l]) => l),
    { features: { language: 'tr' } },
  );

  it('returns the decision and all sorted scores, which JSON, spreading and structured cloning see', () => {
    const inputs = ['kargo ne zaman gelir', 'urun kalitesi kotu', 'iade istiyorum', ''];
    const classified = model.classify(inputs);
    const predicted = model.predict(inputs);
    classified.forEach((c, i) => {
      expect(c.scores).toEqual(predicted[i]);
      expect(c.predicted).toEqual(model.decide(c.scores));
      const plain = { predicted: c.predicted, scores: predicted[i] };
      expect(JSON.parse(JSON.stringify(c))).toEqual(JSON.parse(JSON.stringify(plain)));
      expect(structuredClone(c)).toEqual(plain);
      expect({ ...c }).toEqual(plain);
    });
  });

  it('lets a caller replace the scores', () => {
    const [c] = model.classify(['kargo']);
    if (c === undefined) throw new Error('no classification');
    c.scores = [];
    expect(c.scores).toEqual([]);
  });
});
