import { describe, expect, it } from 'vitest';
import { domainConstants, shellConstants } from './constants.js';

describe('constants', () => {
  it('hold the shell values', () => {
    expect(shellConstants).toMatchObject({
      eventPollIntervalMs: 10_000,
      httpTimeoutMs: 300_000,
      defaultPage: 0,
      defaultPageSize: 10,
      duplicateActionWindowMs: 500,
      duplicateActionKeepMs: 5_000,
      defaultTab: 'project_data',
      defaultDateRange: 'YEAR_TO_DATE',
      errorTextMaxLength: 500,
      locationHeaderMaxLength: 5_000,
      defaultDateWaitTries: 20,
      defaultDateWaitIntervalMs: 50,
      weekStart: { tr: 1, en: 0 },
      supportedLanguages: ['tr', 'en'],
    });
    expect(shellConstants.quickPeriods).toHaveLength(7);
    expect(shellConstants.lastPeriods).toEqual([
      'LAST_7_DAYS',
      'LAST_30_DAYS',
      'LAST_3_MONTHS',
      'LAST_6_MONTHS',
      'LAST_12_MONTHS',
    ]);
    expect(shellConstants.rtlLanguages).toContain('ar');
  });

  it('hold the domain limits', () => {
    expect(domainConstants).toMatchObject({
      maxModelsPerAnalysis: 5,
      maxSentimentModelsPerAnalysis: 1,
      maxNamedEntityModelsPerAnalysis: 1,
      searchMinLength: 3,
      reportNameMinLength: 3,
      actionTextMinLength: 10,
      maxSelectableFields: 8,
      maxAssistantsPerModelOrProject: 1,
      scoringActiveRulesTotal: 100,
      maxCorrelationCombinations: 900,
      recoveryCodeLength: 4,
      nps: { detractorMin: 0, detractorMax: 6, promoterMin: 9, promoterMax: 10 },
      percentileBands: [25, 50, 75],
      modelWizardSteps: 6,
      welcomeTourSteps: 3,
    });
    expect(domainConstants.reportPeriods).toHaveLength(7);
  });
});
