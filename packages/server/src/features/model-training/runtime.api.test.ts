import { endpoints, type ModelDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createModel, labelIds } from '../models/test-fixtures.js';
import { addLabelled, labelledDocuments, topicCategories, topicTexts, trainAndWait, modelWorkspace } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let model: ModelDetail;
beforeAll(async () => {
  t = await startTestApp();
  ({ owner, analyst, outsider, model } = await modelWorkspace(t, 'Runtime Inc', { labelled: 20 }));
});
afterAll(() => t.close());

const test = (who: SignedInUser, body: Parameters<typeof owner.client.request<typeof endpoints.modelTest>>[1]) =>
  who.client.request(endpoints.modelTest, body);

describe('the test call', () => {
  it('needs a trained version, validates its input and keeps models of other workspaces apart', async () => {
    const none = await test(owner, { params: { id: model.id }, body: { text: 'my parcel is late' } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ messageCode: 'MODEL_NO_VERSION' });
    const empty = await test(owner, { params: { id: model.id }, body: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fields: [{ messageCode: 'DOCUMENT_CONTENT_REQUIRED' }] });
    const both = await test(owner, {
      params: { id: model.id },
      body: { text: 'x', turns: [{ speaker: 'customer', text: 'y' }] },
    });
    expect(both.status).toBe(400);
    expect((await test(outsider, { params: { id: model.id }, body: { text: 'late parcel' } })).status).toBe(404);
    expect(
      (await new Client(t.baseUrl).request(endpoints.modelTest, { params: { id: model.id }, body: { text: 'a' } })).status,
    ).toBe(401);
  });

  it('classifies with the newest successful version, then the deployed one, with spans, entities and masking', async () => {
    const v1 = await trainAndWait(t, owner, model);
    const ids = labelIds(model);
    const res = await analyst.client.call(endpoints.modelTest, {
      params: { id: model.id },
      body: { text: 'Hello, my refund has not been received. Mail me at jane@example.com' },
    });
    expect(res.versionId).toBe(v1.id);
    expect(res.predicted.map((p) => [p.labelId, p.name])).toEqual([[ids['Billing'], 'Billing']]);
    expect(res.predicted[0]?.score).toBeGreaterThan(0.5);
    expect(res.scores).toHaveLength(3);
    expect(res.scores.reduce((a, s) => a + s.score, 0)).toBeCloseTo(1, 5);
    expect(res.spans.length).toBeGreaterThan(0);
    expect(res.spans.every((s) => s.labelId === ids['Billing'] && s.segment === 0)).toBe(true);
    const text = 'Hello, my refund has not been received. Mail me at jane@example.com';
    expect(res.spans.every((s) => text.slice(s.start, s.end) === s.text)).toBe(true);
    expect(res.entities).toContainEqual({ type: 'EMAIL', start: 51, end: 67, text: 'jane@example.com', segment: 0 });
    expect(res.masked).toBeNull();
    expect(res.language).toBe('en');

    // The pipeline decides masking (and language detection).
    await owner.client.call(endpoints.modelPipeline, {
      params: { id: model.id },
      body: {
        stages: [
          { code: 'DETECT_LANGUAGE', enabled: true, options: {} },
          { code: 'MASK_ENTITIES', enabled: true, options: { types: 'EMAIL' } },
          { code: 'CLASSIFY', enabled: true, options: {} },
        ],
      },
    });
    const masked = await owner.client.call(endpoints.modelTest, { params: { id: model.id }, body: { text } });
    expect(masked.masked).toBe('Hello, my refund has not been received. Mail me at [EMAIL]');
    const turkish = await owner.client.call(endpoints.modelTest, {
      params: { id: model.id },
      body: { text: 'Kargom hâlâ gelmedi, çok kötü bir deneyim oldu' },
    });
    expect(turkish.language).toBe('tr');

    // Deployed wins over newest; a chosen version wins over both.
    const v2 = await trainAndWait(t, owner, model);
    await owner.client.call(endpoints.modelVersionDeploy, { params: { id: model.id, versionId: v1.id } });
    expect((await owner.client.call(endpoints.modelTest, { params: { id: model.id }, body: { text } })).versionId).toBe(v1.id);
    const chosen = await owner.client.call(endpoints.modelTest, { params: { id: model.id }, body: { text, versionId: v2.id } });
    expect(chosen.versionId).toBe(v2.id);
    const missing = await test(owner, { params: { id: model.id }, body: { text, versionId: model.id } });
    expect(missing.status).toBe(404);
  });

  it('gives the labelling pages suggestions and the "label these next" order from the deployed version', async () => {
    const other = await createModel(owner, { name: 'Suggest', categories: topicCategories() });
    await addLabelled(owner, other, labelledDocuments(12, 5));
    const unlabelled = topicTexts(4, 9).map((d, i) => ({ id: `u-${i}`, text: d.text }));
    await owner.client.call(endpoints.modelJsonUpload, { params: { id: other.id }, body: { documents: unlabelled } });
    const page = () =>
      owner.client.call(endpoints.modelDocuments, {
        params: { id: other.id },
        query: { tab: 'UNMARKED', suggest: 'true', order: 'NEXT', size: 5 },
      });
    // Nothing deployed: no suggestions, plain order.
    expect((await page()).content.every((d) => d.suggestion === null)).toBe(true);

    const version = await trainAndWait(t, owner, other);
    await owner.client.call(endpoints.modelVersionDeploy, { params: { id: other.id, versionId: version.id } });
    const ranked = await page();
    expect(ranked.content).toHaveLength(5);
    expect(ranked.content.map((d) => d.rank)).toEqual([0, 1, 2, 3, 4]);
    for (const doc of ranked.content) {
      expect(doc.suggestion?.versionId).toBe(version.id);
      expect(doc.suggestion?.predicted).toHaveLength(1);
      expect(doc.suggestion?.labels.map((l) => l.name).sort()).toEqual(['App', 'Billing', 'Delivery']);
    }
    const first = ranked.content[0];
    const suggestion = await owner.client.call(endpoints.modelDocumentSuggestion, {
      params: { id: other.id, documentId: first?.id ?? '' },
    });
    expect(suggestion?.predicted).toEqual(first?.suggestion?.predicted);
    expect(suggestion?.spans.length).toBeGreaterThan(0);
  });
});

