import { endpoints, type Endpoint, type EndpointName } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { signUp, uniqueEmail, type SignedInUser } from '../../test/factories.js';

/**
 * Every route of the app, three ways: without a session (401), with a malformed body (400 with field codes),
 * and by a user of another workspace aiming at the first workspace's records (never their data).
 * A new route without a row in `foreign` below fails this file: cross-workspace access is decided per route.
 */
let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;
/** An installation operator (SYSTEM_ADMIN), for the routes only operators reach. */
let operator: SignedInUser;
const aRecords = { invitationId: '', invitationToken: '', notificationCode: '', otherNotificationCode: '' };
/** A's model with a category and a training document (models area). */
const aModel = { id: '', categoryId: '', documentId: '' };
/** A well-formed id of no record, for versions and sources of A's model. */
const anyId = '00000000-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t, { company: 'Alpha' });
  b = await signUp(t, { company: 'Beta' });
  operator = await signUp(t, { company: 'Operator' });
  await t.db.updateTable('app_user').set({ user_type: 'SYSTEM_ADMIN' }).where('id', '=', operator.userId).execute();
  const inv = await a.client.call(endpoints.invite, { body: { email: uniqueEmail('invitee'), role: 'ANALYST' } });
  aRecords.invitationId = inv.id;
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', inv.email)
    .executeTakeFirstOrThrow();
  aRecords.invitationToken = /\/invitation\/([\w-]+)/.exec(mail.text_body)?.[1] ?? '';
  // Two notifications for A (password change, then 2FA setup is not needed: change password twice).
  await a.client.call(endpoints.changePassword, { body: { currentPassword: 'correct-horse-1', newPassword: 'correct-horse-2' } });
  await a.client.call(endpoints.changePassword, { body: { currentPassword: 'correct-horse-2', newPassword: 'correct-horse-1' } });
  const notes = await a.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
  aRecords.notificationCode = notes.content[0]?.code ?? '';
  aRecords.otherNotificationCode = notes.content[1]?.code ?? '';
  const model = await a.client.call(endpoints.modelCreate, {
    body: {
      name: 'Alpha model',
      settings: [
        { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
        { type: 'SENSE_TYPE', value: 'CATEGORY' },
        { type: 'DATA_TYPE', value: 'STANDARD' },
      ],
      switches: [{ code: 'en', default: true }],
      pipelineStages: [{ code: 'CLASSIFY' }],
      categories: [{ name: 'Alpha category' }],
    },
  });
  aModel.id = model.id;
  aModel.categoryId = model.labels[0]?.id ?? '';
  const doc = await t.db
    .insertInto('model_document')
    .values({
      model_id: model.id,
      workspace_id: (await t.db.selectFrom('model').select('workspace_id').where('id', '=', model.id).executeTakeFirstOrThrow())
        .workspace_id,
      text: 'Alpha document',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  aModel.documentId = doc.id;
});
afterAll(() => t.close());

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const callerFor = (permission: string) =>
  permission === 'public' ? new Client(t.baseUrl) : permission === 'SYSTEM/ADMIN' ? operator.client : b.client;
const samplePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, n: string) =>
    n === 'id' ? '00000000-0000-4000-8000-000000000000' : n === 'code' ? 'PROJECT_COUNT' : 'sample',
  );

describe('without a session', () => {
  it.each(all.filter(([, e]) => e.permission !== 'public'))('%s answers 401', async (_name, e) => {
    const res = await new Client(t.baseUrl).raw(e.method, samplePath(e.path), e.body ? { body: {} } : {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, type: 'AuthenticationException', messageCode: 'AUTH_SESSION_REQUIRED' });
  });

  it('a revoked or made-up token is no session', async () => {
    const res = await new Client(t.baseUrl, 'made-up-token').request(endpoints.me);
    expect(res.status).toBe(401);
  });
});

/**
 * Calls that check a token of their own before reading the body (a stranger must not make the server parse 10 MiB):
 * they answer 401 here, and their body validation is tested with a valid token in their area's tests.
 */
const tokenFirst = new Set<EndpointName>(['modelPushIngest']);
const withBody = all.filter(([name, e]) => e.body !== undefined && !tokenFirst.has(name));

