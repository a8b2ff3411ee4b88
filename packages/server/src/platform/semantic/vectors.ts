import { loadSemanticEncoder, type SemanticEncoder, type TextClassifier, type TextInput } from '@sentio/ml';

/**
 * This thread's English sentence encoder, loaded on first use and kept (the API thread and each worker thread have
 * their own). A failed load is not remembered, so installing the packages later needs no restart.
 */
let shared: Promise<SemanticEncoder> | null = null;

function encoder(): Promise<SemanticEncoder> {
  if (shared === null) {
    const loading = loadSemanticEncoder({ threads: 1 });
    loading.catch(() => {
      if (shared === loading) shared = null;
    });
    shared = loading;
  }
  return shared;
}

/**
 * The vectors a model trained with semantic features needs beside its inputs (docs/models-semantic.md), or
 * `undefined` for every other model — they classify from the text alone.
 */
export async function semanticVectorsFor(
  model: Pick<TextClassifier, 'semanticEncoder'>,
  inputs: readonly TextInput[],
): Promise<Float32Array[] | undefined> {
  if (model.semanticEncoder === null || inputs.length === 0) return undefined;
  return (await encoder()).embed(inputs);
}

/** `classify` of any model: semantic models get their vectors first. */
export async function classifyWith(
  model: TextClassifier,
  inputs: readonly TextInput[],
): Promise<ReturnType<TextClassifier['classify']>> {
  const semantic = await semanticVectorsFor(model, inputs);
  return model.classify(inputs, semantic ? { semantic } : {});
}
