import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationIssues } from '../validation/issues.js';
import { jsonDocumentSchema, jsonUploadBody, modelDocumentsQuery, modelPackageSchema, modelTestBody } from './model-data.js';
import {
  categoryImportBody,
  modelCreateRequest,
  modelHasCategoryTree,
  modelIsTrainable,
  modelKinds,
  modelListQuery,
  modelUpdateBody,
  pipelineBody,
  type ModelCreateRequest,
} from './model.js';

/** `path:CODE` of every issue, the way the tests below read them. */
const issues = (schema: z.ZodType, input: unknown) => validationIssues(schema, input).map((i) => `${i.path.join('.')}:${i.code}`);

const request: ModelCreateRequest = {
  name: 'Müşteri yorumları',
  typeCode: 'TEXT',
  settings: [
    { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
    { type: 'SENSE_TYPE', value: 'CATEGORY' },
    { type: 'DATA_TYPE', value: 'STANDARD' },
  ],
  switches: [
    { code: 'tr', default: true },
    { code: 'en', default: false },
  ],
  pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
  categories: [{ name: 'Teslimat', children: [{ name: 'Gecikme' }] }, { name: 'Fiyat' }],
};
const withSettings = (sense: string, classifier = 'SINGLE_LABEL', data = 'STANDARD'): ModelCreateRequest => ({
  ...request,
  settings: [
    { type: 'CLASSIFIER_TYPE', value: classifier },
    { type: 'SENSE_TYPE', value: sense },
    { type: 'DATA_TYPE', value: data },
  ],
});

describe('model creation request (POST /api/model)', () => {
  it('accepts a complete wizard request and fills the defaults', () => {
    expect(issues(modelCreateRequest, request)).toEqual([]);
    const parsed = modelCreateRequest.parse({ ...request, typeCode: undefined, categories: undefined });
    expect(parsed).toMatchObject({ typeCode: 'TEXT', description: '', tags: [], color: '#1677FF', categories: [] });
    expect(parsed.pipelineStages).toEqual([{ code: 'CLASSIFY', enabled: true, options: {} }]);
  });

  it('reads the three fixed choices out of the settings', () => {
    expect(
      modelKinds(modelCreateRequest.parse({ ...withSettings('EMOTION', 'MULTI_LABEL', 'DIALOGUE'), categories: [] })),
    ).toEqual({
      classificationType: 'MULTI_LABEL',
      senseType: 'EMOTION',
      dataType: 'DIALOGUE',
    });
  });

  it('requires a classification, sense and data type among the settings', () => {
    expect(issues(modelCreateRequest, { ...request, settings: [] })).toEqual([
      'settings:MODEL_CLASSIFICATION_TYPE_REQUIRED',
      'settings:MODEL_SENSE_TYPE_REQUIRED',
      'settings:MODEL_DATA_TYPE_REQUIRED',
    ]);
    expect(issues(modelCreateRequest, withSettings('MOOD', 'BOTH', 'AUDIO'))).toEqual([
      'settings:MODEL_CLASSIFICATION_TYPE_REQUIRED',
      'settings:MODEL_SENSE_TYPE_REQUIRED',
      'settings:MODEL_DATA_TYPE_REQUIRED',
    ]);
    expect(issues(modelCreateRequest, { ...request, settings: [{ type: 'COLOUR', value: 'red' }] })).toContain(
      'settings.0.type:FIELD_INVALID_OPTION',
    );
  });

  it('requires a name, at least one pipeline stage and a default language', () => {
    expect(
      issues(modelCreateRequest, {
        ...request,
        name: ' ',
        pipelineStages: [],
        switches: [{ code: 'tr', default: false }],
      }),
    ).toEqual([
      'name:FIELD_REQUIRED',
      'switches:MODEL_DEFAULT_SELECTION_REQUIRED',
      'pipelineStages:MODEL_PIPELINE_STAGE_REQUIRED',
    ]);
    expect(issues(modelCreateRequest, { ...request, switches: [] })).toEqual(['switches:MODEL_DEFAULT_SELECTION_REQUIRED']);
    expect(issues(modelCreateRequest, { ...request, switches: [{ code: 'de', default: true }] })).toEqual([
      'switches.0.code:FIELD_INVALID_OPTION',
    ]);
    expect(issues(modelCreateRequest, { ...request, pipelineStages: [{ code: 'TRANSLATE' }] })).toEqual([
      'pipelineStages.0.code:FIELD_INVALID_OPTION',
    ]);
  });

  it('checks category names: not empty, not repeated among siblings (Turkish folding)', () => {
    expect(
      issues(modelCreateRequest, {
        ...request,
        categories: [{ name: 'İade', children: [{ name: 'x' }, { name: 'X ' }] }, { name: 'iade' }, { name: ' ' }],
      }),
    ).toEqual([
      'categories.0.children.1.name:MODEL_CATEGORY_NAME_DUPLICATE',
      'categories.1.name:MODEL_CATEGORY_NAME_DUPLICATE',
      'categories.2.name:MODEL_CATEGORY_NAME_REQUIRED',
    ]);
    expect(issues(modelCreateRequest, { ...request, categories: [{ name: 'A' }, { name: 'A', children: [] }] })).toEqual([
      'categories.1.name:MODEL_CATEGORY_NAME_DUPLICATE',
    ]);
    expect(issues(modelCreateRequest, { ...request, categories: [{}] })).toContain(
      'categories.0.name:MODEL_CATEGORY_NAME_REQUIRED',
    );
  });

  it('refuses categories on sentiment and emotion models', () => {
    for (const sense of ['SENTIMENT', 'EMOTION']) {
      expect(issues(modelCreateRequest, withSettings(sense))).toEqual(['categories:MODEL_SENTIMENT_NO_CATEGORIES']);
      expect(issues(modelCreateRequest, { ...withSettings(sense), categories: [] })).toEqual([]);
    }
    // Named-entity models are refused their categories by the server (MODEL_CATEGORIES_NOT_ALLOWED), not here.
    expect(issues(modelCreateRequest, withSettings('NAMED_ENTITY'))).toEqual([]);
  });

  it('checks code, colour, tags and unknown fields', () => {
    expect(
      issues(modelCreateRequest, {
        ...request,
        code: 'a b',
        color: 'blue',
        tags: ['ok', ''],
        description: 'x'.repeat(1001),
        extra: 1,
      }),
    ).toEqual(
      expect.arrayContaining([
        'code:FIELD_INVALID',
        'color:FIELD_INVALID',
        'tags.1:FIELD_REQUIRED',
        'description:FIELD_TOO_LONG',
        // validationIssues reports unknown keys on the object itself (the server names each key).
        ':FIELD_UNKNOWN',
      ]),
    );
    expect(issues(modelCreateRequest, { ...request, code: 'support_topics-2' })).toEqual([]);
    expect(issues(modelCreateRequest, { ...request, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual([
      'tags:FIELD_TOO_BIG',
    ]);
  });
});

describe('model settings (PATCH /api/model/:id)', () => {
  it('accepts each settings tab alone', () => {
    for (const body of [
      { name: 'New' },
      { description: '' },
      { tags: ['a'] },
      { color: '#AABBCC' },
      { accessType: 'WORKSPACE' },
      { switches: [{ code: 'en', default: true }] },
      { channels: ['web'] },
      { threshold: null },
      { threshold: 0.5 },
      { regularisation: 'auto' },
      { regularisation: 4 },
      {},
    ])
      expect(issues(modelUpdateBody, body)).toEqual([]);
  });

  it('answers MODEL_SETTING_IMMUTABLE for classification, sense and data type, whatever the value', () => {
    expect(
      issues(modelUpdateBody, { classificationType: 'MULTI_LABEL', senseType: 'CATEGORY', dataType: null, name: 'x' }),
    ).toEqual([
      'classificationType:MODEL_SETTING_IMMUTABLE',
      'senseType:MODEL_SETTING_IMMUTABLE',
      'dataType:MODEL_SETTING_IMMUTABLE',
    ]);
  });

  it('checks the other fields', () => {
    expect(
      issues(modelUpdateBody, {
        name: '',
        accessType: 'PUBLIC',
        switches: [{ code: 'en' }],
        threshold: 1.5,
        regularisation: -1,
        color: '#12345',
      }),
    ).toEqual([
      'name:FIELD_REQUIRED',
      'color:FIELD_INVALID',
      'accessType:FIELD_INVALID_OPTION',
      'switches:MODEL_DEFAULT_SELECTION_REQUIRED',
      'threshold:FIELD_TOO_BIG',
      'regularisation:FIELD_TOO_SMALL',
    ]);
    expect(issues(modelUpdateBody, { threshold: -0.1 })).toEqual(['threshold:FIELD_TOO_SMALL']);
  });
});

describe('JSON documents (uploads, push source, packages)', () => {
  it('takes a text or dialogue turns, not both and not neither', () => {
    expect(issues(jsonDocumentSchema, { text: 'Kargo geç geldi' })).toEqual([]);
    expect(
      issues(jsonDocumentSchema, {
        id: 'c-1',
        turns: [
          { speaker: 'customer', text: 'Merhaba', time: '00:01' },
          { speaker: 'agent', text: 'Buyrun' },
        ],
        date: '2024-01-01',
        labels: ['Teslimat > Gecikme'],
        sentiment: 'NEGATIVE',
        attributes: { channel: 'phone', score: 3, vip: true, note: null },
      }),
    ).toEqual([]);
    expect(issues(jsonDocumentSchema, {})).toEqual([':DOCUMENT_CONTENT_REQUIRED']);
    expect(issues(jsonDocumentSchema, { text: '   ' })).toEqual([':DOCUMENT_CONTENT_REQUIRED']);
    expect(issues(jsonDocumentSchema, { text: 'a', turns: [{ speaker: 'bot', text: 'b' }] })).toEqual([
      ':DOCUMENT_CONTENT_REQUIRED',
    ]);
  });

  it('checks turns, sentiment, attributes and unknown fields', () => {
    expect(issues(jsonDocumentSchema, { turns: [{ speaker: 'caller', text: 'x' }] })).toEqual([
      'turns.0.speaker:FIELD_INVALID_OPTION',
    ]);
    expect(issues(jsonDocumentSchema, { turns: [{ speaker: 'agent' }] })).toEqual(['turns.0.text:FIELD_REQUIRED']);
    expect(issues(jsonDocumentSchema, { text: 'x', sentiment: 'HAPPY' })).toEqual(['sentiment:FIELD_INVALID_OPTION']);
    expect(issues(jsonDocumentSchema, { text: 'x', attributes: { a: [1] } })).toEqual(['attributes.a:FIELD_INVALID']);
    expect(issues(jsonDocumentSchema, { text: 'x', label: 'A' })).toEqual([':FIELD_UNKNOWN']);
    expect(issues(jsonDocumentSchema, { text: 'x'.repeat(50_001) })).toEqual(['text:FIELD_TOO_LONG']);
  });

  it('uploads 1 to 5,000 documents at a time', () => {
    expect(issues(jsonUploadBody, { documents: [{ text: 'a' }] })).toEqual([]);
    expect(issues(jsonUploadBody, { documents: [] })).toEqual(['documents:UPLOAD_EMPTY']);
    expect(issues(jsonUploadBody, { documents: Array.from({ length: 5001 }, () => ({ text: 'a' })) })).toEqual([
      'documents:UPLOAD_TOO_MANY_ROWS',
    ]);
  });
});

describe('model test call (POST /api/model/:id/test)', () => {
  it('takes a text or a dialogue, optionally a version', () => {
    expect(issues(modelTestBody, { text: 'Harika hizmet' })).toEqual([]);
    expect(
      issues(modelTestBody, {
        turns: [{ speaker: 'customer', text: 'hi' }],
        versionId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual([]);
    expect(issues(modelTestBody, {})).toEqual([':DOCUMENT_CONTENT_REQUIRED']);
    expect(issues(modelTestBody, { text: ' ' })).toEqual([':DOCUMENT_CONTENT_REQUIRED']);
    expect(issues(modelTestBody, { text: 'a', turns: [{ speaker: 'agent', text: 'b' }] })).toEqual([
      ':DOCUMENT_CONTENT_REQUIRED',
    ]);
    expect(issues(modelTestBody, { text: 'a', versionId: 'v1' })).toEqual(['versionId:FIELD_INVALID']);
    expect(issues(modelTestBody, { turns: [] })).toEqual(['turns:FIELD_TOO_SHORT']);
  });
});

describe('other model schemas', () => {
  it('pipeline: at least one known stage', () => {
    expect(issues(pipelineBody, { stages: [{ code: 'NORMALISE' }, { code: 'CLASSIFY', enabled: false }] })).toEqual([]);
    expect(issues(pipelineBody, { stages: [] })).toEqual(['stages:MODEL_PIPELINE_STAGE_REQUIRED']);
  });

  it('category import: the tree rules, at least one category', () => {
    expect(issues(categoryImportBody, { categories: [{ name: 'A', children: [{ name: 'B' }] }] })).toEqual([]);
    expect(issues(categoryImportBody, { categories: [] })).toEqual(['categories:FIELD_REQUIRED']);
    expect(issues(categoryImportBody, { categories: [{ name: 'A' }, { name: 'a' }] })).toEqual([
      'categories.1.name:MODEL_CATEGORY_NAME_DUPLICATE',
    ]);
  });

  it('documents query: tab and order defaults, suggest as a flag', () => {
    expect(modelDocumentsQuery.parse({})).toEqual({ page: 0, size: 10, tab: 'UNMARKED', order: 'NEWEST', suggest: false });
    expect(modelDocumentsQuery.parse({ suggest: 'true', order: 'NEXT' })).toMatchObject({ suggest: true, order: 'NEXT' });
    expect(issues(modelDocumentsQuery, { tab: 'LATER' })).toEqual(['tab:FIELD_INVALID_OPTION']);
  });

  it('searches need at least 3 characters, or none', () => {
    for (const schema of [modelListQuery, modelDocumentsQuery] as z.ZodType[]) {
      expect(issues(schema, { search: 'ab' })).toEqual(['search:SEARCH_TOO_SHORT']);
      expect(issues(schema, { search: ' ab ' })).toEqual(['search:SEARCH_TOO_SHORT']);
      expect(issues(schema, { search: 'abc' })).toEqual([]);
      expect(issues(schema, { search: 'İzm' })).toEqual([]);
      expect(issues(schema, { search: '' })).toEqual([]);
      expect(issues(schema, {})).toEqual([]);
    }
    expect(modelListQuery.parse({ search: ' late ' }).search).toBe('late');
  });

  it('a package is strict about its format', () => {
    const pkg = {
      format: 'sentio-model-package',
      version: 1,
      model: {
        name: 'M',
        description: '',
        typeCode: 'TEXT',
        classificationType: 'SINGLE_LABEL',
        senseType: 'CATEGORY',
        dataType: 'STANDARD',
        switches: [{ code: 'en', default: true }],
        pipelineStages: [{ code: 'CLASSIFY' }],
        tags: [],
        color: '#1677FF',
      },
      categories: [{ name: 'A' }],
      documents: [{ text: 'x', labels: ['A'] }],
    };
    expect(issues(modelPackageSchema, pkg)).toEqual([]);
    expect(issues(modelPackageSchema, { ...pkg, version: 2, extra: true })).toEqual(
      expect.arrayContaining(['version:FIELD_INVALID_OPTION', ':FIELD_UNKNOWN']),
    );
  });

  it('tells which models keep a tree and which are trained', () => {
    expect(modelHasCategoryTree('CATEGORY')).toBe(true);
    expect(modelHasCategoryTree('SENTIMENT')).toBe(false);
    expect(modelIsTrainable('EMOTION')).toBe(true);
    expect(modelIsTrainable('NAMED_ENTITY')).toBe(false);
  });
});
