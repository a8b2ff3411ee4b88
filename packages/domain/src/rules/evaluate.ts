import {
  conditionUsesRegex,
  parseRuleField,
  ruleNumber,
  type RuleAlgorithmType,
  type RuleConditionInput,
  type RuleField,
} from './fields.js';

/**
 * The rule evaluator (docs/rules.md): pure, so the ingestion hook, the rule analysis job and tests read a document
 * the same way.
 */

export type RuleAttributeValue = string | number | boolean | null | (string | number)[];

/** What a rule can see of a document. */
export interface RuleDocument {
  content: string;
  channel: string | null;
  sentiment: string | null;
  nps: number | null;
  csat: number | null;
  attributes: Record<string, RuleAttributeValue>;
  categories: readonly { modelId: string; categoryId: string; confidence: number }[];
  entities: readonly { type: string; text: string }[];
}

export interface EvaluableRule {
  relation: 'AND' | 'OR';
  algorithmType: RuleAlgorithmType;
  conditions: readonly RuleConditionInput[];
}

/**
 * Case- and accent-folded text for keyword matching, Turkish aware: "İADE", "İade" and "iade" are the same word,
 * dotless ı is folded into i, and ç ğ ö ş ü (and other accents) into their base letters; spaces collapsed.
 */
export function foldRuleText(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .replace(/ı/gu, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

const wordChar = /[\p{L}\p{N}]/u;

/**
 * Whether the folded `text` has the folded phrase `needle` starting at a word start. A prefix is enough so Turkish
 * suffixes match ("iade" finds "iadesi", "iadeyi") while "iade" does not match inside "diadem".
 */
export function containsPhrase(text: string, needle: string): boolean {
  const t = foldRuleText(text);
  const n = foldRuleText(needle);
  if (n === '') return false;
  let from = 0;
  for (;;) {
    const at = t.indexOf(n, from);
    if (at < 0) return false;
    if (at === 0 || !wordChar.test(t[at - 1] ?? '')) return true;
    from = at + 1;
  }
}

const regexCache = new Map<string, RegExp | null>();
function compiled(pattern: string): RegExp | null {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'iu');
    } catch {
      re = null;
    }
    if (regexCache.size > 500) regexCache.clear();
    regexCache.set(pattern, re);
  }
  return re;
}

/** A regular expression matches the text as written or its folded form (so /iade/ finds "İADE" too). */
export function regexMatches(text: string, pattern: string): boolean {
  const re = compiled(pattern);
  if (!re) return false;
  return re.test(text) || re.test(foldRuleText(text));
}

/** The texts (and numbers) of a field in a document; empty when it has none. */
function valuesOf(field: RuleField, doc: RuleDocument): (string | number)[] {
  switch (field.kind) {
    case 'content':
      return [doc.content];
    case 'channel':
      return doc.channel ? [doc.channel] : [];
    case 'sentiment':
      return doc.sentiment ? [doc.sentiment] : [];
    case 'nps':
      return doc.nps === null ? [] : [doc.nps];
    case 'csat':
      return doc.csat === null ? [] : [doc.csat];
    case 'attribute': {
      const v = doc.attributes[field.code];
      if (v === null || v === undefined || v === '') return [];
      if (Array.isArray(v)) return v;
      return [typeof v === 'boolean' ? String(v) : v];
    }
    case 'entity':
      return doc.entities.filter((e) => e.type === field.type).map((e) => e.text);
    case 'category':
      return [];
  }
}

const asNumber = (v: string | number): number | null => (typeof v === 'number' ? v : ruleNumber(v));

function compareOne(value: string | number, condition: RuleConditionInput, algorithmType: RuleAlgorithmType): boolean {
  const text = String(value);
  switch (condition.operator) {
    case 'contains':
    case 'not_contains':
      return conditionUsesRegex(condition.operator, algorithmType)
        ? regexMatches(text, condition.value)
        : containsPhrase(text, condition.value);
    case 'regex':
      return regexMatches(text, condition.value);
    case 'equals':
    case 'not_equals': {
      const a = asNumber(value);
      const b = ruleNumber(condition.value);
      if (a !== null && b !== null) return a === b;
      return foldRuleText(text) === foldRuleText(condition.value);
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const a = asNumber(value);
      const b = ruleNumber(condition.value);
      if (a === null || b === null) return false;
      if (condition.operator === 'gt') return a > b;
      if (condition.operator === 'gte') return a >= b;
      if (condition.operator === 'lt') return a < b;
      return a <= b;
    }
    default:
      return false;
  }
}

function categoryHolds(
  field: Extract<RuleField, { kind: 'category' }>,
  condition: RuleConditionInput,
  algorithmType: RuleAlgorithmType,
  doc: RuleDocument,
): boolean {
  const hit = doc.categories.find((c) => c.modelId === field.modelId && c.categoryId === field.categoryId);
  const byConfidence = algorithmType === 'MODEL_CONFIDENCE';
  const threshold = ruleNumber(condition.value) ?? 0;
  switch (condition.operator) {
    case 'exists':
      return hit !== undefined;
    case 'not_exists':
      return hit === undefined;
    case 'gte':
      return hit !== undefined && (!byConfidence || hit.confidence >= threshold);
    case 'lt':
      // Below the confidence: a category the document does not have counts as 0.
      return byConfidence ? (hit?.confidence ?? 0) < threshold : hit === undefined;
    default:
      return false;
  }
}

/** Whether one condition holds for the document; an unknown field never holds. */
export function conditionHolds(condition: RuleConditionInput, algorithmType: RuleAlgorithmType, doc: RuleDocument): boolean {
  const field = parseRuleField(condition.field);
  if (!field) return false;
  if (field.kind === 'category') return categoryHolds(field, condition, algorithmType, doc);
  const values = valuesOf(field, doc).filter((v) => String(v).trim() !== '');
  switch (condition.operator) {
    case 'exists':
      return values.length > 0;
    case 'not_exists':
      return values.length === 0;
    // Negations hold when no value matches (a missing value contains nothing).
    case 'not_contains':
    case 'not_equals':
      return !values.some((v) => compareOne(v, condition, algorithmType));
    default:
      return values.some((v) => compareOne(v, condition, algorithmType));
  }
}

/** Whether the rule's conditions hold for the document: all of them (AND) or any (OR). */
export function ruleMatches(rule: EvaluableRule, doc: RuleDocument): boolean {
  if (rule.conditions.length === 0) return false;
  return rule.relation === 'AND'
    ? rule.conditions.every((c) => conditionHolds(c, rule.algorithmType, doc))
    : rule.conditions.some((c) => conditionHolds(c, rule.algorithmType, doc));
}
