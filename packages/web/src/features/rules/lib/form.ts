import {
  ruleActionIssues,
  ruleActorTypes,
  ruleConditionIssues,
  ruleCreateBody,
  ruleOperators,
  valuelessRuleOperators,
  type Rule,
  type RuleActorType,
  type RuleAlgorithmType,
  type RuleCreateBody,
  type RuleOperator,
  type RuleRelation,
  type SentimentLabel,
} from '@sentio/domain';

export interface ConditionValues {
  field?: string | null;
  operator?: RuleOperator | null;
  /** Text inputs give strings, number inputs numbers; the body carries a string. */
  value?: string | number | null;
}

export interface ActionValues {
  actorType?: RuleActorType | null;
  /** `<modelId>:<categoryId>` from the category picker. */
  category?: string | null;
  sentiment?: SentimentLabel | null;
  label?: string | null;
  note?: string | null;
  name?: string | null;
  assigneeId?: string | null;
  typeId?: string | null;
}

export interface RuleValues {
  name: string;
  description: string;
  enabled: boolean;
  relation: RuleRelation;
  algorithmType: RuleAlgorithmType;
  conditions: ConditionValues[];
  actions: ActionValues[];
}

/** A new rule starts with one empty condition and one empty action: the builder shows what is to be filled in. */
export function initialValues(rule?: Rule): RuleValues {
  if (!rule)
    return {
      name: '',
      description: '',
      enabled: true,
      relation: 'AND',
      algorithmType: 'KEYWORD',
      conditions: [{ field: 'content', operator: 'contains', value: '' }],
      actions: [{ actorType: null }],
    };
  return {
    name: rule.name,
    description: rule.description,
    enabled: rule.enabled,
    relation: rule.relation,
    algorithmType: rule.algorithmType,
    conditions: rule.conditions.map((c) => ({ ...c })),
    actions: rule.actions.map((a) => ({
      actorType: a.actorType,
      category: a.modelId && a.categoryId ? `${a.modelId}:${a.categoryId}` : null,
      sentiment: a.sentiment,
      label: a.label,
      note: a.note,
      name: a.name,
      assigneeId: a.assigneeId,
      typeId: a.typeId,
    })),
  };
}

const text = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

/** The save body of the form's values; each action keeps only the parameters its actor type uses. */
export function toBody(values: RuleValues): RuleCreateBody {
  return {
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim(),
    enabled: values.enabled ?? true,
    relation: values.relation ?? 'AND',
    algorithmType: values.algorithmType ?? 'KEYWORD',
    conditions: (values.conditions ?? []).map((c) => {
      const operator = c.operator ?? undefined;
      const valueless = operator !== undefined && valuelessRuleOperators.includes(operator);
      return {
        field: c.field ?? '',
        operator: operator as RuleOperator,
        value: valueless || c.value === null || c.value === undefined ? '' : String(c.value),
      };
    }),
    actions: (values.actions ?? []).map((a) => {
      const type = a.actorType ?? undefined;
      const [modelId = null, categoryId = null] = a.category ? a.category.split(':') : [];
      const category = type === 'ADD_CATEGORY' || type === 'SET_CATEGORY';
      const createAction = type === 'CREATE_ACTION';
      return {
        actorType: type as RuleActorType,
        modelId: category ? modelId : null,
        categoryId: category ? categoryId : null,
        sentiment: type === 'SET_SENTIMENT' ? (a.sentiment ?? null) : null,
        label: type === 'ADD_LABEL' ? text(a.label) : null,
        note: type === 'ALERT' ? text(a.note) : null,
        name: createAction ? text(a.name) : null,
        assigneeId: createAction ? (a.assigneeId ?? null) : null,
        typeId: createAction ? (a.typeId ?? null) : null,
      };
    }),
  };
}

/** Where a body issue is shown on the form: an action's model/category params land on its category picker. */
export function formPath(path: readonly PropertyKey[]): (string | number)[] {
  const out = path.map((p) => (typeof p === 'number' ? p : String(p)));
  if (out[0] === 'actions' && (out[2] === 'modelId' || out[2] === 'categoryId')) return ['actions', out[1] ?? 0, 'category'];
  return out;
}

export interface Issue {
  path: (string | number)[];
  code: string;
}

/** The same checks the server makes before it looks at the analysis's data (the shared schema), as form issues. */
export function bodyIssues(body: RuleCreateBody): Issue[] {
  const parsed = ruleCreateBody.safeParse(body);
  if (parsed.success) return [];
  const issues = parsed.error.issues.map((i) => ({ path: formPath(i.path), code: i.message }));
  // The schema checks the conditions' values and the actions' parameters only once the whole shape is right; the
  // form says everything at once, so those checks run here too on every complete condition and action.
  const algorithm = body.algorithmType ?? 'KEYWORD';
  (body.conditions ?? []).forEach((c, index) => {
    if ((ruleOperators as readonly string[]).includes(c.operator))
      for (const i of ruleConditionIssues({ field: c.field, operator: c.operator, value: c.value ?? '' }, index, algorithm))
        issues.push({ path: formPath(i.path), code: i.code });
  });
  const complete = (body.actions ?? []).map((a, index) => ({ a, index })).filter(({ a }) => ruleActorTypes.includes(a.actorType));
  for (const { a, index } of complete)
    for (const i of ruleActionIssues([{ ...emptyAction, ...a }]))
      issues.push({ path: formPath(['actions', index, ...i.path.slice(2)]), code: i.code });
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = i.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const emptyAction = {
  modelId: null,
  categoryId: null,
  sentiment: null,
  label: null,
  note: null,
  name: null,
  assigneeId: null,
  typeId: null,
};
