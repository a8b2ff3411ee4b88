import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  analysisCreateBody,
  analysisModelIssues,
  analysisNameTakenIssue,
  renameIssue,
  restrictionProjectIssues,
  type AnalysisCreateBody,
} from './analysis.js';
import { columnMatchingBody, type ColumnMatchingBody } from './columns.js';
import { validationIssues } from './issues.js';
import {
  attributeBasedKeywordsWidget,
  categoryTreeIssues,
  keywordExistsIssue,
  labelExistsIssue,
  markingCategoryIssue,
  markingChannelIssue,
  modelCreateBody,
  widgetAddIssue,
  type ModelCreateBody,
} from './model.js';

/** `path:CODE` of every issue, the way the tests below read them. */
const issues = (schema: z.ZodType, input: unknown) => validationIssues(schema, input).map((i) => `${i.path.join('.')}:${i.code}`);

const analysis: AnalysisCreateBody = {
  name: 'Müşteri yorumları',
  icon: 'chat',
  models: [
    { code: 'cat', senseType: 'CATEGORY' },
    { code: 'sent', senseType: 'SENTIMENT' },
  ],
  channels: ['app-store'],
  pipelineStages: ['normalise'],
};

describe('analysis creation', () => {
  it('accepts a valid analysis', () => {
    expect(issues(analysisCreateBody, analysis)).toEqual([]);
  });

  it('requires a name and an icon', () => {
    expect(issues(analysisCreateBody, { ...analysis, name: '  ', icon: undefined })).toEqual([
      'name:FIELD_REQUIRED',
      'icon:FIELD_REQUIRED',
    ]);
  });

  it.each([
    ['only a sentiment model', [{ code: 's', senseType: 'SENTIMENT' }], ['models:ANALYSIS_SENTIMENT_NOT_ALONE']],
    ['only an emotion model', [{ code: 'e', senseType: 'EMOTION' }], ['models:ANALYSIS_SENTIMENT_NOT_ALONE']],
    [
      'two sentiment models',
      [
        { code: 's', senseType: 'SENTIMENT' },
        { code: 'e', senseType: 'EMOTION' },
        { code: 'c', senseType: 'CATEGORY' },
      ],
      ['models:ANALYSIS_SENTIMENT_MODEL_LIMIT'],
    ],
    [
      'two named-entity models',
      [
        { code: 'n1', senseType: 'NAMED_ENTITY' },
        { code: 'n2', senseType: 'NAMED_ENTITY' },
      ],
      ['models:ANALYSIS_NAMED_ENTITY_MODEL_LIMIT'],
    ],
    [
      'six models',
      ['a', 'b', 'c', 'd', 'e', 'f'].map((code) => ({ code, senseType: 'CATEGORY' })),
      ['models:ANALYSIS_MODEL_LIMIT'],
    ],
    ['five models', ['a', 'b', 'c', 'd', 'e'].map((code) => ({ code, senseType: 'CATEGORY' })), []],
    [
      'a sentiment and a named-entity model',
      [
        { code: 's', senseType: 'SENTIMENT' },
        { code: 'n', senseType: 'NAMED_ENTITY' },
      ],
      [],
    ],
    ['no model', [], []],
  ])('%s', (_name, models, expected) => {
    expect(issues(analysisCreateBody, { ...analysis, models })).toEqual(expected);
  });

  it('needs a restricted model when model restriction is on', () => {
    expect(issues(analysisCreateBody, { ...analysis, restrictModels: true })).toEqual([
      'restrictedModels:ANALYSIS_RESTRICTED_MODEL_REQUIRED',
    ]);
    expect(issues(analysisCreateBody, { ...analysis, restrictModels: true, restrictedModels: ['cat'] })).toEqual([]);
  });

  it('needs a channel, and says why when a proxy channel is set', () => {
    expect(issues(analysisCreateBody, { ...analysis, channels: [] })).toEqual(['channels:ANALYSIS_CHANNEL_REQUIRED']);
    expect(issues(analysisCreateBody, { ...analysis, channels: [], proxyChannel: 'intake' })).toEqual([
      'channels:ANALYSIS_PROXY_CHANNEL_SELECTION_REQUIRED',
    ]);
    expect(issues(analysisCreateBody, { ...analysis, proxyChannel: 'intake' })).toEqual([]);
  });

  it('needs a pipeline stage and refuses repeated tags', () => {
    expect(issues(analysisCreateBody, { ...analysis, pipelineStages: [] })).toEqual([
      'pipelineStages:ANALYSIS_PIPELINE_STAGE_REQUIRED',
    ]);
    expect(issues(analysisCreateBody, { ...analysis, tags: ['VIP', 'iade', 'vip'] })).toEqual(['tags.2:TAG_DUPLICATE']);
  });

  it('rejects unknown fields', () => {
    expect(issues(analysisCreateBody, { ...analysis, colour: 'red' })).toEqual([':FIELD_UNKNOWN']);
  });

  it('exposes the model rules as a pure check', () => {
    expect(analysisModelIssues([{ senseType: 'SENTIMENT' }, { senseType: 'SENTIMENT' }]).map((i) => i.code)).toEqual([
      'ANALYSIS_SENTIMENT_MODEL_LIMIT',
      'ANALYSIS_SENTIMENT_NOT_ALONE',
    ]);
  });

  it('needs a different name to rename, and a name no other analysis has', () => {
    expect(renameIssue('Satış', ' Satış ')?.code).toBe('ANALYSIS_RENAME_SAME_NAME');
    expect(renameIssue('Satış', 'satış')).toBeNull();
    expect(analysisNameTakenIssue('IĞDIR şubesi', ['ığdır Şubesi'])?.code).toBe('ANALYSIS_NAME_TAKEN');
    expect(analysisNameTakenIssue('Izmir', ['İzmir'])?.code).toBe('ANALYSIS_NAME_TAKEN');
    expect(analysisNameTakenIssue('Ankara', ['Izmir'])).toBeNull();
  });

  it('refuses the same project twice in a restriction', () => {
    expect(restrictionProjectIssues(['P1', 'P2', 'P1'])).toEqual([
      { code: 'RESTRICTION_PROJECT_DUPLICATE', path: ['projects', 2] },
    ]);
  });
});

