import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseTable, type Table } from '../data.js';
import { evaluate } from '../metrics.js';
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
  sentio-ml train   --data FILE [--data FILE2 …] --text COL --label COL [--language tr|en|auto] [--balanced] [--c C] --out MODEL
  sentio-ml eval    --model MODEL --data FILE --text COL --label COL [--json]
  sentio-ml predict --model MODEL --data FILE --text COL [--top-k N]
FILE is CSV (RFC 4180, header row) or JSON Lines (.jsonl).`;

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

async function readColumns(paths: readonly string[], textCol: string, labelCol?: string) {
  const texts: string[] = [];
  const labels: string[] = [];
  const ids: (string | null)[] = [];
  for (const path of paths) {
    const table = await readTable(path);
    texts.push(...column(table, path, textCol));
    if (labelCol !== undefined) labels.push(...column(table, path, labelCol));
    const hasId = table.columns.includes('id');
    ids.push(...table.rows.map((r) => (hasId ? (r.id ?? null) : null)));
  }
  return { texts, labels, ids };
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
  const distinct = new Set(labels);
  if (distinct.size < 2)
    throw new CliError(`the label column has ${distinct.size} distinct value(s); training needs at least two classes`);
  const language = values.language ?? 'auto';
  if (language !== 'tr' && language !== 'en' && language !== 'auto') throw new CliError('--language must be tr, en or auto');
  const c = values.c === undefined ? 1 : Number(values.c);
  if (!(c > 0)) throw new CliError('--c must be a positive number');
  const started = performance.now();
  const model = TextClassifier.train(texts, labels, {
    c,
    classWeight: values.balanced === true ? 'balanced' : 'none',
    features: { language },
  });
  await saveModel(model, out);
  const seconds = (performance.now() - started) / 1000;
  io.err(
    `trained on ${texts.length} rows, ${distinct.size} classes, ${model.vectorizer.size} features in ${seconds.toFixed(1)} s → ${out}`,
  );
}

async function evalCommand(values: Values, io: CliIo): Promise<void> {
  const paths = dataPaths(values, false);
  const model = await loadModelOrFail(required(values, 'model'));
  const { texts, labels } = await readColumns(paths, required(values, 'text'), required(values, 'label'));
  const predicted = model.predict(texts, { topK: 1 }).map((p) => (p[0] as { label: string }).label);
  const e = evaluate(labels, predicted);
  if (values.json !== true) {
    for (const c of e.perClass)
      io.out(`${c.label}\tP=${c.precision.toFixed(3)}\tR=${c.recall.toFixed(3)}\tF1=${c.f1.toFixed(3)}\tn=${c.support}`);
    io.out(`accuracy=${e.accuracy.toFixed(4)} macroF1=${e.macroF1.toFixed(4)} microF1=${e.microF1.toFixed(4)} n=${e.n}`);
  }
  io.out(JSON.stringify({ accuracy: e.accuracy, macroF1: e.macroF1, microF1: e.microF1, n: e.n }));
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
  const predictions = model.predict(texts, { topK });
  predictions.forEach((scores, i) => {
    io.out(JSON.stringify({ id: ids[i] ?? null, predicted: [(scores[0] as { label: string }).label], scores }));
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
