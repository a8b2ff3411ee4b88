import { assistantEndpoints as e, endpoints, type AssistantSuggestion } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm/server.js';
import { assistantCast, finished, useFakeLlm, type AssistantCast } from './test-support.js';

let t: TestApp;
let fake: FakeLlm;
let c: AssistantCast;
const code = 'assist-runs';
const params = { code };

beforeAll(async () => {
  t = await startTestApp();
  fake = await startFakeLlm();
  c = await assistantCast(t, 'Assistant runs', code);
  await useFakeLlm(c.operator, c.accountId, fake.url);
  await c.owner.client.call(e.projectAssistantCreate, {
    params,
    body: { subject: 'Order feedback', actionType: 'CLASSIFY', documentCount: 20, maxAssignedCategories: 2 },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const messageCode = (res: RawResponse) => (res.body as { messageCode?: string }).messageCode;
const save = (over: Record<string, unknown>) =>
  c.owner.client.call(e.projectAssistantUpdate, {
    params,
    body: { subject: 'Order feedback', actionType: 'CLASSIFY', documentCount: 20, maxAssignedCategories: 2, ...over },
  });
const run = async () => finished(c.owner, code, (await c.owner.client.call(e.projectAssistantRun, { params, body: {} })).id);
const suggestions = (query: Record<string, unknown> = {}) =>
  c.owner.client.call(e.projectAssistantSuggestions, { params, query: { page: 0, size: 100, ...query } });
const categoriesOf = async (documentId: string) =>
  (await c.owner.client.call(endpoints.documentGet, { params: { code, id: documentId } })).categories.map((x) => [
    x.name,
    x.origin,
  ]);
const chatCalls = (from: number) => fake.requests.slice(from).filter((r) => r.path.endsWith('/chat/completions'));

describe('a CLASSIFY run', () => {
  let first: AssistantSuggestion[] = [];

  it('reads the twenty documents in two calls of ten and writes suggestions, never labels', async () => {
    const from = fake.requests.length;
    const done = await run();
    expect(done).toMatchObject({ status: 'DONE', total: 20, processed: 20, suggestionCount: 15, errorCode: null });
    expect(done.tokensUsed).toBeGreaterThan(0);
    const calls = chatCalls(from);
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const body = call.body as { messages: { role: string; content: string }[]; temperature: number };
      const task = JSON.parse(body.messages.at(-1)?.content ?? '{}') as {
        task: string;
        documents: unknown[];
        categories: string[];
      };
      expect([task.task, task.documents.length, task.categories]).toEqual(['CLASSIFY', 10, ['Delivery', 'Price', 'Support']]);
      expect(body.temperature).toBe(0);
    }
    const page = await suggestions({ runId: done.id });
    expect(page.total).toBe(15);
    first = page.content;
    const byName = (name: string) => first.filter((s) => s.name === name).map((s) => s.documentId);
    expect(byName('Delivery').sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => c.documents[`a${i}`]).sort());
    expect(byName('Price')).toHaveLength(5);
    expect(byName('Support')).toHaveLength(4);
    expect(first.every((s) => s.status === 'PENDING' && s.kind === 'CATEGORY' && s.confidence === 1)).toBe(true);
    expect(first.find((s) => s.name === 'Delivery')).toMatchObject({ quote: 'delivery', reason: 'mentions delivery' });
    expect(first[0]?.documentText).toMatch(/^Order \d+:/);
    // Suggestions are not labels: no document got a category.
    expect(await categoriesOf(c.documents['a0']!)).toEqual([]);
    const assistant = await c.owner.client.call(e.projectAssistantGet, { params });
    expect(assistant?.lastRun?.id).toBe(done.id);
  });

  it('confirming two labels their documents as a user mark would; the others stay pending', async () => {
    const [one, two] = first.filter((s) => s.name === 'Delivery');
    for (const s of [one!, two!]) {
      const confirmed = await c.owner.client.call(e.projectAssistantSuggestionConfirm, { params: { code, id: s.id } });
      expect(confirmed).toMatchObject({ status: 'CONFIRMED', decidedBy: c.owner.userId });
      expect(await categoriesOf(s.documentId)).toEqual([['Delivery', 'MANUAL']]);
    }
    const audit = await t.db
      .selectFrom('project_audit')
      .select(['action', 'entity_id'])
      .where('entity_id', 'in', [one!.documentId, two!.documentId])
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['MARK', 'MARK']);
    expect((await suggestions({ status: 'PENDING' })).total).toBe(13);
    const again = await c.owner.client.request(e.projectAssistantSuggestionConfirm, { params: { code, id: one!.id } });
    expect([again.status, messageCode(again)]).toEqual([409, 'ASSISTANT_SUGGESTION_DECIDED']);
  });

  it('rejecting leaves the document unchanged', async () => {
    const s = first.find((x) => x.name === 'Support')!;
    const rejected = await c.owner.client.call(e.projectAssistantSuggestionReject, { params: { code, id: s.id } });
    expect(rejected.status).toBe('REJECTED');
    expect(await categoriesOf(s.documentId)).toEqual([]);
  });

  it('a document a person labelled keeps its labels: confirming adds', async () => {
    const s = first.find((x) => x.name === 'Price')!;
    const support = c.model.labels.find((l) => l.name === 'Support')!.id;
    await c.owner.client.call(endpoints.documentMark, {
      params,
      body: { documentId: s.documentId, modelCode: c.model.code, categoryIds: [support] },
    });
    await c.owner.client.call(e.projectAssistantSuggestionConfirm, { params: { code, id: s.id } });
    expect((await categoriesOf(s.documentId)).map(([n]) => n).sort()).toEqual(['Price', 'Support']);
  });

  it('caps suggestions per category with the assignment limit', async () => {
    await save({ assignmentLimit: 2 });
    const done = await run();
    expect(done.suggestionCount).toBe(6);
    const names = (await suggestions({ runId: done.id })).content.map((s) => s.name).sort();
    expect(names).toEqual(['Delivery', 'Delivery', 'Price', 'Price', 'Support', 'Support']);
  });

  it('asks repeatCount times and keeps the majority, with its share as confidence', async () => {
    await save({ repeatCount: 3 });
    let n = 0;
    fake.setResponder((call) => {
      n += 1;
      const task = call.task as { documents: { id: string }[] };
      // Answers 1 and 3 of each batch name Delivery (quoting "Order"), answer 2 names Price: Delivery wins 2 of 3.
      const name = n % 3 === 2 ? 'Price' : 'Delivery';
      return { items: task.documents.map((d) => ({ documentId: d.id, labels: [{ name, quote: 'Order', reason: 'r' }] })) };
    });
    try {
      const done = await run();
      expect(n).toBe(6);
      const page = await suggestions({ runId: done.id });
      expect(page.total).toBe(20);
      expect(page.content.every((s) => s.name === 'Delivery' && Math.abs(s.confidence - 2 / 3) < 1e-6)).toBe(true);
    } finally {
      fake.setResponder(null);
    }
  });

  it('drops quotes a document does not contain and names that are not categories', async () => {
    await save({ repeatCount: 1 });
    fake.setResponder((call) => {
      const task = call.task as { documents: { id: string }[] };
      const labels = [
        { name: 'Delivery', quote: 'words nobody wrote', reason: 'r' },
        { name: 'Weather', quote: 'Order', reason: 'r' },
      ];
      return { items: [...task.documents.map((d) => ({ documentId: d.id, labels })), { documentId: 'invented', labels }] };
    });
    try {
      const done = await run();
      expect(done).toMatchObject({ status: 'DONE', suggestionCount: 0 });
    } finally {
      fake.setResponder(null);
    }
  });
});

describe('the run lifecycle', () => {
  it('one active run at a time; a stop is honoured and kept', async () => {
    await save({ llmModel: 'fake-timeout' });
    const started = await c.owner.client.call(e.projectAssistantRun, { params, body: {} });
    const second = await c.owner.client.request(e.projectAssistantRun, { params, body: {} });
    expect([second.status, messageCode(second)]).toEqual([409, 'ASSISTANT_RUN_ACTIVE']);
    const stopped = await c.owner.client.call(e.projectAssistantRunStop, { params: { code, runId: started.id } });
    expect(stopped.status).toBe('STOPPED');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await finished(c.owner, code, started.id)).toMatchObject({ status: 'STOPPED', errorCode: null });
  });

  it.each([
    ['fake-timeout', 'AI_PROVIDER_TIMEOUT'],
    ['fake-500', 'AI_PROVIDER_FAILED'],
    ['fake-malformed', 'AI_PROVIDER_MALFORMED'],
    ['fake-bad-json', 'AI_PROVIDER_MALFORMED'],
  ])('a provider answering as %s ends the run FAILED with %s', async (model, errorCode) => {
    await save({ llmModel: model });
    const done = await run();
    expect(done).toMatchObject({ status: 'FAILED', errorCode, processed: 0, suggestionCount: 0 });
    expect(done.finishedAt).not.toBeNull();
  });

  it('a run its process left active past the job expiry no longer blocks the next one', async () => {
    await save({ llmModel: null });
    const latest = (await c.owner.client.call(e.projectAssistantRuns, { params }))[0]!;
    await t.db
      .updateTable('assistant_run')
      .set({ status: 'RUNNING', finished_at: null, created_at: new Date(Date.now() - 7 * 3600_000) })
      .where('id', '=', latest.id)
      .execute();
    const done = await run();
    expect(done.status).toBe('DONE');
    expect(await finished(c.owner, code, latest.id)).toMatchObject({ status: 'FAILED', errorCode: 'INTERNAL_ERROR' });
  });

  it('lists the runs newest first', async () => {
    const runs = await c.owner.client.call(e.projectAssistantRuns, { params });
    expect(runs.length).toBeGreaterThanOrEqual(10);
    expect(runs[0]?.status).toBe('DONE');
    expect([...runs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => r.id)).toEqual(runs.map((r) => r.id));
  });
});

