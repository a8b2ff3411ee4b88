import { readFile } from 'node:fs/promises';
import type { parseArgs } from 'node:util';
import { parseTable, type Table } from '../data.js';
import { type Dialogue, type TextInput, dialogueProblem } from '../input.js';
import { loadModel } from '../model-file.js';
import type { TextClassifier } from '../model.js';
import type { TrainOptions } from '../train.js';

/** Where the CLI writes; injected so tests can capture output. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A user error: printed as a plain message, exit code 2. */
export class CliError extends Error {}

export const OPTIONS = {
  data: { type: 'string', multiple: true },
  text: { type: 'string' },
  label: { type: 'string' },
  out: { type: 'string' },
  model: { type: 'string' },
  json: { type: 'boolean' },
  'top-k': { type: 'string' },
  language: { type: 'string' },
  balanced: { type: 'boolean' },
  c: { type: 'string' },
  folds: { type: 'string' },
  'multi-label': { type: 'boolean' },
  separator: { type: 'string' },
  protocol: { type: 'string' },
  k: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean' },
} as const;

export type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

export function required(values: Values, name: 'text' | 'label' | 'out' | 'model'): string {
  const v = values[name];
  if (v === undefined || v === '') throw new CliError(`missing --${name}`);
  return v;
}

async function readTable(path: string): Promise<Table> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    throw new CliError(`cannot read ${path}`);
  }
  let text: string;
  try {
    // fatal: invalid UTF-8 is an error, not silently replaced characters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CliError(`${path} is not valid UTF-8`);
  }
  let table: Table;
  try {
    table = parseTable(path, text);
  } catch (e) {
    throw new CliError(`${path}: ${(e as Error).message}`);
  }
  if (table.rows.length === 0) throw new CliError(`${path} has no data rows`);
  return table;
}

function column(table: Table, path: string, col: string): string[] {
  if (!table.columns.includes(col)) throw new CliError(`${path} has no column "${col}" (columns: ${table.columns.join(', ')})`);
  return table.rows.map((r) => r[col] ?? '');
}

/** A cell as input: JSON dialogue turns (or `{turns}`) from a JSONL file become a dialogue; anything else is text. */
function toInput(cell: string, path: string, row: number): TextInput {
  const trimmed = cell.trimStart();
  if (!/\.(jsonl|ndjson)$/iu.test(path) || !(trimmed.startsWith('[') || trimmed.startsWith('{'))) return cell;
  let value: unknown;
  try {
    value = JSON.parse(cell);
  } catch {
    return cell;
  }
  const dialogue = Array.isArray(value) ? { turns: value } : value;
  const problem = dialogueProblem(dialogue);
  if (problem !== null) throw new CliError(`${path} row ${row + 1}: ${problem}`);
  return dialogue as Dialogue;
}

export async function readColumns(paths: readonly string[], textCol: string, labelCol?: string) {
  const texts: TextInput[] = [];
  const labels: string[] = [];
  const ids: (string | null)[] = [];
  for (const path of paths) {
    const table = await readTable(path);
    texts.push(...column(table, path, textCol).map((cell, i) => toInput(cell, path, i)));
    if (labelCol !== undefined) labels.push(...column(table, path, labelCol));
    const hasId = table.columns.includes('id');
    ids.push(...table.rows.map((r) => (hasId ? (r.id ?? null) : null)));
  }
  return { texts, labels, ids };
}

/** Label cells split by the separator for multi-label data (empty cells give no labels). */
export function labelSets(values: Values, labels: readonly string[]): string[][] {
  const separator = values.separator ?? ';';
  if (separator === '') throw new CliError('--separator must not be empty');
  return labels.map((l) =>
    l
      .split(separator)
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  );
}

export function dataPaths(values: Values, many: boolean): string[] {
  const paths = values.data ?? [];
  if (paths.length === 0) throw new CliError('missing --data');
  if (!many && paths.length > 1) throw new CliError('give exactly one --data file');
  return paths;
}

/** Texts and labels of training data (label lists when multi-label); needs at least two distinct labels. */
export async function readTrainingData(values: Values, paths: readonly string[], multiLabel: boolean) {
  const { texts, labels } = await readColumns(paths, required(values, 'text'), required(values, 'label'));
  const sets = multiLabel ? labelSets(values, labels) : labels.map((l) => [l]);
  const distinct = new Set(sets.flat());
  if (distinct.size < 2)
    throw new CliError(`the label column has ${distinct.size} distinct value(s); training needs at least two classes`);
  return { texts, trainLabels: multiLabel ? sets : labels, distinct: distinct.size };
}

/** The training settings shared by `train` and the protocol run of `eval`. */
export function trainOptions(values: Values, multiLabel: boolean): Omit<TrainOptions, 'onProgress' | 'signal'> {
  const language = values.language ?? 'auto';
  if (language !== 'tr' && language !== 'en' && language !== 'auto') throw new CliError('--language must be tr, en or auto');
  const c = values.c === undefined ? 1 : values.c === 'auto' ? 'auto' : Number(values.c);
  if (c !== 'auto' && !(c > 0)) throw new CliError('--c must be a positive number or auto');
  const folds = values.folds === undefined ? undefined : Number(values.folds);
  if (folds !== undefined && !(Number.isInteger(folds) && folds >= 0)) throw new CliError('--folds must be a whole number ≥ 0');
  return {
    c,
    multiLabel,
    ...(folds === undefined ? {} : { folds }),
    classWeight: values.balanced === true ? 'balanced' : 'none',
    features: { language },
  };
}

export async function loadModelOrFail(path: string): Promise<TextClassifier> {
  try {
    return await loadModel(path);
  } catch (e) {
    throw new CliError(`cannot load model ${path}: ${(e as Error).message}`);
  }
}
