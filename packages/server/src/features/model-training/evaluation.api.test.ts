import { endpoints, type JsonDocument, type ModelDetail } from '@sentio/domain';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { trainingLanguage } from './inputs.js';
import { TrainingRepository } from './repository.js';
import { parseStoredStatistics } from './statistics.js';
import { createModel } from '../models/test-fixtures.js';
import { labelledDocuments, modelWorkspace, topicCategories, TOPICS, trainAndWait } from './test-support.js';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const cliMain = path.join(repo, 'packages/ml/src/cli/main.ts');

let t: TestApp;
let owner: SignedInUser;
let model: ModelDetail;
let dir = '';
beforeAll(async () => {
  t = await startTestApp();
  ({ owner, model } = await modelWorkspace(t, 'Evaluation Inc'));
  dir = await mkdtemp(path.join(tmpdir(), 'sentio-eval-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

/** Topic documents with every fifth one labelled as the next topic, so the figures are not all 1. */
function noisyDocuments(perTopic: number): JsonDocument[] {
  return labelledDocuments(perTopic, 3).map((d, i) => {
    const label = d.labels?.[0] ?? '';
    const next = TOPICS[(TOPICS.indexOf(label) + 1) % TOPICS.length] as string;
    return i % 5 === 4 ? { ...d, labels: [next] } : d;
  });
}

const csvField = (s: string) => `"${s.replaceAll('"', '""')}"`;

/**
 * Runs `sentio-ml eval` (a child process, as a user would) on a model's training documents, in the order and with
 * the label ids training used, with the model's settings and the protocol its version recorded.
 */
async function cliFigures(m: ModelDetail, versionId: string, multiLabel: boolean): Promise<Record<string, unknown>> {
  const row = await t.db
    .selectFrom('model')
    .select(['workspace_id', 'switches', 'regularisation'])
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  const docs = await new TrainingRepository(t.db).trainingDocuments(row.workspace_id, m.id);
  const stored = await t.db
    .selectFrom('model_version')
    .select('statistics')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  const { protocol } = parseStoredStatistics(stored.statistics);
  if (!protocol) throw new Error('the protocol was not recorded');
  const data = path.join(dir, `${m.id}.csv`);
  await writeFile(data, ['text,label', ...docs.map((d) => `${csvField(d.text)},${d.label_ids.join(';')}`)].join('\n'));
  const args = ['eval', '--data', data, '--text', 'text', '--label', 'label', '--c', String(row.regularisation)];
  args.push(
    '--language',
    trainingLanguage(row),
    '--protocol',
    'cv',
    '--k',
    String(protocol.folds),
    '--seed',
    String(protocol.seed),
  );
  if (multiLabel) args.push('--multi-label');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', cliMain, ...args, '--json'], {
    cwd: repo,
    timeout: 120_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
}

describe('one evaluation for the statistics page and the CLI', () => {
  it('prints in `sentio-ml eval` exactly the figures the statistics page shows for the same data and protocol', async () => {
    await owner.client.call(endpoints.modelJsonUpload, { params: { id: model.id }, body: { documents: noisyDocuments(14) } });
    const version = await trainAndWait(t, owner, model);
    expect(version.status).toBe('SUCCESS');
    const page = await owner.client.call(endpoints.modelVersionStatistics, { params: { id: model.id, versionId: version.id } });
    expect(page).toMatchObject({ evaluation: 'CROSS_VALIDATION', n: 42 });
    expect(page.macroF1).toBeLessThan(1);
    expect(await cliFigures(model, version.id, false)).toMatchObject({
      macroF1: page.macroF1,
      microF1: page.microF1,
      accuracy: page.accuracy,
      n: page.n,
      calibrationError: page.calibrationError,
    });
    expect(version.macroF1).toBe(page.macroF1);
  }, 180_000);

  it('does the same for a multi-label model', async () => {
    const multi = await createModel(owner, { name: 'Multi', classification: 'MULTI_LABEL', categories: topicCategories() });
    // Every third document also carries the next topic.
    const documents = noisyDocuments(12).map((d, i) =>
      i % 3 === 0 ? { ...d, labels: [...(d.labels ?? []), TOPICS[(i + 1) % TOPICS.length] as string] } : d,
    );
    await owner.client.call(endpoints.modelJsonUpload, { params: { id: multi.id }, body: { documents } });
    const version = await trainAndWait(t, owner, multi);
    const page = await owner.client.call(endpoints.modelVersionStatistics, { params: { id: multi.id, versionId: version.id } });
    expect(page).toMatchObject({ evaluation: 'CROSS_VALIDATION', n: 36, calibrationError: null });
    expect(await cliFigures(multi, version.id, true)).toMatchObject({
      macroF1: page.macroF1,
      microF1: page.microF1,
      accuracy: page.accuracy,
      n: page.n,
    });
  }, 180_000);

  it('shows a version stored before the statistics were versioned exactly as before', async () => {
    const [version] = await owner.client.call(endpoints.modelVersions, { params: { id: model.id } });
    // The single-label version trained above.
    if (!version) throw new Error('no version');
    const params = { id: model.id, versionId: version.id };
    const before = await owner.client.call(endpoints.modelVersionStatistics, { params });
    const stored = await t.db
      .selectFrom('model_version')
      .select('statistics')
      .where('id', '=', version.id)
      .executeTakeFirstOrThrow();
    const { version: _v, protocol: _p, ...versionLess } = parseStoredStatistics(stored.statistics);
    await t.db
      .updateTable('model_version')
      .set({ statistics: JSON.stringify(versionLess) })
      .where('id', '=', version.id)
      .execute();
    expect(await owner.client.call(endpoints.modelVersionStatistics, { params })).toEqual(before);
    const billing = before.labels[1]?.id ?? '';
    const cell = await owner.client.call(endpoints.modelVersionConfusion, {
      params,
      query: { actual: billing, predicted: billing },
    });
    expect(cell).toHaveLength(before.confusion[1]?.[1] ?? -1);
  });
});