describe('the budget', () => {
  it('ends the run FAILED with AI_BUDGET_EXCEEDED; what the first batch suggested stays', async () => {
    const b = await assistantCast(t, 'Assistant budget', 'assist-budget');
    await useFakeLlm(b.operator, b.accountId, fake.url, { monthlyTokenBudget: 300 });
    await b.owner.client.call(e.projectAssistantCreate, {
      params: { code: 'assist-budget' },
      body: { subject: 'Order feedback', actionType: 'CLASSIFY', documentCount: 20, maxAssignedCategories: 2 },
    });
    const started = await b.owner.client.call(e.projectAssistantRun, { params: { code: 'assist-budget' }, body: {} });
    const done = await finished(b.owner, 'assist-budget', started.id);
    expect(done).toMatchObject({ status: 'FAILED', errorCode: 'AI_BUDGET_EXCEEDED', processed: 10 });
    expect(done.suggestionCount).toBeGreaterThan(0);
    const page = await b.owner.client.call(e.projectAssistantSuggestions, {
      params: { code: 'assist-budget' },
      query: { page: 0, size: 100 },
    });
    expect(page.total).toBe(done.suggestionCount);
    const ask = await b.owner.client.request(e.projectAsk, {
      params: { code: 'assist-budget' },
      body: { question: 'Why late?' },
    });
    expect([ask.status, messageCode(ask)]).toEqual([402, 'AI_BUDGET_EXCEEDED']);
  });
});
