import { rootCauseEndpoints as rc, type RootCauseAnalysis } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { complaints, createAndRun, drainRuns, insertDocuments, rcaBody, rcaCast, type RcaCast } from './analysis-fixtures/test-support.js';
import { runAnalysis, type RunCompute } from './run-job.js';
import { computeTopics } from './run-task.js';

let t: TestApp;
let c: RcaCast;
let docIds: string[];
const cat = (name: string) => c.a.categories[name] ?? '';

beforeAll(async () => {
  t = await startTestApp();
  c = await rcaCast(t, 'Rca Runs Co', 'rca-runs');
  docIds = await insertDocuments(t, c.a, complaints(['Delivery', 'Billing'], 20));
});
afterAll(() => t.close());

const get = (id: string) => c.owner.client.call(rc.rcaGet, { params: { code: c.a.code, id } });
const runDeps = () => t.app.services.projects.rootCauses.analyses.run;
const project = () => ({ id: c.a.id, workspace_id: c.a.workspaceId });

/** A compute that reports half-way and waits until released, then clusters for real. */
function gated(): { compute: RunCompute; release: () => void } {
  let release = () => undefined as void;
  const open = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    compute: async (input, options) => {
      options.onProgress?.(0.5);
      await open;
      return computeTopics(input);
    },
  };
}

