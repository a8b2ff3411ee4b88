/**
 * The evaluation protocol: how a model's quality is measured on its own labelled data. The final model is
 * trained on every example; the figures come from fold models trained without the examples they score
 * (held-out predictions). The server's statistics page and the CLI's `eval` both run this module, so they report
 * the same numbers for the same data. Pure: no I/O. See docs/models-evaluation.md.
 */
import { expectedCalibrationError } from './calibration.js';
import type { TextInput } from './input.js';
import { evaluateMultiLabel, stratifiedKFold, type Evaluation, type Fold } from './metrics.js';
import { TextClassifier } from './model.js';
import type { TrainLabels, TrainOptions, TrainProgress } from './train.js';

export type ProtocolKind = 'cross-validation' | 'holdout' | 'none';

/** How held-out predictions were obtained, enough to run them again on the same examples. */
export interface EvaluationProtocol {
  kind: ProtocolKind;
  /**
   * The examples are dealt into this many stratified folds. Cross-validation scores every fold; hold-out scores
   * the first one only (1/folds of the examples). 0 with `none`.
   */
  folds: number;
  /** Seed of the fold split. */
  seed: number;
}

/** The protocol to run: chosen from the number of examples, none, or a fixed one. */
export type ProtocolChoice = 'auto' | 'none' | { kind: 'cross-validation' | 'holdout'; folds: number };

/** One held-out prediction: the example's position, its true labels, what the fold model gave it. */
export interface HeldOutPrediction {
  index: number;
  truth: string[];
  predicted: string[];
  /** Confidence of the top label. */
  score: number;
}

/** Metrics of held-out predictions. */
export interface Scores extends Evaluation {
  /**
   * Expected calibration error of the top label's confidence. Null for multi-label models (their confidences
   * are per label decision, not per item) and when nothing was scored.
   */
  calibrationError: number | null;
}

/** What {@link trainWithEvaluation} measured. */
export interface ModelEvaluation extends Scores {
  /** The protocol that produced the held-out predictions; `none` when no fold model could be trained. */
  protocol: EvaluationProtocol;
  multiLabel: boolean;
  /** In fold order, each fold's examples in their original order. */
  heldOut: HeldOutPrediction[];
}

export interface TrainWithEvaluationOptions extends Omit<TrainOptions, 'onProgress'> {
  /** Default 'auto': see {@link planEvaluation}. */
  evaluation?: ProtocolChoice;
  /** Seed of the evaluation's fold split (the `seed` of TrainOptions seeds the calibration folds). Default 7. */
  evaluationSeed?: number;
  /** One fraction 0..1 over the final training and every fold training; it never moves backwards. */
  onProgress?: (fraction: number) => void;
}

export const DEFAULT_EVALUATION_SEED = 7;
/** Below this many examples nothing is held out: a fold model would learn from two or three examples. */
const MIN_EVALUATED = 4;
/** Up to this many examples 5-fold cross-validation, up to the next 3-fold, above it one 20 % hold-out. */
const FIVE_FOLD_MAX = 2_000;
const THREE_FOLD_MAX = 10_000;

const labelSetsOf = (labels: TrainLabels): string[][] =>
  (labels as readonly (string | readonly string[])[]).map((l) => (typeof l === 'string' ? [l] : [...new Set(l)]));

/**
 * The folds of an evaluation. 'auto': k-fold cross-validation while it is affordable (every example gets a
 * held-out prediction, which is what makes a confusion cell's list of examples complete), one held-out fold of
 * five for large sets, nothing under four examples. Folds are stratified by each example's rarest label, as the
 * training's own cross-validation does, so small labels spread over the folds.
 */
export function planEvaluation(
  labels: TrainLabels,
  choice: ProtocolChoice = 'auto',
  seed = DEFAULT_EVALUATION_SEED,
): { protocol: EvaluationProtocol; folds: Fold[] } {
  const sets = labelSetsOf(labels);
  const n = sets.length;
  const none = { protocol: { kind: 'none' as const, folds: 0, seed }, folds: [] };
  if (choice === 'none') return none;
  let kind: 'cross-validation' | 'holdout';
  let k: number;
  if (choice === 'auto') {
    if (n < MIN_EVALUATED) return none;
    kind = n <= THREE_FOLD_MAX ? 'cross-validation' : 'holdout';
    k = Math.min(n <= FIVE_FOLD_MAX ? 5 : n <= THREE_FOLD_MAX ? 3 : 5, n);
  } else {
    ({ kind, folds: k } = choice);
  }
  const counts = new Map<string, number>();
  for (const set of sets) for (const l of set) counts.set(l, (counts.get(l) ?? 0) + 1);
  const strata = sets.map((set) =>
    set.length === 0 ? '' : set.reduce((a, b) => ((counts.get(b) ?? 0) < (counts.get(a) ?? 0) ? b : a)),
  );
  const folds = stratifiedKFold(strata, k, seed);
  return { protocol: { kind, folds: k, seed }, folds: kind === 'holdout' ? folds.slice(0, 1) : folds };
}

