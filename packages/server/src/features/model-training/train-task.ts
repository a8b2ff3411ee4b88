import {
  SemanticUnavailableError,
  loadSemanticEncoder,
  serializeModel,
  trainWithEvaluation,
  type Language,
  type TextInput,
  type TrainOptions,
} from '@sentio/ml';
import { statisticsOfEvaluation, type LabelRef, type StoredStatistics } from './statistics.js';

/** What the train job hands the worker thread. */
export interface TrainTaskInput {
  documentIds: string[];
  inputs: TextInput[];
  /** Label ids per document (exactly one each for single-label models). */
  labels: string[][];
  multiLabel: boolean;
  c: number | 'auto';
  language: Language;
  /** Add the English sentence encoder's vectors to the features (docs/models-semantic.md). */
  semantic: boolean;
  /** The model's labels in display order (ids as trained, names as shown). */
  labelOrder: LabelRef[];
}

export interface TrainTaskOutput {
  model: Uint8Array;
  statistics: StoredStatistics;
}

const KEYWORDS_SHOWN = 25;

/**
 * The worker-thread task of `model.train`: the engine's evaluation protocol (the final model on every labelled
 * document, held-out predictions from fold models, their metrics), stored as the statistics the quality page
 * shows. CPU work in a worker thread (the sentence encoder, when asked, in one more); cancelling terminates it.
 */
export async function trainModel(input: TrainTaskInput, progress: (fraction: number) => void): Promise<TrainTaskOutput> {
  const { inputs, labels, multiLabel } = input;
  // Embedding is the slow part of a semantic training (about a hundred documents a second per thread): it takes
  // the first half of the progress bar, the engine the second.
  const semantic = input.semantic ? await semanticVectors(inputs, (f) => progress(f / 2)) : undefined;
  const { model, evaluation } = trainWithEvaluation(inputs, multiLabel ? labels : labels.map((l) => l[0] as string), {
    multiLabel,
    c: input.c,
    features: { language: input.language },
    onProgress: semantic ? (f) => progress(0.5 + f / 2) : progress,
    ...(semantic ? { semantic } : {}),
  });
  const trained = new Set(model.labels);
  const labelRefs = input.labelOrder.filter((l) => trained.has(l.id));
  const counts = new Map<string, number>();
  for (const set of labels) for (const l of set) counts.set(l, (counts.get(l) ?? 0) + 1);
  const statistics = statisticsOfEvaluation({
    evaluation,
    documentIds: input.documentIds,
    labels: labelRefs,
    ratios: labelRefs.map((l) => ({ labelId: l.id, count: counts.get(l.id) ?? 0 })),
    keywords: labelRefs.map((l) => ({
      labelId: l.id,
      words: model
        .keywordsOf(l.id)
        .slice(0, KEYWORDS_SHOWN)
        .map((k) => ({ text: k.feature, weight: k.weight })),
    })),
  });
  return { model: serializeModel(model), statistics };
}

/** Embedding steps: the progress bar moves and the encoder's cache never holds more than a step. */
const EMBED_STEP = 256;

/** The sentence encoder's vector of every input, in order; an encoder that cannot load fails the training clearly. */
async function semanticVectors(
  inputs: readonly TextInput[],
  progress: (fraction: number) => void,
): Promise<NonNullable<TrainOptions['semantic']>> {
  const encoder = await loadSemanticEncoder({ threads: 1 }).catch((err: unknown) => {
    throw err instanceof SemanticUnavailableError ? new Error('MODEL_SEMANTIC_UNAVAILABLE') : err;
  });
  try {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < inputs.length; start += EMBED_STEP) {
      vectors.push(...(await encoder.embed(inputs.slice(start, start + EMBED_STEP))));
      progress(vectors.length / inputs.length);
    }
    return { encoder: encoder.id, vectors };
  } finally {
    await encoder.close();
  }
}
