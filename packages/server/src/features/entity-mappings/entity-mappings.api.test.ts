import { endpoints, entityFieldName, type SearchRequestInput } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
const code = 'entity-co';
const params = { code };

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Entity Co' });
  outsider = await signUp(t, { company: 'Elsewhere' });
  // No model at all: mapped entities are stored without a named-entity model.
  await owner.client.call(endpoints.projectCreate, {
    params,
    body: { name: 'Entity analysis', icon: 'preset:chart', models: [], channels: ['SURVEY'], pipelineStages: ['CLASSIFY'] },
  });
  await owner.client.call(endpoints.jsonIngest, {
    params,
    body: {
      channelCode: 'SURVEY',
      documents: [
        { id: 'e1', text: 'THY lost my bag, order SP-1234 is still open' },
        { id: 'e2', text: 'Pegasus was on time' },
      ],
    },
  });
}, 120_000);
afterAll(() => t.close());

const search = (body: SearchRequestInput) => owner.client.call(endpoints.documentSearch, { params, body });

describe('entity mapping rules', () => {
  it('refuses a missing name, unbalanced parentheses and a regular expression that does not compile, with codes', async () => {
    const noName = await owner.client.request(endpoints.entityMappingCreate, {
      params,
      body: { name: ' ', sourceText: 'THY', targetText: 'Turkish Airlines', regex: false },
    });
    expect(noName.body).toMatchObject({ status: 400, fields: [{ field: 'name', messageCode: 'FIELD_REQUIRED' }] });
    const unbalanced = await owner.client.request(endpoints.entityMappingCreate, {
      params,
      body: { name: 'ORDER', sourceText: 'SP-(\\d{4}', targetText: 'Order', regex: true },
    });
    expect(unbalanced.body).toMatchObject({
      status: 400,
      fields: [{ field: 'sourceText', messageCode: 'ENTITY_MAPPING_UNBALANCED_PARENTHESES' }],
    });
    const invalid = await owner.client.request(endpoints.entityMappingCreate, {
      params,
      body: { name: 'ORDER', sourceText: 'SP-\\d{4,2}', targetText: 'Order', regex: true },
    });
    expect(invalid.body).toMatchObject({ status: 400, messageCode: 'ENTITY_GROUPING_INVALID' });
    expect(invalid.body).toMatchObject({ fields: [{ field: 'sourceText', messageCode: 'ENTITY_GROUPING_INVALID' }] });
    // A literal is never compiled as a pattern: the same text is fine without the regex flag.
    const literal = await owner.client.request(endpoints.entityMappingCreate, {
      params,
      body: { name: 'LITERAL', sourceText: 'SP-\\d{4,2}', targetText: 'x', regex: false },
    });
    expect(literal.status).toBe(200);
    await owner.client.call(endpoints.entityMappingDelete, { params: { code, id: (literal.body as { data: { id: string } }).data.id } });
  });

  it('keeps names unique as the domain compares them (Turkish case), on create and update', async () => {
    const iade = await owner.client.call(endpoints.entityMappingCreate, {
      params,
      body: { name: 'İADE', sourceText: 'iade', targetText: 'Refund', regex: false },
    });
    const taken = await owner.client.request(endpoints.entityMappingCreate, {
      params,
      body: { name: 'iade', sourceText: 'geri ödeme', targetText: 'Refund', regex: false },
    });
    expect(taken.body).toMatchObject({ status: 409, fields: [{ field: 'name', messageCode: 'ENTITY_MAPPING_NAME_TAKEN' }] });
    const other = await owner.client.call(endpoints.entityMappingCreate, {
      params,
      body: { name: 'Other', sourceText: 'other', targetText: 'Other', regex: false },
    });
    const renamed = await owner.client.request(endpoints.entityMappingUpdate, {
      params: { code, id: other.id },
      body: { name: 'IADE ', sourceText: 'other', targetText: 'Other', regex: false },
    });
    expect(renamed.status).toBe(409);
    // Its own name again is not "taken".
    const same = await owner.client.call(endpoints.entityMappingUpdate, {
      params: { code, id: iade.id },
      body: { name: 'İADE', sourceText: 'iade', targetText: 'Money back', regex: false },
    });
    expect(same.targetText).toBe('Money back');
    await owner.client.call(endpoints.entityMappingDelete, { params: { code, id: iade.id } });
    await owner.client.call(endpoints.entityMappingDelete, { params: { code, id: other.id } });
  });

  it('answers 404 for an unknown mapping, and for another workspace; 401 without a session', async () => {
    const missing = { code, id: '00000000-0000-4000-8000-0000000000aa' };
    const body = { name: 'X', sourceText: 'x', targetText: 'x', regex: false };
    expect((await owner.client.request(endpoints.entityMappingUpdate, { params: missing, body })).body).toMatchObject({
      status: 404,
      messageCode: 'ENTITY_MAPPING_NOT_FOUND',
    });
    expect((await owner.client.request(endpoints.entityMappingDelete, { params: missing })).status).toBe(404);
    expect((await outsider.client.request(endpoints.entityMappingList, { params })).status).toBe(404);
    expect((await outsider.client.request(endpoints.entityMappingCreate, { params, body })).status).toBe(404);
    expect((await outsider.client.request(endpoints.entityMappingPreview, { params, body: {} })).status).toBe(404);
    expect((await new Client(t.baseUrl).request(endpoints.entityMappingList, { params })).status).toBe(401);
  });
});

