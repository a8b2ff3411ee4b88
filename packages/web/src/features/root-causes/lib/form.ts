import dayjs, { type Dayjs } from 'dayjs';
import {
  fromWall,
  rcaDefaults,
  toWall,
  wallDate,
  type actorTypes,
  type RcaDataTypeFilter,
  type RcaTrendType,
  type RootCauseAnalysis,
  type RootCauseAnalysisBody,
} from '@sentio/domain';

type ActorType = (typeof actorTypes)[number];

/** What the analysis form holds; dates are calendar days of the reporting time zone. */
export interface AnalysisValues {
  name: string;
  modelCode: string | null;
  categoryIds: string[];
  actorType: ActorType | null;
  dataTypeFilter: RcaDataTypeFilter;
  range: [Dayjs | null, Dayjs | null] | null;
  topicCountLimit: number;
  contentLimit: number;
  minSimilarity: number;
  attributeCodes: string[];
  defaultCategoryCount: number;
  defaultCategoryLevel: number;
  trendType: RcaTrendType;
  automated: boolean;
}

/** The fields the form shows, so the server's field errors land on them. */
export const analysisFieldNames: readonly (keyof AnalysisValues)[] = [
  'name',
  'modelCode',
  'categoryIds',
  'actorType',
  'dataTypeFilter',
  'range',
  'topicCountLimit',
  'contentLimit',
  'minSimilarity',
  'attributeCodes',
  'defaultCategoryCount',
  'defaultCategoryLevel',
  'trendType',
  'automated',
];

/** An actor type reads one speaker's turns: only dialogues have them. */
export const actorTypeAllowed = (dataTypeFilter: RcaDataTypeFilter | undefined): boolean => dataTypeFilter === 'DIALOGUE';

interface Category {
  id: string;
  parentId: string | null;
}

/** Categories that have children; the picker offers only leaves (the server answers RCA_CATEGORY_NOT_LEAF otherwise). */
export function parentIds(categories: readonly Category[]): Set<string> {
  return new Set(categories.flatMap((c) => (c.parentId === null ? [] : [c.parentId])));
}

export interface TreeNode {
  value: string;
  title: string;
  disabled?: boolean;
  selectable?: boolean;
  children: TreeNode[];
}

/** The model's categories as a tree where only leaves can be picked (parents stay visible to show the structure). */
export function leafTree(categories: readonly (Category & { name: string })[]): TreeNode[] {
  const parents = parentIds(categories);
  const nodes = new Map<string, TreeNode>(
    categories.map((c) => [
      c.id,
      { value: c.id, title: c.name, children: [], ...(parents.has(c.id) ? { disabled: true, selectable: false } : {}) },
    ]),
  );
  const roots: TreeNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id) as TreeNode;
    const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Form values of a new analysis (the server's defaults) or of an existing one (edit). */
export function initialValues(analysis: RootCauseAnalysis | undefined, timeZone: string, defaults = rcaDefaults): AnalysisValues {
  const day = (iso: string | null): Dayjs | null => {
    if (iso === null) return null;
    const wall = toWall(new Date(iso), timeZone);
    return dayjs(new Date(wall.year(), wall.month(), wall.date()));
  };
  if (!analysis)
    return {
      name: '',
      modelCode: null,
      categoryIds: [],
      actorType: null,
      dataTypeFilter: 'ALL',
      range: null,
      topicCountLimit: defaults.topicCountLimit,
      contentLimit: defaults.contentLimit,
      minSimilarity: defaults.minSimilarity,
      attributeCodes: [],
      defaultCategoryCount: defaults.defaultCategoryCount,
      defaultCategoryLevel: defaults.defaultCategoryLevel,
      trendType: 'PROPORTIONAL',
      automated: false,
    };
  const start = day(analysis.startDate);
  const end = day(analysis.endDate);
  return {
    name: analysis.name,
    modelCode: analysis.modelCode,
    categoryIds: analysis.categoryIds,
    actorType: analysis.actorType,
    dataTypeFilter: analysis.dataTypeFilter,
    range: start === null && end === null ? null : [start, end],
    topicCountLimit: analysis.topicCountLimit,
    contentLimit: analysis.contentLimit,
    minSimilarity: analysis.minSimilarity,
    attributeCodes: analysis.attributeCodes,
    defaultCategoryCount: analysis.defaultCategoryCount,
    defaultCategoryLevel: analysis.defaultCategoryLevel,
    trendType: analysis.trendType,
    automated: analysis.automated,
  };
}

/** A picked calendar day as the instant its day starts (or ends) in the reporting time zone. */
function dayBound(value: Dayjs | null | undefined, timeZone: string, end: boolean): string | null {
  if (!value) return null;
  const wall = wallDate(value.year(), value.month() + 1, value.date());
  if (wall === null) return null;
  return fromWall(end ? wall.endOf('day') : wall.startOf('day'), timeZone).toISOString();
}

/**
 * The create/update body of the form's values. The actor type is dropped unless the data type is DIALOGUE (the field
 * is hidden then); what the form does not show (query, attribute filters, max levels) is kept from `previous`.
 */
export function toBody(values: AnalysisValues, timeZone: string, previous?: RootCauseAnalysis): RootCauseAnalysisBody {
  return {
    name: values.name.trim(),
    modelCode: values.modelCode ?? null,
    categoryIds: values.categoryIds,
    actorType: actorTypeAllowed(values.dataTypeFilter) ? (values.actorType ?? null) : null,
    dataTypeFilter: values.dataTypeFilter,
    startDate: dayBound(values.range?.[0], timeZone, false),
    endDate: dayBound(values.range?.[1], timeZone, true),
    query: previous?.query ?? '',
    fieldQueries: previous?.fieldQueries ?? [],
    topicCountLimit: values.topicCountLimit,
    contentLimit: values.contentLimit,
    minSimilarity: values.minSimilarity,
    attributeCodes: values.attributeCodes,
    defaultCategoryCount: values.defaultCategoryCount,
    defaultCategoryLevel: values.defaultCategoryLevel,
    maxLevels: previous?.maxLevels ?? rcaDefaults.maxLevels,
    trendType: values.trendType,
    automated: values.automated,
  };
}

/**
 * The server's field errors as the form's fields: `categoryIds.2` (a category that is not a leaf) goes on the category
 * picker, `startDate`/`endDate` on the range picker; repeated texts are shown once. Fields the form does not show are left out.
 */
export function formFieldErrors(
  fields: readonly { field: string; messageCode: string; message: string }[],
  text: (field: { messageCode: string; message: string }) => string,
): { name: keyof AnalysisValues; errors: string[] }[] {
  const out = new Map<keyof AnalysisValues, string[]>();
  for (const f of fields) {
    const head = f.field.split('.')[0] ?? '';
    const name = analysisFieldNames.find((n) => n === (head === 'startDate' || head === 'endDate' ? 'range' : head));
    if (name === undefined) continue;
    const errors = out.get(name) ?? [];
    const message = text(f);
    if (!errors.includes(message)) errors.push(message);
    out.set(name, errors);
  }
  return [...out].map(([name, errors]) => ({ name, errors }));
}
