import { parseArgs } from 'node:util';
import { saveModel } from '../model-file.js';
import { TextClassifier } from '../model.js';
import {
  CliError,
  OPTIONS,
  dataPaths,
  loadModelOrFail,
  readColumns,
  readTrainingData,
  required,
  trainOptions,
  type CliIo,
  type Values,
} from './args.js';
import { evalCommand } from './eval.js';

export { CliError, type CliIo } from './args.js';

const USAGE = `Usage:
  sentio-ml train   --data FILE [--data FILE2 …] --text COL --label COL [--multi-label [--separator ';']]
                    [--language tr|en|auto] [--balanced] [--c C|auto] [--folds K] --out MODEL
  sentio-ml eval    --model MODEL --data FILE --text COL --label COL [--multi-label [--separator ';']] [--json]
  sentio-ml eval    --data FILE [--data FILE2 …] --text COL --label COL [training options as for train]
                    [--protocol auto|none|cv|holdout] [--k K] [--seed S] [--json]
                    (no --model: trains with the evaluation protocol and scores its held-out predictions)
  sentio-ml predict --model MODEL --data FILE --text COL [--top-k N]
FILE is CSV (RFC 4180, header row) or JSON Lines (.jsonl). In JSON Lines, a text field holding dialogue turns
([{"speaker": "customer"|"agent"|"bot", "text": …}, …]) is read as a dialogue.`;

async function train(values: Values, io: CliIo): Promise<void> {
  const paths = dataPaths(values, true);
  const out = required(values, 'out');
  const multiLabel = values['multi-label'] === true;
  const { texts, trainLabels, distinct } = await readTrainingData(values, paths, multiLabel);
  const options = trainOptions(values, multiLabel);
  const started = performance.now();
  const model = TextClassifier.train(texts, trainLabels, options);
  await saveModel(model, out);
  const seconds = (performance.now() - started) / 1000;
  io.err(
    `trained on ${texts.length} rows, ${distinct} ${multiLabel ? 'labels' : 'classes'}, ${model.vectorizer.size} features, C=${model.c} in ${seconds.toFixed(1)} s → ${out}`,
  );
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
