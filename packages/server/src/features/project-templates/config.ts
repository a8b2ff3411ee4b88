import type { SenseType } from '@sentio/domain';

/**
 * What an analysis template holds (`project_template.config`, docs/marketplace.md): the analysis's configuration
 * without documents. Ids inside it (model, category, widget, quick-filter and virtual-category ids) are the SOURCE
 * analysis's; create-project rewrites them through the id map it builds while installing (`remapIds`).
 */
export interface ProjectTemplateConfig {
  version: 1;
  description: string;
  dataType: string;
  visibility: string;
  /** The analysis's own tags (the template's tags are the marketplace's). */
  projectTags: string[];
  proxyChannel: string | null;
  channels: { code: string; name: string; description: string; image: string | null }[];
  attributes: { code: string; name: string; type: string }[];
  pipelineStages: string[];
  /** The analysis's settings (thresholds, NPS/CSAT fields, attribute settings). */
  settings: Record<string, unknown>;
  privacyLabels: string[];
  restrictModels: boolean;
  /** Source model ids (the analysis stores codes; ids survive the id map). */
  restrictedModelIds: string[];
  restrictedAttributes: { name: string; type: string }[];
  /** PROJECT-scope widgets; built-ins keep their kind's slot. */
  widgets: { id: string; kind: string; name: string; builtIn: boolean; config: unknown }[];
  /** Widget ids in the dashboard's order (the snapshotting user's dashboard, shared widgets only). */
  layout: string[];
  quickFilters: { id: string; name: string; includeDate: boolean; query: string }[];
  virtualCategories: { id: string; name: string; color: string; filter: unknown }[];
  rules: { name: string; description: string; enabled: boolean; definition: unknown }[];
  notificationDefinitions: NotificationDefinitionConfig[];
}

/** A notification definition's columns; receivers that were users of the source workspace are dropped. */
export interface NotificationDefinitionConfig {
  name: string;
  description: string;
  type: string;
  subject: string;
  thresholdType: string;
  thresholdValue: number;
  categoryId: string | null;
  periodType: string;
  periodValue: number;
  repeatDay: number | null;
  repeatHour: number | null;
  modelId: string;
  attribute: string;
  receiverType: string;
  receiverValues: string[];
  negativeCount: number;
  listCount: number;
  showRootCause: boolean;
  npsField: string;
  charts: unknown;
  enabled: boolean;
}

/** One model the template needs (`project_template.models`): the contract's ref plus how the analysis used it. */
export interface StoredModelRef {
  key: string;
  templateId: string | null;
  sourceModelId: string;
  name: string;
  senseType: SenseType;
  languages: string[];
  hasWeights: boolean;
  macroF1: number | null;
  position: number;
  predictionActive: boolean;
  aspectSentiment: boolean;
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Rewrites every string equal to a source id through `map`, anywhere in a JSON value (docs/marketplace.md): configs
 * of widgets, filters and rules name models and categories in many shapes, and one generic walk covers them all.
 */
export function remapIds<T>(value: T, map: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    // Ids inside a longer string (a quick filter's URL query) are rewritten too: a uuid never clashes with text.
    if (typeof v === 'string') return map.get(v) ?? v.replace(uuidPattern, (id) => map.get(id) ?? id);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [map.get(k) ?? k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** `base`, else `base-2`, `base-3`… — the first one `taken` does not hold. */
export function uniqueCode(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i += 1) {
    const code = `${base.slice(0, 55)}-${i}`;
    if (!taken.has(code)) return code;
  }
}
