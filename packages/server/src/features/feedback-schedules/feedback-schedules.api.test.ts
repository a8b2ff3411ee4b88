import { endpoints, type FeedbackPeriodBody } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  createAnalysis,
  documentsWorkspace,
  mixedDocuments,
  seedDocuments,
  type Analysis,
} from '../project-documents/test-support.js';

/**
 * The injected clock runs in 2090, so the app's own cron tick (real clock) finds no period of these schedules due:
 * each schedule here was saved long before its 2090 period.
 */
let t: TestApp;
let owner: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Feedback Co');
  ({ owner, outsider } = ws);
  a = await createAnalysis(t, owner, ws.model, 'feedback-co');
  ids = await seedDocuments(t, a, mixedDocuments);
  // d1 corrected by a person, d2 approved, d3 AI-confirmed; the rest unreviewed.
  const status = (ext: string, s: string) =>
    t.db
      .updateTable('project_document')
      .set({ status: s })
      .where('id', '=', ids[ext] ?? '')
      .execute();
  await status('d1', 'MANUAL_CHANGES');
  await status('d2', 'COMPLETED');
  await status('d3', 'AI_CONFIRMED');
}, 120_000);
afterAll(() => t.close());

const service = () => t.app.services.projects.feedbackSchedules;
const params = () => ({ code: a.code, model: a.modelCode });
const weekly = (): FeedbackPeriodBody => ({
  projectCode: a.code,
  modelCode: a.modelCode,
  documentType: 'CORRECTED',
  type: 'WEEKLY',
  repeatWeekDay: 3,
  repeatTime: '09:00',
});

describe('feedback schedule rules', () => {
  it('requires document type, model, period type, day and hour, each by its field', async () => {
    const fields = async (body: unknown) => {
      const res = await owner.client.request(endpoints.feedbackPeriodSave, {
        params: params(),
        body: body as FeedbackPeriodBody,
      });
      expect(res.status).toBe(400);
      return (res.body as { fields: { field: string; messageCode: string }[] }).fields.map((f) => `${f.field}:${f.messageCode}`);
    };
    expect(await fields({})).toEqual(
      expect.arrayContaining([
        'modelCode:FIELD_REQUIRED',
        'documentType:FIELD_REQUIRED',
        'type:FIELD_REQUIRED',
        'repeatTime:FIELD_REQUIRED',
      ]),
    );
    expect(await fields({ ...weekly(), repeatWeekDay: null })).toEqual(['repeatWeekDay:FIELD_REQUIRED']);
    expect(await fields({ ...weekly(), repeatWeekDay: 8 })).toEqual(['repeatWeekDay:FIELD_INVALID']);
    expect(await fields({ ...weekly(), type: 'MONTHLY' })).toEqual(['repeatDay:FIELD_REQUIRED']);
    expect(await fields({ ...weekly(), type: 'MONTHLY', repeatDay: 29 })).toEqual(['repeatDay:FIELD_INVALID']);
    expect(await fields({ ...weekly(), repeatTime: '24:00' })).toEqual(['repeatTime:FIELD_INVALID']);
    expect(await fields({ ...weekly(), repeatTime: '' })).toEqual(['repeatTime:FIELD_REQUIRED']);
    const other = await owner.client.request(endpoints.feedbackPeriodSave, {
      params: { code: a.code, model: 'nope' },
      body: { ...weekly(), modelCode: 'nope' },
    });
    expect(other.body).toMatchObject({ status: 400, messageCode: 'ANALYSIS_MODEL_NOT_FOUND' });
    const mismatch = await owner.client.request(endpoints.feedbackPeriodSave, {
      params: params(),
      body: { ...weekly(), projectCode: 'someone-else' },
    });
    expect(mismatch.body).toMatchObject({ status: 400, messageCode: 'PROJECT_CODE_MISMATCH' });
    expect(await owner.client.call(endpoints.feedbackPeriodList, { params: { code: a.code } })).toEqual([]);
  });
});

