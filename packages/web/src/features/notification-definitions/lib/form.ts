import {
  notificationDefinitionBody,
  validationIssues,
  type NotificationChart,
  type NotificationDefinition,
  type NotificationDefinitionBody,
  type NotificationDefinitionPeriod,
  type NotificationDefinitionType,
  type NotificationReceiverType,
  type NotificationThresholdType,
  type ProjectDetail,
  type RuleIssue,
} from '@sentio/domain';

/** What the definition form holds: the body's fields, with the numbers a cleared input leaves as null. */
export interface DefinitionValues {
  name: string;
  description: string;
  type: NotificationDefinitionType | null;
  subject: string;
  thresholdType: NotificationThresholdType | null;
  thresholdValue: number | null;
  categoryId: string | null;
  periodType: NotificationDefinitionPeriod | null;
  periodValue: number | null;
  repeatDay: number | null;
  repeatHour: number | null;
  modelId: string | null;
  attribute: string | null;
  receivers: { type: NotificationReceiverType; values: string[] };
  negativeCount: number | null;
  listCount: number | null;
  showRootCause: boolean;
  npsField: string | null;
  charts: NotificationChart[];
  enabled: boolean;
}

/** Fields the form shows, so a server field error lands on one of them (the rest is said above the form). */
export const definitionFieldNames = [
  'name',
  'description',
  'type',
  'subject',
  'thresholdType',
  'thresholdValue',
  'categoryId',
  'periodType',
  'periodValue',
  'repeatDay',
  'repeatHour',
  'modelId',
  'attribute',
  'receivers',
  'negativeCount',
  'listCount',
  'showRootCause',
  'npsField',
  'charts',
  'enabled',
] as const;

/** WEEKLY repeats on a weekday (1 = Monday … 7), MONTHLY on a day of the month (1…28); the others have no repeat day. */
export const repeatDayKind = (period: NotificationDefinitionPeriod | null): 'weekday' | 'monthDay' | null =>
  period === 'WEEKLY' ? 'weekday' : period === 'MONTHLY' ? 'monthDay' : null;

/** Hourly definitions send at the start of each hour; the others at the chosen hour. */
export const hasRepeatHour = (period: NotificationDefinitionPeriod | null): boolean => period !== null && period !== 'HOURLY';

/** Only a category-share threshold watches one category. */
export const hasCategory = (threshold: NotificationThresholdType | null): boolean => threshold === 'CATEGORY_SHARE_ABOVE';

/** The unit and range of a threshold value, as the form's number input offers it. */
export function thresholdBounds(threshold: NotificationThresholdType | null): {
  min: number;
  max: number;
  unit: 'score' | 'percent' | 'count';
} {
  switch (threshold) {
    case 'NPS_BELOW':
      return { min: -100, max: 100, unit: 'score' };
    case 'CSAT_BELOW':
    case 'CATEGORY_SHARE_ABOVE':
      return { min: 0, max: 100, unit: 'percent' };
    default:
      return { min: 0, max: 1_000_000_000, unit: 'count' };
  }
}

/** A new definition: a daily report at 09:00 to the workspace's administrators and managers, prefilled from the analysis. */
export function newDefinitionValues(project: ProjectDetail): DefinitionValues {
  const model = project.projectModels.find((m) => m.senseType === 'CATEGORY') ?? project.projectModels[0];
  const numeric = project.attributes.filter((a) => a.type === 'NUMERIC');
  const nps = project.settings.npsField ?? numeric.find((a) => /nps/i.test(a.code) || /nps/i.test(a.name))?.code ?? null;
  return {
    name: '',
    description: '',
    type: 'PERIODIC_REPORT',
    subject: '',
    thresholdType: 'NEGATIVE_COUNT_ABOVE',
    thresholdValue: 10,
    categoryId: null,
    periodType: 'DAILY',
    periodValue: 1,
    repeatDay: null,
    repeatHour: 9,
    modelId: model?.id ?? null,
    attribute: project.attributes.find((a) => a.type === 'TEXT')?.code ?? null,
    receivers: { type: 'ROLE', values: ['ADMIN', 'MANAGER'] },
    negativeCount: 5,
    listCount: 10,
    showRootCause: false,
    npsField: nps,
    charts: [{ type: 'VOLUME_TREND', baseParameter: null }],
    enabled: true,
  };
}

