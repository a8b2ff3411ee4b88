import { deserializeModel, type TextClassifier } from '@sentio/ml';
import { classifyBatch, type ClassifyInput, type ClassifyPlan, type ClassifyResult } from './classify-core.js';

/** What the worker thread gets: the plan, each model's file (by model id) and the documents. */
export interface ClassifyTaskInput {
  plan: ClassifyPlan;
  files: Record<string, Uint8Array>;
  inputs: ClassifyInput[];
}

/** Documents per engine call inside the thread: progress moves, memory per call stays small. */
const STEP = 1_000;

/**
 * The worker-thread task of imports and the classify job: loads the model files once and classifies the
 * documents in steps, reporting progress. CPU work, so the API thread stays free meanwhile.
 */
export async function classifyDocuments(
  input: ClassifyTaskInput,
  progress: (fraction: number) => void,
): Promise<ClassifyResult[]> {
  const models = new Map<string, TextClassifier>();
  for (const [modelId, bytes] of Object.entries(input.files)) models.set(modelId, deserializeModel(bytes));
  const out: ClassifyResult[] = [];
  for (let start = 0; start < input.inputs.length; start += STEP) {
    out.push(...(await classifyBatch(input.plan, models, input.inputs.slice(start, start + STEP))));
    progress(out.length / input.inputs.length);
  }
  return out;
}
