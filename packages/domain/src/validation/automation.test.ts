import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { customerInsightChart, feedbackScheduleBody, notificationBody, ruleBody, type NotificationBody } from './automation.js';
import { validationIssues } from './issues.js';
import {
  entityMappingBody,
  entityMappingNameTakenIssue,
  parenthesesBalanced,
  speechNormalisationLimitIssue,
  speechSettingBody,
  speechSettingDuplicateIssue,
} from './speech.js';

const issues = (schema: z.ZodType, input: unknown) => validationIssues(schema, input).map((i) => `${i.path.join('.')}:${i.code}`);

describe('rules', () => {
  const rule = {
    name: 'Acil şikayet',
    conditions: [{ field: 'sentiment', operator: 'EQ', value: 'NEGATIVE' }],
    actions: [{ type: 'ALERT', actorType: 'AGENT' }],
  };

  it('accepts a complete rule', () => {
    expect(issues(ruleBody, rule)).toEqual([]);
  });

  it('needs a name, a condition and an action', () => {
    expect(issues(ruleBody, { ...rule, name: ' ', conditions: [], actions: [] })).toEqual([
      'name:FIELD_REQUIRED',
      'conditions:RULE_CONDITION_REQUIRED',
      'actions:RULE_ACTION_REQUIRED',
    ]);
  });

  it('needs field, operator and value in each condition and an actor type in each action', () => {
    expect(
      issues(ruleBody, { ...rule, conditions: [{ field: '', operator: '', value: '' }], actions: [{ type: 'ALERT' }] }),
    ).toEqual([
      'conditions.0.field:FIELD_REQUIRED',
      'conditions.0.operator:FIELD_REQUIRED',
      'conditions.0.value:FIELD_REQUIRED',
      'actions.0.actorType:FIELD_REQUIRED',
    ]);
  });
});

const notification: NotificationBody = {
  name: 'Günlük NPS',
  description: 'NPS düşüşü',
  type: 'THRESHOLD',
  mailSubject: 'NPS uyarısı',
  thresholdType: 'BELOW',
  thresholdValue: 30,
  periodType: 'WEEKLY',
  periodValue: 1,
  repeatDay: 1,
  repeatHour: 9,
  modelCode: 'M1',
  attribute: 'nps',
  receiverType: 'ROLE',
  receiverValue: 'ADMIN',
  npsField: 'nps',
  charts: [{ type: 'NPS' }, { type: customerInsightChart, baseParameter: 'segment' }],
};

describe('notifications', () => {
  it('accept a complete definition', () => {
    expect(issues(notificationBody, notification)).toEqual([]);
    expect(issues(notificationBody, { ...notification, periodType: 'HOURLY', repeatDay: null, repeatHour: null })).toEqual([]);
  });

  it('need every named field', () => {
    const empty = {
      ...notification,
      name: '',
      description: '',
      type: '',
      mailSubject: '',
      thresholdType: '',
      modelCode: '',
      attribute: '',
      npsField: '',
    };
    const { thresholdValue: _t, periodValue: _p, ...rest } = empty;
    expect(issues(notificationBody, rest)).toEqual([
      'name:FIELD_REQUIRED',
      'description:FIELD_REQUIRED',
      'type:FIELD_REQUIRED',
      'mailSubject:FIELD_REQUIRED',
      'thresholdType:FIELD_REQUIRED',
      'thresholdValue:FIELD_REQUIRED',
      'periodValue:FIELD_REQUIRED',
      'modelCode:FIELD_REQUIRED',
      'attribute:FIELD_REQUIRED',
      'npsField:FIELD_REQUIRED',
    ]);
  });

  it('need the repeat day and hour their period uses', () => {
    expect(issues(notificationBody, { ...notification, repeatDay: null, repeatHour: null })).toEqual([
      'repeatDay:FIELD_REQUIRED',
      'repeatHour:FIELD_REQUIRED',
    ]);
    expect(issues(notificationBody, { ...notification, repeatDay: 8 })).toEqual(['repeatDay:FIELD_INVALID_OPTION']);
    expect(issues(notificationBody, { ...notification, periodType: 'MONTHLY', repeatDay: 31 })).toEqual([]);
    expect(issues(notificationBody, { ...notification, periodType: 'DAILY', repeatDay: null, repeatHour: null })).toEqual([
      'repeatHour:FIELD_REQUIRED',
    ]);
  });

  it('need a chart, and a base parameter on customer insight charts', () => {
    expect(issues(notificationBody, { ...notification, charts: [] })).toEqual(['charts:NOTIFICATION_CHART_REQUIRED']);
    expect(issues(notificationBody, { ...notification, charts: [{ type: customerInsightChart }] })).toEqual([
      'charts.0.baseParameter:NOTIFICATION_BASE_PARAMETER_REQUIRED',
    ]);
  });
});

