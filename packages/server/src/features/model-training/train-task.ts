import { serializeModel, TextClassifier, type Language, type TextInput, type TrainProgress } from '@sentio/ml';
import { evaluationPlan, scoreHeldOut, type HeldOut, type LabelRef, type StoredStatistics } from './evaluation.js';

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

/** Turns the engine's per-stage progress into one rising fraction of a single training. */
function progressOfOneTraining(report: (fraction: number) => void): (p: TrainProgress) => void {
  const totals = new Map<string, number>();
  const done = new Map<string, number>();
  return (p) => {
    totals.set(p.stage, p.total);
    done.set(p.stage, p.done);
    const all = [...totals.values()].reduce((a, b) => a + b, 0);
    report(all === 0 ? 0 : [...done.values()].reduce((a, b) => a + b, 0) / all);
  };
}

/**
 * The worker-thread task of `model.train`: the final model on every labelled document (C chosen by
 * cross-validation when 'auto'), then held-out predictions from fold models trained with the same C, and the
 * statistics the quality page shows. Synchronous CPU work; cancelling terminates the thread.
 */
export function trainModel(input: TrainTaskInput, progress: (fraction: number) => void): Promise<TrainTaskOutput> {
  // The executor turns a throw of the synchronous training into a rejection.
  return new Promise((resolve) => resolve(train(input, progress)));
}

function train(input: TrainTaskInput, progress: (fraction: number) => void): TrainTaskOutput {
  const { inputs, labels, multiLabel } = input;
  const plan = evaluationPlan(labels);
  const units = 1 + plan.folds.length;
  let best = 0;
  const report = (unit: number) => (fraction: number) => {
    // Stages of one training announce their totals late; never let the bar move backwards.
    best = Math.max(best, (unit + Math.min(1, fraction)) / units);
    progress(best);
  };
  const features = { language: input.language };
  const trainLabels = multiLabel ? labels : labels.map((l) => l[0] as string);
  const model = TextClassifier.train(inputs, trainLabels, {
    multiLabel,
    c: input.c,
    features,
    onProgress: progressOfOneTraining(report(0)),
  });

  const heldOut: HeldOut[] = [];
  plan.folds.forEach((fold, f) => {
    const trainSet = fold.train;
    const foldLabels = trainSet.map((i) => trainLabels[i] as string | string[]);
    // A fold whose training part holds a single label cannot train; its documents simply get no prediction.
    if (new Set(foldLabels.flat()).size < 2) return;
    const foldModel = TextClassifier.train(
      trainSet.map((i) => inputs[i] as TextInput),
      foldLabels as string[] | string[][],
      { multiLabel, c: model.c, features, onProgress: progressOfOneTraining(report(f + 1)) },
    );
    const results = foldModel.classify(fold.test.map((i) => inputs[i] as TextInput));
    fold.test.forEach((i, r) => {
      const result = results[r];
      heldOut.push({
        d: input.documentIds[i] as string,
        a: labels[i] as string[],
        p: result?.predicted ?? [],
        s: result?.scores[0]?.score ?? 0,
      });
    });
  });

  const trained = new Set(model.labels);
  const labelRefs = input.labelOrder.filter((l) => trained.has(l.id));
  const counts = new Map<string, number>();
  for (const set of labels) for (const l of set) counts.set(l, (counts.get(l) ?? 0) + 1);
  const statistics: StoredStatistics = {
    evaluation: heldOut.length > 0 ? plan.kind : 'NONE',
    ...scoreHeldOut(heldOut, labelRefs, multiLabel),
    labels: labelRefs,
    ratios: labelRefs.map((l) => ({ labelId: l.id, count: counts.get(l.id) ?? 0 })),
    keywords: labelRefs.map((l) => ({
      labelId: l.id,
      words: model
        .keywordsOf(l.id)
        .slice(0, KEYWORDS_SHOWN)
        .map((k) => ({ text: k.feature, weight: k.weight })),
    })),
    heldOut,
  };
  progress(1);
  return { model: serializeModel(model), statistics };
}
