import { DEFAULT_SVM_OPTIONS, type Csr, type SvmOptions, toCsr, trainBinarySvm } from '../svm.js';

/**
 * The sentence vectors' own linear model, whose margins are added to the lexical model's (margin mixing, the
 * variant that won on held-out folds of the English training sets — see bench/semantic-folds.ts). Trained apart,
 * it is not starved by the TF-IDF features: those separate a training set almost perfectly on their own, so in
 * one joint SVM the dense columns got little weight (airline sentiment: joint 82.6 %, dense alone 83.4 %, mixed
 * 83.5 % on a held-out fold). Both models are linear, so the mixture folds into one weight matrix: the dense
 * weights become the columns after the TF-IDF ones and the intercepts add up (see `foldInto`).
 */
export class DenseModel {
  /** Regularisation of the dense SVMs: unit vectors in 512 dimensions need a looser C than TF-IDF's 1. */
  static readonly C = 4;
  private readonly csr: Csr;
  private readonly dimension: number;
  private readonly svm: SvmOptions;

  constructor(
    vectors: readonly Float32Array[],
    private readonly labelSets: readonly (readonly number[])[],
    private readonly kCount: number,
    private readonly cost: Float64Array,
    seed: number,
    /** Throws when training is cancelled; called before each binary problem, as the lexical training does. */
    private readonly checkCancelled: () => void,
  ) {
    this.dimension = (vectors[0] as Float32Array).length;
    const indices = Int32Array.from({ length: this.dimension }, (_, i) => i);
    this.csr = toCsr(vectors.map((values) => ({ indices, values })));
    this.svm = { ...DEFAULT_SVM_OPTIONS, seed };
  }

  /** α × the dense margins (n × K, row-major) of each fold's held-out rows, from models trained on the rest. */
  outOfFold(folds: readonly { train: number[]; test: number[] }[], alpha: number): Float64Array {
    const oof = new Float64Array(this.labelSets.length * this.kCount);
    for (let k = 0; k < this.kCount; k++) {
      const y = this.binaryY(k);
      for (const fold of folds) {
        const w = this.train(Int32Array.from(fold.train), y);
        for (const i of fold.test) oof[i * this.kCount + k] = alpha * this.margin(w, i);
      }
    }
    return oof;
  }

  /**
   * The lexical weight matrix (feature-major, `columns` rows then the intercept row) widened with α × the dense
   * weights as rows `columns … columns + dimension − 1`; the dense intercepts (α × w_b × its bias) join the
   * lexical ones, divided by the model's `bias` because prediction multiplies the intercept row by it.
   */
  foldInto(lexical: Float32Array, columns: number, alpha: number, bias: number): Float32Array {
    const K = this.kCount;
    const d = this.dimension;
    const out = new Float32Array(K * (columns + d + 1));
    out.set(lexical.subarray(0, columns * K));
    const all = Int32Array.from({ length: this.labelSets.length }, (_, i) => i);
    for (let k = 0; k < K; k++) {
      const w = this.train(all, this.binaryY(k));
      for (let j = 0; j < d; j++) out[(columns + j) * K + k] = alpha * (w[j] as number);
      const intercept = (lexical[columns * K + k] as number) + (alpha * (w[d] as number) * this.svm.bias) / bias;
      out[(columns + d) * K + k] = intercept;
    }
    return out;
  }

  private train(rows: Int32Array, y: Int8Array): Float64Array {
    this.checkCancelled();
    return trainBinarySvm(this.csr, rows, y, this.cost, this.dimension, this.svm);
  }

  private margin(w: Float64Array, row: number): number {
    const d = this.dimension;
    let m = (w[d] as number) * this.svm.bias;
    const start = this.csr.indptr[row] as number;
    for (let j = 0; j < d; j++) m += (w[j] as number) * (this.csr.val[start + j] as number);
    return m;
  }

  private binaryY(k: number): Int8Array {
    return Int8Array.from(this.labelSets, (set) => (set.includes(k) ? 1 : -1));
  }
}