describe('feedback schedule', () => {
  const schedule = {
    projectCode: 'P1',
    modelCode: 'M1',
    documentType: 'STANDARD',
    type: 'WEEKLY',
    repeatWeekDay: 5,
    repeatTime: '08:30',
  };

  it('accepts a complete schedule', () => {
    expect(issues(feedbackScheduleBody, schedule)).toEqual([]);
    expect(issues(feedbackScheduleBody, { ...schedule, type: 'DAILY', repeatWeekDay: null })).toEqual([]);
  });

  it('needs document type, model, period type, day and hour', () => {
    expect(issues(feedbackScheduleBody, { projectCode: 'P1' })).toEqual([
      'modelCode:FIELD_REQUIRED',
      'documentType:FIELD_REQUIRED',
      'type:FIELD_REQUIRED',
      'repeatTime:FIELD_REQUIRED',
    ]);
    expect(issues(feedbackScheduleBody, { ...schedule, repeatWeekDay: null })).toEqual(['repeatWeekDay:FIELD_REQUIRED']);
    expect(issues(feedbackScheduleBody, { ...schedule, type: 'MONTHLY' })).toEqual(['repeatDay:FIELD_REQUIRED']);
    expect(issues(feedbackScheduleBody, { ...schedule, repeatTime: '24:00' })).toEqual(['repeatTime:FIELD_REQUIRED']);
  });
});

describe('speech settings', () => {
  const speech = { apiType: 'WHISPER', language: 'tr', customerChannel: 'left', agentChannel: 'right' };

  it('need two different channels', () => {
    expect(issues(speechSettingBody, speech)).toEqual([]);
    expect(issues(speechSettingBody, { ...speech, customerChannel: '', agentChannel: undefined })).toEqual([
      'customerChannel:FIELD_REQUIRED',
      'agentChannel:FIELD_REQUIRED',
    ]);
    expect(issues(speechSettingBody, { ...speech, agentChannel: 'left' })).toEqual(['agentChannel:SPEECH_CHANNELS_SAME']);
  });

  it('refuse a duplicate setting and apply the normalisation document limit', () => {
    expect(speechSettingDuplicateIssue(speech, [{ apiType: 'whisper', language: 'TR' }])?.code).toBe('SPEECH_SETTING_DUPLICATE');
    expect(speechSettingDuplicateIssue(speech, [{ apiType: 'WHISPER', language: 'en' }])).toBeNull();
    expect(speechNormalisationLimitIssue(1001, 1000)?.code).toBe('SPEECH_NORMALISATION_LIMIT');
    expect(speechNormalisationLimitIssue(1000, 1000)).toBeNull();
  });
});

describe('entity mapping', () => {
  it.each([
    ['', false, true],
    ['(a|b)', false, true],
    ['((a)(b))', false, true],
    ['(a', false, false],
    ['a)', false, false],
    [')(', false, false],
    ['\\(a', true, true],
    ['[(]a', true, true],
    ['[^)]+', true, true],
    ['[]()]', true, true],
    ['(\\))', true, true],
    ['\\(a', false, false],
    ['(a]', true, false],
  ])('parentheses of %j (regex: %s) balanced: %s', (text, regex, expected) => {
    expect(parenthesesBalanced(text, regex)).toBe(expected);
  });

  it('needs a name, texts and balanced parentheses; the name is unique', () => {
    const mapping = { name: 'Kargo firmaları', sourceText: '(yurtiçi|aras) kargo', targetText: 'KARGO', regex: true };
    expect(issues(entityMappingBody, mapping)).toEqual([]);
    expect(issues(entityMappingBody, { ...mapping, name: '' })).toEqual(['name:FIELD_REQUIRED']);
    expect(issues(entityMappingBody, { ...mapping, sourceText: '(yurtiçi', targetText: 'KARGO)' })).toEqual([
      'sourceText:ENTITY_MAPPING_UNBALANCED_PARENTHESES',
      'targetText:ENTITY_MAPPING_UNBALANCED_PARENTHESES',
    ]);
    expect(entityMappingNameTakenIssue('kargo FİRMALARI', ['Kargo firmaları'])?.code).toBe('ENTITY_MAPPING_NAME_TAKEN');
  });
});