/**
 * Scores held-out (or any) predictions: the metrics of {@link evaluateMultiLabel} — whose macro-F1 is the one
 * definition every figure uses — and, for single-label models, the calibration error of the top confidence
 * (an item counts as correct when its predicted set equals its true set).
 */
export function scorePredictions(
  items: readonly Pick<HeldOutPrediction, 'truth' | 'predicted' | 'score'>[],
  multiLabel: boolean,
): Scores {
  const scores = evaluateMultiLabel(
    items.map((h) => h.truth),
    items.map((h) => h.predicted),
  );
  const exact = (h: Pick<HeldOutPrediction, 'truth' | 'predicted'>): boolean => {
    const truth = new Set(h.truth);
    const predicted = new Set(h.predicted);
    return truth.size === predicted.size && [...truth].every((l) => predicted.has(l));
  };
  const calibrationError =
    multiLabel || items.length === 0
      ? null
      : expectedCalibrationError(
          items.map((h) => h.score),
          items.map(exact),
        );
  return { ...scores, calibrationError };
}

/** The sentence vectors of a fold's examples (they are given one per input of the whole set). */
function semanticSubset(semantic: TrainOptions['semantic'], rows: readonly number[]): TrainOptions['semantic'] {
  return semantic === undefined ? undefined : { ...semantic, vectors: rows.map((i) => semantic.vectors[i] as Float32Array) };
}

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
 * Trains the final model on every example (C chosen by the training's own cross-validation when 'auto'), then
 * one model per evaluation fold with the final model's C and otherwise the same options, and scores the
 * held-out predictions. A fold whose training part holds fewer than two labels cannot train; its examples get
 * no prediction and are not scored. Synchronous CPU work; cancel through `signal` as with training.
 */
export function trainWithEvaluation(
  inputs: readonly TextInput[],
  labels: TrainLabels,
  options: TrainWithEvaluationOptions = {},
): { model: TextClassifier; evaluation: ModelEvaluation } {
  const { evaluation: choice, evaluationSeed, onProgress, ...trainOptions } = options;
  const multiLabel = trainOptions.multiLabel === true;
  const plan = planEvaluation(labels, choice, evaluationSeed);
  const units = 1 + plan.folds.length;
  let best = 0;
  const report = (unit: number) => (fraction: number) => {
    // Stages of one training announce their totals late; never let the fraction move backwards.
    best = Math.max(best, (unit + Math.min(1, fraction)) / units);
    onProgress?.(best);
  };
  const model = TextClassifier.train(inputs, labels, { ...trainOptions, onProgress: progressOfOneTraining(report(0)) });

  const sets = labelSetsOf(labels);
  const heldOut: HeldOutPrediction[] = [];
  plan.folds.forEach((fold, f) => {
    const foldLabels = fold.train.map((i) => labels[i] as string | readonly string[]);
    if (new Set(fold.train.flatMap((i) => sets[i] as string[])).size < 2) return;
    const foldModel = TextClassifier.train(
      fold.train.map((i) => inputs[i] as TextInput),
      foldLabels as TrainLabels,
      {
        ...trainOptions,
        c: model.c,
        semantic: semanticSubset(trainOptions.semantic, fold.train),
        onProgress: progressOfOneTraining(report(f + 1)),
      },
    );
    const results = foldModel.classify(
      fold.test.map((i) => inputs[i] as TextInput),
      { semantic: semanticSubset(trainOptions.semantic, fold.test)?.vectors },
    );
    fold.test.forEach((i, r) => {
      const result = results[r];
      heldOut.push({
        index: i,
        truth: sets[i] as string[],
        predicted: result?.predicted ?? [],
        score: result?.scores[0]?.score ?? 0,
      });
    });
  });
  onProgress?.(1);
  const protocol = heldOut.length > 0 ? plan.protocol : { kind: 'none' as const, folds: 0, seed: plan.protocol.seed };
  return { model, evaluation: { protocol, multiLabel, heldOut, ...scorePredictions(heldOut, multiLabel) } };
}
