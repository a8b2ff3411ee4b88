import { endpoints, type NotificationDefinitionBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { member } from '../models/test-fixtures.js';
import { createAnalysis, reportBody, type Analysis } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Notify Co' });
  analyst = await member(t, owner, 'ANALYST');
  outsider = await signUp(t, { company: 'Elsewhere' });
  a = await createAnalysis(t, owner, 'notify-defs');
}, 120_000);
afterAll(() => t?.close());

const create = (body: unknown, user = owner) =>
  user.client.request(endpoints.notificationDefinitionCreate, {
    params: { code: a.code },
    body: body as NotificationDefinitionBody,
  });
const fieldsOf = (res: RawResponse) =>
  ((res.body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('notification_definition')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('validation (every rule with its code, nothing written)', () => {
  it('names every missing field of an empty definition at once', async () => {
    const before = await count();
    const res = await create({});
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([
      ['name', 'FIELD_REQUIRED'],
      ['description', 'FIELD_REQUIRED'],
      ['type', 'FIELD_REQUIRED'],
      ['subject', 'FIELD_REQUIRED'],
      ['thresholdType', 'FIELD_REQUIRED'],
      ['thresholdValue', 'FIELD_REQUIRED'],
      ['periodType', 'FIELD_REQUIRED'],
      ['periodValue', 'FIELD_REQUIRED'],
      ['modelId', 'FIELD_REQUIRED'],
      ['attribute', 'FIELD_REQUIRED'],
      ['receivers.values', 'FIELD_REQUIRED'],
      ['npsField', 'FIELD_REQUIRED'],
      ['charts', 'NOTIFICATION_CHART_REQUIRED'],
    ]);
    expect(await count()).toBe(before);
  });

  it('asks for the repeat day and hour the period needs, in range', async () => {
    expect(fieldsOf(await create(reportBody(a, { periodType: 'WEEKLY', repeatHour: null })))).toEqual([
      ['repeatDay', 'FIELD_REQUIRED'],
      ['repeatHour', 'FIELD_REQUIRED'],
    ]);
    expect(fieldsOf(await create(reportBody(a, { periodType: 'WEEKLY', repeatDay: 8 })))).toEqual([
      ['repeatDay', 'FIELD_INVALID_OPTION'],
    ]);
    expect(fieldsOf(await create(reportBody(a, { periodType: 'MONTHLY', repeatDay: 29 })))).toEqual([
      ['repeatDay', 'FIELD_INVALID_OPTION'],
    ]);
    expect(fieldsOf(await create(reportBody(a, { repeatHour: 24 })))).toEqual([['repeatHour', 'FIELD_INVALID_OPTION']]);
    expect(fieldsOf(await create(reportBody(a, { periodValue: 0 })))).toEqual([['periodValue', 'FIELD_TOO_SMALL']]);
    // Hourly needs neither.
    expect((await create(reportBody(a, { name: 'Hourly', periodType: 'HOURLY', repeatHour: null }))).status).toBe(200);
  });

  it('checks the threshold value against its type', async () => {
    expect(fieldsOf(await create(reportBody(a, { thresholdType: 'NPS_BELOW', thresholdValue: -101 })))).toEqual([
      ['thresholdValue', 'FIELD_TOO_SMALL'],
    ]);
    expect(fieldsOf(await create(reportBody(a, { thresholdType: 'CATEGORY_SHARE_ABOVE', thresholdValue: 120 })))).toEqual([
      ['thresholdValue', 'FIELD_TOO_BIG'],
    ]);
  });

  it('requires a base parameter on customer-insight charts', async () => {
    const res = await create(reportBody(a, { charts: [{ type: 'NPS_TREND' }, { type: 'CUSTOMER_INSIGHT' }] }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([['charts.1.baseParameter', 'NOTIFICATION_BASE_PARAMETER_REQUIRED']]);
  });

  it('checks the model, attributes, category, roles and users against the analysis and workspace', async () => {
    const other = '00000000-0000-4000-8000-0000000000ab';
    expect(fieldsOf(await create(reportBody(a, { modelId: other })))).toEqual([['modelId', 'ANALYSIS_MODEL_NOT_FOUND']]);
    expect(
      fieldsOf(
        await create(
          reportBody(a, {
            attribute: 'nope',
            npsField: 'gone',
            charts: [{ type: 'CUSTOMER_INSIGHT', baseParameter: 'missing' }],
          }),
        ),
      ),
    ).toEqual([
      ['attribute', 'ATTRIBUTE_UNKNOWN'],
      ['npsField', 'ATTRIBUTE_UNKNOWN'],
      ['charts.0.baseParameter', 'ATTRIBUTE_UNKNOWN'],
    ]);
    expect(
      fieldsOf(await create(reportBody(a, { thresholdType: 'CATEGORY_SHARE_ABOVE', thresholdValue: 40, categoryId: other }))),
    ).toEqual([['categoryId', 'CATEGORY_NOT_FOUND']]);
    expect(fieldsOf(await create(reportBody(a, { receivers: { type: 'ROLE', values: ['OWNER'] } })))).toEqual([
      ['receivers.values.0', 'FIELD_INVALID_OPTION'],
    ]);
    expect(
      fieldsOf(await create(reportBody(a, { receivers: { type: 'USER', values: [analyst.userId, outsider.userId] } }))),
    ).toEqual([['receivers.values', 'NOTIFICATION_RECEIVER_NOT_MEMBER']]);
  });
});

describe('create, read, save, switch off, delete', () => {
  it('keeps names unique in the analysis (case and Turkish İ folded)', async () => {
    const first = await create(reportBody(a, { name: 'İade raporu' }));
    expect(first.status).toBe(200);
    const again = await create(reportBody(a, { name: 'iade RAPORU' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'NOTIFICATION_NAME_TAKEN' });
  });

  it('answers every field, the next due time, and a save replaces them; disabled has no next run', async () => {
    const created = await owner.client.call(endpoints.notificationDefinitionCreate, {
      params: { code: a.code },
      body: reportBody(a, {
        name: 'Weekly',
        periodType: 'WEEKLY',
        repeatDay: 1,
        repeatHour: 8,
        receivers: { type: 'USER', values: [analyst.userId] },
      }),
    });
    expect(created).toMatchObject({
      projectCode: a.code,
      name: 'Weekly',
      type: 'PERIODIC_REPORT',
      periodType: 'WEEKLY',
      repeatDay: 1,
      repeatHour: 8,
      modelId: a.modelId,
      receivers: { type: 'USER', values: [analyst.userId] },
      charts: [
        { type: 'NPS_TREND', baseParameter: null },
        { type: 'SENTIMENT_SHARE', baseParameter: null },
        { type: 'CUSTOMER_INSIGHT', baseParameter: 'segment' },
      ],
      enabled: true,
      lastRun: null,
      lastSentAt: null,
      createdBy: { id: owner.userId },
    });
    // Monday 08:00 (UTC in tests), in the future.
    const next = new Date(created.nextRunAt ?? '');
    expect([next.getUTCDay(), next.getUTCHours(), next.getTime() > Date.now()]).toEqual([1, 8, true]);
    const params = { code: a.code, id: created.id };
    const saved = await owner.client.call(endpoints.notificationDefinitionUpdate, {
      params,
      body: reportBody(a, {
        name: 'Weekly',
        type: 'THRESHOLD',
        thresholdType: 'VOLUME_ABOVE',
        thresholdValue: 100,
        enabled: false,
      }),
    });
    expect(saved).toMatchObject({
      type: 'THRESHOLD',
      thresholdType: 'VOLUME_ABOVE',
      thresholdValue: 100,
      periodType: 'DAILY',
      repeatDay: null,
      enabled: false,
      nextRunAt: null,
    });
    expect((await owner.client.call(endpoints.notificationDefinitionGet, { params })).enabled).toBe(false);
    expect(
      (await owner.client.call(endpoints.notificationDefinitionList, { params: { code: a.code } })).map((d) => d.name),
    ).toContain('Weekly');
    await owner.client.call(endpoints.notificationDefinitionDelete, { params });
    const gone = await owner.client.request(endpoints.notificationDefinitionGet, { params });
    expect([gone.status, (gone.body as { messageCode: string }).messageCode]).toEqual([404, 'NOTIFICATION_DEFINITION_NOT_FOUND']);
  });

  it('lets members of the workspace read, and hides the analysis from other workspaces', async () => {
    expect((await analyst.client.request(endpoints.notificationDefinitionList, { params: { code: a.code } })).status).toBe(200);
    expect((await outsider.client.request(endpoints.notificationDefinitionList, { params: { code: a.code } })).status).toBe(404);
  });
});
