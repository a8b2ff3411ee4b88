/**
 * The "Sentio + semantic" row of the benchmark: the same engine with English sentence vectors (the optional
 * Universal Sentence Encoder lite, see src/semantic) as extra dense columns. Its cost is reported beside the
 * default model, never folded into it: training seconds exclude embedding, which is shown separately — as this
 * run spent it (vectors come from the disk cache under <repo>/.tmp/semantic-cache after the first run) and as a
 * cold cache would (texts ÷ the encoder's uncached rate, measured on up to UNCACHED_SAMPLE scored documents).
 * Throughput includes embedding: 1 / (1 / embedding rate + 1 / classification rate), one encoder thread.
 */
import { TextClassifier, serializeModel, type SemanticEncoder, type TextInput } from '../src/index.js';
import type { Task } from './datasets.js';
import { quality, type Quality } from './scores.js';

export interface SemanticResult extends Quality {
  /** Training call alone, vectors given. */
  trainSeconds: number;
  /** Embedding the training and scored texts in this run (disk cache on). */
  embedSeconds: number;
  /** The same texts through a cold cache, at `embedDocsPerSecond`. */
  embedSecondsUncached: number;
  /** Uncached encoder rate (one thread), measured on up to UNCACHED_SAMPLE scored documents. */
  embedDocsPerSecond: number;
  /** Classification with the vectors already at hand. */
  classifyDocsPerSecond: number;
  /** End to end, embedding included. */
  docsPerSecond: number;
  modelBytes: number;
}

const UNCACHED_SAMPLE = 1000;

const seconds = (start: number): number => (performance.now() - start) / 1000;

export async function runSemantic(
  task: Task,
  cached: SemanticEncoder,
  uncached: SemanticEncoder,
  throughputDocs: number,
  log: (s: string) => void,
): Promise<SemanticResult> {
  const trainInputs: TextInput[] = task.train.map((e) => e.input);
  const testInputs: TextInput[] = task.test.map((e) => e.input);
  log(`${task.name}: embedding ${trainInputs.length + testInputs.length} texts (cache)…`);
  let start = performance.now();
  const trainVectors = await cached.embed(trainInputs);
  const testVectors = await cached.embed(testInputs);
  const embedSeconds = seconds(start);

  const sample = testInputs.slice(0, UNCACHED_SAMPLE);
  start = performance.now();
  await uncached.embed(sample);
  const embedDocsPerSecond = sample.length / seconds(start);

  log(`${task.name}: training Sentio + semantic…`);
  const features = { language: task.language };
  const semantic = { encoder: cached.id, vectors: trainVectors };
  start = performance.now();
  const model = task.multiLabel
    ? TextClassifier.train(
        trainInputs,
        task.train.map((e) => e.labels),
        { multiLabel: true, features, semantic },
      )
    : TextClassifier.train(
        trainInputs,
        task.train.map((e) => e.labels[0] ?? ''),
        { features, semantic },
      );
  const trainSeconds = seconds(start);

  const predicted = model.classify(testInputs, { semantic: testVectors }).map((c) => c.predicted);
  // Classification rate over at least `throughputDocs` documents (the scored split repeated), after the run above warmed up.
  const rounds = Math.max(1, Math.ceil(throughputDocs / testInputs.length));
  start = performance.now();
  for (let r = 0; r < rounds; r++) model.classify(testInputs, { semantic: testVectors });
  const classifyDocsPerSecond = (rounds * testInputs.length) / seconds(start);

  return {
    ...quality(
      task.multiLabel,
      task.test.map((e) => e.labels),
      predicted,
    ),
    trainSeconds,
    embedSeconds,
    embedSecondsUncached: (trainInputs.length + testInputs.length) / embedDocsPerSecond,
    embedDocsPerSecond,
    classifyDocsPerSecond,
    docsPerSecond: 1 / (1 / embedDocsPerSecond + 1 / classifyDocsPerSecond),
    modelBytes: serializeModel(model).byteLength,
  };
}
