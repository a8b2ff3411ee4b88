import { mulberry32, shuffle } from './random.js';
import type { SparseVector } from './features.js';

/** Solver settings for {@link trainBinarySvm}. */
export interface SvmOptions {
  /** Stop when the projected-gradient spread falls below this (liblinear's `eps`; its default is 0.1). */
  tolerance: number;
  maxIterations: number;
  /** Value of the constant feature that carries the intercept (scikit-learn's `intercept_scaling`). */
  bias: number;
  seed: number;
}

export const DEFAULT_SVM_OPTIONS: SvmOptions = { tolerance: 0.1, maxIterations: 1000, bias: 1, seed: 1 };

/** Training vectors as flat CSR arrays: the solver's inner loops walk typed arrays instead of one object per row. */
export interface Csr {
  indptr: Int32Array;
  ind: Int32Array;
  val: Float32Array;
  /** Squared L2 norm of each row (without the bias feature). */
  sqNorm: Float64Array;
}

/** Packs sparse vectors into CSR once, so the many binary problems of one-vs-rest and cross-validation share it. */
export function toCsr(x: readonly SparseVector[]): Csr {
  const l = x.length;
  const indptr = new Int32Array(l + 1);
  for (let i = 0; i < l; i++) indptr[i + 1] = (indptr[i] as number) + (x[i] as SparseVector).indices.length;
  const ind = new Int32Array(indptr[l] as number);
  const val = new Float32Array(indptr[l] as number);
  const sqNorm = new Float64Array(l);
  for (let i = 0; i < l; i++) {
    const v = x[i] as SparseVector;
    ind.set(v.indices, indptr[i]);
    val.set(v.values, indptr[i]);
    let sq = 0;
    for (let k = 0; k < v.values.length; k++) sq += (v.values[k] as number) ** 2;
    sqNorm[i] = sq;
  }
  return { indptr, ind, val, sqNorm };
}

/**
 * Renumbers the columns of `x` by decreasing document frequency and sorts each row's entries by the new number.
 * The solver's inner loops read and write `w` at every stored column; with the frequent columns packed at the
 * front, most of those accesses hit a few cache lines instead of the whole weight vector (hashed columns are in
 * random order), which made GoEmotions' solves (300,000 columns) about a third faster. Returns the renumbered matrix and
 * `original[newColumn]`, to map the solved weights back.
 */
export function byColumnFrequency(x: Csr, nFeatures: number): { csr: Csr; original: Int32Array } {
  const df = new Int32Array(nFeatures);
  for (let k = 0; k < x.ind.length; k++) df[x.ind[k] as number] = (df[x.ind[k] as number] as number) + 1;
  const original = Int32Array.from({ length: nFeatures }, (_, j) => j).sort(
    (a, b) => (df[b] as number) - (df[a] as number) || a - b,
  );
  const renamed = new Int32Array(nFeatures);
  for (let j = 0; j < nFeatures; j++) renamed[original[j] as number] = j;
  const ind = new Int32Array(x.ind.length);
  const val = new Float32Array(x.val.length);
  const l = x.indptr.length - 1;
  let keys = new Float64Array(64);
  for (let i = 0; i < l; i++) {
    const start = x.indptr[i] as number;
    const length = (x.indptr[i + 1] as number) - start;
    if (keys.length < length) keys = new Float64Array(2 * length);
    // One numeric key per entry, new column × length + position, so a native typed-array sort orders the entries.
    const row = keys.subarray(0, length);
    for (let r = 0; r < length; r++) row[r] = (renamed[x.ind[start + r] as number] as number) * length + r;
    row.sort();
    for (let r = 0; r < length; r++) {
      const key = row[r] as number;
      const from = key % length;
      ind[start + r] = (key - from) / length;
      val[start + r] = x.val[start + from] as number;
    }
  }
  return { csr: { indptr: x.indptr, ind, val, sqNorm: x.sqNorm }, original };
}

/**
 * L2-regularised, L2-loss (squared hinge) linear SVM trained by dual coordinate descent with shrinking —
 * liblinear's `solve_l2r_l1l2_svc` (Hsieh et al., ICML 2008), the solver behind scikit-learn's LinearSVC.
 *
 * @param x training vectors in CSR (column indices < nFeatures)
 * @param rows which rows of `x` to train on (cross-validation trains on subsets without copying)
 * @param y labels, +1 or −1, indexed by row of `x`
 * @param cost per-sample C, indexed by row of `x` (class weighting multiplies C per sample)
 * @returns weights of length nFeatures + 1; the last entry is the intercept weight (multiply by `bias`)
 */
export function trainBinarySvm(
  x: Csr,
  rows: Int32Array,
  y: Int8Array,
  cost: Float64Array,
  nFeatures: number,
  options: SvmOptions = DEFAULT_SVM_OPTIONS,
): Float64Array {
  const l = rows.length;
  const { indptr, ind, val } = x;
  const w = new Float64Array(nFeatures + 1);
  // alpha, diag and qd are indexed by position in `rows`.
  const alpha = new Float64Array(l);
  // For the squared hinge the dual has no upper bound; its diagonal gains 1/(2C).
  const diag = new Float64Array(l);
  const qd = new Float64Array(l);
  const bias = options.bias;
  for (let s = 0; s < l; s++) {
    const i = rows[s] as number;
    diag[s] = 0.5 / (cost[i] as number);
    qd[s] = bias * bias + (x.sqNorm[i] as number) + (diag[s] as number);
  }
  const index = new Int32Array(l);
  for (let s = 0; s < l; s++) index[s] = s;
  const rand = mulberry32(options.seed);
  let active = l;
  let pgMaxOld = Infinity;
  for (let iter = 0; iter < options.maxIterations; iter++) {
    let pgMaxNew = -Infinity;
    let pgMinNew = Infinity;
    shuffle(index, rand, active);
    for (let s = 0; s < active; s++) {
      const p = index[s] as number;
      const i = rows[p] as number;
      const yi = y[i] as number;
      const start = indptr[i] as number;
      const stop = indptr[i + 1] as number;
      let dot = (w[nFeatures] as number) * bias;
      for (let k = start; k < stop; k++) dot += (w[ind[k] as number] as number) * (val[k] as number);
      const a = alpha[p] as number;
      const g = yi * dot - 1 + a * (diag[p] as number);
      let pg = 0;
      if (a === 0) {
        if (g > pgMaxOld) {
          // Shrinking: this variable sits at its bound and is unlikely to move; skip it until the final check.
          active--;
          index[s] = index[active] as number;
          index[active] = p;
          s--;
          continue;
        }
        if (g < 0) pg = g;
      } else pg = g;
      if (pg > pgMaxNew) pgMaxNew = pg;
      if (pg < pgMinNew) pgMinNew = pg;
      if (Math.abs(pg) > 1e-12) {
        const na = Math.max(a - g / (qd[p] as number), 0);
        alpha[p] = na;
        const d = (na - a) * yi;
        for (let k = start; k < stop; k++) w[ind[k] as number] = (w[ind[k] as number] as number) + d * (val[k] as number);
        w[nFeatures] = (w[nFeatures] as number) + d * bias;
      }
    }
    if (pgMaxNew - pgMinNew <= options.tolerance) {
      if (active === l) break;
      // Converged on the shrunk set: re-check every variable before stopping.
      active = l;
      pgMaxOld = Infinity;
      continue;
    }
    pgMaxOld = pgMaxNew <= 0 ? Infinity : pgMaxNew;
  }
  return w;
}
