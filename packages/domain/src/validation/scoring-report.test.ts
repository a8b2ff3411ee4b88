import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  correlationCombinations,
  correlationDocumentLimitIssue,
  correlationReportBody,
  reportNameTakenIssue,
  type CorrelationReportBody,
} from './correlation.js';
import { validationIssues } from './issues.js';
import { assistantIssues, rcaCategoryLeafIssues, rcaNameTakenIssue, rootCauseAnalysisBody } from './root-cause.js';
import { activeScoreTotal, callScoringBody, scoreRangeIssues, scriptControlBody, type CallScoringBody } from './scoring.js';

const issues = (schema: z.ZodType, input: unknown) => validationIssues(schema, input).map((i) => `${i.path.join('.')}:${i.code}`);

describe('root cause analysis', () => {
  const rca = { name: 'Kargo gecikmeleri', categoryIds: ['late'], dataTypeFilter: 'STANDARD' };

  it('accepts a valid analysis', () => {
    expect(issues(rootCauseAnalysisBody, rca)).toEqual([]);
    expect(issues(rootCauseAnalysisBody, { ...rca, actorType: 'CUSTOMER' })).toEqual([]);
  });

  it('needs a data type filter and a category', () => {
    expect(issues(rootCauseAnalysisBody, { ...rca, dataTypeFilter: undefined, categoryIds: [] })).toEqual([
      'categoryIds:RCA_CATEGORY_REQUIRED',
      'dataTypeFilter:FIELD_REQUIRED',
    ]);
  });

  it('allows one category only when an actor type is chosen', () => {
    expect(issues(rootCauseAnalysisBody, { ...rca, categoryIds: ['a', 'b'], actorType: 'AGENT' })).toEqual([
      'categoryIds:RCA_SINGLE_CATEGORY_WITH_ACTOR',
    ]);
    expect(issues(rootCauseAnalysisBody, { ...rca, categoryIds: ['a', 'b'] })).toEqual([]);
  });

  it('needs leaf categories and a unique name', () => {
    const leaves = new Set(['late', 'lost']);
    expect(rcaCategoryLeafIssues(['late', 'shipping', 'lost'], (id) => leaves.has(id))).toEqual([
      { code: 'RCA_CATEGORY_NOT_LEAF', path: ['categoryIds', 1] },
    ]);
    expect(rcaNameTakenIssue('KARGO gecikmeleri', ['Kargo Gecikmeleri'])?.code).toBe('RCA_NAME_TAKEN');
  });
});

describe('assistant', () => {
  it('allows only one definition and none where the model has a category tree', () => {
    expect(assistantIssues({ existingAssistants: 0, modelHasCategoryTree: false })).toEqual([]);
    expect(assistantIssues({ existingAssistants: 1, modelHasCategoryTree: true }).map((i) => i.code)).toEqual([
      'ASSISTANT_LIMIT',
      'ASSISTANT_CATEGORY_TREE',
    ]);
  });
});

const scoring: CallScoringBody = {
  minCallDuration: 30,
  rules: [
    {
      criterion: 'GREETING',
      maxScore: 33.3,
      ranges: [
        { start: 0, end: 0, score: 0 },
        { start: 1, end: 1, score: 33.3 },
      ],
    },
    { criterion: 'CLOSING_WORDS', maxScore: 33.3, ranges: [{ start: 0, end: 1, score: 33.3 }] },
    { criterion: 'CALLING_BY_NAME', maxScore: 33.4, minCallDuration: 60, ranges: [{ start: 0, end: 1, score: 33.4 }] },
    { criterion: 'TALK_TIME', maxScore: 50, active: false },
  ],
};

