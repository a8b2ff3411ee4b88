import { customerEndpoints as ce } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { fcrForeign } from '../../test/routes-matrix-fcr.js';
import { createAnalysis, documentsWorkspace, seedDocuments, type Analysis } from '../project-documents/test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let outsider: SignedInUser;
let a: Analysis;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'FCR settings');
  ({ owner, analyst, outsider } = ws);
  a = await createAnalysis(t, owner, ws.model, 'fcr-s');
}, 120_000);
afterAll(async () => t.close());

const fieldsOf = (res: RawResponse) =>
  ((res.body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => [f.field, f.messageCode]);

describe('FCR settings', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    expect(await owner.client.call(ce.fcrSettings)).toEqual({
      dayRange: 7,
      channels: [],
      projectCodes: [],
      sameCategory: false,
      matchAttribute: null,
      agentAttribute: null,
      updatedAt: null,
    });
    const saved = await owner.client.call(ce.fcrSettingsUpdate, {
      body: {
        dayRange: 3,
        channels: ['CALL_CENTER', 'CALL_CENTER'],
        projectCodes: ['fcr-s'],
        sameCategory: true,
        agentAttribute: 'segment',
      },
    });
    expect(saved).toMatchObject({
      dayRange: 3,
      channels: ['CALL_CENTER'],
      projectCodes: ['fcr-s'],
      sameCategory: true,
      agentAttribute: 'segment',
    });
    expect(saved.updatedAt).not.toBeNull();
    // Everyone of the workspace reads them; another workspace has its own defaults.
    expect(await analyst.client.call(ce.fcrSettings)).toEqual(saved);
    expect((await outsider.client.call(ce.fcrSettings)).dayRange).toBe(7);
  });

  it('refuses unknown analyses, channels and attributes, each on its field, and keeps the old settings', async () => {
    const before = await owner.client.call(ce.fcrSettings);
    const res = await owner.client.request(ce.fcrSettingsUpdate, {
      body: {
        dayRange: 5,
        channels: ['CALL_CENTER', 'FAX'],
        projectCodes: ['nope', 'fcr-s'],
        matchAttribute: 'phone',
        agentAttribute: 'segment',
      },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([
      ['projectCodes.0', 'ANALYSIS_NOT_FOUND'],
      ['channels.1', 'ANALYSIS_CHANNEL_UNKNOWN'],
      ['matchAttribute', 'CUSTOMER_ATTRIBUTE_UNKNOWN'],
    ]);
    expect(await owner.client.call(ce.fcrSettings)).toEqual(before);
    // The contract's own bounds.
    const range = await owner.client.request(ce.fcrSettingsUpdate, { body: { dayRange: 0 } });
    expect(fieldsOf(range)).toEqual([['dayRange', 'FIELD_TOO_SMALL']]);
  });

  it('is changed by managers only', async () => {
    const res = await analyst.client.request(ce.fcrSettingsUpdate, { body: { dayRange: 2 } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ messageCode: 'PERMISSION_DENIED' });
  });
});

