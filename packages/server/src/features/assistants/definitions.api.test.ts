import { assistantEndpoints as e, endpoints, type Assistant } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis } from '../project-documents/test-support.js';
import { assistantCast, type AssistantCast } from './test-support.js';

let t: TestApp;
let c: AssistantCast;
const code = 'assist-rules';
const params = { code };

beforeAll(async () => {
  t = await startTestApp();
  c = await assistantCast(t, 'Assistant rules', code);
}, 180_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  subject: 'Delivery complaints',
  actionType: 'CLASSIFY' as const,
  ...over,
});
const fields = (res: RawResponse) =>
  ((res.body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);
const code_ = (res: RawResponse) => (res.body as { messageCode?: string }).messageCode;
const data = (res: RawResponse) => (res.body as { data: Assistant }).data;

describe("an analysis's assistant", () => {
  it('is null until defined, then one only (409 ASSISTANT_LIMIT), with the defaults of the contract', async () => {
    expect(await c.owner.client.call(e.projectAssistantGet, { params })).toBeNull();
    const res = await c.owner.client.request(e.projectAssistantCreate, { params, body: body() });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({
      owner: 'PROJECT',
      projectCode: code,
      modelId: null,
      subject: 'Delivery complaints',
      actionType: 'CLASSIFY',
      repeatCount: 1,
      documentCount: 20,
      categoryIds: [],
      minAssignedCategories: 0,
      maxAssignedCategories: 1,
      lastRun: null,
    });
    const again = await c.owner.client.request(e.projectAssistantCreate, { params, body: body() });
    expect([again.status, code_(again)]).toEqual([409, 'ASSISTANT_LIMIT']);
    expect((await c.owner.client.call(e.projectAssistantGet, { params }))?.id).toBe(data(res).id);
  });

  it('refuses min above max, unknown categories and categories of another model', async () => {
    const minMax = await c.owner.client.request(e.projectAssistantUpdate, {
      params,
      body: body({ minAssignedCategories: 3, maxAssignedCategories: 2 }),
    });
    expect(minMax.status).toBe(400);
    expect(fields(minMax)).toEqual([['minAssignedCategories', 'ASSISTANT_CATEGORY_COUNTS']]);
    const other = await createModel(c.owner, { code: 'other-topics', categories: [{ name: 'Elsewhere' }] });
    for (const id of [randomUUID(), other.labels[0]!.id]) {
      const res = await c.owner.client.request(e.projectAssistantUpdate, { params, body: body({ categoryIds: [id] }) });
      expect(res.status).toBe(400);
      expect(fields(res)).toEqual([['categoryIds', 'FIELD_INVALID']]);
    }
    const mine = c.model.labels.map((l) => l.id);
    const ok = await c.owner.client.call(e.projectAssistantUpdate, { params, body: body({ categoryIds: mine.slice(0, 2) }) });
    expect(ok.categoryIds).toEqual(mine.slice(0, 2));
  });

  it('refuses CLASSIFY on an analysis without categories (ASSISTANT_NO_CATEGORIES) but lets it summarise', async () => {
    await createAnalysis(t, c.owner, null, 'assist-bare');
    const bare = { code: 'assist-bare' };
    const res = await c.owner.client.request(e.projectAssistantCreate, { params: bare, body: body() });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([['actionType', 'ASSISTANT_NO_CATEGORIES']]);
    const summary = await c.owner.client.call(e.projectAssistantCreate, {
      params: bare,
      body: body({ actionType: 'SUMMARISE', prompt: 'What do customers say?' }),
    });
    expect(summary.actionType).toBe('SUMMARISE');
  });

  it('answers 404 for what is not there: no assistant, no run, no suggestion', async () => {
    await createAnalysis(t, c.owner, null, 'assist-none');
    const none = { code: 'assist-none' };
    for (const res of [
      await c.owner.client.request(e.projectAssistantUpdate, { params: none, body: body({ actionType: 'SUMMARISE' }) }),
      await c.owner.client.request(e.projectAssistantDelete, { params: none }),
      await c.owner.client.request(e.projectAssistantRun, { params: none, body: {} }),
      await c.owner.client.request(e.projectAssistantRuns, { params: none }),
    ])
      expect([res.status, code_(res)]).toEqual([404, 'ASSISTANT_NOT_FOUND']);
    const run = await c.owner.client.request(e.projectAssistantRunDetail, { params: { code, runId: randomUUID() } });
    expect([run.status, code_(run)]).toEqual([404, 'ASSISTANT_RUN_NOT_FOUND']);
    const stop = await c.owner.client.request(e.projectAssistantRunStop, { params: { code, runId: randomUUID() } });
    expect([stop.status, code_(stop)]).toEqual([404, 'ASSISTANT_RUN_NOT_FOUND']);
    for (const call of [e.projectAssistantSuggestionConfirm, e.projectAssistantSuggestionReject]) {
      const res = await c.owner.client.request(call, { params: { code, id: randomUUID() } });
      expect([res.status, code_(res)]).toEqual([404, 'ASSISTANT_SUGGESTION_NOT_FOUND']);
    }
  });

  it("is another workspace's business: 404 like a missing analysis", async () => {
    for (const res of [
      await c.stranger.client.request(e.projectAssistantGet, { params }),
      await c.stranger.client.request(e.projectAssistantUpdate, { params, body: body() }),
      await c.stranger.client.request(e.projectAssistantRun, { params, body: {} }),
      await c.stranger.client.request(e.projectAsk, { params, body: { question: 'Why late?' } }),
    ])
      expect([res.status, code_(res)]).toEqual([404, 'ANALYSIS_NOT_FOUND']);
  });

  it('is removed with its runs; the analysis is unchanged', async () => {
    await c.owner.client.call(e.projectAssistantDelete, { params });
    expect(await c.owner.client.call(e.projectAssistantGet, { params })).toBeNull();
    const docs = await c.owner.client.call(endpoints.documentCountAndLastDate, { params });
    expect(docs.count).toBe(20);
  });
});

describe("a model's assistant", () => {
  it('only on a category model without a tree (400 ASSISTANT_CATEGORY_TREE otherwise), one per model', async () => {
    const tree = await c.owner.client.request(e.modelAssistantCreate, { params: { id: c.model.id }, body: body() });
    expect(tree.status).toBe(400);
    expect(fields(tree).map(([, m]) => m)).toEqual(['ASSISTANT_CATEGORY_TREE']);
    const sentiment = await createModel(c.owner, { code: 'assist-sentiment', sense: 'SENTIMENT' });
    const fixed = await c.owner.client.request(e.modelAssistantCreate, { params: { id: sentiment.id }, body: body() });
    expect(fixed.status).toBe(400);

    const fresh = await createModel(c.owner, { code: 'assist-fresh' });
    const id = { id: fresh.id };
    const made = await c.owner.client.call(e.modelAssistantCreate, { params: id, body: body() });
    expect(made).toMatchObject({ owner: 'MODEL', modelId: fresh.id, projectCode: null });
    const again = await c.owner.client.request(e.modelAssistantCreate, { params: id, body: body() });
    expect([again.status, code_(again)]).toEqual([409, 'ASSISTANT_LIMIT']);
    const rootCause = await c.owner.client.request(e.modelAssistantUpdate, {
      params: id,
      body: body({ actionType: 'ROOT_CAUSE' }),
    });
    expect(fields(rootCause)).toEqual([['actionType', 'FIELD_INVALID_OPTION']]);
    const foreign = await c.stranger.client.request(e.modelAssistantGet, { params: id });
    expect(foreign.status).toBe(404);
  });
});
