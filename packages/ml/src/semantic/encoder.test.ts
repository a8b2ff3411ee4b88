import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSemanticEncoder, SEMANTIC_ENCODER_EN, type SemanticEncoder } from './encoder.js';

const dot = (a: Float32Array, b: Float32Array): number => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

// Loads the real model (≈ 0.2 s) and embeds a handful of sentences: a few seconds in all.
describe('the English sentence encoder', { timeout: 30_000 }, () => {
  let encoder: SemanticEncoder;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sentio-semantic-'));
    encoder = await loadSemanticEncoder({ threads: 1, cacheDir: dir, batchSize: 2 });
  });
  afterAll(async () => {
    await encoder.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives unit vectors on which paraphrases are closer than unrelated sentences', async () => {
    expect(encoder.id).toBe(SEMANTIC_ENCODER_EN);
    expect(encoder.dimension).toBe(512);
    const [lost, missing, rate] = await encoder.embed(['I lost my card', 'My card is missing', 'What is the exchange rate?']);
    for (const v of [lost, missing, rate]) expect(Math.sqrt(dot(v as Float32Array, v as Float32Array))).toBeCloseTo(1, 5);
    const paraphrase = dot(lost as Float32Array, missing as Float32Array);
    const unrelated = dot(lost as Float32Array, rate as Float32Array);
    expect(paraphrase).toBeGreaterThan(0.6);
    expect(paraphrase).toBeGreaterThan(unrelated + 0.3);
  });

  it('is deterministic, from the model, the memory cache and the disk cache alike', async () => {
    const texts = ['Where is my refund?', 'The app keeps crashing', 'Where is my refund?'];
    const first = await encoder.embed(texts);
    expect(first[0]).toEqual(first[2]);
    expect(await encoder.embed(texts)).toEqual(first);
    const fresh = await loadSemanticEncoder({ cacheDir: dir, cacheSize: 0 });
    try {
      expect(await fresh.embed(texts)).toEqual(first);
    } finally {
      await fresh.close();
    }
  });

  it('embeds what the customer said in a dialogue, and an empty text as zeros', async () => {
    const [dialogue, text, empty] = await encoder.embed([
      {
        turns: [
          { speaker: 'agent', text: 'Hello, how can I help?' },
          { speaker: 'customer', text: 'I want to cancel my order' },
        ],
      },
      'I want to cancel my order',
      '  ',
    ]);
    expect(dialogue).toEqual(text);
    expect([...(empty as Float32Array)].every((x) => x === 0)).toBe(true);
  });
});
