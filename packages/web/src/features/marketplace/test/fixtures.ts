import type {
  ModelSummary,
  ModelTemplateDetail,
  ModelTemplateSummary,
  ProjectTemplateDetail,
  ProjectTemplateSummary,
} from '@sentio/domain';
import { json } from '../../../shared/test/harness';
import { modelDetail } from '../../../shared/test/model-fixtures';
export { projectDetail } from '../../../shared/test/analysis-fixtures';

export const modelTemplateId = '11111111-2222-4333-8444-555555555555';
export const projectTemplateId = '66666666-7777-4888-8999-aaaaaaaaaaaa';

const common = {
  description: 'Delivery, payment and staff complaints of retail reviews.',
  tags: ['retail'],
  languages: ['tr'],
  visibility: 'PUBLIC' as const,
  owner: { builtIn: true, workspaceName: null, own: false },
  installCount: 1234,
  quality: 0.82,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  publicRequest: null,
};

export const modelTemplate = (over: Partial<ModelTemplateSummary> = {}): ModelTemplateSummary => ({
  ...common,
  id: modelTemplateId,
  code: 'retail-topics',
  name: 'Retail topics',
  typeCode: 'TEXT',
  classificationType: 'SINGLE_LABEL',
  senseType: 'CATEGORY',
  dataType: 'STANDARD',
  color: '#1677FF',
  hasWeights: true,
  accuracy: 0.85,
  macroF1: 0.82,
  categoryCount: 2,
  versionName: 'v3',
  ...over,
});

export const modelTemplateDetail = (over: Partial<ModelTemplateDetail> = {}): ModelTemplateDetail => ({
  ...modelTemplate(),
  categories: [{ name: 'Delivery', children: [{ name: 'Late' }] }, { name: 'Payment' }],
  pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
  channels: [],
  statistics: {
    evaluation: 'CROSS_VALIDATION',
    n: 120,
    accuracy: 0.85,
    macroF1: 0.82,
    labels: [
      { id: 'c1', name: 'Delivery' },
      { id: 'c2', name: 'Payment' },
    ],
    confusion: [
      [50, 10],
      [8, 52],
    ],
    perLabel: [
      { labelId: 'c1', name: 'Delivery', precision: 0.86, recall: 0.83, f1: 0.845, support: 60 },
      { labelId: 'c2', name: 'Payment', precision: 0.84, recall: 0.87, f1: 0.855, support: 60 },
    ],
  },
  sourceModelId: null,
  ...over,
});

export const projectTemplate = (over: Partial<ProjectTemplateSummary> = {}): ProjectTemplateSummary => ({
  ...common,
  id: projectTemplateId,
  code: 'retail-voice',
  name: 'Retail voice of the customer',
  dataType: 'STANDARD',
  icon: 'shop',
  color: '#FFD803',
  modelCount: 2,
  widgetCount: 2,
  ...over,
});

export const projectTemplateDetail = (over: Partial<ProjectTemplateDetail> = {}): ProjectTemplateDetail => ({
  ...projectTemplate(),
  models: [
    {
      key: 'topics',
      templateId: modelTemplateId,
      name: 'Retail topics',
      senseType: 'CATEGORY',
      languages: ['tr'],
      hasWeights: true,
      macroF1: 0.82,
      position: 0,
    },
    {
      key: 'mood',
      templateId: 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff',
      name: 'Mood',
      senseType: 'SENTIMENT',
      languages: ['tr'],
      hasWeights: true,
      macroF1: 0.9,
      position: 1,
    },
  ],
  channels: ['APP_REVIEW'],
  attributes: [{ code: 'store', name: 'Store', type: 'TEXT' }],
  contents: {
    widgets: ['Sentiment', 'Broken widget'],
    quickFilters: ['Angry customers'],
    virtualCategories: [],
    rules: ['Escalate refunds'],
    notificationDefinitions: [],
    masking: true,
  },
  preview: {
    sampleSize: 10,
    widgets: [
      {
        kind: 'SENTIMENT',
        name: 'Sentiment',
        result: {
          kind: 'SENTIMENT',
          main: { n: 10, positive: 3, neutral: 2, negative: 5, other: 0 },
          comparison: null,
          positiveChange: null,
          negativeChange: null,
          trend: [],
          bands: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'].map((key, i) => ({
            key,
            count: [3, 2, 5][i] ?? 0,
            drill: { fq: [], cq: [], sd: null, ed: null, names: {} },
          })),
        },
      },
      { kind: 'NPS', name: 'Broken widget', result: null },
    ],
  },
  sourceProjectCode: null,
  ...over,
});

export const page = (content: unknown[]) => () => json({ content, page: 0, size: 12, total: content.length });

/** A workspace model as the models list answers it (a detail carries every summary field). */
export const workspaceModel = (id: string, name: string, senseType: ModelSummary['senseType']): ModelSummary =>
  modelDetail({ id, name, code: name.toLowerCase(), senseType });

const errorType: Record<number, string> = { 400: 'ValidationException', 402: 'PackageLimitException', 404: 'NotFoundException' };

/** An API error body as the server answers it (`fields`: per-field issues of a 400). */
export const apiError = (
  status: number,
  messageCode: string,
  fields?: { field: string; messageCode: string; message: string }[],
) => json({ status, type: errorType[status], messageCode, message: 'server text', ...(fields ? { fields } : {}) }, status);
