import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import type { SignedInUser } from '../../../test/factories.js';
import { createAnalysis, documentsWorkspace, seedDocuments, type Analysis } from '../../project-documents/test-support.js';
import { recountAttributeCategories, recountAttributes, rollupAttributeCategories, rollupAttributes } from './test-support.js';

/**
 * A declaration while another transaction is writing the analysis's documents (PostgreSQL only: PGlite has one
 * connection): the declaration and its backfill wait for that transaction, so its documents are counted.
 */
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);
let t: TestApp;
let owner: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Dimension Race Co');
  owner = ws.owner;
  a = await createAnalysis(t, owner, ws.model, 'dimension-race-co');
  await seedDocuments(t, a, [
    {
      externalId: 'r1',
      content: 'one',
      contentDate: '2026-01-02T10:00:00.000Z',
      attributes: { segment: 'retail' },
      categories: ['App'],
    },
  ]);
}, 120_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe.skipIf(!onPostgres)('declaring a dimension during a write', () => {
  it('counts the documents of a transaction that began before the declaration', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = (): void => undefined;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const writer = t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('project_document')
        .values({
          project_id: a.id,
          workspace_id: a.workspaceId,
          external_id: 'r2',
          content: 'two',
          language: 'en',
          content_date: '2026-01-03T10:00:00.000Z',
          channel_code: 'CALL_CENTER',
          attributes: JSON.stringify({ segment: 'premium' }),
          prediction_status: 'SUCCESS',
          prediction: JSON.stringify({ categories: [], sentiment: null, entities: [], versions: {} }),
        })
        .execute();
      inserted();
      await held;
    });
    await written;
    const declared = owner.client.call(endpoints.attributeSettingsSave, {
      params: { code: a.code },
      body: { attributes: [{ code: 'segment', dashboard: false, bucketWidth: null, dimension: true }] },
    });
    // The declaration waits for the writer. Had it not, its backfill could run before the writer commits: run it.
    const first = await Promise.race([
      declared.then(() => 'declared'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    if (first === 'declared') await t.app.services.projects.rollups.dimensions.rebuildAll();
    release();
    await writer;
    await declared;
    await t.app.services.jobs.drain({ names: ['rollups.dimension-backfill'], timeoutMs: 60_000 });
    const rows = (await rollupAttributes(t.db, a.id)) as { value: string }[];
    expect(rows.map((r) => r.value).sort()).toEqual(['premium', 'retail']);
    expect(rows).toEqual(await recountAttributes(t.db, a.id, t.config.timeZone));
    expect(await rollupAttributeCategories(t.db, a.id)).toEqual(await recountAttributeCategories(t.db, a.id, t.config.timeZone));
  });
});
