import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationIssues } from './issues.js';
import { journeyBody, journeyNameTakenIssue, journeyProjectInUseIssue, type JourneyBody } from './journey.js';
import { markingTargetBody, markingTargetConflicts, type MarkingTargetBody } from './marking-target.js';

const issues = (schema: z.ZodType, input: unknown) => validationIssues(schema, input).map((i) => `${i.path.join('.')}:${i.code}`);

const journey: JourneyBody = {
  name: 'Sipariş yolculuğu',
  quickFilterTitle: 'Sipariş',
  steps: [
    { name: 'Sipariş', conditions: [{ projectCode: 'P1', categoryIds: ['order'] }] },
    {
      name: 'Teslimat',
      conditions: [
        { projectCode: 'P1', categoryIds: ['delivery'] },
        { projectCode: 'P2', attributes: [{ field: 'channel', value: 'call' }] },
      ],
    },
  ],
  scoreDisplay: ['SENTIMENT'],
};

describe('customer journey', () => {
  it('accepts a valid journey', () => {
    expect(issues(journeyBody, journey)).toEqual([]);
  });

  it('needs its fields filled and at least one step', () => {
    expect(issues(journeyBody, { ...journey, name: '', quickFilterTitle: undefined, steps: [] })).toEqual([
      'name:FIELD_REQUIRED',
      'quickFilterTitle:FIELD_REQUIRED',
      'steps:JOURNEY_STEP_REQUIRED',
    ]);
  });

  it('needs an analysis and a category in each step', () => {
    expect(issues(journeyBody, { ...journey, steps: [{ name: 'Boş', conditions: [] }] })).toEqual([
      'steps.0.conditions:JOURNEY_STEP_PROJECT_REQUIRED',
      'steps.0.conditions:JOURNEY_STEP_CATEGORY_REQUIRED',
    ]);
    expect(
      issues(journeyBody, { ...journey, steps: [{ name: 'A', conditions: [{ projectCode: '', categoryIds: ['x'] }] }] }),
    ).toEqual(['steps.0.conditions:JOURNEY_STEP_PROJECT_REQUIRED']);
  });

  it('refuses the same analysis twice in a step, repeated step names and empty conditions among several', () => {
    const steps = [
      {
        name: 'Adım',
        conditions: [
          { projectCode: 'P1', categoryIds: ['a'] },
          { projectCode: 'P1', categoryIds: ['b'] },
        ],
      },
      { name: 'ADIM', conditions: [{ projectCode: 'P1', categoryIds: ['a'] }, { projectCode: 'P2' }] },
    ];
    expect(issues(journeyBody, { ...journey, steps })).toEqual([
      'steps.1.name:JOURNEY_STEP_NAME_DUPLICATE',
      'steps.0.conditions.1:JOURNEY_STEP_PROJECT_DUPLICATE',
      'steps.1.conditions:JOURNEY_CONDITION_EMPTY',
    ]);
  });

  it('needs a rating field for NPS and for CSAT when shown', () => {
    expect(issues(journeyBody, { ...journey, scoreDisplay: ['NPS', 'CSAT'] })).toEqual([
      'npsField:JOURNEY_RATING_FIELD_REQUIRED',
      'csatField:JOURNEY_RATING_FIELD_REQUIRED',
    ]);
    expect(issues(journeyBody, { ...journey, scoreDisplay: ['NPS', 'CSAT'], npsField: 'nps', csatField: 'csat' })).toEqual([]);
  });

  it('has a unique name and keeps projects used in journeys', () => {
    expect(journeyNameTakenIssue('sipariş yolculuğu', ['SİPARİŞ YOLCULUĞU'])?.code).toBe('JOURNEY_NAME_TAKEN');
    const parsed = journeyBody.parse(journey);
    expect(journeyProjectInUseIssue('P2', [parsed])?.code).toBe('JOURNEY_PROJECT_IN_USE');
    expect(journeyProjectInUseIssue('P9', [parsed])).toBeNull();
  });
});