/** The form's values of a saved definition. */
export function definitionValues(d: NotificationDefinition): DefinitionValues {
  return {
    name: d.name,
    description: d.description,
    type: d.type,
    subject: d.subject,
    thresholdType: d.thresholdType,
    thresholdValue: d.thresholdValue,
    categoryId: d.categoryId,
    periodType: d.periodType,
    periodValue: d.periodValue,
    repeatDay: d.repeatDay,
    repeatHour: d.repeatHour,
    modelId: d.modelId,
    attribute: d.attribute,
    receivers: { type: d.receivers.type, values: [...d.receivers.values] },
    negativeCount: d.negativeCount,
    listCount: d.listCount,
    showRootCause: d.showRootCause,
    npsField: d.npsField,
    charts: d.charts.map((c) => ({ type: c.type, baseParameter: c.baseParameter })),
    enabled: d.enabled,
  };
}

const trimmed = (v: string | null | undefined): string => (v ?? '').trim();
const orNull = (v: string | null | undefined): string | null => (trimmed(v) === '' ? null : trimmed(v));

/**
 * The request body of the form's values. What a choice makes irrelevant is sent empty, so a hidden field never
 * keeps a stale value: the repeat day outside WEEKLY/MONTHLY, the hour of HOURLY, the category of other
 * thresholds, the base parameter of charts other than customer insight.
 */
export function toBody(v: DefinitionValues): NotificationDefinitionBody {
  return {
    name: trimmed(v.name),
    description: trimmed(v.description),
    type: v.type,
    subject: trimmed(v.subject),
    thresholdType: v.thresholdType,
    thresholdValue: v.thresholdValue ?? null,
    categoryId: hasCategory(v.thresholdType) ? orNull(v.categoryId) : null,
    periodType: v.periodType,
    periodValue: v.periodValue ?? null,
    repeatDay: repeatDayKind(v.periodType) ? (v.repeatDay ?? null) : null,
    repeatHour: hasRepeatHour(v.periodType) ? (v.repeatHour ?? null) : null,
    modelId: orNull(v.modelId),
    attribute: orNull(v.attribute),
    receivers: { type: v.receivers.type, values: [...v.receivers.values] },
    // A cleared count is refused below rather than silently replaced by the schema's default.
    negativeCount: v.negativeCount ?? 0,
    listCount: v.listCount ?? 0,
    showRootCause: v.showRootCause,
    npsField: orNull(v.npsField),
    charts: v.charts.map((c) => ({
      type: c.type,
      baseParameter: c.type === 'CUSTOMER_INSIGHT' ? orNull(c.baseParameter) : null,
    })),
    enabled: v.enabled,
  };
}

/** The save body of a listed definition with `enabled` switched (PUT replaces every field). */
export const withEnabled = (d: NotificationDefinition, enabled: boolean): NotificationDefinitionBody => ({
  ...toBody(definitionValues(d)),
  enabled,
});

/**
 * Every rule the server applies that the browser can check (the domain's own rules, so the messages are the same),
 * plus the counts a cleared input left empty.
 */
export function formIssues(v: DefinitionValues): RuleIssue[] {
  const missing: RuleIssue[] = [];
  if (v.negativeCount === null) missing.push({ code: 'FIELD_REQUIRED', path: ['negativeCount'] });
  if (v.listCount === null) missing.push({ code: 'FIELD_REQUIRED', path: ['listCount'] });
  const rules = validationIssues(notificationDefinitionBody, toBody(v)).filter(
    (i) => !missing.some((m) => m.path[0] === i.path[0]),
  );
  return [...missing, ...rules];
}

/**
 * The form field an error path belongs to: a chart's error (its base parameter) shows under the chart picker, a
 * receiver's under the receivers; anything else on its top-level field. Null for a field the form does not show.
 */
export function formFieldOf(path: readonly (string | number)[]): (string | number)[] | null {
  const [head, second] = path;
  if (typeof head !== 'string' || !(definitionFieldNames as readonly string[]).includes(head)) return null;
  if (head === 'receivers') return ['receivers', second === 'type' ? 'type' : 'values'];
  return [head];
}

/** Field errors grouped by form field (each text once), for `form.setFields`. */
export function fieldErrors(issues: readonly { path: readonly (string | number)[]; text: string }[]): {
  fields: { name: (string | number)[]; errors: string[] }[];
  elsewhere: string[];
} {
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const elsewhere: string[] = [];
  for (const issue of issues) {
    const name = formFieldOf(issue.path);
    if (name === null) {
      if (!elsewhere.includes(issue.text)) elsewhere.push(issue.text);
      continue;
    }
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.text)) entry.errors.push(issue.text);
    byField.set(key, entry);
  }
  return { fields: [...byField.values()], elsewhere };
}