async function waitFor(id: string, ok: (a: RootCauseAnalysis) => boolean): Promise<RootCauseAnalysis> {
  for (let i = 0; i < 200; i++) {
    const { analysis } = await get(id);
    if (ok(analysis)) return analysis;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('analysis never reached the expected state');
}

describe('the states of a run', () => {
  let id = '';
  beforeAll(async () => {
    id = (await createAndRun(t, c, rcaBody([cat('Delivery')], { name: 'States' }))).id;
  });

  it('goes WAITING → COMPUTING (with progress) → COMPLETED; meanwhile delete and run are refused', async () => {
    await runDeps().analyses.markWaiting(project(), id);
    expect((await get(id)).analysis).toMatchObject({ state: 'WAITING', progress: 0 });
    const gate = gated();
    const running = runAnalysis({ ...runDeps(), compute: gate.compute }, { workspaceId: c.a.workspaceId, analysisId: id, incremental: false, until: null });
    const computing = await waitFor(id, (a) => a.state === 'COMPUTING' && a.progress > 0);
    // Reading is 5 % of the bar, the clustering 85 %: half of it is at 47 %.
    expect(computing.progress).toBeGreaterThanOrEqual(5);
    expect(computing.progress).toBeLessThan(100);
    const del = await c.owner.client.request(rc.rcaDelete, { params: { code: c.a.code, id } });
    expect(del.status).toBe(409);
    expect((del.body as { messageCode: string }).messageCode).toBe('RCA_IN_PROGRESS');
    const again = await c.owner.client.request(rc.rcaRun, { params: { code: c.a.code, id } });
    expect(again.status).toBe(409);
    expect((again.body as { messageCode: string }).messageCode).toBe('RCA_ALREADY_RUNNING');
    gate.release();
    expect(await running).toBe(true);
    const done = (await get(id)).analysis;
    expect(done).toMatchObject({ state: 'COMPLETED', progress: 100, errorCode: null });
    expect(done.topicCount).toBeGreaterThan(0);
  });

  it('refuses deleting a WAITING analysis too', async () => {
    await runDeps().analyses.markWaiting(project(), id);
    const del = await c.owner.client.request(rc.rcaDelete, { params: { code: c.a.code, id } });
    expect(del.status).toBe(409);
    expect((del.body as { messageCode: string }).messageCode).toBe('RCA_IN_PROGRESS');
    await runAnalysis(runDeps(), { workspaceId: c.a.workspaceId, analysisId: id, incremental: false, until: null });
  });

  it('ends FAILED with ANALYSIS_FAILED when the clustering fails, and keeps the earlier topics', async () => {
    const before = (await get(id)).analysis.topicCount;
    await runDeps().analyses.markWaiting(project(), id);
    const boom: RunCompute = () => Promise.reject(new Error('worker crashed'));
    await runAnalysis({ ...runDeps(), compute: boom, log: { error: () => undefined, warn: () => undefined } }, {
      workspaceId: c.a.workspaceId,
      analysisId: id,
      incremental: false,
      until: null,
    });
    const failed = (await get(id)).analysis;
    expect(failed).toMatchObject({ state: 'FAILED', errorCode: 'ANALYSIS_FAILED', topicCount: before });
    // A failed analysis may run again (and be deleted).
    const rerun = await c.owner.client.call(rc.rcaRun, { params: { code: c.a.code, id } });
    expect(rerun.state).toBe('WAITING');
    await drainRuns(t);
    expect((await get(id)).analysis.state).toBe('COMPLETED');
  });
});

describe('re-running', () => {
  it('keeps CONFIRMED topics (with their root cause) and replaces the others', async () => {
    const { id } = await createAndRun(t, c, rcaBody([cat('Delivery'), cat('Billing')], { name: 'Rerun' }));
    const first = await get(id);
    const topics = first.categories.flatMap((x) => x.topics);
    const kept = topics[0];
    const passive = topics[1];
    if (!kept || !passive) throw new Error('expected topics');
    const cause = await t.db
      .insertInto('root_cause')
      .values({ workspace_id: c.a.workspaceId, project_id: c.a.id, name: 'Late parcels', name_key: 'late parcels' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('rca_topic').set({ status: 'CONFIRMED', root_cause_id: cause.id }).where('id', '=', kept.id).execute();
    await t.db.updateTable('rca_topic').set({ status: 'PASSIVE' }).where('id', '=', passive.id).execute();
    expect((await get(id)).analysis.confirmed).toBe(true);

    await c.owner.client.call(rc.rcaRun, { params: { code: c.a.code, id } });
    await drainRuns(t);
    const second = await get(id);
    const after = second.categories.flatMap((x) => x.topics);
    const still = after.find((x) => x.id === kept.id);
    expect(still).toMatchObject({ status: 'CONFIRMED', rootCauseId: cause.id, size: kept.size });
    expect(after.some((x) => x.id === passive.id)).toBe(false);
    const others = topics.filter((x) => x.id !== kept.id).map((x) => x.id);
    expect(after.filter((x) => others.includes(x.id))).toEqual([]);
    expect(after.length).toBeGreaterThan(1);
    expect(second.analysis.confirmed).toBe(true);
    expect(second.rootCauses.map((r) => r.name)).toEqual(['Late parcels']);
    expect(second.rootCauses[0]?.topicIds).toEqual([kept.id]);
  });
});

describe('topics and their documents', () => {
  let analysisId = '';
  let topicId = '';
  let size = 0;
  beforeAll(async () => {
    analysisId = (await createAndRun(t, c, rcaBody([cat('Delivery')], { name: 'Topic reads' }))).id;
    const top = (await get(analysisId)).categories[0]?.topics[0];
    topicId = top?.id ?? '';
    size = top?.size ?? 0;
  });

  it("lists a topic's documents, closest to the centre first, paged", async () => {
    const page = await c.owner.client.call(rc.rcaTopicDocuments, {
      params: { code: c.a.code, id: analysisId, topicId },
      query: { page: 0, size: 5 },
    });
    expect(page.total).toBe(size);
    expect(page.content).toHaveLength(5);
    const sims = page.content.map((d) => d.similarity);
    expect([...sims].sort((x, y) => y - x)).toEqual(sims);
    const same = await c.owner.client.call(rc.abkCategoryTopicDocuments, {
      params: { code: c.a.code },
      query: { topicId, page: 0, size: 5 },
    });
    expect(same.content.map((d) => d.id)).toEqual(page.content.map((d) => d.id));
    // The topic of another analysis under this path is not found.
    const other = (await c.owner.client.call(rc.rcaList, { params: { code: c.a.code } })).find((x) => x.id !== analysisId);
    const wrong = await c.owner.client.request(rc.rcaTopicDocuments, {
      params: { code: c.a.code, id: other?.id ?? '', topicId },
      query: { page: 0, size: 5 },
    });
    expect(wrong.status).toBe(404);
    expect((wrong.body as { messageCode: string }).messageCode).toBe('TOPIC_NOT_FOUND');
  });

  it('renames a topic, lists topics for pickers, approval and per category, and the topics documents may move to', async () => {
    const renamed = await c.owner.client.call(rc.rcaTopicRename, {
      params: { code: c.a.code, id: analysisId, topicId },
      body: { label: 'Late parcels' },
    });
    expect(renamed.label).toBe('Late parcels');
    const all = await c.owner.client.call(rc.abkAllProjectTopics, { params: { code: c.a.code } });
    expect(all.find((x) => x.id === topicId)).toMatchObject({ label: 'Late parcels', analysisId, status: 'PENDING' });
    const page = await c.owner.client.call(rc.abkProjectTopics, { params: { code: c.a.code }, query: { analysisId, page: 0, size: 2 } });
    expect(page.content).toHaveLength(2);
    expect(page.total).toBe((await get(analysisId)).analysis.topicCount);
    const sizes = page.content.map((x) => x.size);
    expect([...sizes].sort((x, y) => y - x)).toEqual(sizes);
    const perCategory = await c.owner.client.call(rc.abkCategoryTopics, { params: { code: c.a.code }, query: { analysisId, page: 0, size: 50 } });
    expect(perCategory.map((x) => x.categoryId)).toEqual([cat('Delivery')]);
    const toAdd = await c.owner.client.call(rc.abkTopicsToAdd, { params: { code: c.a.code }, query: { topicId } });
    expect(toAdd.map((x) => x.id)).not.toContain(topicId);
    expect(toAdd.length).toBe((perCategory[0]?.topics.length ?? 0) - 1);
    const pendingBefore = await c.owner.client.call(rc.abkApproveList, { params: { code: c.a.code }, query: { analysisId, page: 0, size: 50 } });
    expect(pendingBefore.content.every((x) => x.status === 'PENDING')).toBe(true);
    await t.db.updateTable('rca_topic').set({ status: 'PASSIVE' }).where('id', '=', topicId).execute();
    const pendingAfter = await c.owner.client.call(rc.abkApproveList, { params: { code: c.a.code }, query: { analysisId, page: 0, size: 50 } });
    expect(pendingAfter.total).toBe(pendingBefore.total - 1);
    const sibling = toAdd[0]?.id ?? '';
    expect((await c.owner.client.call(rc.abkTopicsToAdd, { params: { code: c.a.code }, query: { topicId: sibling } })).map((x) => x.id)).not.toContain(topicId);
  });

  it("shows a document's topics", async () => {
    const page = await c.owner.client.call(rc.rcaTopicDocuments, {
      params: { code: c.a.code, id: analysisId, topicId },
      query: { page: 0, size: 1 },
    });
    const documentId = page.content[0]?.id ?? '';
    const found = await c.owner.client.call(rc.abkDocumentTopics, { params: { code: c.a.code }, query: { documentId } });
    expect(found.topics.map((x) => x.id)).toContain(topicId);
    expect(found.rootCauses).toEqual([]);
    const foreign = await c.outsider.client.request(rc.abkDocumentTopics, { params: { code: c.other.code }, query: { documentId } });
    expect(foreign.status).toBe(404);
  });

  it('answers the parameters and algorithm types', async () => {
    const p = await c.owner.client.call(rc.abkParameters, { params: { code: c.a.code } });
    expect(p).toMatchObject({ contentLimit: 20_000, maxContentLimit: 100_000, nightlyRunAt: '00:00', timeZone: t.config.timeZone });
    const types = await c.owner.client.call(rc.abkAlgorithmTypes, { params: { code: c.a.code } });
    expect(types.map((x) => x.code)).toEqual(['CLUSTERING', 'KEYWORD']);
  });
});

describe('keyword topics', () => {
  it('makes a KEYWORD topic of the documents holding a saved keyword or a connected variant, whatever the case and accents', async () => {
    await t.db
      .insertInto('rca_keyword')
      .values([
        { workspace_id: c.a.workspaceId, project_id: c.a.id, keyword: 'TRACKİNG', keyword_key: 'tracking', connected: JSON.stringify(['rüde']) },
        { workspace_id: c.a.workspaceId, project_id: c.a.id, keyword: 'invoice', keyword_key: 'invoice', category_id: cat('Billing') },
      ])
      .execute();
    const { id } = await createAndRun(t, c, rcaBody([cat('Delivery')], { name: 'Keywords' }));
    const topics = (await get(id)).categories.flatMap((x) => x.topics);
    const keyword = topics.filter((x) => x.algorithm === 'KEYWORD');
    // The Billing keyword does not apply to Delivery; tracking (20) and rude (20) documents make the other.
    expect(keyword.map((x) => [x.label, x.size])).toEqual([['TRACKİNG', 40]]);
    expect(docIds.length).toBe(100);
  });
});