describe('call scoring', () => {
  it('accepts rules whose active scores total exactly 100', () => {
    expect(issues(callScoringBody, scoring)).toEqual([]);
    expect(activeScoreTotal(callScoringBody.parse(scoring).rules)).toBeCloseTo(100);
  });

  it('refuses another total', () => {
    const rules = scoring.rules.map((r) =>
      r.criterion === 'TALK_TIME' ? { ...r, active: true, ranges: [{ start: 0, end: 600, score: 50 }] } : r,
    );
    expect(issues(callScoringBody, { ...scoring, rules })).toEqual(['rules:SCORING_TOTAL_NOT_100']);
    expect(issues(callScoringBody, { ...scoring, rules: [] })).toEqual(['rules:SCORING_TOTAL_NOT_100']);
  });

  it('needs the minimum call duration, a range on each active rule and a minimum call length for calling by name', () => {
    const rules = scoring.rules.map((r) =>
      r.criterion === 'GREETING' ? { ...r, ranges: [] } : r.criterion === 'CALLING_BY_NAME' ? { ...r, minCallDuration: null } : r,
    );
    expect(issues(callScoringBody, { rules })).toEqual([
      'minCallDuration:SCORING_MIN_CALL_DURATION_REQUIRED',
      'rules.0.ranges:SCORING_RANGE_REQUIRED',
      'rules.2.minCallDuration:SCORING_CALLING_BY_NAME_DURATION_REQUIRED',
    ]);
  });

  it('needs complete ranges that do not overlap', () => {
    expect(issues(callScoringBody, { ...scoring, rules: [{ ...scoring.rules[0], ranges: [{ start: 0, score: 1 }] }] })).toEqual([
      'rules.0.ranges.0.end:SCORING_RANGE_INVALID',
    ]);
    expect(scoreRangeIssues([{ start: 5, end: 1, score: 0 }])).toEqual([{ code: 'SCORING_RANGE_INVALID', path: ['ranges', 0] }]);
    expect(
      scoreRangeIssues([
        { start: 0, end: 5, score: 10 },
        { start: 5, end: 10, score: 5 },
      ]),
    ).toEqual([{ code: 'SCORING_RANGES_OVERLAP', path: ['ranges', 1] }]);
    expect(
      scoreRangeIssues([
        { start: 6, end: 10, score: 5 },
        { start: 0, end: 5, score: 10 },
        { start: 2, end: 3, score: 1 },
      ]),
    ).toEqual([{ code: 'SCORING_RANGES_OVERLAP', path: ['ranges', 2] }]);
    expect(
      scoreRangeIssues([
        { start: 0, end: 5, score: 10 },
        { start: 6, end: 10, score: 5 },
      ]),
    ).toEqual([]);
  });

  it('refuses a criterion twice', () => {
    expect(
      issues(callScoringBody, { ...scoring, rules: [...scoring.rules, { criterion: 'GREETING', maxScore: 0, active: false }] }),
    ).toEqual(['rules.4:FIELD_INVALID_OPTION']);
  });

  it('needs every script field', () => {
    const script = {
      opening: 'Merhaba',
      greeting: 'Hoş geldiniz',
      closing: 'İyi günler',
      holdPermission: 'Bekletebilir miyim?',
      security: 'Kayıt',
      holdPermissionDuration: 30,
      customerEndedScript: 'a',
      agentEndedScript: 'b',
    };
    expect(issues(scriptControlBody, script)).toEqual([]);
    expect(issues(scriptControlBody, {})).toEqual(Object.keys(script).map((k) => `${k}:FIELD_REQUIRED`));
  });
});

const report: CorrelationReportBody = {
  name: 'NPS × Kanal',
  xAxis: { kind: 'CATEGORY', modelCode: 'M1', maxItems: 30 },
  yAxis: { kind: 'CHANNEL', maxItems: 30 },
};

describe('correlation report', () => {
  it('accepts 30 × 30 = 900 combinations', () => {
    expect(issues(correlationReportBody, report)).toEqual([]);
    expect(correlationCombinations(30, 30)).toBe(900);
  });

  it('needs a name of at least three characters, counted as characters', () => {
    expect(issues(correlationReportBody, { ...report, name: ' ab ' })).toEqual(['name:REPORT_NAME_TOO_SHORT']);
    expect(issues(correlationReportBody, { ...report, name: 'İşç' })).toEqual([]);
    expect(issues(correlationReportBody, { ...report, name: '😀😀' })).toEqual(['name:REPORT_NAME_TOO_SHORT']);
  });

  it('needs different axes and at most 900 combinations', () => {
    expect(issues(correlationReportBody, { ...report, yAxis: { kind: 'CATEGORY', modelCode: 'M1', maxItems: 31 } })).toEqual([
      'yAxis.kind:CORRELATION_SAME_AXIS',
      'yAxis.maxItems:CORRELATION_TOO_MANY_COMBINATIONS',
    ]);
    // picked items count instead of the maximum; another model's categories are a different axis
    const picked = Array.from({ length: 31 }, (_, i) => `c${i}`);
    expect(issues(correlationReportBody, { ...report, xAxis: { kind: 'CATEGORY', modelCode: 'M1', itemIds: picked } })).toEqual([
      'yAxis.maxItems:CORRELATION_TOO_MANY_COMBINATIONS',
    ]);
    expect(issues(correlationReportBody, { ...report, yAxis: { kind: 'CATEGORY', modelCode: 'M2', maxItems: 30 } })).toEqual([]);
    expect(issues(correlationReportBody, { ...report, yAxis: { kind: 'ATTRIBUTE', maxItems: 5 } })).toEqual([
      'yAxis.attributeCode:FIELD_REQUIRED',
    ]);
  });

  it('has a unique name and a document limit', () => {
    expect(reportNameTakenIssue('nps × kanal', ['NPS × Kanal'])?.code).toBe('REPORT_NAME_TAKEN');
    expect(correlationDocumentLimitIssue(100_001, 100_000)?.code).toBe('CORRELATION_DOCUMENT_LIMIT');
    expect(correlationDocumentLimitIssue(100_000, 100_000)).toBeNull();
  });
});
