/**
 * `npx tsx packages/ml/bench/semantic-folds.ts [--only tasks] [--folds K] [--holdout]`: which way of combining
 * sentence vectors with the TF-IDF features wins, measured on held-out folds of each task's TRAINING split only
 * (the scored dev/test files are never read for this). Compares, on the same folds:
 *   sparse   the default lexical model
 *   dense    a linear SVM on the sentence vectors alone
 *   (a) γ    one SVM over [TF-IDF, γ · sentence vector]
 *   (b) α    the lexical model's margins + α × the dense model's margins
 * Calibration is skipped (folds: 0): it never changes a single-label model's top label. Vectors are cached on
 * disk under <repo>/.tmp/semantic-cache, so a second run embeds nothing.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEFAULT_SVM_OPTIONS,
  TextClassifier,
  loadSemanticEncoder,
  stratifiedKFold,
  toCsr,
  trainBinarySvm,
  type TextInput,
} from '../src/index.js';
import { TASK_NAMES, loadTask, seededRandom, type TaskName } from './datasets.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const datasets = process.env['SENTIO_DATASETS'] ?? join(repo, '..', 'shared', 'datasets');
const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'banking77_10shot,banking77_30shot' },
    folds: { type: 'string', default: '5' },
    holdout: { type: 'boolean', default: false },
    gammas: { type: 'string', default: '0.5,1,1.5,2,3' },
    alphas: { type: 'string', default: '0.25,0.5,1,2,4' },
    threads: { type: 'string', default: '1' },
    'dense-c': { type: 'string', default: '1' },
    c: { type: 'string', default: '1' },
    /** Random Fourier features of the sentence vectors appended (RBF kernel approximation): "D,σ". */
    rff: { type: 'string' },
    /** Dialogues: embed every turn's text instead of the customer's (the encoder's choice). */
    'all-turns': { type: 'boolean', default: false },
  },
});
const gammas = (values.gammas ?? '').split(',').map(Number);
const alphas = (values.alphas ?? '').split(',').map(Number);
const log = (s: string): void => void process.stderr.write(`${s}\n`);

const argmax = (m: ArrayLike<number>): number => {
  let best = 0;
  for (let k = 1; k < m.length; k++) if ((m[k] as number) > (m[best] as number)) best = k;
  return best;
};

/** One-vs-rest linear SVM margins on dense vectors (train rows → test rows), K × test, row-major by test item. */
function denseMargins(
  train: readonly Float32Array[],
  trainLabels: readonly number[],
  test: readonly Float32Array[],
  K: number,
  c: number,
): Float64Array[] {
  const d = (train[0] as Float32Array).length;
  const indices = Int32Array.from({ length: d }, (_, i) => i);
  const csr = toCsr(train.map((values) => ({ indices, values })));
  const rows = Int32Array.from({ length: train.length }, (_, i) => i);
  const cost = new Float64Array(train.length).fill(c);
  const out = test.map(() => new Float64Array(K));
  for (let k = 0; k < K; k++) {
    const y = Int8Array.from(trainLabels, (l) => (l === k ? 1 : -1));
    const w = trainBinarySvm(csr, rows, y, cost, d, DEFAULT_SVM_OPTIONS);
    test.forEach((v, r) => {
      let m = (w[d] as number) * DEFAULT_SVM_OPTIONS.bias;
      for (let j = 0; j < d; j++) m += (w[j] as number) * (v[j] as number);
      (out[r] as Float64Array)[k] = m;
    });
  }
  return out;
}

/** [x, z(x)] with z the D random Fourier features of an RBF kernel of width σ (Rahimi & Recht, 2007). */
function withRff(vectors: readonly Float32Array[], spec: string): Float32Array[] {
  const [D, sigma] = spec.split(',').map(Number) as [number, number];
  const d = (vectors[0] as Float32Array).length;
  const rand = seededRandom(99);
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const W = Float32Array.from({ length: D * d }, () => gauss() / sigma);
  const b = Float32Array.from({ length: D }, () => 2 * Math.PI * rand());
  const norm = Math.sqrt(2 / D);
  return vectors.map((x) => {
    const out = new Float32Array(d + D);
    out.set(x);
    for (let j = 0; j < D; j++) {
      let s = b[j] as number;
      for (let i = 0; i < d; i++) s += (W[j * d + i] as number) * (x[i] as number);
      out[d + j] = norm * Math.cos(s);
    }
    return out;
  });
}