const model: ModelCreateBody = {
  name: 'Şikayet kategorileri',
  dataType: 'STANDARD',
  classificationType: 'MULTI_LABEL',
  senseType: 'CATEGORY',
  pipelineStages: ['classify'],
  switches: [
    { code: 'tr', default: true },
    { code: 'en', default: false },
  ],
  categories: [
    { name: 'Kargo', children: [{ name: 'Gecikme' }, { name: 'Hasar' }] },
    { name: 'Fiyat', children: [{ name: 'Gecikme' }] },
  ],
};

describe('model creation', () => {
  it('accepts a valid model', () => {
    expect(issues(modelCreateBody, model)).toEqual([]);
  });

  it('requires each choice with its own code', () => {
    const { dataType: _d, classificationType: _c, senseType: _s, ...rest } = model;
    expect(issues(modelCreateBody, { ...rest, pipelineStages: [] })).toEqual([
      'dataType:MODEL_DATA_TYPE_REQUIRED',
      'classificationType:MODEL_CLASSIFICATION_TYPE_REQUIRED',
      'senseType:MODEL_SENSE_TYPE_REQUIRED',
      'pipelineStages:MODEL_PIPELINE_STAGE_REQUIRED',
    ]);
  });

  it('requires a default among the switches', () => {
    expect(issues(modelCreateBody, { ...model, switches: [{ code: 'tr' }] })).toEqual([
      'switches:MODEL_DEFAULT_SELECTION_REQUIRED',
    ]);
    expect(issues(modelCreateBody, { ...model, switches: [] })).toEqual(['switches:MODEL_DEFAULT_SELECTION_REQUIRED']);
  });

  it('refuses empty and repeated category names among siblings', () => {
    const categories = [{ name: 'Kargo', children: [{ name: ' ' }, { name: 'Hasar' }, { name: 'HASAR' }] }, { name: 'kargo' }];
    expect(issues(modelCreateBody, { ...model, categories })).toEqual([
      'categories.0.children.0.name:MODEL_CATEGORY_NAME_REQUIRED',
      'categories.0.children.2.name:MODEL_CATEGORY_NAME_DUPLICATE',
      'categories.1.name:MODEL_CATEGORY_NAME_DUPLICATE',
    ]);
    expect(issues(modelCreateBody, { ...model, categories: [{}] })).toEqual(['categories.0.name:MODEL_CATEGORY_NAME_REQUIRED']);
    expect(categoryTreeIssues([{ name: '' }], ['tree'])).toEqual([
      { code: 'MODEL_CATEGORY_NAME_REQUIRED', path: ['tree', 0, 'name'] },
    ]);
  });

  it('refuses categories on sentiment and emotion models', () => {
    expect(issues(modelCreateBody, { ...model, senseType: 'SENTIMENT' })).toEqual(['categories:MODEL_SENTIMENT_NO_CATEGORIES']);
    expect(issues(modelCreateBody, { ...model, senseType: 'EMOTION', categories: [] })).toEqual([]);
  });

  it('allows one category per document on single-label models', () => {
    expect(markingCategoryIssue('SINGLE_LABEL', ['a', 'b'])?.code).toBe('MODEL_SINGLE_LABEL_ONE_CATEGORY');
    expect(markingCategoryIssue('SINGLE_LABEL', ['a', 'a'])).toBeNull();
    expect(markingCategoryIssue('MULTI_LABEL', ['a', 'b'])).toBeNull();
  });

  it('rejects duplicate labels and keywords, and a second Attribute Based Keywords widget', () => {
    expect(labelExistsIssue('Acil', ['acil'])).toEqual({ code: 'LABEL_EXISTS', path: ['label'] });
    expect(labelExistsIssue('Acil', ['Normal'])).toBeNull();
    expect(keywordExistsIssue('  iade  süreci', ['İade süreci'])).toEqual({ code: 'KEYWORD_EXISTS', path: ['keyword'] });
    expect(widgetAddIssue([attributeBasedKeywordsWidget], attributeBasedKeywordsWidget)?.code).toBe(
      'WIDGET_ATTRIBUTE_KEYWORDS_SINGLE',
    );
    expect(widgetAddIssue(['NPS'], attributeBasedKeywordsWidget)).toBeNull();
    expect(widgetAddIssue([attributeBasedKeywordsWidget], 'NPS')).toBeNull();
  });

  it('marks a document to a channel only with permission for the model', () => {
    expect(markingChannelIssue(['M1'], 'M2')?.code).toBe('MARKING_CHANNEL_NOT_PERMITTED');
    expect(markingChannelIssue(['M1', 'M2'], 'M2')).toBeNull();
  });
});