const target: MarkingTargetBody = {
  name: 'Mart hedefi',
  year: 2024,
  month: 3,
  totalTarget: 100,
  criteria: ['CONTENT_LENGTH', 'CATEGORY_COUNT'],
  lengthTargets: { short: 50, medium: 30, long: 20 },
  lengthLimits: { short: 100, long: 500 },
  categoryCount: { min: 0, max: 3 },
  contentDate: 'CONTENT_DATE',
};

describe('marking targets', () => {
  it('accepts a valid target', () => {
    expect(issues(markingTargetBody, target)).toEqual([]);
    expect(
      issues(markingTargetBody, { ...target, criteria: ['CATEGORY_COUNT'], lengthTargets: null, lengthLimits: null }),
    ).toEqual([]);
  });

  it('needs a name, a date, criteria and a total above 0', () => {
    expect(issues(markingTargetBody, { ...target, name: '', contentDate: undefined, criteria: [], totalTarget: 0 })).toEqual([
      'name:FIELD_REQUIRED',
      'totalTarget:MARKING_TARGET_TOTAL_POSITIVE',
      'criteria:MARKING_TARGET_CRITERIA_REQUIRED',
      'contentDate:FIELD_REQUIRED',
    ]);
  });

  it('keeps length targets at or above 0 and adding up to the total', () => {
    expect(issues(markingTargetBody, { ...target, lengthTargets: { short: -1, medium: 81, long: 20 } })).toEqual([
      'lengthTargets.short:MARKING_TARGET_LENGTH_NEGATIVE',
    ]);
    expect(issues(markingTargetBody, { ...target, lengthTargets: { short: 50, medium: 30, long: 19 } })).toEqual([
      'lengthTargets:MARKING_TARGET_LENGTH_SUM',
    ]);
    expect(issues(markingTargetBody, { ...target, lengthTargets: null, lengthLimits: null })).toEqual([
      'lengthTargets:FIELD_REQUIRED',
      'lengthLimits:FIELD_REQUIRED',
    ]);
  });

  it('keeps the short length above 0 and the long one at least 1 and above the short one', () => {
    expect(issues(markingTargetBody, { ...target, lengthLimits: { short: 0, long: 0 } })).toEqual([
      'lengthLimits.short:MARKING_TARGET_SHORT_LENGTH_POSITIVE',
      'lengthLimits.long:MARKING_TARGET_LONG_LENGTH_MIN',
    ]);
    expect(issues(markingTargetBody, { ...target, lengthLimits: { short: 100, long: 100 } })).toEqual([
      'lengthLimits.long:MARKING_TARGET_LONG_NOT_ABOVE_SHORT',
    ]);
    expect(issues(markingTargetBody, { ...target, lengthLimits: { short: 100, long: 101 } })).toEqual([]);
  });

  it('keeps the category count range sensible', () => {
    expect(issues(markingTargetBody, { ...target, categoryCount: { min: -1, max: 0 } })).toEqual([
      'categoryCount.min:MARKING_TARGET_MIN_CATEGORY_NEGATIVE',
      'categoryCount.max:MARKING_TARGET_MAX_CATEGORY_POSITIVE',
    ]);
    expect(issues(markingTargetBody, { ...target, categoryCount: { min: 4, max: 3 } })).toEqual([
      'categoryCount.max:MARKING_TARGET_MAX_BELOW_MIN',
    ]);
    expect(issues(markingTargetBody, { ...target, categoryCount: { min: 3, max: 3 } })).toEqual([]);
    expect(issues(markingTargetBody, { ...target, categoryCount: null })).toEqual(['categoryCount:FIELD_REQUIRED']);
  });

  it('has a unique name and one target per period', () => {
    const existing = [{ name: 'Şubat hedefi', year: 2024, month: 2 }];
    expect(markingTargetConflicts({ name: 'ŞUBAT HEDEFİ', year: 2024, month: 3 }, existing)).toEqual([
      { code: 'MARKING_TARGET_NAME_TAKEN', path: ['name'] },
    ]);
    expect(markingTargetConflicts({ name: 'Yeni', year: 2024, month: 2 }, existing)).toEqual([
      { code: 'MARKING_TARGET_PERIOD_TAKEN', path: ['month'] },
    ]);
    expect(markingTargetConflicts({ name: 'Yeni', year: 2024, month: null }, existing)).toEqual([]);
  });
});