describe('with a malformed body', () => {
  it.each(withBody)('%s answers 400 with field codes', async (_name, e) => {
    const caller = callerFor(e.permission);
    const res = await caller.raw(e.method, samplePath(e.path), { body: { unexpectedField: { nested: [1, 2] } } });
    expect(res.status).toBe(400);
    const body = res.body as { type: string; fields: { field: string; messageCode: string }[] };
    expect(body.type).toBe('ValidationException');
    expect(body.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'unexpectedField', messageCode: 'FIELD_UNKNOWN' })]),
    );
  });

  it.each(withBody)('%s answers 400 (not 500) to a body that is not JSON', async (_name, e) => {
    const caller = callerFor(e.permission);
    const res = await caller.raw(e.method, samplePath(e.path), { rawBody: '{"broken": ' });
    expect(res.status).toBe(400);
  });

  it.each(all.filter(([, e]) => e.query !== undefined))('%s answers 400 to a malformed query', async (_name, e) => {
    const caller = callerFor(e.permission);
    const res = await caller.raw(e.method, `${samplePath(e.path)}?page=-1&size=abc&lastId=x&code=x&feature=NOPE&bogus=1`);
    expect(res.status).toBe(400);
    expect((res.body as { fields: unknown[] }).fields.length).toBeGreaterThan(0);
  });
});

type Attack = (c: Client) => Promise<RawResponse>;
const denied = (res: RawResponse) => expect([401, 403, 404]).toContain(res.status);

