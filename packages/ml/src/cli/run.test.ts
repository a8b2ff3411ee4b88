import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAIN } from '../fixtures.test-data.js';
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
    expect(JSON.parse(evaluated.out.at(-1) ?? '')).toEqual({ accuracy: 1, macroF1: 1, microF1: 1, n: 3 });

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
});
