import { endpoints, type AliasSaveBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  searchBody,
  seedDocuments,
  type Analysis,
} from '../project-documents/test-support.js';

let t: TestApp;
let en: SignedInUser;
let tr: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Alias Co');
  ({ owner: en, analyst: tr, outsider } = ws);
  await tr.client.call(endpoints.updateMe, { body: { language: 'tr' } });
  a = await createAnalysis(t, en, ws.model, 'alias-co');
  ids = await seedDocuments(t, a, mixedDocuments);
}, 120_000);
afterAll(() => t.close());

const code = () => ({ code: a.code });
const delivery = (): AliasSaveBody => ({
  aliasType: 'CATEGORY',
  modelId: a.modelId,
  categoryId: a.categories['Delivery'] ?? '',
  keyAlias: { tr: 'Teslimat', en: 'Shipping' },
});
const treeName = async (user: SignedInUser, id: string) =>
  (await user.client.call(endpoints.projectCategoryTree, { params: code() }))[0]?.categories.find((c) => c.id === id)?.name;

describe('alias rules', () => {
  it('refuses an alias without any alias text, a missing key part, an unknown category or attribute', async () => {
    const empty = await en.client.request(endpoints.aliasCreate, {
      params: code(),
      body: { ...delivery(), keyAlias: { tr: ' ', en: '' }, valueAlias: null },
    });
    expect(empty.body).toMatchObject({ status: 400, fields: [{ field: 'keyAlias', messageCode: 'ALIAS_ENTRY_REQUIRED' }] });
    const noCategory = await en.client.request(endpoints.aliasCreate, {
      params: code(),
      body: { aliasType: 'CATEGORY', modelId: a.modelId, keyAlias: { en: 'X' } },
    });
    expect(noCategory.body).toMatchObject({ status: 400, fields: [{ field: 'categoryId', messageCode: 'FIELD_REQUIRED' }] });
    const noValue = await en.client.request(endpoints.aliasCreate, {
      params: code(),
      body: { aliasType: 'VALUE', attribute: 'segment', valueAlias: 'Gold' },
    });
    expect(noValue.body).toMatchObject({ status: 400, fields: [{ field: 'value', messageCode: 'FIELD_REQUIRED' }] });
    const unknownCategory = await en.client.request(endpoints.aliasCreate, {
      params: code(),
      body: { ...delivery(), categoryId: 'nope' },
    });
    expect(unknownCategory.body).toMatchObject({ status: 400, messageCode: 'CATEGORY_NOT_FOUND' });
    const unknownAttribute = await en.client.request(endpoints.aliasCreate, {
      params: code(),
      body: { aliasType: 'ATTRIBUTE', attribute: 'nope', keyAlias: { tr: 'Hayır' } },
    });
    expect(unknownAttribute.body).toMatchObject({ status: 400, messageCode: 'ATTRIBUTE_UNKNOWN' });
    expect(await en.client.call(endpoints.aliasList, { params: code() })).toEqual([]);
  });
});

describe('names in the user language', () => {
  it('answers the TR alias to a TR user and the EN alias to an EN user: category tree, document chips, facets', async () => {
    const created = await en.client.call(endpoints.aliasCreate, { params: code(), body: delivery() });
    expect(created).toMatchObject({ aliasType: 'CATEGORY', keyName: 'Delivery', keyAlias: { tr: 'Teslimat', en: 'Shipping' } });
    const again = await en.client.request(endpoints.aliasCreate, { params: code(), body: delivery() });
    expect(again.body).toMatchObject({ status: 409, messageCode: 'ALIAS_KEY_TAKEN' });

    const id = a.categories['Delivery'] ?? '';
    expect(await treeName(en, id)).toBe('Shipping');
    expect(await treeName(tr, id)).toBe('Teslimat');
    // A category without an alias keeps its own name.
    expect(await treeName(tr, a.categories['Billing'] ?? '')).toBe('Billing');

    const chip = async (user: SignedInUser) =>
      (await user.client.call(endpoints.documentGet, { params: { code: a.code, id: ids['d1'] ?? '' } })).categories.map(
        (c) => c.name,
      );
    expect(await chip(en)).toEqual(['Shipping']);
    expect(await chip(tr)).toEqual(['Teslimat']);

    const search = async (user: SignedInUser) =>
      (await user.client.call(endpoints.documentSearch, { params: code(), body: searchBody() })).documents.content
        .find((d) => d.externalId === 'd1')
        ?.categories.map((c) => c.name);
    expect(await search(tr)).toEqual(['Teslimat']);
  });

  it('falls back to the value alias where the language has none; the list keeps the raw key name', async () => {
    const billing = await en.client.call(endpoints.aliasCreate, {
      params: code(),
      body: {
        aliasType: 'CATEGORY',
        modelId: a.modelId,
        categoryId: a.categories['Billing'] ?? '',
        keyAlias: { tr: 'Fatura' },
        valueAlias: 'Invoices',
      },
    });
    expect(await treeName(tr, a.categories['Billing'] ?? '')).toBe('Fatura');
    expect(await treeName(en, a.categories['Billing'] ?? '')).toBe('Invoices');
    const list = await tr.client.call(endpoints.aliasList, { params: code() });
    expect(list.map((x) => x.keyName).sort()).toEqual(['Billing', 'Delivery']);

    const changed = await en.client.call(endpoints.aliasUpdate, {
      params: { code: a.code, id: billing.id },
      body: {
        aliasType: 'CATEGORY',
        modelId: a.modelId,
        categoryId: a.categories['Billing'] ?? '',
        keyAlias: { en: 'Payments' },
      },
    });
    expect(changed.keyAlias).toEqual({ tr: null, en: 'Payments' });
    expect(await treeName(tr, a.categories['Billing'] ?? '')).toBe('Billing');
    await en.client.call(endpoints.aliasDelete, { params: { code: a.code, id: billing.id } });
    const gone = await en.client.request(endpoints.aliasDelete, { params: { code: a.code, id: billing.id } });
    expect(gone.body).toMatchObject({ status: 404, messageCode: 'ALIAS_NOT_FOUND' });
    expect(await treeName(en, a.categories['Billing'] ?? '')).toBe('Billing');
  });

  it('offers the raw categories and attributes as keys, and keeps other workspaces out', async () => {
    const options = await tr.client.call(endpoints.aliasOptions, { params: code() });
    expect(options.categories.map((c) => c.name)).toContain('Delivery');
    expect(options.attributes.map((x) => x.code)).toEqual(['segment', 'nps', 'tags']);
    expect((await outsider.client.request(endpoints.aliasList, { params: code() })).status).toBe(404);
    expect((await outsider.client.request(endpoints.aliasCreate, { params: code(), body: delivery() })).status).toBe(404);
  });
});
