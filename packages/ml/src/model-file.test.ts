import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TRAIN } from './fixtures.test-data.js';
import { deserializeModel, loadModel, saveModel, serializeModel } from './model-file.js';
import { TextClassifier } from './model.js';

const model = TextClassifier.train(
  TRAIN.map(([t]) => t),
  TRAIN.map(([, l]) => l),
  { features: { language: 'tr' } },
);
const probe = ['kargo gelmedi', 'ürün harika', 'iade ne zaman', 'alakasız bir cümle', ''];

describe('model files', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('round-trips through a file with identical predictions', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sentio-ml-'));
    dirs.push(dir);
    const path = join(dir, 'm.model');
    await saveModel(model, path);
    const loaded = await loadModel(path);
    expect(loaded.labels).toEqual(model.labels);
    expect(loaded.vectorizer.config).toEqual(model.vectorizer.config);
    expect(loaded.calibration).toEqual(model.calibration);
    expect(loaded.keywords).toEqual(model.keywords);
    expect(loaded.weights).toEqual(model.weights);
    expect(loaded.predict(probe)).toEqual(model.predict(probe));
  });

  it('reads bytes that sit at an unaligned offset', () => {
    const bytes = serializeModel(model);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(deserializeModel(shifted.subarray(1)).predict(probe)).toEqual(model.predict(probe));
  });

  it('rejects foreign, truncated and future-version files', () => {
    const bytes = serializeModel(model);
    expect(() => deserializeModel(new Uint8Array(4))).toThrow(/too short/);
    expect(() => deserializeModel(new TextEncoder().encode('hello world, not a model'))).toThrow(/bad magic/);
    expect(() => deserializeModel(bytes.subarray(0, bytes.length - 4))).toThrow(/expected/);
    const future = bytes.slice();
    new DataView(future.buffer).setUint32(4, 99, true);
    expect(() => deserializeModel(future)).toThrow(/version 99/);
    new DataView(future.buffer).setUint32(4, 1, true);
    expect(() => deserializeModel(future)).toThrow(/retrain/);
  });
});

describe('multi-label model files', () => {
  it('keep calibration and thresholds', () => {
    const texts = TRAIN.map(([t]) => t);
    const sets = TRAIN.map(([, l], i) => (i % 3 === 0 ? [l, 'extra'] : [l]));
    const multi = TextClassifier.train(texts, sets, { multiLabel: true, features: { language: 'tr' } });
    const loaded = deserializeModel(serializeModel(multi));
    expect(loaded.mode).toBe('multi-label');
    expect(loaded.calibration.thresholds).toEqual(multi.calibration.thresholds);
    expect(loaded.classify(probe)).toEqual(multi.classify(probe));
  });
});