/** What B tries against A for each route, and what must hold afterwards. `own` marks routes that only ever read or change the caller's own records. */
const foreign: Record<EndpointName, { attack: Attack; expectDenied: boolean } | 'own' | 'public'> = {
  health: 'public',
  register: 'public',
  verifyEmail: 'public',
  resendVerification: 'public',
  login: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  logout: 'own',
  me: 'own',
  updateMe: 'own',
  changePassword: 'own',
  otpSetup: 'own',
  otpEnable: 'own',
  otpDisable: 'own',
  activity: 'own',
  notificationSettings: 'own',
  updateNotificationSettings: 'own',
  eventCheckpoint: 'own',
  eventDuration: 'own',
  packagePlan: 'own',
  accountFeatures: 'own',
  accountFeature: 'own',
  packageCheck: 'own',
  outbox: { attack: (c) => c.request(endpoints.outbox, { query: { page: 0, size: 10 } }), expectDenied: true },
  switchWorkspace: {
    attack: (c) => c.request(endpoints.switchWorkspace, { body: { workspaceCode: a.workspaceCode } }),
    expectDenied: true,
  },
  workspaces: { attack: (c) => c.request(endpoints.workspaces), expectDenied: false },
  createWorkspace: 'own',
  members: { attack: (c) => c.request(endpoints.members), expectDenied: false },
  invitations: { attack: (c) => c.request(endpoints.invitations), expectDenied: false },
  invite: 'own',
  revokeInvitation: {
    attack: (c) => c.request(endpoints.revokeInvitation, { params: { id: aRecords.invitationId } }),
    expectDenied: true,
  },
  invitationPreview: 'public',
  acceptInvitation: {
    attack: (c) => c.request(endpoints.acceptInvitation, { params: { token: aRecords.invitationToken } }),
    expectDenied: true,
  },
  events: { attack: (c) => c.request(endpoints.events, { query: { lastId: '0' } }), expectDenied: false },
  notifications: { attack: (c) => c.request(endpoints.notifications, { query: { page: 0, size: 50 } }), expectDenied: false },
  markNotificationRead: {
    attack: (c) => c.request(endpoints.markNotificationRead, { body: { code: aRecords.notificationCode } }),
    expectDenied: true,
  },
  markAllNotificationsRead: { attack: (c) => c.request(endpoints.markAllNotificationsRead), expectDenied: false },
  notificationsAfter: {
    attack: (c) => c.request(endpoints.notificationsAfter, { query: { code: aRecords.otherNotificationCode, size: 10 } }),
    expectDenied: true,
  },
  notificationsBefore: {
    attack: (c) => c.request(endpoints.notificationsBefore, { query: { code: aRecords.notificationCode, size: 10 } }),
    expectDenied: true,
  },
  deleteNotification: {
    attack: (c) => c.request(endpoints.deleteNotification, { query: { code: aRecords.notificationCode } }),
    expectDenied: true,
  },
  notificationCount: { attack: (c) => c.request(endpoints.notificationCount), expectDenied: false },
  // models area (features/models): every call on A's model answers 404 to B
  modelList: { attack: (c) => c.request(endpoints.modelList, { query: { page: 0, size: 100 } }), expectDenied: false },
  modelCreate: 'own',
  modelPackageImport: 'own',
  modelGet: { attack: (c) => c.request(endpoints.modelGet, { params: { id: aModel.id } }), expectDenied: true },
  modelUpdate: {
    attack: (c) => c.request(endpoints.modelUpdate, { params: { id: aModel.id }, body: { name: 'Taken' } }),
    expectDenied: true,
  },
  modelDelete: { attack: (c) => c.request(endpoints.modelDelete, { params: { id: aModel.id } }), expectDenied: true },
  modelFavourite: {
    attack: (c) => c.request(endpoints.modelFavourite, { params: { id: aModel.id }, body: { favourite: true } }),
    expectDenied: true,
  },
  modelPipeline: {
    attack: (c) => c.request(endpoints.modelPipeline, { params: { id: aModel.id }, body: { stages: [{ code: 'NORMALISE' }] } }),
    expectDenied: true,
  },
  modelMakePublic: {
    attack: (c) => c.request(endpoints.modelMakePublic, { params: { id: aModel.id }, body: {} }),
    expectDenied: true,
  },
  modelCategories: { attack: (c) => c.request(endpoints.modelCategories, { params: { id: aModel.id } }), expectDenied: true },
  modelCategoryCreate: {
    attack: (c) => c.request(endpoints.modelCategoryCreate, { params: { id: aModel.id }, body: { name: 'X' } }),
    expectDenied: true,
  },
  modelCategoryUpdate: {
    attack: (c) =>
      c.request(endpoints.modelCategoryUpdate, {
        params: { id: aModel.id, categoryId: aModel.categoryId },
        body: { name: 'X' },
      }),
    expectDenied: true,
  },
  modelCategoryDelete: {
    attack: (c) => c.request(endpoints.modelCategoryDelete, { params: { id: aModel.id, categoryId: aModel.categoryId } }),
    expectDenied: true,
  },
  modelCategoryImport: {
    attack: (c) => c.request(endpoints.modelCategoryImport, { params: { id: aModel.id }, body: { categories: [{ name: 'X' }] } }),
    expectDenied: true,
  },
  modelPackageExport: {
    attack: (c) => c.request(endpoints.modelPackageExport, { params: { id: aModel.id } }),
    expectDenied: true,
  },
  modelDocuments: {
    attack: (c) => c.request(endpoints.modelDocuments, { params: { id: aModel.id }, query: { tab: 'ALL' } }),
    expectDenied: true,
  },
  modelDocumentSuggestion: {
    attack: (c) => c.request(endpoints.modelDocumentSuggestion, { params: { id: aModel.id, documentId: aModel.documentId } }),
    expectDenied: true,
  },
  modelDocumentMark: {
    attack: (c) =>
      c.request(endpoints.modelDocumentMark, {
        params: { id: aModel.id, documentId: aModel.documentId },
        body: { labelIds: [aModel.categoryId], action: 'SUBMIT' },
      }),
    expectDenied: true,
  },
  modelDocumentsApprove: {
    attack: (c) => c.request(endpoints.modelDocumentsApprove, { params: { id: aModel.id }, body: { ids: [aModel.documentId] } }),
    expectDenied: true,
  },
  modelDocumentsDiscard: {
    attack: (c) => c.request(endpoints.modelDocumentsDiscard, { params: { id: aModel.id }, body: { ids: [aModel.documentId] } }),
    expectDenied: true,
  },
  modelDocumentsDelete: {
    attack: (c) => c.request(endpoints.modelDocumentsDelete, { params: { id: aModel.id }, body: { ids: [aModel.documentId] } }),
    expectDenied: true,
  },
  modelMarkings: { attack: (c) => c.request(endpoints.modelMarkings, { params: { id: aModel.id } }), expectDenied: true },
  // training and sources (features/model-training, features/model-sources): A's model id with any version or source
  modelTrain: { attack: (c) => c.request(endpoints.modelTrain, { params: { id: aModel.id }, body: {} }), expectDenied: true },
  modelTrainCancel: { attack: (c) => c.request(endpoints.modelTrainCancel, { params: { id: aModel.id } }), expectDenied: true },
  modelVersions: { attack: (c) => c.request(endpoints.modelVersions, { params: { id: aModel.id } }), expectDenied: true },
  modelVersionDeploy: {
    attack: (c) => c.request(endpoints.modelVersionDeploy, { params: { id: aModel.id, versionId: anyId } }),
    expectDenied: true,
  },
  modelVersionSubmit: {
    attack: (c) => c.request(endpoints.modelVersionSubmit, { params: { id: aModel.id, versionId: anyId } }),
    expectDenied: true,
  },
  modelVersionApprove: {
    attack: (c) => c.request(endpoints.modelVersionApprove, { params: { id: aModel.id, versionId: anyId } }),
    expectDenied: true,
  },
  modelVersionReject: {
    attack: (c) => c.request(endpoints.modelVersionReject, { params: { id: aModel.id, versionId: anyId } }),
    expectDenied: true,
  },
  modelVersionStatistics: {
    attack: (c) => c.request(endpoints.modelVersionStatistics, { params: { id: aModel.id, versionId: anyId } }),
    expectDenied: true,
  },
  modelVersionConfusion: {
    attack: (c) =>
      c.request(endpoints.modelVersionConfusion, {
        params: { id: aModel.id, versionId: anyId },
        query: { actual: aModel.categoryId, predicted: aModel.categoryId },
      }),
    expectDenied: true,
  },
  modelTest: {
    attack: (c) => c.request(endpoints.modelTest, { params: { id: aModel.id }, body: { text: 'x' } }),
    expectDenied: true,
  },
  modelSources: { attack: (c) => c.request(endpoints.modelSources, { params: { id: aModel.id } }), expectDenied: true },
  modelSourceUpload: { attack: (c) => c.raw('POST', `/api/model/${aModel.id}/sources`), expectDenied: true },
  modelSourcePreview: {
    attack: (c) => c.request(endpoints.modelSourcePreview, { params: { id: aModel.id, sourceId: anyId } }),
    expectDenied: true,
  },
  modelSourceMatch: {
    attack: (c) =>
      c.request(endpoints.modelSourceMatch, {
        params: { id: aModel.id, sourceId: anyId },
        body: {
          columns: [
            { column: 'a', role: 'CONTENT' },
            { column: 'b', role: 'ID' },
            { column: 'c', role: 'DATE' },
          ],
          dateFormat: 'ISO',
          sortType: 'ASC',
        },
      }),
    expectDenied: true,
  },
  modelSourceFailedRows: {
    attack: (c) => c.request(endpoints.modelSourceFailedRows, { params: { id: aModel.id, sourceId: anyId } }),
    expectDenied: true,
  },
  modelSourceDelete: {
    attack: (c) => c.request(endpoints.modelSourceDelete, { params: { id: aModel.id, sourceId: anyId } }),
    expectDenied: true,
  },
  modelMatchingTemplates: {
    attack: (c) => c.request(endpoints.modelMatchingTemplates, { params: { id: aModel.id } }),
    expectDenied: true,
  },
  modelJsonUpload: {
    attack: (c) => c.request(endpoints.modelJsonUpload, { params: { id: aModel.id }, body: { documents: [{ text: 'x' }] } }),
    expectDenied: true,
  },
  modelPushSource: { attack: (c) => c.request(endpoints.modelPushSource, { params: { id: aModel.id } }), expectDenied: true },
  modelPushSourceGet: {
    attack: (c) => c.request(endpoints.modelPushSourceGet, { params: { id: aModel.id } }),
    expectDenied: true,
  },
  // public, but only with the model's push token
  modelPushIngest: {
    attack: (c) => c.request(endpoints.modelPushIngest, { params: { id: aModel.id }, body: { documents: [{ text: 'x' }] } }),
    expectDenied: true,
  },
};

