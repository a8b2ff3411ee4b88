import { readFile, writeFile } from 'node:fs/promises';
import { DEFAULT_FEATURE_CONFIG, type FeatureConfig, Vectorizer } from './features.js';
import { type Keyword, type LabelMode, TextClassifier } from './model.js';
import type { SemanticParts } from './semantic/dense.js';

/**
 * Model file layout (little-endian), version 3:
 *   bytes 0–3  magic "SNML"
 *   bytes 4–7  uint32 format version
 *   bytes 8–11 uint32 byte length H of the JSON header
 *   H bytes    UTF-8 JSON header (mode, labels, feature config, bias, calibration scalars, keywords, array
 *              lengths, sentence-encoder features or null), zero-padded to 4
 *   then       Int32 buckets[n], Float32 idf[n], Float32 weights[(n+d+1)·k] (feature-major: n TF-IDF columns, then
 *              the d sentence-vector columns (d = 0 without them), intercepts last), Float32 platt[2k or 0],
 *              Float32 thresholds[k or 0]
 * Raw typed arrays rather than JSON numbers keep files compact and loading a few memcpys. Version 2 is version 3
 * without the `semantic` header field (always d = 0) and is still read. Version 1 files (single-label,
 * uncalibrated) predate calibration and are refused with a message to retrain.
 */
export const MODEL_FORMAT_VERSION = 3;
const MAGIC = 0x4c4d4e53; // "SNML" read as a little-endian uint32

interface Header {
  mode: LabelMode;
  labels: string[];
  features: FeatureConfig;
  bias: number;
  c: number;
  fitted: boolean;
  temperature: number;
  atLeastOne: boolean;
  keywords: (readonly Keyword[])[];
  nFeatures: number;
  /** Absent in version 2 files. */
  semantic?: SemanticParts | null;
}

/** Serialises a model to bytes (pure; see {@link saveModel} for the file version). */
export function serializeModel(model: TextClassifier): Uint8Array {
  const v = model.vectorizer;
  const cal = model.calibration;
  const header: Header = {
    mode: model.mode,
    labels: [...model.labels],
    features: v.config,
    bias: model.bias,
    c: model.c,
    fitted: cal.fitted,
    temperature: cal.temperature,
    atLeastOne: cal.atLeastOne,
    keywords: [...model.keywords],
    nFeatures: v.size,
    semantic: model.semantic,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const padded = Math.ceil(json.length / 4) * 4;
  const arrays = [v.buckets, v.idf, model.weights, cal.platt, cal.thresholds];
  const total = 12 + padded + arrays.reduce((a, arr) => a + arr.byteLength, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, MODEL_FORMAT_VERSION, true);
  view.setUint32(8, json.length, true);
  out.set(json, 12);
  let offset = 12 + padded;
  for (const arr of arrays) {
    // Typed arrays use platform byte order; every platform Node supports is little-endian.
    out.set(new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength), offset);
    offset += arr.byteLength;
  }
  return out;
}

/** Reads bytes written by {@link serializeModel}; throws on a wrong magic, version or length. */
export function deserializeModel(bytes: Uint8Array): TextClassifier {
  if (bytes.length < 12) throw new Error('not a Sentio model file (too short)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('not a Sentio model file (bad magic)');
  const version = view.getUint32(4, true);
  if (version === 1) throw new Error('model format version 1 is no longer supported; retrain the model');
  if (version !== MODEL_FORMAT_VERSION && version !== 2) throw new Error(`unsupported model format version ${version}`);
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as Header;
  const n = header.nFeatures;
  const k = header.labels.length;
  const multi = header.mode === 'multi-label';
  const semantic = header.semantic ?? null;
  const d = semantic?.dimension ?? 0;
  let offset = 12 + Math.ceil(headerLength / 4) * 4;
  const expected = offset + 4 * (2 * n + k * (n + d + 1) + (multi ? 3 * k : 0));
  if (bytes.length !== expected) throw new Error(`model file is ${bytes.length} bytes, expected ${expected}`);
  // Copy into fresh, aligned buffers: the input may sit at any byte offset.
  const take = (count: number): ArrayBuffer => {
    // new Uint8Array(view) copies; Buffer#slice would not (it shares the pooled buffer).
    const buf = new Uint8Array(bytes.subarray(offset, offset + 4 * count)).buffer;
    offset += 4 * count;
    return buf;
  };
  const buckets = new Int32Array(take(n));
  const idf = new Float32Array(take(n));
  const weights = new Float32Array(take(k * (n + d + 1)));
  const platt = new Float32Array(take(multi ? 2 * k : 0));
  const thresholds = new Float32Array(take(multi ? k : 0));
  return new TextClassifier({
    mode: header.mode,
    labels: header.labels,
    vectorizer: new Vectorizer({ ...DEFAULT_FEATURE_CONFIG, ...header.features }, buckets, idf),
    weights,
    bias: header.bias,
    c: header.c,
    calibration: { fitted: header.fitted, temperature: header.temperature, platt, thresholds, atLeastOne: header.atLeastOne },
    keywords: header.keywords,
    semantic,
  });
}

/** Writes a model file. */
export async function saveModel(model: TextClassifier, path: string): Promise<void> {
  await writeFile(path, serializeModel(model));
}

/** Loads a model file. */
export async function loadModel(path: string): Promise<TextClassifier> {
  return deserializeModel(await readFile(path));
}
