import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAIN } from '../fixtures.test-data.js';
import { syntheticFeedback } from '../synthetic.test-data.js';
import { trainWithEvaluation } from '../protocol.js';
import { run } from './run.js';

let dir = '';
const file = (name: string) => join(dir, name);

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
}

const csvField = (s: string) => `"${s.replaceAll('"', '""')}"`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sentio-ml-cli-'));
  const csv = ['id,text,label', ...TRAIN.map(([t, l], i) => `r${i},${csvField(t)},${l}`)].join('\r\n');
  await writeFile(file('train.csv'), csv);
  await writeFile(
    file('test.jsonl'),
    [
      { id: 'a', text: 'kargom gelmedi', label: 'kargo' },
      { id: 'b', text: 'ürün bozuk', label: 'urun' },
      { id: 'c', text: 'iade istiyorum', label: 'iade' },
    ]
      .map((o) => JSON.stringify(o))
      .join('\n'),
  );
  await writeFile(file('one-class.csv'), 'text,label\nbir,x\niki,x\n');
  const multi = syntheticFeedback(90, 5, true);
  await writeFile(
    file('multi.csv'),
    ['text,labels', ...multi.texts.map((t, i) => `${csvField(t)},${(multi.labels[i] as string[]).join(';')}`)].join('\n'),
  );
  const turn = (speaker: string, text: string) => ({ speaker, text });
  await writeFile(
    file('dialogues.jsonl'),
    Array.from({ length: 24 }, (_, i) =>
      JSON.stringify({
        id: `d${i}`,
        turns: [
          turn('agent', 'Merhaba, nasıl yardımcı olabilirim?'),
          turn('customer', i % 2 === 0 ? 'Kargom gelmedi' : 'İade istiyorum'),
        ],
        reason: i % 2 === 0 ? 'kargo' : 'iade',
      }),
    ).join('\n'),
  );
  await writeFile(file('bad-dialogue.jsonl'), JSON.stringify({ turns: [{ speaker: 'robot', text: 'x' }], reason: 'a' }));
  await writeFile(file('empty.csv'), '');
  await writeFile(file('header-only.csv'), 'text,label\n');
  await writeFile(file('latin1.csv'), Buffer.from([0x74, 0x0a, 0xfc, 0x0a]));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sentio-ml CLI', () => {
  it('trains, evaluates with --json and predicts JSON Lines in input order', async () => {
    const trained = await cli('train', '--data', file('train.csv'), '--text', 'text', '--label', 'label', '--out', file('m'));
    expect(trained.code).toBe(0);
    expect(trained.err).toMatch(/trained on 12 rows, 3 classes/);

    const evaluated = await cli(
      'eval',
      '--model',
      file('m'),
      '--data',
      file('test.jsonl'),
      '--text',
      'text',
      '--label',
      'label',
      '--json',
    );
    expect(evaluated.code).toBe(0);
    const result = JSON.parse(evaluated.out.at(-1) ?? '') as Record<string, number>;
    expect(result).toMatchObject({ accuracy: 1, macroF1: 1, microF1: 1, n: 3 });
    expect(result.calibrationError).toBeGreaterThanOrEqual(0);

    const predicted = await cli('predict', '--model', file('m'), '--data', file('test.jsonl'), '--text', 'text', '--top-k', '2');
    expect(predicted.code).toBe(0);
    const lines = predicted.out.map((l) => JSON.parse(l) as { id: string; predicted: string[]; scores: unknown[] });
    expect(lines.map((l) => [l.id, l.predicted])).toEqual([
      ['a', ['kargo']],
      ['b', ['urun']],
      ['c', ['iade']],
    ]);
    expect(lines[0]?.scores).toHaveLength(2);
  });

  it('trains on several --data files', async () => {
    const r = await cli(
      'train',
      '--data',
      file('train.csv'),
      '--data',
      file('test.jsonl'),
      '--text',
      'text',
      '--label',
      'label',
      '--out',
      file('m2'),
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/trained on 15 rows/);
  });

  it.each([
    [
      ['train', '--data', 'train.csv', '--text', 'body', '--label', 'label', '--out', 'x'],
      /no column "body" \(columns: id, text, label\)/,
    ],
    [
      ['train', '--data', 'one-class.csv', '--text', 'text', '--label', 'label', '--out', 'x'],
      /1 distinct value\(s\); training needs at least two/,
    ],
    [['train', '--data', 'empty.csv', '--text', 'text', '--label', 'label', '--out', 'x'], /empty/],
    [['train', '--data', 'header-only.csv', '--text', 'text', '--label', 'label', '--out', 'x'], /no data rows/],
    [['train', '--data', 'latin1.csv', '--text', 't', '--label', 't', '--out', 'x'], /not valid UTF-8/],
    [['train', '--data', 'missing.csv', '--text', 'text', '--label', 'label', '--out', 'x'], /cannot read/],
    [['train', '--data', 'train.csv', '--text', 'text', '--out', 'x'], /missing --label/],
    [
      ['eval', '--model', 'train.csv', '--data', 'test.jsonl', '--text', 'text', '--label', 'label'],
      /cannot load model .*bad magic/,
    ],
    [['predict', '--model', 'm', '--data', 'test.jsonl', '--text', 'text', '--top-k', '0'], /--top-k must be a positive integer/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['train', '--bogus'], /Unknown option '--bogus'/],
  ])('fails clearly on bad input: %j', async (args, message) => {
    const abs = args.map((a, i) => (i > 0 && ['--data', '--model', '--out'].includes(args[i - 1] as string) ? file(a) : a));
    const r = await cli(...abs);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('prints usage without a command', async () => {
    const r = await cli();
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Usage:/);
  });

  it('trains and evaluates a multi-label model with a separator', async () => {
    const trained = await cli(
      'train',
      '--data',
      file('multi.csv'),
      '--text',
      'text',
      '--label',
      'labels',
      '--multi-label',
      '--out',
      file('multi.model'),
    );
    expect(trained.code).toBe(0);
    const evaluated = await cli(
      'eval',
      '--model',
      file('multi.model'),
      '--data',
      file('multi.csv'),
      '--text',
      'text',
      '--label',
      'labels',
      '--json',
    );
    const result = JSON.parse(evaluated.out.at(-1) as string) as { microF1: number; macroF1: number; n: number };
    expect(result.n).toBe(90);
    expect(result.microF1).toBeGreaterThan(0.8);
    const predicted = await cli(
      'predict',
      '--model',
      file('multi.model'),
      '--data',
      file('multi.csv'),
      '--text',
      'text',
      '--top-k',
      '2',
    );
    const first = JSON.parse(predicted.out[0] as string) as { predicted: string[]; scores: unknown[] };
    expect(first.scores).toHaveLength(2);
    expect(first.predicted.length).toBeGreaterThanOrEqual(1);
  });

  it('reads dialogue turns from JSON Lines', async () => {
    const trained = await cli(
      'train',
      '--data',
      file('dialogues.jsonl'),
      '--text',
      'turns',
      '--label',
      'reason',
      '--out',
      file('d.model'),
    );
    expect(trained.code).toBe(0);
    const evaluated = await cli(
      'eval',
      '--model',
      file('d.model'),
      '--data',
      file('dialogues.jsonl'),
      '--text',
      'turns',
      '--label',
      'reason',
      '--json',
    );
    expect((JSON.parse(evaluated.out.at(-1) as string) as { accuracy: number }).accuracy).toBe(1);
    const bad = await cli(
      'train',
      '--data',
      file('bad-dialogue.jsonl'),
      '--text',
      'turns',
      '--label',
      'reason',
      '--out',
      file('x.model'),
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/row 1: turn 1: speaker must be one of customer, agent, bot/);
  });

  it('refuses a bad --c and --folds', async () => {
    const base = ['train', '--data', file('train.csv'), '--text', 'text', '--label', 'label', '--out', file('m2.model')];
    expect((await cli(...base, '--c', '0')).err).toMatch(/--c must be a positive number or auto/);
    expect((await cli(...base, '--folds', '1.5')).err).toMatch(/--folds/);
  });

  it('evaluates by the protocol without a model: the figures of trainWithEvaluation on the same rows', async () => {
    const multi = syntheticFeedback(90, 5, true);
    const base = ['eval', '--data', file('multi.csv'), '--text', 'text', '--label', 'labels', '--multi-label', '--c', 'auto'];
    const r = await cli(...base, '--protocol', 'cv', '--k', '3', '--seed', '4', '--json');
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.out.at(-1) as string) as { macroF1: number; microF1: number; n: number; protocol: unknown };
    const { evaluation } = trainWithEvaluation(multi.texts, multi.labels, {
      multiLabel: true,
      c: 'auto',
      classWeight: 'none',
      features: { language: 'auto' },
      evaluation: { kind: 'cross-validation', folds: 3 },
      evaluationSeed: 4,
    });
    expect(printed).toMatchObject({ macroF1: evaluation.macroF1, microF1: evaluation.microF1, n: 90 });
    expect(printed.protocol).toEqual({ kind: 'cross-validation', folds: 3, seed: 4 });
    expect((await cli(...base, '--protocol', 'folds')).err).toMatch(/--protocol must be/);
    expect((await cli(...base, '--protocol', 'cv', '--k', '1')).err).toMatch(/--k must be/);
    expect((await cli(...base, '--protocol', 'cv', '--k', '500')).err).toMatch(/exceeds the 90 items/);
    expect((await cli(...base, '--model', file('m'), '--protocol', 'cv')).err).toMatch(/without --model/);
  });
});
