import { analysisCreateBody, type WidgetKind } from '@sentio/domain';
import { DEMO_CATEGORIES, demoCategoryTree } from '../demo/categories.js';
import { CX_ATTRIBUTES } from '../demo/cx-writers.js';
import { cxChannels } from '../demo/cx.js';
import { demoModelRequest } from '../demo/training.js';

/**
 * What Sentio ships in its marketplace (docs/demo-data.md "Built-in templates"): three models and three analyses,
 * made from the demo's generators — never from files of real data. Raise the content version when any of this
 * changes: the keys carry it, so the next start replaces the built-ins of the older version.
 */
export const BUILT_IN_CONTENT_VERSION = 1;
/** Every built-in key starts with it; rows with it and another version are an older release's. */
export const BUILT_IN_KEY_PREFIX = 'sentio:';
const key = (kind: 'model' | 'project', name: string) => `${BUILT_IN_KEY_PREFIX}${kind}:${name}:v${BUILT_IN_CONTENT_VERSION}`;

export type BuiltInModelName = 'ecommerce' | 'calls' | 'sentiment';

export interface BuiltInModel {
  name: BuiltInModelName;
  key: string;
  /** The source model's code in the internal workspace (and so the template's code). */
  code: string;
  title: string;
  description: string;
  tags: string[];
}

export interface BuiltInWidget {
  kind: WidgetKind;
  name: string;
  config?: {
    groupBy?: 'CATEGORY' | 'CHANNEL';
    attributeCode?: string;
    metric?: 'NPS' | 'CSAT';
    limit?: number;
    xAxis?: 'VOLUME' | 'SHARE';
    yAxis?: 'NEGATIVE_SHARE' | 'SENTIMENT_SCORE';
  };
}

export interface BuiltInProject {
  key: string;
  code: string;
  title: string;
  description: string;
  tags: string[];
  models: readonly BuiltInModelName[];
  /** PROJECT widgets beyond the built-in ones every analysis has; the dashboard shows the built-ins, then these. */
  widgets: readonly BuiltInWidget[];
  /** PROJECT quick filters: a name and the project page's query string (docs/filters-and-urls.md). */
  quickFilters: readonly { name: string; query: string }[];
}

export const BUILT_IN_MODELS: Record<BuiltInModelName, BuiltInModel> = {
  ecommerce: {
    name: 'ecommerce',
    key: key('model', 'ecommerce-categories'),
    code: 'ecommerce-feedback-topics',
    title: 'E-ticaret geri bildirim konuları / E-commerce feedback topics',
    description:
      'Bir online mağazanın müşteri geri bildirimlerinin konusu: teslimat, ürün, ödeme, iade, uygulama, müşteri hizmetleri ' +
      've alt konuları (16 kategori, Türkçe ve İngilizce). ' +
      'The topic of an online store’s customer feedback: delivery, product, payment, returns, app, customer service and ' +
      'their sub-topics (16 categories, Turkish and English).',
    tags: ['e-commerce', 'feedback', 'categories'],
  },
  calls: {
    name: 'calls',
    key: key('model', 'call-reasons'),
    code: 'call-centre-reasons',
    title: 'Çağrı nedenleri / Call-centre reasons',
    description:
      'Bir çağrı merkezi görüşmesinin nedeni (müşteri ve temsilci konuşmaları): teslimat, ürün, ödeme, iade, uygulama, ' +
      'müşteri hizmetleri. ' +
      'The reason of a call-centre conversation (customer and agent turns): delivery, product, payment, returns, app, ' +
      'customer service.',
    tags: ['call-centre', 'dialogue', 'categories'],
  },
  sentiment: {
    name: 'sentiment',
    key: key('model', 'sentiment'),
    code: 'customer-sentiment-tr-en',
    title: 'Duygu (TR/EN) / Sentiment (TR/EN)',
    description:
      'Müşteri geri bildiriminin duygusu: olumlu, nötr, olumsuz (Türkçe ve İngilizce). ' +
      'The sentiment of customer feedback: positive, neutral, negative (Turkish and English).',
    tags: ['sentiment', 'feedback'],
  },
};

