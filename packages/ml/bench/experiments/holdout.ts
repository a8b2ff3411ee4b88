/**
 * Accuracy experiments on held-out parts of the TRAINING data only (never the files the bench scores): each task's
 * training split is cut into a kept part (trained on) and a held part (scored), 25 % stratified, seed 7; the
 * few-shot BANKING77 sets train on their sample and are scored on 2,000 unsampled rows of train.csv.
 *
 *   npx tsx packages/ml/bench/experiments/holdout.ts --only banking77_10shot --variant '{"c":4}' [--variant …]
 *
 * Prints one JSON line per task × variant: macro-F1 / accuracy on the held part, and training seconds.
 */
import { join } from 'node:path';
import { TextClassifier, scorePredictions, type TextInput, type TrainOptions } from '../../src/index.js';
import { TASK_NAMES, loadTask, stratifiedSplit, type Example, type TaskName } from '../datasets.js';

const HOLD_FRACTION = 0.25;
const SPLIT_SEED = 7;

function argValues(name: string): string[] {
  const out: string[] = [];
  process.argv.forEach((a, i) => {
    if (a === name && process.argv[i + 1] !== undefined) out.push(process.argv[i + 1] as string);
  });
  return out;
}

function parts(task: Awaited<ReturnType<typeof loadTask>>): { kept: Example[]; held: Example[] } {
  if (task.name === 'banking77_10shot' || task.name === 'banking77_30shot') return { kept: task.train, held: task.tune ?? [] };
  return stratifiedSplit(task.train, HOLD_FRACTION, SPLIT_SEED);
}

async function main(): Promise<void> {
  const root = process.env['SENTIO_DATASETS'] ?? join(process.cwd(), '..', 'shared', 'datasets');
  const only = argValues('--only').flatMap((s) => s.split(','));
  const names = (only.length > 0 ? only : [...TASK_NAMES]) as TaskName[];
  const variants = argValues('--variant').map((v) => JSON.parse(v) as TrainOptions);
  if (variants.length === 0) variants.push({});
  for (const name of names) {
    const task = await loadTask(root, name);
    const { kept, held } = parts(task);
    const inputs: TextInput[] = kept.map((e) => e.input);
    for (const variant of variants) {
      const options: TrainOptions = {
        ...variant,
        multiLabel: task.multiLabel,
        features: { language: task.language, ...variant.features },
      };
      const start = performance.now();
      const model = task.multiLabel
        ? TextClassifier.train(
            inputs,
            kept.map((e) => e.labels),
            options,
          )
        : TextClassifier.train(
            inputs,
            kept.map((e) => e.labels[0] ?? ''),
            options,
          );
      const seconds = (performance.now() - start) / 1000;
      const results = model.classify(held.map((e) => e.input));
      const scores = scorePredictions(
        held.map((e, i) => ({
          truth: e.labels,
          predicted: results[i]?.predicted ?? [],
          score: results[i]?.scores[0]?.score ?? 0,
        })),
        task.multiLabel,
      );
      console.log(
        JSON.stringify({
          task: name,
          variant,
          macroF1: +(scores.macroF1 * 100).toFixed(2),
          accuracy: +(scores.accuracy * 100).toFixed(2),
          microF1: +(scores.microF1 * 100).toFixed(2),
          c: model.c,
          seconds: +seconds.toFixed(2),
          kept: kept.length,
          held: held.length,
        }),
      );
    }
  }
}

void main();