describe('preview', () => {
  it('applies a draft to the newest documents, with offsets into their content', async () => {
    const preview = await owner.client.call(endpoints.entityMappingPreview, {
      params,
      body: { mapping: { name: 'ORDER', sourceText: 'SP-\\d{4}', targetText: 'Order', regex: true } },
    });
    expect(preview).toMatchObject({ scanned: 2, matched: 1 });
    const [doc] = preview.documents;
    expect(doc?.entities).toEqual([{ type: 'ORDER', text: 'SP-1234', value: 'Order', start: 23, end: 30 }]);
    expect(doc?.content.slice(23, 30)).toBe('SP-1234');
    const bad = await owner.client.request(endpoints.entityMappingPreview, {
      params,
      body: { mapping: { name: 'ORDER', sourceText: '\\p{Nope}', targetText: 'Order', regex: true } },
    });
    expect(bad.body).toMatchObject({ status: 400, fields: [{ field: 'sourceText', messageCode: 'ENTITY_GROUPING_INVALID' }] });
  });
});

describe('classification and search', () => {
  it('stores mapped entities on ingested documents (no named-entity model) and finds them by the entity filter', async () => {
    await owner.client.call(endpoints.entityMappingCreate, {
      params,
      body: { name: 'AIRLINE', sourceText: 'thy', targetText: 'Turkish Airlines', regex: false },
    });
    await owner.client.call(endpoints.entityMappingCreate, {
      params,
      body: { name: 'ORDER', sourceText: 'SP-\\d{4}', targetText: 'Order number', regex: true },
    });
    expect((await owner.client.call(endpoints.entityMappingList, { params })).map((m) => m.name)).toEqual(['AIRLINE', 'ORDER']);
    // Saved mappings preview without a draft.
    expect((await owner.client.call(endpoints.entityMappingPreview, { params, body: {} })).matched).toBe(1);

    await owner.client.call(endpoints.jsonIngest, {
      params,
      body: { channelCode: 'SURVEY', documents: [{ id: 'e3', text: 'Flew THY again, booking SP-9876 was fine' }] },
    });
    const found = await search({ fieldQueries: [{ fieldName: entityFieldName('AIRLINE'), operand: 'EXISTS', values: [{ key: '*' }] }] });
    expect(found.documents.content.map((d) => d.externalId)).toEqual(['e3']);
    const doc = await owner.client.call(endpoints.documentGet, { params: { code, id: found.documents.content[0]?.id ?? '' } });
    expect(doc.entities).toEqual([
      { type: 'AIRLINE', text: 'THY', value: 'Turkish Airlines', start: 5, end: 8, segment: 0 },
      { type: 'ORDER', text: 'SP-9876', value: 'Order number', start: 24, end: 31, segment: 0 },
    ]);

    const byValue = await search({
      fieldQueries: [{ fieldName: entityFieldName('AIRLINE'), operand: 'IN', values: [{ key: 'Turkish Airlines' }] }],
    });
    expect(byValue.documents.content.map((d) => d.externalId)).toEqual(['e3']);
    // The data tab's search: the same filter with its aggregates (facets, counts, widgets).
    const withAggregates = await search({
      widget: true,
      facet: 'CHANNEL,SENTIMENT,STATUS,PREDICTION_STATUS,LANGUAGE,LABEL',
      fieldQueries: [{ fieldName: entityFieldName('AIRLINE'), operand: 'IN', values: [{ key: 'Turkish Airlines' }] }],
    });
    expect(withAggregates.documents.total).toBe(1);
    const otherValue = await search({ fieldQueries: [{ fieldName: entityFieldName('AIRLINE'), operand: 'IN', values: [{ key: 'Pegasus' }] }] });
    expect(otherValue.documents.content).toEqual([]);
    const without = await search({
      fieldQueries: [{ fieldName: entityFieldName('ORDER'), operand: 'NOT_EXISTS', values: [{ key: '*' }] }],
    });
    expect(without.documents.content.map((d) => d.externalId).sort()).toEqual(['e1', 'e2']);
    const range = await owner.client.request(endpoints.documentSearch, {
      params,
      body: { fieldQueries: [{ fieldName: entityFieldName('ORDER'), operand: 'RANGE', values: [{ key: 'GTE', minValue: 1 }] }] },
    });
    expect(range.body).toMatchObject({ status: 400, fields: [{ field: 'fieldQueries', messageCode: 'FIELD_INVALID_OPTION' }] });
  });
});
