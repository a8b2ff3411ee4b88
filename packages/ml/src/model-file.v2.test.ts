import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRAIN } from './fixtures.test-data.js';
import { deserializeModel, serializeModel } from './model-file.js';
import type { Prediction } from './model.js';

/**
 * model-file.v2-golden.snml was written by the version 2 writer (before sentence-encoder features) from the
 * synthetic TRAIN fixture; the JSON holds that model's predictions at the time.
 */
const golden = JSON.parse(readFileSync(new URL('./model-file.v2-golden.json', import.meta.url), 'utf8')) as {
  probe: string[];
  predictions: Prediction[][];
};
const bytes = new Uint8Array(readFileSync(new URL('./model-file.v2-golden.snml', import.meta.url)));

describe('version 2 model files', () => {
  it('still load, as lexical models, and predict as they did', () => {
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)).toBe(2);
    const model = deserializeModel(bytes);
    expect(model.semantic).toBeNull();
    expect(model.semanticEncoder).toBeNull();
    expect([...model.labels].sort()).toEqual([...new Set(TRAIN.map(([, l]) => l))].sort());
    const predictions = model.predict(golden.probe);
    predictions.forEach((row, i) =>
      row.forEach((p, j) => {
        const expected = golden.predictions[i]?.[j] as Prediction;
        expect(p.label).toBe(expected.label);
        expect(p.score).toBeCloseTo(expected.score, 6);
      }),
    );
  });

  it('are written back as version 3 with the same predictions', () => {
    const model = deserializeModel(bytes);
    const again = serializeModel(model);
    expect(new DataView(again.buffer).getUint32(4, true)).toBe(3);
    expect(deserializeModel(again).predict(golden.probe)).toEqual(model.predict(golden.probe));
  });
});