const encoder = await loadSemanticEncoder({
  threads: Number(values.threads),
  cacheDir: join(repo, '.tmp', 'semantic-cache'),
  cacheSize: 0,
});
try {
  for (const name of (values.only ?? '').split(',') as TaskName[]) {
    if (!(TASK_NAMES as readonly string[]).includes(name)) throw new Error(`unknown task ${name}`);
    const task = await loadTask(datasets, name);
    const inputs: TextInput[] = task.train.map((e) => e.input);
    const labels = task.train.map((e) => e.labels[0] ?? '');
    const classes = [...new Set(labels)].sort();
    const labelIndex = labels.map((l) => classes.indexOf(l));
    const t0 = performance.now();
    const embedded = await encoder.embed(
      values['all-turns'] === true
        ? inputs.map((x) => (typeof x === 'string' ? x : x.turns.map((t) => t.text.trim()).join(' ')))
        : inputs,
    );
    const vectors = values.rff === undefined ? embedded : withRff(embedded, values.rff);
    log(`${name}: ${inputs.length} training inputs embedded in ${((performance.now() - t0) / 1000).toFixed(1)} s (cache)`);
    const allFolds = stratifiedKFold(labels, Number(values.folds), 11);
    const folds = values.holdout === true ? allFolds.slice(0, 1) : allFolds;
    const correct = new Map<string, number>();
    const hit = (key: string, ok: boolean): void => void correct.set(key, (correct.get(key) ?? 0) + (ok ? 1 : 0));
    let scored = 0;
    for (const [f, fold] of folds.entries()) {
      const pick = <T>(xs: readonly T[], rows: readonly number[]): T[] => rows.map((i) => xs[i] as T);
      const trainInputs = pick(inputs, fold.train);
      const trainLabels = pick(labels, fold.train);
      const testInputs = pick(inputs, fold.test);
      const truth = pick(labelIndex, fold.test);
      const features = { language: task.language };
      scored += fold.test.length;
      const lexical = TextClassifier.train(trainInputs, trainLabels, { features, folds: 0 });
      const sparse = testInputs.map((x) => lexical.marginsOf(lexical.vectorOf(x)));
      sparse.forEach((m, r) => hit('sparse', argmax(m) === truth[r]));
      // The engine's default end to end: margin mixing, α chosen on its own held-out fold (calibration on).
      const engine = TextClassifier.train(trainInputs, trainLabels, {
        features,
        semantic: { encoder: encoder.id, vectors: pick(vectors, fold.train) },
      });
      engine
        .classify(testInputs, { semantic: pick(vectors, fold.test) })
        .forEach((p, r) => hit('engine (mix)', p.predicted[0] === classes[truth[r] as number]));
      for (const c of (values['dense-c'] ?? '1').split(',').map(Number)) {
        const dense = denseMargins(
          pick(vectors, fold.train),
          pick(labelIndex, fold.train),
          pick(vectors, fold.test),
          classes.length,
          c,
        );
        dense.forEach((m, r) => hit(`dense C=${c}`, argmax(m) === truth[r]));
        for (const alpha of alphas)
          sparse.forEach((m, r) => {
            const mixed = m.map((v, k) => v + alpha * ((dense[r] as Float64Array)[k] as number));
            hit(`(b) C=${c} α=${alpha}`, argmax(mixed) === truth[r]);
          });
      }
      // Prototypes: each label's mean training vector, normalised; margin = cosine to it (a linear model too).
      const protos = classes.map(() => new Float64Array((vectors[0] as Float32Array).length));
      fold.train.forEach((i) => {
        const p = protos[labelIndex[i] as number] as Float64Array;
        (vectors[i] as Float32Array).forEach((x, j) => (p[j] = (p[j] as number) + x));
      });
      for (const p of protos) {
        const n = Math.hypot(...p);
        p.forEach((x, j) => (p[j] = x / n));
      }
      const proto = pick(vectors, fold.test).map((x) => protos.map((p) => x.reduce((s, v, j) => s + v * (p[j] as number), 0)));
      proto.forEach((m, r) => hit('prototypes', argmax(m) === truth[r]));
      for (const alpha of alphas)
        sparse.forEach((m, r) => {
          const mixed = Array.from(m, (v, k) => v + alpha * ((proto[r] as number[])[k] as number));
          hit(`sparse + ${alpha}·proto`, argmax(mixed) === truth[r]);
        });
      for (const c of (values.c ?? '1').split(',').map(Number))
        for (const gamma of gammas) {
          const start = performance.now();
          const joint = TextClassifier.train(trainInputs, trainLabels, {
            features,
            folds: 0,
            c,
            semantic: { encoder: encoder.id, vectors: pick(vectors, fold.train), scale: gamma, method: 'joint' },
          });
          const seconds = (performance.now() - start) / 1000;
          const testVectors = pick(vectors, fold.test);
          const key = c === 1 ? `(a) γ=${gamma}` : `(a) C=${c} γ=${gamma}`;
          testInputs.forEach((x, r) => {
            const m = joint.marginsOf(joint.vectorOf(x, testVectors[r]));
            hit(key, argmax(m) === truth[r]);
            for (const alpha of alphas) {
              const mixed = Array.from(m, (v, k) => v + alpha * ((proto[r] as number[])[k] as number));
              hit(`${key} + ${alpha}·proto`, argmax(mixed) === truth[r]);
            }
          });
          log(`  fold ${f + 1}: ${key} trained in ${seconds.toFixed(1)} s`);
        }
      log(
        `${name} fold ${f + 1}/${folds.length}: ${[...correct].map(([k, v]) => `${k} ${((100 * v) / scored).toFixed(1)}`).join(' · ')}`,
      );
    }
    console.log(`\n${name} (${folds.length} held-out fold(s) of train, ${scored} scored):`);
    for (const [key, v] of correct) console.log(`  ${key.padEnd(14)} ${((100 * v) / scored).toFixed(2)} %`);
  }
} finally {
  await encoder.close();
}
