import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseTable, type Table } from '../data.js';
import { type Dialogue, type TextInput, dialogueProblem } from '../input.js';
import { expectedCalibrationError } from '../calibration.js';
import { evaluate, evaluateMultiLabel } from '../metrics.js';
import { loadModel, saveModel } from '../model-file.js';
import { TextClassifier } from '../model.js';

/** Where the CLI writes; injected so tests can capture output. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A user error: printed as a plain message, exit code 2. */
export class CliError extends Error {}

const USAGE = `Usage:
  sentio-ml train   --data FILE [--data FILE2 …] --text COL --label COL [--multi-label [--separator ';']]
                    [--language tr|en|auto] [--balanced] [--c C|auto] [--folds K] --out MODEL
  sentio-ml eval    --model MODEL --data FILE --text COL --label COL [--multi-label [--separator ';']] [--json]
  sentio-ml predict --model MODEL --data FILE --text COL [--top-k N]
FILE is CSV (RFC 4180, header row) or JSON Lines (.jsonl). In JSON Lines, a text field holding dialogue turns
([{"speaker": "customer"|"agent"|"bot", "text": …}, …]) is read as a dialogue.`;

const OPTIONS = {
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
  help: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function required(values: Values, name: 'text' | 'label' | 'out' | 'model'): string {
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

async function readColumns(paths: readonly string[], textCol: string, labelCol?: string) {
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
function labelSets(values: Values, labels: readonly string[]): string[][] {
  const separator = values.separator ?? ';';
  if (separator === '') throw new CliError('--separator must not be empty');
  return labels.map((l) =>
    l
      .split(separator)
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  );
}

function dataPaths(values: Values, many: boolean): string[] {
  const paths = values.data ?? [];
  if (paths.length === 0) throw new CliError('missing --data');
  if (!many && paths.length > 1) throw new CliError('give exactly one --data file');
  return paths;
}

async function train(values: Values, io: CliIo): Promise<void> {
  const paths = dataPaths(values, true);
  const out = required(values, 'out');
  const { texts, labels } = await readColumns(paths, required(values, 'text'), required(values, 'label'));
  const multiLabel = values['multi-label'] === true;
  const sets = multiLabel ? labelSets(values, labels) : labels.map((l) => [l]);
  const distinct = new Set(sets.flat());
  if (distinct.size < 2)
    throw new CliError(`the label column has ${distinct.size} distinct value(s); training needs at least two classes`);
  const language = values.language ?? 'auto';
  if (language !== 'tr' && language !== 'en' && language !== 'auto') throw new CliError('--language must be tr, en or auto');
  const c = values.c === undefined ? 1 : values.c === 'auto' ? 'auto' : Number(values.c);
  if (c !== 'auto' && !(c > 0)) throw new CliError('--c must be a positive number or auto');
  const folds = values.folds === undefined ? undefined : Number(values.folds);
  if (folds !== undefined && !(Number.isInteger(folds) && folds >= 0)) throw new CliError('--folds must be a whole number ≥ 0');
  const started = performance.now();
  const model = TextClassifier.train(texts, multiLabel ? sets : labels, {
    c,
    multiLabel,
    ...(folds === undefined ? {} : { folds }),
    classWeight: values.balanced === true ? 'balanced' : 'none',
    features: { language },
  });
  await saveModel(model, out);
  const seconds = (performance.now() - started) / 1000;
  io.err(
    `trained on ${texts.length} rows, ${distinct.size} ${multiLabel ? 'labels' : 'classes'}, ${model.vectorizer.size} features, C=${model.c} in ${seconds.toFixed(1)} s → ${out}`,
  );
}

async function evalCommand(values: Values, io: CliIo): Promise<void> {
  const paths = dataPaths(values, false);
  const model = await loadModelOrFail(required(values, 'model'));
  const { texts, labels } = await readColumns(paths, required(values, 'text'), required(values, 'label'));
  const multiLabel = values['multi-label'] === true || model.mode === 'multi-label';
  const decisions = model.classify(texts);
  const e = multiLabel
    ? evaluateMultiLabel(
        labelSets(values, labels),
        decisions.map((d) => d.predicted),
      )
    : evaluate(
        labels,
        decisions.map((d) => d.predicted[0] as string),
      );
  // Calibration error of the top score: single-label confidences only (multi-label scores are per label).
  const calibrationError = multiLabel
    ? undefined
    : expectedCalibrationError(
        decisions.map((d) => (d.scores[0] as { score: number }).score),
        decisions.map((d, i) => d.predicted[0] === labels[i]),
      );
  if (values.json !== true) {
    for (const c of e.perClass)
      io.out(`${c.label}\tP=${c.precision.toFixed(3)}\tR=${c.recall.toFixed(3)}\tF1=${c.f1.toFixed(3)}\tn=${c.support}`);
    io.out(
      `accuracy=${e.accuracy.toFixed(4)} macroF1=${e.macroF1.toFixed(4)} microF1=${e.microF1.toFixed(4)} n=${e.n}` +
        (calibrationError === undefined ? '' : ` calibrationError=${calibrationError.toFixed(4)}`),
    );
  }
  io.out(JSON.stringify({ accuracy: e.accuracy, macroF1: e.macroF1, microF1: e.microF1, n: e.n, calibrationError }));
}

async function loadModelOrFail(path: string): Promise<TextClassifier> {
  try {
    return await loadModel(path);
  } catch (e) {
    throw new CliError(`cannot load model ${path}: ${(e as Error).message}`);
  }
}

async function predict(values: Values, io: CliIo): Promise<void> {
  const paths = dataPaths(values, false);
  const model = await loadModelOrFail(required(values, 'model'));
  const topK = values['top-k'] === undefined ? model.labels.length : Number(values['top-k']);
  if (!Number.isInteger(topK) || topK < 1) throw new CliError('--top-k must be a positive integer');
  const { texts, ids } = await readColumns(paths, required(values, 'text'));
  model.classify(texts).forEach((d, i) => {
    io.out(JSON.stringify({ id: ids[i] ?? null, predicted: d.predicted, scores: d.scores.slice(0, topK) }));
  });
}

/** Runs the CLI with arguments (without `node script`); resolves to the process exit code. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    } catch (e) {
      throw new CliError((e as Error).message);
    }
    const [command, ...rest] = parsed.positionals;
    if (parsed.values.help === true || command === undefined) {
      io.err(USAGE);
      return command === undefined && parsed.values.help !== true ? 2 : 0;
    }
    if (rest.length > 0) throw new CliError(`unexpected argument ${rest[0] as string}`);
    if (command === 'train') await train(parsed.values, io);
    else if (command === 'eval') await evalCommand(parsed.values, io);
    else if (command === 'predict') await predict(parsed.values, io);
    else throw new CliError(`unknown command "${command}"`);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`sentio-ml: ${e.message}`);
      return 2;
    }
    io.err(`sentio-ml: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  }
}
