import { serializeModel, trainWithEvaluation, type Language, type TextInput } from '@sentio/ml';
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
 * shows. Synchronous CPU work; cancelling terminates the thread.
 */
export function trainModel(input: TrainTaskInput, progress: (fraction: number) => void): Promise<TrainTaskOutput> {
  // The executor turns a throw of the synchronous training into a rejection.
  return new Promise((resolve) => resolve(train(input, progress)));
}

function train(input: TrainTaskInput, progress: (fraction: number) => void): TrainTaskOutput {
  const { inputs, labels, multiLabel } = input;
  const { model, evaluation } = trainWithEvaluation(inputs, multiLabel ? labels : labels.map((l) => l[0] as string), {
    multiLabel,
    c: input.c,
    features: { language: input.language },
    onProgress: progress,
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
