import { assistantEndpoints as e, endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm/server.js';
import { addDocuments, createModel } from '../models/test-fixtures.js';
import { searchBody, seedDocuments } from '../project-documents/test-support.js';
import { assistantCast, finished, useFakeLlm, type AssistantCast } from './test-support.js';

let t: TestApp;
let fake: FakeLlm;
let c: AssistantCast;
const code = 'assist-ask';
const params = { code };

beforeAll(async () => {
  t = await startTestApp();
  fake = await startFakeLlm();
  c = await assistantCast(t, 'Assistant answers', code);
  await useFakeLlm(c.operator, c.accountId, fake.url);
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const messageCode = (res: RawResponse) => (res.body as { messageCode?: string }).messageCode;
const ids = () => new Set(Object.values(c.documents));
const lastTask = () => {
  const call = fake.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1);
  const body = call?.body as { messages: { content: string }[] };
  return JSON.parse(body.messages.at(-1)?.content ?? '{}') as { task: string; matching: number; documents: { id: string }[] };
};

describe('Ask your data', () => {
  it("answers with the search's count and cites documents it was given", async () => {
    const res = await c.owner.client.call(e.projectAsk, { params, body: { question: 'Why is the delivery late?' } });
    expect(res).toMatchObject({ matching: 20, used: 20, model: 'fake-chat' });
    expect(res.answer).toMatch(/^20 documents match/);
    expect(res.tokensUsed).toBeGreaterThan(0);
    expect(res.citations).toHaveLength(2);
    for (const cite of res.citations) {
      expect(ids().has(cite.documentId)).toBe(true);
      expect(cite.snippet).toContain(cite.quote);
    }
    const task = lastTask();
    expect([task.task, task.matching, task.documents.length]).toEqual(['ANSWER', 20, 20]);
    // Ranked by the words shared with the question: the delivery documents first.
    expect(
      task.documents
        .slice(0, 6)
        .map((d) => d.id)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5].map((i) => c.documents[`a${i}`]).sort());
  });

  it("counts within the data tab's filter", async () => {
    const res = await c.owner.client.call(e.projectAsk, {
      params,
      body: { question: 'What about prices?', filter: searchBody({ query: 'price' }) },
    });
    expect([res.matching, res.used]).toEqual([5, 5]);
  });

  it('removes citations of documents it was not given and quotes they do not contain', async () => {
    const real = c.documents['a0']!;
    fake.setResponder(() => ({
      answer: 'Deliveries are late.',
      citations: [
        { documentId: '00000000-0000-4000-8000-000000000001', quote: 'delivery' },
        { documentId: real, quote: 'the parcel was lost' },
        { documentId: real, quote: 'came three days late' },
      ],
    }));
    try {
      const res = await c.owner.client.call(e.projectAsk, { params, body: { question: 'Why late?' } });
      expect(res.citations.map((x) => [x.documentId, x.quote])).toEqual([[real, 'came three days late']]);
    } finally {
      fake.setResponder(null);
    }
  });

  it('answers the provider failure with its code (503), and 409 when the provider is off', async () => {
    await useFakeLlm(c.operator, c.accountId, fake.url, { chatModel: 'fake-500' });
    const failed = await c.owner.client.request(e.projectAsk, { params, body: { question: 'Why late?' } });
    expect([failed.status, messageCode(failed)]).toEqual([503, 'AI_PROVIDER_FAILED']);
    await useFakeLlm(c.operator, c.accountId, fake.url, { chatModel: 'fake-malformed' });
    const malformed = await c.owner.client.request(e.projectAsk, { params, body: { question: 'Why late?' } });
    expect([malformed.status, messageCode(malformed)]).toEqual([503, 'AI_PROVIDER_MALFORMED']);
    await useFakeLlm(c.operator, c.accountId, fake.url, { enabled: false });
    const off = await c.owner.client.request(e.projectAsk, { params, body: { question: 'Why late?' } });
    expect([off.status, messageCode(off)]).toEqual([409, 'AI_PROVIDER_OFF']);
    await useFakeLlm(c.operator, c.accountId, fake.url);
  });

  it('ranks by the embeddings when the provider has an embedding model', async () => {
    await useFakeLlm(c.operator, c.accountId, fake.url, { embeddingModel: 'fake-embed' });
    const extra = Array.from({ length: 10 }, (_, i) => ({
      externalId: `x${i}`,
      content: `Extra ${i}: the app crashed on login`,
      contentDate: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
    }));
    await seedDocuments(t, c.analysis, extra);
    const from = fake.requests.length;
    const res = await c.owner.client.call(e.projectAsk, { params, body: { question: 'the app crashed on login' } });
    expect([res.matching, res.used]).toEqual([30, 20]);
    expect(fake.requests.slice(from).some((r) => r.path.endsWith('/embeddings'))).toBe(true);
    await useFakeLlm(c.operator, c.accountId, fake.url);
  });
});

describe('SUMMARISE and ROOT_CAUSE', () => {
  it('a SUMMARISE run writes one answer citing documents it read', async () => {
    await c.owner.client.call(e.projectAssistantCreate, {
      params,
      body: { subject: 'Orders', actionType: 'SUMMARISE', prompt: 'What do customers say about orders?', documentCount: 5 },
    });
    const started = await c.owner.client.call(e.projectAssistantRun, {
      params,
      body: { filter: searchBody({ query: 'delivery' }) },
    });
    const done = await finished(c.owner, code, started.id);
    expect(done).toMatchObject({ status: 'DONE', total: 5, processed: 5, errorCode: null });
    expect(done.answer?.text).toMatch(/^6 documents match/);
    expect(done.answer?.citations).toHaveLength(2);
    expect(done.answer?.citations.every((x) => ids().has(x.documentId))).toBe(true);
  });

  it('a ROOT_CAUSE suggestion cannot be confirmed on one document and stays for review', async () => {
    await c.owner.client.call(e.projectAssistantUpdate, {
      params,
      body: { subject: 'Orders', actionType: 'ROOT_CAUSE', allowNewRootCause: true, documentCount: 3 },
    });
    fake.setResponder((call) => {
      const task = call.task as { task: string; allowNew: boolean; documents: { id: string; text: string }[] };
      expect([task.task, task.allowNew]).toEqual(['ROOT_CAUSE', true]);
      const quote = (text: string) => text.split(' ')[0] ?? '';
      return {
        items: task.documents.map((d) => ({
          documentId: d.id,
          labels: [{ name: 'Courier', quote: quote(d.text), reason: 'r' }],
        })),
      };
    });
    try {
      const started = await c.owner.client.call(e.projectAssistantRun, { params, body: {} });
      const done = await finished(c.owner, code, started.id);
      expect(done.suggestionCount).toBe(3);
    } finally {
      fake.setResponder(null);
    }
    const page = await c.owner.client.call(e.projectAssistantSuggestions, { params, query: { page: 0, size: 10 } });
    const s = page.content[0]!;
    expect(s).toMatchObject({ kind: 'ROOT_CAUSE', name: 'Courier', rootCauseId: null, status: 'PENDING' });
    const res = await c.owner.client.request(e.projectAssistantSuggestionConfirm, { params: { code, id: s.id } });
    expect([res.status, messageCode(res)]).toEqual([409, 'ASSISTANT_ROOT_CAUSE_NOT_ASSIGNABLE']);
    const after = await c.owner.client.call(e.projectAssistantSuggestions, {
      params,
      query: { page: 0, size: 10, status: 'PENDING' },
    });
    expect(after.total).toBe(3);
  });
});

describe("a model's assistant", () => {
  it('proposes new categories; confirming creates each once and labels the model document', async () => {
    const model = await createModel(c.owner, { code: 'assist-new-topics' });
    const docIds = await addDocuments(t, model, ['Shipping took ages', 'Shipping was fine', 'Nothing to say']);
    const id = { id: model.id };
    await c.owner.client.call(e.modelAssistantCreate, { params: id, body: { subject: 'Topics', actionType: 'CLASSIFY' } });
    fake.setResponder((call) => {
      const task = call.task as { categories: string[]; allowNew: boolean; documents: { id: string; text: string }[] };
      expect([task.categories, task.allowNew]).toEqual([[], true]);
      return {
        items: task.documents.map((d) => ({
          documentId: d.id,
          labels: d.text.startsWith('Shipping') ? [{ name: 'Shipping', quote: 'Shipping', reason: 'r' }] : [],
        })),
      };
    });
    let runId: string;
    try {
      runId = (await c.owner.client.call(e.modelAssistantRun, { params: id, body: { query: '' } })).id;
      const until = Date.now() + 20_000;
      for (;;) {
        const r = await c.owner.client.call(e.modelAssistantRunDetail, { params: { ...id, runId } });
        if (r.status === 'DONE') break;
        if (r.status === 'FAILED' || Date.now() > until) throw new Error(`run ${r.status} ${r.errorCode ?? ''}`);
        await new Promise((x) => setTimeout(x, 100));
      }
    } finally {
      fake.setResponder(null);
    }
    const page = await c.owner.client.call(e.modelAssistantSuggestions, { params: id, query: { page: 0, size: 10 } });
    expect(page.content.map((s) => [s.kind, s.name, s.categoryId])).toEqual([
      ['NEW_CATEGORY', 'Shipping', null],
      ['NEW_CATEGORY', 'Shipping', null],
    ]);
    for (const s of page.content)
      await c.owner.client.call(e.modelAssistantSuggestionConfirm, { params: { ...id, suggestionId: s.id } });
    const tree = await c.owner.client.call(endpoints.modelCategories, { params: id });
    expect(tree.map((n) => n.name)).toEqual(['Shipping']);
    const labelled = await t.db
      .selectFrom('model_document')
      .select(['id', 'label_ids'])
      .where('model_id', '=', model.id)
      .execute();
    const shipping = tree[0]!.id;
    expect(
      labelled
        .filter((d) => d.label_ids.includes(shipping))
        .map((d) => d.id)
        .sort(),
    ).toEqual(docIds.slice(0, 2).sort());
    expect(page.content.every((s) => docIds.includes(s.documentId))).toBe(true);
  });
});