describe('other kinds of models', () => {
  it('trains a multi-label model and measures it per label', async () => {
    const multi = await createModel(owner, { name: 'Multi', classification: 'MULTI_LABEL', categories: topicCategories() });
    const extra: Record<string, { label: string; text: string }> = {
      Delivery: { label: 'App', text: 'and the app crashes on login' },
      Billing: { label: 'Delivery', text: 'and the courier never arrived' },
      App: { label: 'Billing', text: 'and I was charged twice on my card' },
    };
    // Every other document is about a second topic too, so each pair of topics occurs together.
    const docs = topicTexts(15, 11).map((d, i) => {
      const second = i % 2 === 0 ? extra[d.label] : undefined;
      return {
        id: `m-${i}`,
        text: second ? `${d.text} ${second.text}` : d.text,
        labels: second ? [d.label, second.label] : [d.label],
      };
    });
    await addLabelled(owner, multi, docs);
    const version = await trainAndWait(t, owner, multi);
    expect(version.status).toBe('SUCCESS');
    const stats = await owner.client.call(endpoints.modelVersionStatistics, { params: { id: multi.id, versionId: version.id } });
    expect(stats).toMatchObject({ evaluation: 'CROSS_VALIDATION', n: 45, calibrationError: null });
    const app = stats.labels.findIndex((l) => l.name === 'App');
    expect(stats.perLabel[app]?.support).toBe(docs.filter((d) => d.labels.includes('App')).length);
    expect(stats.perLabel.every((m) => m.f1 > 0.6)).toBe(true);
    // Multi-label cells: documents carrying the row's label that were given the column's label.
    expect(stats.confusion[app]?.[app]).toBeGreaterThan(0);
    const res = await owner.client.call(endpoints.modelTest, {
      params: { id: multi.id },
      body: { text: 'I was charged twice on my card and the app crashes on login' },
    });
    expect(res.predicted.map((p) => p.name).sort()).toEqual(['App', 'Billing']);
  });

  it('trains a dialogue model on turns and explains per turn', async () => {
    const dialogue = await createModel(owner, { name: 'Calls', data: 'DIALOGUE', categories: topicCategories() });
    const docs = topicTexts(15, 13).map((d, i) => ({
      id: `c-${i}`,
      turns: [
        { speaker: 'agent' as const, text: 'Welcome, how can I help you today?' },
        { speaker: 'customer' as const, text: d.text },
        { speaker: 'agent' as const, text: 'I am sorry, let me check that for you.' },
      ],
      labels: [d.label],
    }));
    await addLabelled(owner, dialogue, docs);
    const version = await trainAndWait(t, owner, dialogue);
    expect(version).toMatchObject({ status: 'SUCCESS', trainingDocuments: 45 });
    const res = await owner.client.call(endpoints.modelTest, {
      params: { id: dialogue.id },
      body: {
        turns: [
          { speaker: 'agent', text: 'Welcome, how can I help you today?' },
          { speaker: 'customer', text: 'the courier never arrived with my parcel' },
        ],
      },
    });
    expect(res.predicted.map((p) => p.name)).toEqual(['Delivery']);
    expect(res.spans.some((s) => s.segment === 1)).toBe(true);
  });

  it('trains a sentiment model on its fixed labels, and a named-entity model answers entities only', async () => {
    const sentiment = await createModel(owner, { name: 'Mood', sense: 'SENTIMENT' });
    const good = ['great service, thank you', 'I love this product', 'excellent and fast, very happy'];
    const bad = ['terrible service, very angry', 'I hate this product', 'awful and slow, very unhappy'];
    await addLabelled(owner, sentiment, [
      ...good.map((text) => ({ text, sentiment: 'POSITIVE' as const })),
      ...bad.map((text) => ({ text, labels: ['olumsuz'] })),
    ]);
    const version = await trainAndWait(t, owner, sentiment);
    expect(version.status).toBe('SUCCESS');
    const res = await owner.client.call(endpoints.modelTest, {
      params: { id: sentiment.id },
      body: { text: 'terrible and slow' },
    });
    expect(res.predicted.map((p) => p.labelId)).toEqual(['NEGATIVE']);

    const entities = await createModel(owner, { name: 'NER', sense: 'NAMED_ENTITY' });
    const ne = await owner.client.call(endpoints.modelTest, {
      params: { id: entities.id },
      body: { turns: [{ speaker: 'customer', text: 'my order no: 123456 is late, call 0532 123 45 67' }] },
    });
    expect(ne).toMatchObject({ versionId: null, predicted: [], scores: [], spans: [] });
    expect(ne.entities.map((e) => [e.type, e.segment])).toEqual([
      ['ORDER_NUMBER', 0],
      ['PHONE', 0],
    ]);
  });
});