const matching: ColumnMatchingBody = {
  columns: [
    { column: 'Yorum', role: 'CONTENT' },
    { column: 'No', role: 'ID' },
    { column: 'Tarih', role: 'DATE' },
  ],
  dateFormat: 'DD.MM.YYYY',
  sortType: 'DESC',
  sortFields: ['Tarih'],
};

describe('column matching', () => {
  it('accepts a complete matching, with or without a template name', () => {
    expect(issues(columnMatchingBody, matching)).toEqual([]);
    expect(issues(columnMatchingBody, { ...matching, name: 'Anket şablonu' })).toEqual([]);
  });

  it('needs content, ID and date columns, a date format, a sort type, distinct sort fields and a non-empty name', () => {
    expect(issues(columnMatchingBody, { ...matching, columns: [] })).toEqual([
      'columns:COLUMNS_CONTENT_REQUIRED',
      'columns:COLUMNS_ID_REQUIRED',
      'columns:COLUMNS_DATE_REQUIRED',
    ]);
    expect(issues(columnMatchingBody, { ...matching, dateFormat: '', sortType: undefined, name: ' ' })).toEqual([
      'name:FIELD_REQUIRED',
      'dateFormat:COLUMNS_DATE_FORMAT_REQUIRED',
      'sortType:COLUMNS_SORT_TYPE_REQUIRED',
    ]);
    expect(issues(columnMatchingBody, { ...matching, sortFields: ['Tarih', 'No', 'Tarih'] })).toEqual([
      'sortFields.2:COLUMNS_SORT_FIELD_DUPLICATE',
    ]);
  });
});
