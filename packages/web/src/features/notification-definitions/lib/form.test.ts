import { describe, expect, it } from 'vitest';
import { projectDetail } from '../../../shared/test/analysis-fixtures';
import { definition } from '../test/fixtures';
import { definitionValues, fieldErrors, formFieldOf, formIssues, newDefinitionValues, toBody, withEnabled } from './form';

const issuesAt = (values: Parameters<typeof formIssues>[0]) => formIssues(values).map((i) => `${i.path.join('.')}:${i.code}`);

describe('notification definition form', () => {
  it('prefills a new definition from the analysis: daily at 09:00, its category model, NPS field and a chart', () => {
    const values = newDefinitionValues(projectDetail());
    expect(values).toMatchObject({
      type: 'PERIODIC_REPORT',
      periodType: 'DAILY',
      periodValue: 1,
      repeatHour: 9,
      modelId: 'm1',
      attribute: 'segment',
      npsField: 'nps',
      receivers: { type: 'ROLE', values: ['ADMIN', 'MANAGER'] },
    });
    expect(values.charts).toHaveLength(1);
    // Only what a person must say is missing.
    expect(issuesAt(values)).toEqual(['name:FIELD_REQUIRED', 'description:FIELD_REQUIRED', 'subject:FIELD_REQUIRED']);
  });

  it('reports the rules of the domain with their codes: a chart, a base parameter, the repeat day, cleared counts', () => {
    const values = {
      ...definitionValues(definition()),
      periodType: 'WEEKLY' as const,
      repeatDay: null,
      negativeCount: null,
      charts: [],
    };
    expect(issuesAt(values)).toEqual([
      'negativeCount:FIELD_REQUIRED',
      'repeatDay:FIELD_REQUIRED',
      'charts:NOTIFICATION_CHART_REQUIRED',
    ]);
    const insight = { ...definitionValues(definition()), charts: [{ type: 'CUSTOMER_INSIGHT' as const, baseParameter: null }] };
    expect(issuesAt(insight)).toEqual(['charts.0.baseParameter:NOTIFICATION_BASE_PARAMETER_REQUIRED']);
    expect(issuesAt({ ...definitionValues(definition()), thresholdType: 'NPS_BELOW', thresholdValue: -120 })).toEqual([
      'thresholdValue:FIELD_TOO_SMALL',
    ]);
  });

  it('sends nothing a choice made irrelevant: no day outside weekly/monthly, no hour when hourly, no stray category or base parameter', () => {
    const values = {
      ...definitionValues(definition()),
      repeatDay: 3,
      categoryId: 'c-late',
      charts: [{ type: 'NPS_TREND' as const, baseParameter: 'segment' }],
    };
    expect(toBody(values)).toMatchObject({
      repeatDay: null,
      repeatHour: 9,
      categoryId: null,
      charts: [{ type: 'NPS_TREND', baseParameter: null }],
    });
    expect(toBody({ ...values, periodType: 'HOURLY' })).toMatchObject({ repeatDay: null, repeatHour: null });
    expect(toBody({ ...values, periodType: 'MONTHLY' })).toMatchObject({ repeatDay: 3, repeatHour: 9 });
    expect(toBody({ ...values, thresholdType: 'CATEGORY_SHARE_ABOVE' })).toMatchObject({ categoryId: 'c-late' });
  });

  it('switches a listed definition on or off with every other field unchanged', () => {
    const body = withEnabled(definition(), false);
    expect(body).toMatchObject({
      name: 'Daily digest',
      enabled: false,
      repeatHour: 9,
      charts: [{ type: 'NPS_TREND', baseParameter: null }],
    });
  });

  it('puts an error on the field the form shows: charts under the picker, receivers under the receiver list', () => {
    expect(formFieldOf(['charts', 0, 'baseParameter'])).toEqual(['charts']);
    expect(formFieldOf(['receivers', 'values', 1])).toEqual(['receivers', 'values']);
    expect(formFieldOf(['receivers', 'type'])).toEqual(['receivers', 'type']);
    expect(formFieldOf(['name'])).toEqual(['name']);
    expect(formFieldOf(['projectCode'])).toBeNull();
    expect(
      fieldErrors([
        { path: ['charts'], text: 'A' },
        { path: ['charts', 1, 'baseParameter'], text: 'B' },
        { path: ['charts', 2, 'baseParameter'], text: 'B' },
        { path: ['elsewhere'], text: 'C' },
      ]),
    ).toEqual({ fields: [{ name: ['charts'], errors: ['A', 'B'] }], elsewhere: ['C'] });
  });
});
