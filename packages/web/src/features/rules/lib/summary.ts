import type { TFunction } from 'i18next';
import { valuelessRuleOperators, type RuleCondition, type RuleDefinition } from '@sentio/domain';
import { categoryName, fieldName, type RuleCatalog } from './fields';

type Action = RuleDefinition['actions'][number];

/** Names of the document's fixed fields and of entity types, in the interface language. */
export const namers = (t: TFunction) => ({
  fixed: (f: string) => t(`field.${f}`),
  entity: (type: string) => t(`entity.${type}`),
});

/** `Content contains "iade"`, `Shop feedback › Late ≥ 0.7`, `City is set`. */
export function conditionText(t: TFunction, catalog: RuleCatalog, c: RuleCondition): string {
  const n = namers(t);
  const field = fieldName(catalog, c.field, n.fixed, n.entity);
  const operator = t(`operator.${c.operator}`);
  if (valuelessRuleOperators.includes(c.operator)) return `${field} ${operator}`;
  const value = c.field === 'sentiment' ? t(`common:sentiment.${c.value.toUpperCase()}`, { defaultValue: c.value }) : c.value;
  return `${field} ${operator} "${value}"`;
}

/** The conditions joined by their relation ("and" / "or"). */
export function conditionsText(
  t: TFunction,
  catalog: RuleCatalog,
  rule: Pick<RuleDefinition, 'conditions' | 'relation'>,
): string {
  return rule.conditions.map((c) => conditionText(t, catalog, c)).join(` ${t(`relationWord.${rule.relation}`)} `);
}

/** `Add label "REFUND"`, `Raise an alert: "…"`, `Create action "Call back" for Elif Kaya`. */
export function actionText(t: TFunction, catalog: RuleCatalog, a: Action, personName: (id: string) => string): string {
  const what = t(`actor.${a.actorType}`);
  switch (a.actorType) {
    case 'ADD_CATEGORY':
    case 'SET_CATEGORY':
      return `${what}: ${categoryName(catalog, a.modelId, a.categoryId)}`;
    case 'SET_SENTIMENT':
      return `${what}: ${a.sentiment ? t(`common:sentiment.${a.sentiment}`) : '—'}`;
    case 'ADD_LABEL':
      return `${what}: ${a.label ?? ''}`;
    case 'ALERT':
      return `${what}: "${a.note ?? ''}"`;
    case 'CREATE_ACTION':
      return `${what}: "${a.name ?? ''}" → ${a.assigneeId ? personName(a.assigneeId) : '—'}`;
    default:
      return what;
  }
}

export const actionsText = (
  t: TFunction,
  catalog: RuleCatalog,
  rule: Pick<RuleDefinition, 'actions'>,
  personName: (id: string) => string,
) => rule.actions.map((a) => actionText(t, catalog, a, personName));

/** What changed between two definitions of a rule, one line per changed part (the history drawer). */
export function definitionChanges(
  t: TFunction,
  catalog: RuleCatalog,
  before: RuleDefinition | null,
  after: RuleDefinition | null,
  personName: (id: string) => string,
): { part: string; before: string; after: string }[] {
  const show = (d: RuleDefinition | null) =>
    d === null
      ? null
      : {
          name: d.name,
          description: d.description || '—',
          enabled: t(d.enabled ? 'history.on' : 'history.off'),
          relation: t(`relation.${d.relation}`),
          algorithmType: t(`algorithm.${d.algorithmType}.name`),
          conditions: conditionsText(t, catalog, d),
          actions: actionsText(t, catalog, d, personName).join('; '),
        };
  const b = show(before);
  const a = show(after);
  const parts = ['name', 'description', 'enabled', 'relation', 'algorithmType', 'conditions', 'actions'] as const;
  return parts
    .filter((p) => (b?.[p] ?? '') !== (a?.[p] ?? ''))
    .map((p) => ({ part: t(`history.part.${p}`), before: b?.[p] ?? '—', after: a?.[p] ?? '—' }));
}