describe('the schedule and its job', () => {
  it('lists the models that can take feedback, with pending and sent counts', async () => {
    const fields = await owner.client.call(endpoints.feedbackModelFields, { params: { code: a.code } });
    expect(fields.map(({ modelName: _name, ...rest }) => rest)).toEqual([
      { modelCode: a.modelCode, senseType: 'CATEGORY', dataType: 'STANDARD', pending: 3, sent: 0 },
    ]);
  });

  it('saves one schedule per model (a save replaces it) and deletes it', async () => {
    await owner.client.call(endpoints.feedbackPeriodSave, { params: params(), body: { ...weekly(), type: 'DAILY' } });
    const saved = await owner.client.call(endpoints.feedbackPeriodSave, { params: params(), body: weekly() });
    expect(saved).toMatchObject({ type: 'WEEKLY', repeatWeekDay: 3, repeatDay: null, repeatTime: '09:00', lastRunAt: null });
    expect(await owner.client.call(endpoints.feedbackPeriodList, { params: { code: a.code } })).toHaveLength(1);
    await owner.client.call(endpoints.feedbackPeriodDelete, { params: params() });
    const gone = await owner.client.request(endpoints.feedbackPeriodDelete, { params: params() });
    expect(gone.body).toMatchObject({ status: 404, messageCode: 'FEEDBACK_SCHEDULE_NOT_FOUND' });
  });

  it('claims each due period exactly once on an injected clock and sends the documents with their origin', async () => {
    await owner.client.call(endpoints.feedbackPeriodSave, { params: params(), body: weekly() });
    // Wednesday 1 March 2090 09:00 is the due time (reporting zone of the tests: see config.timeZone).
    const tz = t.config.timeZone;
    const at = (iso: string) => () => new Date(new Date(iso).getTime() - offsetMs(tz, new Date(iso)));
    expect(await service().at(at('2090-03-01T08:59:00Z')).tick()).toEqual([]);
    const runs = await Promise.all([
      service().at(at('2090-03-01T09:05:00Z')).tick(),
      service().at(at('2090-03-01T09:05:00Z')).tick(),
    ]);
    expect(runs.flat().map((r) => [r.periodKey, r.sent])).toEqual([['W2090-02-27', 1]]);
    expect(await service().at(at('2090-03-02T10:00:00Z')).tick()).toEqual([]);

    const docs = await owner.client.call(endpoints.modelDocuments, {
      params: { id: a.modelId },
      query: { tab: 'ALL', page: 0, size: 100 },
    });
    const sent = docs.content.filter((d) => d.origin?.kind === 'FEEDBACK_SCHEDULE');
    expect(sent.map((d) => d.text)).toEqual(['My parcel is late and the courier never arrived']);
    expect(sent[0]?.origin).toEqual({ kind: 'FEEDBACK_SCHEDULE', projectCode: a.code, projectName: `Analysis ${a.code}` });
    expect(sent[0]?.status).toBe('AWAITING_APPROVAL');

    const [schedule] = await owner.client.call(endpoints.feedbackPeriodList, { params: { code: a.code } });
    expect(schedule).toMatchObject({ lastSentCount: 1, sentTotal: 1 });
    expect(schedule?.lastRunAt).not.toBeNull();

    // The next week's run sends what is still pending of its document type (none here): a run with 0.
    await owner.client.call(endpoints.feedbackPeriodSave, { params: params(), body: { ...weekly(), documentType: 'ALL' } });
    expect((await service().at(at('2090-03-08T09:00:00Z')).tick()).map((r) => r.sent)).toEqual([2]);
  });

  it('keeps other workspaces out', async () => {
    expect((await outsider.client.request(endpoints.feedbackPeriodList, { params: { code: a.code } })).status).toBe(404);
    expect((await outsider.client.request(endpoints.feedbackModelFields, { params: { code: a.code } })).status).toBe(404);
    expect((await outsider.client.request(endpoints.feedbackPeriodSave, { params: params(), body: weekly() })).status).toBe(404);
    expect((await outsider.client.request(endpoints.feedbackPeriodDelete, { params: params() })).status).toBe(404);
  });
});

/** The zone's offset from UTC at `date`: the tests write wall times of the reporting zone as if they were UTC. */
function offsetMs(timeZone: string, date: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - date.getTime();
}