export const BUILT_IN_PROJECTS: readonly BuiltInProject[] = [
  {
    key: key('project', 'ecommerce-feedback'),
    code: 'ecommerce-feedback',
    title: 'E-ticaret geri bildirimi (TR/EN) / E-commerce feedback (TR/EN)',
    description:
      'Anket, uygulama yorumu, e-posta, sosyal medya ve çağrı merkezi geri bildirimleri: konu ve duygu modelleri, NPS ve ' +
      'CSAT, müşteri segmenti ve şehir. ' +
      'Feedback from surveys, app reviews, e-mail, social media and the call centre: topic and sentiment models, NPS and ' +
      'CSAT, customer segment and city.',
    tags: ['e-commerce', 'feedback', 'nps'],
    models: ['ecommerce', 'sentiment'],
    widgets: [
      { kind: 'CATEGORY_CHANNEL', name: 'Kanallara göre konular / Topics by channel' },
      { kind: 'SCORE_TABLE', name: 'Kanallara göre NPS / NPS by channel', config: { groupBy: 'CHANNEL', metric: 'NPS' } },
      { kind: 'CSAT', name: 'CSAT' },
      // A numeric attribute: the distribution widget draws a histogram (a text attribute like the segment has none).
      { kind: 'ATTRIBUTE_DISTRIBUTION', name: 'NPS puanları / NPS scores', config: { attributeCode: 'nps' } },
    ],
    quickFilters: [
      { name: 'Olumsuz / Negative', query: 'fq=sentiment__NEGATIVE__IN' },
      { name: 'Uygulama yorumları / App reviews', query: 'fq=channel__APP_REVIEW__IN' },
    ],
  },
  {
    key: key('project', 'call-reasons'),
    code: 'call-centre-reasons',
    title: 'Çağrı merkezi nedenleri / Call-centre reasons',
    description:
      'Çağrı merkezi görüşmeleri (zamanlı, TR ve EN): neden modeli, temsilci puanları, dil. ' +
      'Call-centre conversations (timed, TR and EN): the reason model, agent scores, language.',
    tags: ['call-centre', 'dialogue'],
    models: ['calls'],
    widgets: [{ kind: 'CATEGORY_DISTRIBUTION', name: 'Çağrı nedenleri / Call reasons', config: { limit: 6 } }],
    // The document's detected language (a column of every document, not an attribute).
    quickFilters: [{ name: 'İngilizce çağrılar / English calls', query: 'fq=language__en__IN' }],
  },
  {
    key: key('project', 'sentiment'),
    code: 'customer-sentiment',
    title: 'Müşteri duygusu (TR/EN) / Customer sentiment (TR/EN)',
    description:
      'Her kanaldan müşteri geri bildiriminin duygusu: zaman içinde, konulara göre ve NPS puanlarıyla. ' +
      'The sentiment of customer feedback from every channel: over time, by topic and beside the NPS scores.',
    tags: ['sentiment', 'feedback'],
    // A sentiment model is never an analysis's only model (ANALYSIS_SENTIMENT_NOT_ALONE): the topics go with it.
    models: ['ecommerce', 'sentiment'],
    widgets: [
      {
        kind: 'QUADRANT',
        name: 'Konuların duygusu / Sentiment by topic',
        config: { xAxis: 'VOLUME', yAxis: 'NEGATIVE_SHARE' },
      },
      // A numeric attribute: the distribution widget draws a histogram (a text attribute like the segment has none).
      { kind: 'ATTRIBUTE_DISTRIBUTION', name: 'NPS puanları / NPS scores', config: { attributeCode: 'nps' } },
    ],
    quickFilters: [
      { name: 'Olumsuz / Negative', query: 'fq=sentiment__NEGATIVE__IN' },
      { name: 'Olumlu / Positive', query: 'fq=sentiment__POSITIVE__IN' },
    ],
  },
];

/** Every key the current version ships: when all exist, there is nothing to do. */
export const builtInKeys = (): string[] => [
  ...Object.values(BUILT_IN_MODELS).map((m) => m.key),
  ...BUILT_IN_PROJECTS.map((p) => p.key),
];

/** The wizard's request of a built-in model (the demo's settings: single-label, TR by default with EN). */
export function builtInModelRequest(model: BuiltInModel) {
  const request = demoModelRequest({
    name: model.title,
    code: model.code,
    description: model.description,
    sense: model.name === 'sentiment' ? 'SENTIMENT' : 'CATEGORY',
    categories: model.name === 'ecommerce' ? demoCategoryTree('tr') : model.name === 'calls' ? callReasonTree() : [],
    color: model.name === 'ecommerce' ? '#13A8A8' : model.name === 'calls' ? '#2F54EB' : '#52C41A',
  });
  request.tags = model.tags;
  // The call model reads the turns of a conversation (customer, agent) rather than one text.
  if (model.name === 'calls')
    request.settings = request.settings.map((s) => (s.type === 'DATA_TYPE' ? { ...s, value: 'DIALOGUE' } : s));
  return request;
}

/** The call reasons: the demo tree's six top categories (a call's reason is rarely finer than that). */
const callReasonTree = () => DEMO_CATEGORIES.map((c) => ({ name: c.name.tr }));

/** English names of the demo tree (parents and leaves), by their Turkish name: the categories' `en` aliases. */
export const englishNames = (): Map<string, string> =>
  new Map(
    DEMO_CATEGORIES.flatMap((p) => [[p.name.tr, p.name.en] as const, ...p.children.map((l) => [l.name.tr, l.name.en] as const)]),
  );

/** The wizard's request of a built-in analysis over its models (their codes in the internal workspace). */
export function builtInProjectRequest(project: BuiltInProject) {
  const dialogue = project.models.includes('calls');
  return analysisCreateBody.parse({
    name: project.title,
    description: project.description,
    icon: dialogue ? 'preset:headset' : 'preset:chart',
    color: dialogue ? '#2F54EB' : project.models.includes('ecommerce') ? '#13A8A8' : '#52C41A',
    models: project.models.map((name) => ({
      code: BUILT_IN_MODELS[name].code,
      senseType: name === 'sentiment' ? 'SENTIMENT' : 'CATEGORY',
    })),
    channels: dialogue ? ['CALL_CENTER'] : [...cxChannels],
    pipelineStages: ['NORMALISE', 'DETECT_LANGUAGE', 'CLASSIFY'],
    tags: project.tags,
    dataType: dialogue ? 'DIALOGUE' : 'STANDARD',
    attributes: dialogue
      ? [{ code: 'customer_id', name: 'Müşteri / Customer', type: 'TEXT' }]
      : CX_ATTRIBUTES.map((a) => ({ ...a })),
  });
}