describe('across workspaces', () => {
  it('every route has a decided cross-workspace case', () => {
    expect(Object.keys(foreign).sort()).toEqual(all.map(([n]) => n).sort());
  });

  it.each(
    Object.entries(foreign).filter(([, v]) => typeof v === 'object') as [
      EndpointName,
      { attack: Attack; expectDenied: boolean },
    ][],
  )('%s never reaches the other workspace', async (_name, { attack, expectDenied }) => {
    const res = await attack(b.client);
    if (expectDenied) denied(res);
    // Whatever the answer, none of A's identifiers or names may appear in it.
    const text = JSON.stringify(res.body);
    for (const secret of [
      a.workspaceCode,
      a.email,
      aRecords.invitationId,
      aRecords.notificationCode,
      aRecords.otherNotificationCode,
      aModel.id,
      aModel.categoryId,
      aModel.documentId,
      'Alpha',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("A's records are untouched by B's attempts", async () => {
    const notes = await a.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    const target = notes.content.find((n) => n.code === aRecords.notificationCode);
    expect(target).toMatchObject({ read: false });
    expect((await a.client.call(endpoints.invitations)).find((i) => i.id === aRecords.invitationId)?.status).toBe('PENDING');
    expect((await a.client.call(endpoints.members)).map((m) => m.email)).toEqual([a.email]);
    const model = await a.client.call(endpoints.modelGet, { params: { id: aModel.id } });
    expect(model).toMatchObject({ name: 'Alpha model', favourite: false, publicStatus: 'NONE', categoryCount: 1 });
    const docs = await a.client.call(endpoints.modelDocuments, { params: { id: aModel.id }, query: { tab: 'ALL' } });
    expect(docs.content.map((d) => [d.id, d.status])).toEqual([[aModel.documentId, 'UNMARKED']]);
  });
});
