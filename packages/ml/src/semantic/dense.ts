import type { SparseVector } from '../features.js';

/**
 * What a model with sentence-encoder features stores: which encoder made its vectors, their dimension, and the
 * factor they are multiplied by before the linear model sees them. Their weights are the columns right after the
 * vectorizer's (columns `vectorizer.size … vectorizer.size + dimension − 1`), before the intercept row.
 */
export interface SemanticParts {
  encoder: string;
  dimension: number;
  scale: number;
}

/** Sentence vectors handed to training: one per input, in the same order, all from `encoder`. */
export interface SemanticTrainingInput {
  encoder: string;
  vectors: readonly Float32Array[];
  /** Factor on the sentence vectors relative to the TF-IDF blocks; default {@link DEFAULT_SEMANTIC_SCALE}. */
  scale?: number;
}

/**
 * The sparse features are two L2-normalised blocks (words, characters), the sentence vector one unit vector; the
 * factor sets how cheaply the shared regulariser lets the SVM lean on the dense columns. Chosen on held-out folds
 * of the training sets (see bench/semantic-folds.ts), never on the scored files.
 */
export const DEFAULT_SEMANTIC_SCALE = 2;

/**
 * A sparse vector with a dense block appended as columns `offset … offset + dense.length − 1`, each value
 * multiplied by `scale`. The sparse part is copied unchanged, so the sparse features keep their meaning.
 */
export function withDense(v: SparseVector, dense: Float32Array, offset: number, scale: number): SparseVector {
  const n = v.indices.length;
  const indices = new Int32Array(n + dense.length);
  const values = new Float32Array(n + dense.length);
  indices.set(v.indices);
  values.set(v.values);
  for (let d = 0; d < dense.length; d++) {
    indices[n + d] = offset + d;
    values[n + d] = (dense[d] as number) * scale;
  }
  return { indices, values };
}

/** Checks training vectors: one per input, all of one dimension, finite. Returns the dimension. */
export function checkTrainingVectors(semantic: SemanticTrainingInput, inputs: number): number {
  if (semantic.vectors.length !== inputs)
    throw new Error(`${inputs} texts but ${semantic.vectors.length} sentence vectors (${semantic.encoder})`);
  const dimension = semantic.vectors[0]?.length ?? 0;
  if (dimension === 0) throw new Error('sentence vectors are empty');
  semantic.vectors.forEach((v, i) => {
    if (v.length !== dimension) throw new Error(`sentence vector ${i + 1} has ${v.length} dimensions, expected ${dimension}`);
    if (!v.every(Number.isFinite)) throw new Error(`sentence vector ${i + 1} is not finite`);
  });
  return dimension;
}

/** Checks the vectors a semantic model is asked to predict with; throws a message that says what to pass. */
export function checkPredictionVectors(
  semantic: SemanticParts,
  vectors: readonly Float32Array[] | undefined,
  inputs: number,
): readonly Float32Array[] {
  if (vectors === undefined)
    throw new Error(
      `this model uses sentence-encoder features (${semantic.encoder}); pass { semantic: vectors } from ` +
        'loadSemanticEncoder().embed(inputs) to predict/classify',
    );
  if (vectors.length !== inputs) throw new Error(`${inputs} inputs but ${vectors.length} sentence vectors`);
  vectors.forEach((v, i) => {
    if (v.length !== semantic.dimension)
      throw new Error(`sentence vector ${i + 1} has ${v.length} dimensions; the model expects ${semantic.dimension}`);
  });
  return vectors;
}
