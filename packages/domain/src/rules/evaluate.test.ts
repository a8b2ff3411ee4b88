import { describe, expect, it } from 'vitest';
import { ruleCreateBody } from '../contract/rule.js';
import { validationIssues } from '../validation/issues.js';
import { conditionHolds, containsPhrase, foldRuleText, ruleMatches, type RuleDocument } from './evaluate.js';
import { parseRuleField, ruleConditionIssues, ruleOperatorsFor } from './fields.js';

const doc = (over: Partial<RuleDocument> = {}): RuleDocument => ({
  content: 'İADE istiyorum, kargom gelmedi',
  channel: 'CALL_CENTER',
  sentiment: 'NEGATIVE',
  nps: 3,
  csat: null,
  attributes: { city: 'İzmir', tier: 2, tags: ['vip', 'new'] },
  categories: [{ modelId: 'm1', categoryId: 'c1', confidence: 0.72 }],
  entities: [{ type: 'ORDER_NUMBER', text: 'SP-1234' }],
  ...over,
});

describe('Turkish-aware folding', () => {
  it('folds dotted and dotless i, case and accents', () => {
    expect(foldRuleText('İADE')).toBe('iade');
    expect(foldRuleText('IŞIK')).toBe('isik');
    expect(foldRuleText('  Çağrı   Merkezi ')).toBe('cagri merkezi');
  });

  it('matches a word or phrase at a word start, suffixes included', () => {
    expect(containsPhrase('İADE istiyorum', 'iade')).toBe(true);
    expect(containsPhrase('iadesi yapılmadı', 'İade')).toBe(true);
    expect(containsPhrase('a diadem', 'iade')).toBe(false);
    expect(containsPhrase('kargom gelmedi', 'KARGOM GELMEDİ')).toBe(true);
  });
});

describe('conditions', () => {
  const hold = (
    field: string,
    operator: Parameters<typeof conditionHolds>[0]['operator'],
    value = '',
    algo = 'KEYWORD' as const,
  ) => conditionHolds({ field, operator, value }, algo, doc());

  it('reads content, channel, sentiment, NPS, attributes and entities', () => {
    expect(hold('content', 'contains', 'iade')).toBe(true);
    expect(hold('content', 'not_contains', 'refund')).toBe(true);
    expect(hold('content', 'regex', 'kargo[mn]')).toBe(true);
    expect(hold('channel', 'equals', 'call_center')).toBe(true);
    expect(hold('sentiment', 'equals', 'NEGATIVE')).toBe(true);
    expect(hold('nps', 'lte', '6')).toBe(true);
    expect(hold('csat', 'exists')).toBe(false);
    expect(hold('csat', 'not_exists')).toBe(true);
    expect(hold('attribute:city', 'equals', 'izmir')).toBe(true);
    expect(hold('attribute:tier', 'gt', '1')).toBe(true);
    expect(hold('attribute:tags', 'equals', 'VIP')).toBe(true);
    expect(hold('attribute:missing', 'not_equals', 'x')).toBe(true);
    expect(hold('entity:ORDER_NUMBER', 'exists')).toBe(true);
    expect(hold('entity:IBAN', 'exists')).toBe(false);
  });

  it('compares category confidence only with MODEL_CONFIDENCE', () => {
    expect(hold('category:m1:c1', 'gte', '0.9')).toBe(true);
    expect(hold('category:m1:c1', 'gte', '0.9', 'MODEL_CONFIDENCE' as never)).toBe(false);
    expect(hold('category:m1:c1', 'gte', '0.7', 'MODEL_CONFIDENCE' as never)).toBe(true);
    expect(hold('category:m1:c2', 'lt', '0.5', 'MODEL_CONFIDENCE' as never)).toBe(true);
    expect(hold('category:m1:c2', 'not_exists')).toBe(true);
  });

  it('REGEX reads contains values as patterns', () => {
    expect(hold('content', 'contains', 'ia+de', 'REGEX' as never)).toBe(true);
    expect(hold('content', 'contains', 'ia+de')).toBe(false);
  });

  it('joins conditions with AND / OR', () => {
    const conditions = [
      { field: 'content', operator: 'contains' as const, value: 'iade' },
      { field: 'content', operator: 'contains' as const, value: 'refund' },
    ];
    expect(ruleMatches({ relation: 'OR', algorithmType: 'KEYWORD', conditions }, doc())).toBe(true);
    expect(ruleMatches({ relation: 'AND', algorithmType: 'KEYWORD', conditions }, doc())).toBe(false);
  });
});

describe('fields and validation', () => {
  it('parses fields and offers the operators that fit', () => {
    expect(parseRuleField('category:m:c')).toEqual({ kind: 'category', modelId: 'm', categoryId: 'c' });
    expect(parseRuleField('attribute:')).toBeNull();
    expect(ruleOperatorsFor('sentiment')).not.toContain('gt');
    expect(ruleOperatorsFor('category')).toContain('gte');
  });

  it('names each broken condition and action by path and code', () => {
    expect(ruleConditionIssues({ field: 'content', operator: 'regex', value: '(' }, 0, 'KEYWORD')).toEqual([
      { code: 'RULE_REGEX_INVALID', path: ['conditions', 0, 'value'] },
    ]);
    expect(ruleConditionIssues({ field: 'category:m:c', operator: 'gte', value: '2' }, 1, 'KEYWORD')).toEqual([
      { code: 'RULE_VALUE_INVALID', path: ['conditions', 1, 'value'] },
    ]);
    const issues = validationIssues(ruleCreateBody, {
      name: 'x',
      conditions: [{ field: 'content', operator: 'exists' }],
      actions: [{ actorType: 'SET_CATEGORY', modelId: 'm' }],
    });
    expect(issues).toEqual([
      { code: 'RULE_OPERATOR_INVALID', path: ['conditions', 0, 'operator'] },
      { code: 'FIELD_REQUIRED', path: ['actions', 0, 'categoryId'] },
    ]);
  });
});