describe('FCR sub-reports', () => {
  const delivery = () => `${a.modelCode}:${a.categories['Delivery'] ?? ''}`;

  it('are created, listed and deleted; names are unique per workspace, case and spacing aside', async () => {
    const created = await analyst.client.call(ce.fcrSubReportCreate, {
      body: {
        name: 'Delivery calls',
        projectCodes: ['fcr-s'],
        categories: [delivery()],
        attributes: [{ field: 'segment', value: 'gold' }],
      },
    });
    expect(created).toMatchObject({
      name: 'Delivery calls',
      projectCodes: ['fcr-s'],
      categories: [delivery()],
      attributes: [{ field: 'segment', value: 'gold' }],
      createdBy: analyst.userId,
    });
    const taken = await owner.client.request(ce.fcrSubReportCreate, {
      body: { name: '  delivery   CALLS ', projectCodes: ['fcr-s'], categories: [delivery()] },
    });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual([['name', 'FCR_SUB_REPORT_NAME_TAKEN']]);
    // Another workspace neither reaches this workspace's analyses nor sees its sub-reports.
    const foreign = await outsider.client.request(ce.fcrSubReportCreate, {
      body: { name: 'Delivery calls', projectCodes: ['fcr-s'], categories: [delivery()] },
    });
    expect(fieldsOf(foreign)).toEqual([
      ['projectCodes.0', 'ANALYSIS_NOT_FOUND'],
      ['categories.0', 'CATEGORY_NOT_FOUND'],
    ]);
    expect((await outsider.client.call(ce.fcrSubReportList)).map((s) => s.id)).not.toContain(created.id);
    expect((await owner.client.call(ce.fcrSubReportList)).map((s) => s.name)).toEqual(['Delivery calls']);

    expect((await outsider.client.request(ce.fcrSubReportDelete, { params: { id: created.id } })).status).toBe(404);
    await analyst.client.call(ce.fcrSubReportDelete, { params: { id: created.id } });
    const gone = await analyst.client.request(ce.fcrSubReportDelete, { params: { id: created.id } });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ messageCode: 'FCR_SUB_REPORT_NOT_FOUND' });
    expect(await owner.client.call(ce.fcrSubReportList)).toEqual([]);
  });

  it('refuses a sub-report without a filter, and unknown analyses, categories and attributes', async () => {
    const none = await owner.client.request(ce.fcrSubReportCreate, { body: { name: 'Empty', projectCodes: ['fcr-s'] } });
    expect(fieldsOf(none)).toEqual([['categories', 'FCR_SUB_REPORT_FILTER_REQUIRED']]);
    const bad = await owner.client.request(ce.fcrSubReportCreate, {
      body: {
        name: 'Bad',
        projectCodes: ['fcr-s', 'nope'],
        categories: [delivery(), `${a.modelCode}:not-a-category`, 'other-model:x'],
        attributes: [
          { field: 'segment', value: 'gold' },
          { field: 'phone', value: '1' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      ['projectCodes.1', 'ANALYSIS_NOT_FOUND'],
      ['categories.1', 'CATEGORY_NOT_FOUND'],
      ['categories.2', 'CATEGORY_NOT_FOUND'],
      ['attributes.1.field', 'CUSTOMER_ATTRIBUTE_UNKNOWN'],
    ]);
    expect(await owner.client.call(ce.fcrSubReportList)).toEqual([]);
  });

  it('reports over a sub-report of the workspace only (404 otherwise)', async () => {
    const body = { startDate: '2025-01-01T00:00:00.000Z', endDate: '2025-01-31T23:59:59.999Z' };
    const missing = await owner.client.request(ce.fcrReport, {
      body: { ...body, subReportId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ messageCode: 'FCR_SUB_REPORT_NOT_FOUND' });
    const inverted = await owner.client.request(ce.fcrReport, { body: { startDate: body.endDate, endDate: body.startDate } });
    expect(fieldsOf(inverted)).toEqual([['startDate', 'DATE_RANGE_INVALID']]);
  });
});

describe('FCR report visibility', () => {
  it('counts only the analyses the caller may read', async () => {
    await owner.client.call(ce.fcrSettingsUpdate, { body: { dayRange: 7 } });
    const hidden = await createAnalysis(t, owner, null, 'fcr-private');
    // C-9 calls in the shared analysis on 01-10 and in the owner's private analysis on 01-08: for the owner the
    // 01-08 contact starts the issue (repeated by 01-10); for the analyst only 01-10 exists (resolved).
    await seedDocuments(t, a, [
      { externalId: 'v1', content: 'shared', contentDate: '2025-01-10T10:00:00.000Z', attributes: { customer_id: 'C-9' } },
    ]);
    await seedDocuments(t, hidden, [
      { externalId: 'v2', content: 'private', contentDate: '2025-01-08T10:00:00.000Z', attributes: { customer_id: 'C-9' } },
    ]);
    await t.db.updateTable('project').set({ visibility: 'PRIVATE' }).where('id', '=', hidden.id).execute();
    const body = { startDate: '2025-01-01T00:00:00.000Z', endDate: '2025-01-31T23:59:59.999Z' };
    const mine = await owner.client.call(ce.fcrReport, { body });
    expect(mine.figures).toMatchObject({ contacts: 2, issues: 1, repeated: 1, resolved: 0 });
    expect(mine.byAnalysis.map((x) => x.projectCode).sort()).toEqual(['fcr-private', 'fcr-s']);
    const theirs = await analyst.client.call(ce.fcrReport, { body });
    expect(theirs.figures).toMatchObject({ contacts: 1, issues: 1, repeated: 0, resolved: 1 });
    expect(theirs.byAnalysis.map((x) => x.projectCode)).toEqual(['fcr-s']);
  });
});

describe('FCR across workspaces', () => {
  it("the routes-matrix rows: another workspace reaches none of this workspace's FCR records", async () => {
    const sub = await owner.client.call(ce.fcrSubReportCreate, {
      body: { name: 'Kept', projectCodes: ['fcr-s'], categories: [`${a.modelCode}:${a.categories['Delivery'] ?? ''}`] },
    });
    const rows = fcrForeign({
      projectCode: () => a.code,
      modelCode: () => a.modelCode,
      categoryId: () => a.categories['Delivery'] ?? '',
      subReportId: () => sub.id,
    });
    for (const [name, row] of Object.entries(rows)) {
      const res = await row.attack(outsider.client);
      if (row.expectDenied) expect([401, 403, 404], name).toContain(res.status);
      expect(JSON.stringify(res.body), name).not.toContain(sub.id);
      expect(JSON.stringify(res.body), name).not.toContain(a.workspaceId);
    }
    expect((await owner.client.call(ce.fcrSubReportList)).map((s) => s.id)).toContain(sub.id);
  });
});
