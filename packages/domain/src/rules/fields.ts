import type { RuleIssue } from '../validation/issues.js';
import { ruleIssue } from '../validation/issues.js';
import { sentimentLabels } from '../contract/model.js';

/**
 * What a rule can look at and how (docs/rules.md). Pure and shared: the server validates a saved rule with it and the
 * rule form offers only the operators that fit the chosen field.
 */
export const ruleOperators = [
  'contains',
  'not_contains',
  'equals',
  'not_equals',
  'regex',
  'gt',
  'gte',
  'lt',
  'lte',
  'exists',
  'not_exists',
] as const;
export type RuleOperator = (typeof ruleOperators)[number];

/** Operators that need no value: they ask whether the field has one. */
export const valuelessRuleOperators: readonly RuleOperator[] = ['exists', 'not_exists'];
/** Operators that compare numbers. */
export const numericRuleOperators: readonly RuleOperator[] = ['gt', 'gte', 'lt', 'lte'];
/** Operators that look for words / phrases or a pattern in a text. */
export const textRuleOperators: readonly RuleOperator[] = ['contains', 'not_contains', 'regex'];

/**
 * How conditions are evaluated (our reading): KEYWORD — text operators match words or phrases, case- and
 * accent-folded, Turkish aware (İ/ı); REGEX — the value of a contains / not_contains condition is a regular
 * expression too; MODEL_CONFIDENCE — like KEYWORD, and a category condition compares the model's confidence with
 * its value (otherwise "present" is enough).
 */
export const ruleAlgorithmTypes = ['KEYWORD', 'REGEX', 'MODEL_CONFIDENCE'] as const;
export type RuleAlgorithmType = (typeof ruleAlgorithmTypes)[number];

export const ruleFieldKinds = ['content', 'channel', 'sentiment', 'nps', 'csat', 'attribute', 'category', 'entity'] as const;
export type RuleFieldKind = (typeof ruleFieldKinds)[number];

/** A condition's field, parsed: `content`, `channel`, `sentiment`, `nps`, `csat`, `attribute:<code>`,
 * `category:<modelId>:<categoryId>`, `entity:<TYPE>`. */
export type RuleField =
  | { kind: 'content' | 'channel' | 'sentiment' | 'nps' | 'csat' }
  | { kind: 'attribute'; code: string }
  | { kind: 'category'; modelId: string; categoryId: string }
  | { kind: 'entity'; type: string };

/** The field of a condition string, or null when it is not one a rule knows. */
export function parseRuleField(field: string): RuleField | null {
  const f = field.trim();
  if (f === 'content' || f === 'channel' || f === 'sentiment' || f === 'nps' || f === 'csat') return { kind: f };
  const colon = f.indexOf(':');
  if (colon < 0) return null;
  const prefix = f.slice(0, colon);
  const rest = f.slice(colon + 1);
  if (prefix === 'attribute' && rest.length > 0) return { kind: 'attribute', code: rest };
  if (prefix === 'entity' && rest.length > 0) return { kind: 'entity', type: rest };
  if (prefix === 'category') {
    const [modelId, categoryId, extra] = rest.split(':');
    if (modelId && categoryId && extra === undefined) return { kind: 'category', modelId, categoryId };
  }
  return null;
}

export const ruleFieldKey = (field: RuleField): string => {
  switch (field.kind) {
    case 'attribute':
      return `attribute:${field.code}`;
    case 'category':
      return `category:${field.modelId}:${field.categoryId}`;
    case 'entity':
      return `entity:${field.type}`;
    default:
      return field.kind;
  }
};

/** Which operators fit which field kind. */
export const ruleOperatorsByField: Record<RuleFieldKind, readonly RuleOperator[]> = {
  content: ['contains', 'not_contains', 'equals', 'not_equals', 'regex'],
  channel: ['equals', 'not_equals', 'contains', 'not_contains', 'regex', 'exists', 'not_exists'],
  sentiment: ['equals', 'not_equals', 'exists', 'not_exists'],
  nps: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists'],
  csat: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists'],
  attribute: ruleOperators,
  category: ['gte', 'lt', 'exists', 'not_exists'],
  entity: ['contains', 'not_contains', 'equals', 'not_equals', 'regex', 'exists', 'not_exists'],
};

export const ruleOperatorsFor = (kind: RuleFieldKind): readonly RuleOperator[] => ruleOperatorsByField[kind];

/** Longest regular expression a rule accepts (a long pattern is slow on every incoming document). */
export const ruleRegexMaxLength = 200;

/** Whether `pattern` compiles as a rule's regular expression (case-insensitive, Unicode) and is short enough. */
export function ruleRegexValid(pattern: string): boolean {
  if (pattern.length > ruleRegexMaxLength) return false;
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
}

/** Whether a condition's value is read as a regular expression. */
export const conditionUsesRegex = (operator: RuleOperator, algorithmType: RuleAlgorithmType): boolean =>
  operator === 'regex' || (algorithmType === 'REGEX' && (operator === 'contains' || operator === 'not_contains'));

const numeric = (value: string): number | null => {
  const v = value.trim().replace(',', '.');
  if (v === '' || !/^-?\d+(\.\d+)?$/.test(v)) return null;
  return Number(v);
};
export const ruleNumber = numeric;

export interface RuleConditionInput {
  field: string;
  operator: RuleOperator;
  value: string;
}

/**
 * The issues of one condition that need no data of the analysis: a known field, an operator that fits it, a value
 * when the operator needs one, a number for numeric comparisons and category confidences (0..1), a regular
 * expression that compiles. Paths are `conditions.N.<field|operator|value>`.
 */
export function ruleConditionIssues(condition: RuleConditionInput, index: number, algorithmType: RuleAlgorithmType): RuleIssue[] {
  const at = (code: Parameters<typeof ruleIssue>[0], key: string) => [ruleIssue(code, 'conditions', index, key)];
  if (condition.field.trim() === '') return at('FIELD_REQUIRED', 'field');
  const field = parseRuleField(condition.field);
  if (!field) return at('RULE_FIELD_INVALID', 'field');
  if (!ruleOperatorsFor(field.kind).includes(condition.operator)) return at('RULE_OPERATOR_INVALID', 'operator');
  if (valuelessRuleOperators.includes(condition.operator)) return [];
  const value = condition.value.trim();
  if (value === '') return at('FIELD_REQUIRED', 'value');
  if (field.kind === 'category') {
    const n = numeric(value);
    return n === null || n < 0 || n > 1 ? at('RULE_VALUE_INVALID', 'value') : [];
  }
  if (field.kind === 'sentiment' && !(sentimentLabels as readonly string[]).includes(value.toUpperCase()))
    return at('RULE_VALUE_INVALID', 'value');
  if (numericRuleOperators.includes(condition.operator) || field.kind === 'nps' || field.kind === 'csat') {
    return numeric(value) === null ? at('RULE_VALUE_INVALID', 'value') : [];
  }
  if (conditionUsesRegex(condition.operator, algorithmType) && !ruleRegexValid(condition.value))
    return at('RULE_REGEX_INVALID', 'value');
  return [];
}
