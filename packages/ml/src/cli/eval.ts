import { planEvaluation, scorePredictions, trainWithEvaluation, type ProtocolChoice, type Scores } from '../protocol.js';
import {
  CliError,
  dataPaths,
  labelSets,
  loadModelOrFail,
  readColumns,
  readTrainingData,
  required,
  trainOptions,
  type CliIo,
  type Values,
} from './args.js';

/** The protocol asked for with `--protocol auto|none|cv|holdout [--k K]`. */
function protocolChoice(values: Values): ProtocolChoice {
  const name = values.protocol ?? 'auto';
  if (name === 'auto' || name === 'none') {
    if (values.k !== undefined) throw new CliError('--k goes with --protocol cv or holdout');
    return name;
  }
  if (name !== 'cv' && name !== 'holdout') throw new CliError('--protocol must be auto, none, cv or holdout');
  const k = values.k === undefined ? 5 : Number(values.k);
  if (!(Number.isInteger(k) && k >= 2)) throw new CliError('--k must be a whole number ≥ 2');
  return { kind: name === 'cv' ? 'cross-validation' : 'holdout', folds: k };
}

function seedOf(values: Values): number | undefined {
  if (values.seed === undefined) return undefined;
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new CliError('--seed must be a whole number');
  return seed;
}

/** Prints scores: per label, then the totals; with `--json`, only the JSON line (always the last line). */
function print(io: CliIo, values: Values, e: Scores, extra: Record<string, unknown> = {}): void {
  const calibrationError = e.calibrationError ?? undefined;
  if (values.json !== true) {
    for (const c of e.perClass)
      io.out(`${c.label}\tP=${c.precision.toFixed(3)}\tR=${c.recall.toFixed(3)}\tF1=${c.f1.toFixed(3)}\tn=${c.support}`);
    io.out(
      `accuracy=${e.accuracy.toFixed(4)} macroF1=${e.macroF1.toFixed(4)} microF1=${e.microF1.toFixed(4)} n=${e.n}` +
        (calibrationError === undefined ? '' : ` calibrationError=${calibrationError.toFixed(4)}`),
    );
  }
  io.out(JSON.stringify({ accuracy: e.accuracy, macroF1: e.macroF1, microF1: e.microF1, n: e.n, calibrationError, ...extra }));
}

/** `eval --model`: scores a trained model on labelled data it did not learn from. */
async function evalModel(values: Values, io: CliIo, modelPath: string): Promise<void> {
  const paths = dataPaths(values, false);
  const model = await loadModelOrFail(modelPath);
  const { texts, labels } = await readColumns(paths, required(values, 'text'), required(values, 'label'));
  const multiLabel = values['multi-label'] === true || model.mode === 'multi-label';
  const truth = multiLabel ? labelSets(values, labels) : labels.map((l) => [l]);
  const decisions = model.classify(texts);
  const scores = scorePredictions(
    decisions.map((d, i) => ({ truth: truth[i] as string[], predicted: d.predicted, score: d.scores[0]?.score ?? 0 })),
    multiLabel,
  );
  print(io, values, scores);
}

/**
 * `eval` without a model: runs the evaluation protocol on the data — the final model is trained and dropped,
 * the figures come from the fold models' held-out predictions. The same function, on the same examples in the
 * same order with the same settings, gives the figures of the model statistics page.
 */
async function evalProtocol(values: Values, io: CliIo): Promise<void> {
  const paths = dataPaths(values, true);
  const multiLabel = values['multi-label'] === true;
  const choice = protocolChoice(values);
  const seed = seedOf(values);
  const { texts, trainLabels } = await readTrainingData(values, paths, multiLabel);
  const options = trainOptions(values, multiLabel);
  // Checked before training: a bad --k should not cost a training first.
  try {
    planEvaluation(trainLabels, choice, seed);
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  const { evaluation } = trainWithEvaluation(texts, trainLabels, {
    ...options,
    evaluation: choice,
    ...(seed === undefined ? {} : { evaluationSeed: seed }),
  });
  if (values.json !== true) {
    const p = evaluation.protocol;
    io.err(p.kind === 'none' ? 'protocol: none (nothing held out)' : `protocol: ${p.kind}, ${p.folds} folds, seed ${p.seed}`);
  }
  print(io, values, evaluation, { protocol: evaluation.protocol });
}

export async function evalCommand(values: Values, io: CliIo): Promise<void> {
  if (values.model !== undefined) {
    if (values.protocol !== undefined || values.k !== undefined || values.seed !== undefined)
      throw new CliError('--protocol, --k and --seed evaluate without --model');
    await evalModel(values, io, required(values, 'model'));
  } else await evalProtocol(values, io);
}
