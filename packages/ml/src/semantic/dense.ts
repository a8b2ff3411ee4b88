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
  /**
   * How the vectors are combined with the TF-IDF features. `mix` (default): a separate linear SVM on the vectors
   * whose margins, × `scale`, are added to the lexical model's. `joint`: the vectors × `scale` as extra columns of
   * the one lexical SVM. Both end as the same kind of model (dense columns after the TF-IDF ones).
   */
  method?: 'mix' | 'joint';
  /** Weight of the sentence features: default {@link DEFAULT_SEMANTIC_SCALE} for its method. */
  scale?: number;
}

/**
 * Defaults chosen on held-out folds of the English training sets (bench/semantic-folds.ts), never on the scored
 * files. Joint: the TF-IDF features are two L2-normalised blocks, the sentence vector one unit vector; × 2 was best
 * on BANKING77. Mix: equal weight was best or level with the best α on every set tried.
 */
export const DEFAULT_SEMANTIC_SCALE = { mix: 1, joint: 2 } as const;

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
