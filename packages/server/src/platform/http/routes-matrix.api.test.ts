import { buildSearchRequest, createFilterState, endpoints, type Endpoint, type EndpointName } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type RawResponse, type TestApp } from '../../test/harness.js';
import { setUserType, signUp, uniqueEmail, type SignedInUser } from '../../test/factories.js';
import { member } from '../../features/models/test-fixtures.js';
import { customerForeign } from '../../test/routes-matrix-customers.js';
import { fcrForeign } from '../../test/routes-matrix-fcr.js';
import { journeyForeign } from '../../test/routes-matrix-journeys.js';
import { actionForeign } from '../../test/routes-matrix-actions.js';
import { callbackForeign } from '../../test/routes-matrix-callbacks.js';
import { ruleForeign } from '../../test/routes-matrix-rules.js';
import { callScoringForeign } from '../../test/routes-matrix-call-scoring.js';
import { foreignNotificationBody, notificationDefinitionForeign } from '../../test/routes-matrix-notification-definitions.js';
import { publicReviewForeign, seedReviewTargets } from '../../test/routes-matrix-public-review.js';
import { aliasFeedbackForeign } from '../../test/routes-matrix-aliases-feedback.js';
import { rootCauseForeign } from '../../test/routes-matrix-root-causes.js';
import { seedSpeechTargets, speechForeign } from '../../test/routes-matrix-speech.js';
import { entityMappingForeign, seedEntityMappingTargets } from '../../test/routes-matrix-entity-mappings.js';
import { reportForeign, seedReportTargets } from '../../test/routes-matrix-reports.js';
import { accountForeign } from '../../test/routes-matrix-accounts.js';
import { memberForeign, seedMemberTargets } from '../../test/routes-matrix-members.js';
import { systemForeign } from '../../test/routes-matrix-system.js';
import { aiProviderForeign } from '../../test/routes-matrix-ai-provider.js';
import { helpForeign } from '../../test/routes-matrix-help.js';
import { assistantForeign, seedAssistantTargets } from '../../test/routes-matrix-assistants.js';
import { restrictionForeign } from '../../test/routes-matrix-restrictions.js';
import { modelTemplateForeign, seedModelTemplateTargets } from '../../test/routes-matrix-model-templates.js';
import { projectTemplateForeign, seedProjectTemplateTargets } from '../../test/routes-matrix-project-templates.js';

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
/** A's analysis (projects area) with a document, a draft, an uploaded icon and a channel of its own. */
const aProject = { code: 'alpha-analysis', id: '', documentId: '', draftCode: 'alpha-draft', fileId: '', channel: 'ALPHA_ONLY' };
/** A's customer (the customer_id of A's document), journey and FCR sub-report. */
const aCustomers = { key: 'Alpha-customer-1', journeyId: '', subReportId: '' };
/** A's action and action type (the action planner). */
const aActions = { actionId: '', typeId: '', userId: '' };
/** A's callback (on A's analysis, a bearer token as its secret) and one of its deliveries. */
const aCallback = { deliveryId: '', token: 'alpha-callback-token' };
/** A's rule on A's analysis. */
const aRules = { ruleId: '' };
/** A's notification definition on A's analysis, with one test run (its documents are what `nid` opens). */
const aNotifications = { definitionId: '' };
/** A's alias (of A's category) and A's feedback schedule, on A's analysis. */
const aAliases = { aliasId: '' };
/** A's speech setting (on A's dialogue analysis) and its API key. */
const aSpeech = { projectCode: '', settingId: '', apiKey: 'alpha-speech-key' };
const aEntities = { projectCode: '', mappingId: '' };
/** A's marking target and stored correlation report on A's analysis (the reports tab). */
const aReports = { targetId: '', reportId: '' };
/** A's account and a custom role of it (members, roles and account users). */
const aMembers = { accountId: '', roleId: '' };
/** A's pending make-public request of A's analysis (the operators' review queue). */
const aReview = { reviewId: '' };
const aTemplates = { modelTemplateId: '', projectTemplateId: '' };
/** A's assistants: on A's analysis and on a model of A's without a category tree. */
const aAssistants = { projectCode: '', modelId: '' };
/** A well-formed id of no record, for versions and sources of A's model. */
const anyId = '00000000-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  t = await startTestApp();
  a = await signUp(t, { company: 'Alpha' });
  b = await signUp(t, { company: 'Beta' });
  operator = await signUp(t, { company: 'Operator' });
  await setUserType(t, operator, 'SYSTEM_ADMIN');
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
      code: 'alpha-model',
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
  const project = await a.client.call(endpoints.projectCreate, {
    params: { code: aProject.code },
    body: {
      name: 'Alpha analysis',
      icon: 'preset:chart',
      models: [{ code: 'alpha-model', senseType: 'CATEGORY' }],
      channels: ['SURVEY'],
      pipelineStages: ['CLASSIFY'],
      attributes: [{ code: 'nps', name: 'NPS', type: 'NUMERIC' }],
    },
  });
  aProject.id = project.id;
  const projectDoc = await t.db
    .insertInto('project_document')
    .values({
      project_id: project.id,
      workspace_id: project.workspaceId,
      content: 'Alpha feedback',
      content_date: new Date(),
      attributes: JSON.stringify({ customer_id: aCustomers.key }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  aProject.documentId = projectDoc.id;
  const journey = await a.client.call(endpoints.journeyCreate, {
    body: {
      name: 'Alpha journey',
      quickFilterTitle: 'Alpha',
      steps: [
        { name: 'Alpha step', conditions: [{ projectCode: aProject.code, categoryIds: [aModel.categoryId], attributes: [] }] },
      ],
    },
  });
  aCustomers.journeyId = journey.id;
  const subReport = await a.client.call(endpoints.fcrSubReportCreate, {
    body: { name: 'Alpha sub-report', projectCodes: [aProject.code], categories: [`alpha-model:${aModel.categoryId}`] },
  });
  aCustomers.subReportId = subReport.id;
  const actionType = await a.client.call(endpoints.actionTypeCreate, { body: { name: 'Alpha type' } });
  aActions.typeId = actionType.id;
  const action = await a.client.call(endpoints.actionCreate, {
    body: { name: 'Alpha action', typeId: actionType.id, evidence: { projectCode: aProject.code, filter: '', label: 'Alpha' } },
  });
  aActions.actionId = action.id;
  aActions.userId = action.creator?.id ?? '';
  await a.client.call(endpoints.callbackSave, {
    params: { code: aProject.code },
    body: { enabled: true, dataType: 'ALL', url: 'http://127.0.0.1:9/alpha', authType: 'BEARER', token: aCallback.token },
  });
  aCallback.deliveryId = (
    await t.db
      .insertInto('callback_delivery')
      .values({
        workspace_id: project.workspaceId,
        project_id: project.id,
        document_id: projectDoc.id,
        event: 'CLASSIFIED',
        status: 'FAILED',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const rule = await a.client.call(endpoints.ruleCreate, {
    params: { code: aProject.code },
    body: {
      name: 'Alpha rule',
      conditions: [{ field: 'content', operator: 'contains', value: 'alpha' }],
      actions: [{ actorType: 'ADD_LABEL', label: 'Alpha label' }],
    },
  });
  aRules.ruleId = rule.id;
  const definition = await a.client.call(endpoints.notificationDefinitionCreate, {
    params: { code: aProject.code },
    body: { ...foreignNotificationBody(aModel.id), name: 'Alpha report', subject: 'Alpha report' },
  });
  aNotifications.definitionId = definition.id;
  await a.client.call(endpoints.notificationDefinitionTest, { params: { code: aProject.code, id: definition.id } });
  const alias = await a.client.call(endpoints.aliasCreate, {
    params: { code: aProject.code },
    body: { aliasType: 'CATEGORY', modelId: aModel.id, categoryId: aModel.categoryId, keyAlias: { en: 'Alpha alias' } },
  });
  aAliases.aliasId = alias.id;
  await a.client.call(endpoints.feedbackPeriodSave, {
    params: { code: aProject.code, model: 'alpha-model' },
    body: { modelCode: 'alpha-model', documentType: 'ALL', type: 'WEEKLY', repeatWeekDay: 1, repeatTime: '08:00' },
  });
  await a.client.call(endpoints.projectDraftSave, { params: { code: aProject.draftCode }, body: { name: 'Alpha draft' } });
  await a.client.call(endpoints.channelSave, { body: { code: aProject.channel, name: 'Alpha channel' } });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))]), 'icon.svg');
  const uploaded = await fetch(`${t.baseUrl}/api/file?scope=PROJECT_ICON&scopeId=new`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.client.token ?? ''}` },
    body: form,
  });
  aProject.fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  Object.assign(aSpeech, await seedSpeechTargets(a.client, aSpeech.apiKey));
  Object.assign(aEntities, await seedEntityMappingTargets(a.client));
  Object.assign(aReports, await seedReportTargets(a.client, aProject.code));
  Object.assign(aAssistants, await seedAssistantTargets(a.client, aProject.code));
  Object.assign(aMembers, await seedMemberTargets(a.client));
  Object.assign(aReview, await seedReviewTargets(t, a.client, aProject.code));
  aTemplates.modelTemplateId = (await seedModelTemplateTargets(a.client, aModel.id)).templateId;
  aTemplates.projectTemplateId = (await seedProjectTemplateTargets(a.client, aProject.code)).templateId;
});
afterAll(() => t.close());

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const callerFor = (permission: string) =>
  permission === 'public' ? new Client(t.baseUrl) : permission === 'SYSTEM/ADMIN' ? operator.client : b.client;
/** `:code` is a package feature under /api/package and a project code (lowercase) under the projects area. */
const samplePath = (path: string) =>
  path.replace(/:(\w+)/g, (_, n: string) =>
    n === 'id'
      ? '00000000-0000-4000-8000-000000000000'
      : n === 'code'
        ? path.includes('/project')
          ? 'sample-project'
          : 'PROJECT_COUNT'
        : 'sample',
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
const tokenFirst = new Set<EndpointName>(['modelPushIngest', 'pushIngest']);
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
  modelSourceLabelValues: {
    attack: (c) =>
      c.request(endpoints.modelSourceLabelValues, { params: { id: aModel.id, sourceId: anyId }, query: { column: 'label' } }),
    expectDenied: true,
  },
  modelSourceLabelCategories: {
    attack: (c) =>
      c.request(endpoints.modelSourceLabelCategories, { params: { id: aModel.id, sourceId: anyId }, body: { column: 'label' } }),
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
  // projects area (features/projects, project-ingest, project-documents): A's analysis code answers 404 to B
  projectList: { attack: (c) => c.request(endpoints.projectList, { query: { code: aProject.code } }), expectDenied: false },
  projectWorkspaces: { attack: (c) => c.request(endpoints.projectWorkspaces), expectDenied: false },
  projectRecent: { attack: (c) => c.request(endpoints.projectRecent), expectDenied: false },
  projectTags: { attack: (c) => c.request(endpoints.projectTags), expectDenied: false },
  projectIcons: 'own',
  projectColors: 'own',
  projectUserList: { attack: (c) => c.request(endpoints.projectUserList), expectDenied: false },
  projectSortOptions: 'own',
  documentSortOptions: 'own',
  projectGet: { attack: (c) => c.request(endpoints.projectGet, { params: { code: aProject.code } }), expectDenied: true },
  // codes are per workspace: B creating or drafting this code makes B's own analysis
  projectCreate: 'own',
  projectDraftSave: 'own',
  projectDraftGet: {
    attack: (c) => c.request(endpoints.projectDraftGet, { params: { code: aProject.draftCode } }),
    expectDenied: true,
  },
  projectPatch: {
    attack: (c) => c.request(endpoints.projectPatch, { params: { code: aProject.code }, body: { name: 'Taken over' } }),
    expectDenied: true,
  },
  projectDelete: { attack: (c) => c.request(endpoints.projectDelete, { params: { code: aProject.code } }), expectDenied: true },
  projectDeleteInvalid: {
    attack: (c) => c.request(endpoints.projectDeleteInvalid, { params: { code: aProject.draftCode } }),
    expectDenied: true,
  },
  fileUpload: 'own',
  fileGet: { attack: (c) => c.request(endpoints.fileGet, { params: { id: aProject.fileId } }), expectDenied: true },
  usableDateFields: {
    attack: (c) => c.request(endpoints.usableDateFields, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  channelList: { attack: (c) => c.request(endpoints.channelList), expectDenied: false },
  channelSave: 'own',
  channelDelete: {
    attack: (c) => c.request(endpoints.channelDelete, { params: { channel: aProject.channel } }),
    expectDenied: true,
  },
  fieldList: { attack: (c) => c.request(endpoints.fieldList, { params: { code: aProject.code } }), expectDenied: true },
  fieldSave: {
    attack: (c) => c.request(endpoints.fieldSave, { params: { code: aProject.code }, body: { attributes: [] } }),
    expectDenied: true,
  },
  fieldTypes: 'own',
  projectModels: { attack: (c) => c.request(endpoints.projectModels, { params: { code: aProject.code } }), expectDenied: true },
  projectCategoryTree: {
    attack: (c) => c.request(endpoints.projectCategoryTree, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  settingsSave: {
    attack: (c) => c.request(endpoints.settingsSave, { params: { code: aProject.code }, body: { defaultLanguage: 'en' } }),
    expectDenied: true,
  },
  advancedSettingsSave: {
    attack: (c) =>
      c.request(endpoints.advancedSettingsSave, { params: { code: aProject.code }, body: { masking: { enabled: true } } }),
    expectDenied: true,
  },
  keepLoadedGet: { attack: (c) => c.request(endpoints.keepLoadedGet, { params: { code: aProject.code } }), expectDenied: true },
  keepLoadedSave: {
    attack: (c) => c.request(endpoints.keepLoadedSave, { params: { code: aProject.code }, body: { modelCodes: [] } }),
    expectDenied: true,
  },
  predictionSwitch: {
    attack: (c) =>
      c.request(endpoints.predictionSwitch, { params: { code: aProject.code, model: 'alpha-model' }, body: { active: false } }),
    expectDenied: true,
  },
  aspectSentimentSwitch: {
    attack: (c) =>
      c.request(endpoints.aspectSentimentSwitch, {
        params: { code: aProject.code, model: 'alpha-model' },
        body: { active: true },
      }),
    expectDenied: true,
  },
  // data in (features/project-ingest)
  sourceList: { attack: (c) => c.request(endpoints.sourceList, { params: { code: aProject.code } }), expectDenied: true },
  sourceUpload: { attack: (c) => c.raw('POST', `/api/project/${aProject.code}/upload?switchCode=SURVEY`), expectDenied: true },
  sourcePreview: { attack: (c) => c.request(endpoints.sourcePreview, { params: { id: anyId } }), expectDenied: true },
  sourceFieldTypes: {
    attack: (c) => c.request(endpoints.sourceFieldTypes, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  sourceMatch: {
    attack: (c) =>
      c.request(endpoints.sourceMatch, {
        params: { code: aProject.code, id: anyId },
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
  sourceDelete: {
    attack: (c) => c.request(endpoints.sourceDelete, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  sourceFailedRows: {
    attack: (c) => c.request(endpoints.sourceFailedRows, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  matchingTemplates: {
    attack: (c) => c.request(endpoints.matchingTemplates, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  jsonIngest: {
    attack: (c) =>
      c.request(endpoints.jsonIngest, {
        params: { code: aProject.code },
        body: { channelCode: 'SURVEY', documents: [{ text: 'x' }] },
      }),
    expectDenied: true,
  },
  pushSourceActivate: {
    attack: (c) => c.request(endpoints.pushSourceActivate, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  pushSourceGet: { attack: (c) => c.request(endpoints.pushSourceGet, { params: { code: aProject.code } }), expectDenied: true },
  // public, but only with the analysis's push token
  pushIngest: {
    attack: (c) =>
      c.request(endpoints.pushIngest, {
        params: { code: aProject.code },
        body: { channelCode: 'SURVEY', documents: [{ text: 'x' }] },
      }),
    expectDenied: true,
  },
  // documents (features/project-documents)
  documentSearch: {
    attack: (c) => c.request(endpoints.documentSearch, { params: { code: aProject.code }, body: searchBody() }),
    expectDenied: true,
  },
  documentFacet: {
    attack: (c) =>
      c.request(endpoints.documentFacet, {
        params: { code: aProject.code, kind: 'CATEGORY', key: 'alpha-model' },
        body: searchBody(),
      }),
    expectDenied: true,
  },
  documentDateExtent: {
    attack: (c) => c.request(endpoints.documentDateExtent, { params: { code: aProject.code }, body: searchBody() }),
    expectDenied: true,
  },
  fieldFacet: {
    attack: (c) => c.request(endpoints.fieldFacet, { params: { code: aProject.code, field: 'nps' }, body: {} }),
    expectDenied: true,
  },
  documentGet: {
    attack: (c) => c.request(endpoints.documentGet, { params: { code: aProject.code, id: aProject.documentId } }),
    expectDenied: true,
  },
  documentAlerted: {
    attack: (c) => c.request(endpoints.documentAlerted, { params: { code: aProject.code }, query: {} }),
    expectDenied: true,
  },
  documentCountAndLastDate: {
    attack: (c) => c.request(endpoints.documentCountAndLastDate, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  documentDelete: {
    attack: (c) =>
      c.request(endpoints.documentDelete, { params: { code: aProject.code }, body: { documentIds: [aProject.documentId] } }),
    expectDenied: true,
  },
  documentAlert: {
    attack: (c) =>
      c.request(endpoints.documentAlert, { params: { code: aProject.code, id: aProject.documentId }, body: { note: 'look' } }),
    expectDenied: true,
  },
  documentReviewed: {
    attack: (c) => c.request(endpoints.documentReviewed, { params: { code: aProject.code, id: aProject.documentId } }),
    expectDenied: true,
  },
  documentNote: {
    attack: (c) =>
      c.request(endpoints.documentNote, { params: { code: aProject.code, id: aProject.documentId }, body: { text: 'mine' } }),
    expectDenied: true,
  },
  documentTrash: {
    attack: (c) => c.request(endpoints.documentTrash, { params: { code: aProject.code, id: aProject.documentId } }),
    expectDenied: true,
  },
  documentMark: {
    attack: (c) =>
      c.request(endpoints.documentMark, {
        params: { code: aProject.code },
        body: { documentId: aProject.documentId, modelCode: 'alpha-model', categoryIds: [] },
      }),
    expectDenied: true,
  },
  documentsApprove: {
    attack: (c) =>
      c.request(endpoints.documentsApprove, { params: { code: aProject.code }, body: { documentIds: [aProject.documentId] } }),
    expectDenied: true,
  },
  documentTest: {
    attack: (c) => c.request(endpoints.documentTest, { body: { projectCode: aProject.code, text: 'my parcel is late' } }),
    expectDenied: true,
  },
  dialogueTest: {
    attack: (c) =>
      c.request(endpoints.dialogueTest, { body: { projectCode: aProject.code, turns: [{ speaker: 'customer', text: 'late' }] } }),
    expectDenied: true,
  },
  retryAll: { attack: (c) => c.request(endpoints.retryAll, { params: { code: aProject.code } }), expectDenied: true },
  retryOne: {
    attack: (c) => c.request(endpoints.retryOne, { params: { code: aProject.code, id: aProject.documentId } }),
    expectDenied: true,
  },
  reevaluate: {
    attack: (c) => c.request(endpoints.reevaluate, { params: { code: aProject.code }, body: {} }),
    expectDenied: true,
  },
  reevaluatable: { attack: (c) => c.request(endpoints.reevaluatable, { params: { code: aProject.code } }), expectDenied: true },
  taskGet: { attack: (c) => c.request(endpoints.taskGet, { params: { code: aProject.code, id: anyId } }), expectDenied: true },
  documentExport: {
    attack: (c) =>
      c.request(endpoints.documentExport, { params: { code: aProject.code, type: 'CSV' }, body: { search: searchBody() } }),
    expectDenied: true,
  },
  exportDownload: {
    attack: (c) => c.request(endpoints.exportDownload, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  labelList: { attack: (c) => c.request(endpoints.labelList, { params: { code: aProject.code } }), expectDenied: true },
  labelCreate: {
    attack: (c) => c.request(endpoints.labelCreate, { params: { code: aProject.code }, body: { name: 'Mine' } }),
    expectDenied: true,
  },
  audit: {
    attack: (c) => c.request(endpoints.audit, { params: { code: aProject.code, entity: 'project', id: aProject.id }, body: {} }),
    expectDenied: true,
  },
  feedbackSend: {
    attack: (c) => c.request(endpoints.feedbackSend, { params: { code: aProject.code }, body: { modelCode: 'alpha-model' } }),
    expectDenied: true,
  },
  feedbackCounts: { attack: (c) => c.request(endpoints.feedbackCounts, { params: { code: aProject.code } }), expectDenied: true },
  // dashboards (docs/dashboards.md): A's analysis code in every path; B must be refused before anything is read or written
  widgetKinds: { attack: (c) => c.request(endpoints.widgetKinds, { params: { code: aProject.code } }), expectDenied: true },
  widgetList: { attack: (c) => c.request(endpoints.widgetList, { params: { code: aProject.code } }), expectDenied: true },
  widgetUserAll: { attack: (c) => c.request(endpoints.widgetUserAll, { params: { code: aProject.code } }), expectDenied: true },
  widgetUserSelected: {
    attack: (c) => c.request(endpoints.widgetUserSelected, { params: { code: aProject.code }, body: { widgetIds: [] } }),
    expectDenied: true,
  },
  widgetSave: {
    attack: (c) => c.request(endpoints.widgetSave, { params: { code: aProject.code }, body: { kind: 'NPS', name: 'x' } }),
    expectDenied: true,
  },
  widgetDelete: {
    attack: (c) => c.request(endpoints.widgetDelete, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  widgetRequest: {
    attack: (c) => c.request(endpoints.widgetRequest, { params: { code: aProject.code, id: anyId }, body: searchBody() }),
    expectDenied: true,
  },
  widgetCalculate: {
    attack: (c) => c.request(endpoints.widgetCalculate, { params: { code: aProject.code, id: anyId }, body: searchBody() }),
    expectDenied: true,
  },
  widgetResult: {
    attack: (c) => c.request(endpoints.widgetResult, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  widgetExport: {
    attack: (c) =>
      c.request(endpoints.widgetExport, {
        params: { code: aProject.code, id: anyId },
        query: { type: 'CSV' },
        body: searchBody(),
      }),
    expectDenied: true,
  },
  widgetSearch: {
    attack: (c) =>
      c.request(endpoints.widgetSearch, {
        params: { code: aProject.code, id: anyId },
        body: { search: searchBody(), drill: { fq: [], cq: [], sd: null, ed: null, names: {} } },
      }),
    expectDenied: true,
  },
  quadrantAxisTypes: 'public',
  npsField: { attack: (c) => c.request(endpoints.npsField, { params: { code: aProject.code } }), expectDenied: true },
  npsSettingsGet: { attack: (c) => c.request(endpoints.npsSettingsGet, { params: { code: aProject.code } }), expectDenied: true },
  npsSettingsSave: {
    attack: (c) =>
      c.request(endpoints.npsSettingsSave, { params: { code: aProject.code }, body: { npsField: null, csatField: null } }),
    expectDenied: true,
  },
  attributeSettingsGet: {
    attack: (c) => c.request(endpoints.attributeSettingsGet, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  attributeSettingsSave: {
    attack: (c) => c.request(endpoints.attributeSettingsSave, { params: { code: aProject.code }, body: { attributes: [] } }),
    expectDenied: true,
  },
  bookmarkList: { attack: (c) => c.request(endpoints.bookmarkList, { params: { code: aProject.code } }), expectDenied: true },
  bookmarkCreate: {
    attack: (c) => c.request(endpoints.bookmarkCreate, { params: { code: aProject.code }, body: { name: 'x', query: 'q=abc' } }),
    expectDenied: true,
  },
  bookmarkUpdate: {
    attack: (c) =>
      c.request(endpoints.bookmarkUpdate, { params: { code: aProject.code, id: anyId }, body: { name: 'x', query: 'q=abc' } }),
    expectDenied: true,
  },
  bookmarkDelete: {
    attack: (c) => c.request(endpoints.bookmarkDelete, { params: { code: aProject.code, id: anyId } }),
    expectDenied: true,
  },
  virtualCategoryList: {
    attack: (c) => c.request(endpoints.virtualCategoryList, { params: { code: aProject.code } }),
    expectDenied: true,
  },
  virtualCategorySave: {
    attack: (c) =>
      c.request(endpoints.virtualCategorySave, {
        params: { code: aProject.code },
        body: { name: 'x', filter: { query: 'kargo' } },
      }),
    expectDenied: true,
  },
  virtualCategoryTransactions: {
    attack: (c) =>
      c.request(endpoints.virtualCategoryTransactions, {
        params: { code: aProject.code, id: anyId },
        body: { add: [aProject.documentId] },
      }),
    expectDenied: true,
  },
  virtualCategoryDelete: {
    attack: (c) =>
      c.request(endpoints.virtualCategoryDelete, { query: { projectCode: aProject.code, virtualCategoryId: anyId } }),
    expectDenied: true,
  },
  contentGroupDocuments: {
    attack: (c) =>
      c.request(endpoints.contentGroupDocuments, {
        params: { code: aProject.code, model: 'alpha-model', category: aModel.categoryId },
        body: {},
      }),
    expectDenied: true,
  },
  contentGroupSave: {
    attack: (c) =>
      c.request(endpoints.contentGroupSave, {
        params: { code: aProject.code, model: 'alpha-model', category: aModel.categoryId },
        body: { documentIds: [aProject.documentId] },
      }),
    expectDenied: true,
  },
  contentGroupTransactions: {
    attack: (c) =>
      c.request(endpoints.contentGroupTransactions, {
        params: { code: aProject.code, model: 'alpha-model', category: aModel.categoryId },
        body: { add: [aProject.documentId] },
      }),
    expectDenied: true,
  },
  contentGroupTransform: {
    attack: (c) =>
      c.request(endpoints.contentGroupTransform, {
        params: { code: aProject.code, model: 'alpha-model', category: aModel.categoryId },
        body: { target: 'TRAINING_DATA' },
      }),
    expectDenied: true,
  },
  // home: B's home lists B's own workspace only (none of A's analyses, alerts or jobs)
  home: { attack: (c) => c.request(endpoints.home, { query: { days: 30 } }), expectDenied: false },
  // acts only on the caller's own (empty) workspace
  homeSample: 'own',
  // root cause analysis: every call names A's analysis, which B's workspace does not have (404)
  ...rootCauseForeign({
    projectCode: () => aProject.code,
    categoryId: () => aModel.categoryId,
    documentId: () => aProject.documentId,
  }),
  ...customerForeign({ customerKey: () => aCustomers.key }),
  ...journeyForeign({
    projectCode: () => aProject.code,
    categoryId: () => aModel.categoryId,
    journeyId: () => aCustomers.journeyId,
  }),
  ...fcrForeign({
    projectCode: () => aProject.code,
    modelCode: () => 'alpha-model',
    categoryId: () => aModel.categoryId,
    subReportId: () => aCustomers.subReportId,
  }),
  ...actionForeign({
    projectCode: () => aProject.code,
    actionId: () => aActions.actionId,
    typeId: () => aActions.typeId,
    userId: () => aActions.userId,
  }),
  ...callbackForeign({ projectCode: () => aProject.code, deliveryId: () => aCallback.deliveryId }),
  ...ruleForeign({ projectCode: () => aProject.code, ruleId: () => aRules.ruleId }),
  ...callScoringForeign({ projectCode: () => aProject.code, documentId: () => aProject.documentId }),
  ...notificationDefinitionForeign({
    projectCode: () => aProject.code,
    modelId: () => aModel.id,
    definitionId: () => aNotifications.definitionId,
  }),
  ...aliasFeedbackForeign({
    projectCode: () => aProject.code,
    modelId: () => aModel.id,
    modelCode: () => 'alpha-model',
    categoryId: () => aModel.categoryId,
    aliasId: () => aAliases.aliasId,
  }),
  ...speechForeign({ projectCode: () => aSpeech.projectCode, settingId: () => aSpeech.settingId }),
  ...entityMappingForeign({ projectCode: () => aEntities.projectCode, mappingId: () => aEntities.mappingId }),
  ...reportForeign({
    projectCode: () => aProject.code,
    modelCode: () => 'alpha-model',
    targetId: () => aReports.targetId,
    reportId: () => aReports.reportId,
  }),
  ...systemForeign(),
  ...aiProviderForeign({ accountId: () => aMembers.accountId }),
  ...helpForeign(),
  ...assistantForeign({ projectCode: () => aAssistants.projectCode, modelId: () => aAssistants.modelId }),
  ...accountForeign({ accountId: () => aMembers.accountId }),
  ...memberForeign({
    userId: () => a.userId,
    accountId: () => aMembers.accountId,
    roleId: () => aMembers.roleId,
    // Sign-up names the first workspace after the company.
    workspace: () => ({ code: a.workspaceCode, name: 'Alpha' }),
  }),
  ...publicReviewForeign({ projectCode: () => aProject.code, modelId: () => aModel.id, reviewId: () => aReview.reviewId }),
  ...restrictionForeign({ userId: () => a.userId }),
  ...modelTemplateForeign({ modelId: () => aModel.id, templateId: () => aTemplates.modelTemplateId }),
  ...projectTemplateForeign({ projectCode: () => aProject.code, templateId: () => aTemplates.projectTemplateId }),
};

/** A valid search request of the default filter state (the document calls check the analysis before searching). */
const searchBody = () => buildSearchRequest(createFilterState());

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
      aProject.id,
      aProject.documentId,
      aProject.fileId,
      aCustomers.journeyId,
      aCustomers.subReportId,
      aActions.actionId,
      aActions.typeId,
      aActions.userId,
      aCallback.deliveryId,
      aCallback.token,
      aRules.ruleId,
      aNotifications.definitionId,
      aAliases.aliasId,
      aSpeech.settingId,
      aSpeech.apiKey,
      aReports.targetId,
      aReports.reportId,
      aReview.reviewId,
      aTemplates.modelTemplateId,
      aTemplates.projectTemplateId,
      aMembers.accountId,
      aMembers.roleId,
      'Alpha',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("A's records are untouched by B's attempts", async () => {
    const targets = await a.client.call(endpoints.markingTargetList, { params: { code: aProject.code } });
    expect(targets.map((x) => x.id)).toEqual([aReports.targetId]);
    const reports = await a.client.call(endpoints.reportList, { params: { code: aProject.code } });
    expect(reports.map((x) => x.id)).toEqual([aReports.reportId]);
    const notes = await a.client.call(endpoints.notifications, { query: { page: 0, size: 10 } });
    const target = notes.content.find((n) => n.code === aRecords.notificationCode);
    expect(target).toMatchObject({ read: false });
    expect((await a.client.call(endpoints.invitations)).find((i) => i.id === aRecords.invitationId)?.status).toBe('PENDING');
    expect((await a.client.call(endpoints.members)).map((m) => m.email)).toEqual([a.email]);
    const model = await a.client.call(endpoints.modelGet, { params: { id: aModel.id } });
    expect(model).toMatchObject({ name: 'Alpha model', favourite: false, publicStatus: 'NONE', categoryCount: 1 });
    const docs = await a.client.call(endpoints.modelDocuments, { params: { id: aModel.id }, query: { tab: 'ALL' } });
    expect(docs.content.map((d) => [d.id, d.status])).toEqual([[aModel.documentId, 'UNMARKED']]);
    const project = await a.client.call(endpoints.projectGet, { params: { code: aProject.code } });
    expect(project).toMatchObject({ name: 'Alpha analysis', documentCount: 1, settings: { defaultLanguage: 'tr' } });
    expect(project.projectModels.map((m) => [m.code, m.predictionActive])).toEqual([['alpha-model', true]]);
    expect(await a.client.call(endpoints.projectDraftGet, { params: { code: aProject.draftCode } })).toMatchObject({
      name: 'Alpha draft',
    });
    expect((await a.client.call(endpoints.channelList)).map((ch) => ch.code)).toContain(aProject.channel);
    const document = await t.db
      .selectFrom('project_document')
      .select(['status', 'trashed_at'])
      .where('id', '=', aProject.documentId)
      .executeTakeFirstOrThrow();
    expect(document).toEqual({ status: 'UNMARKED', trashed_at: null });
    const journey = await a.client.call(endpoints.journeyGet, { params: { id: aCustomers.journeyId } });
    expect(journey).toMatchObject({ name: 'Alpha journey', steps: [{ name: 'Alpha step' }] });
    expect((await a.client.call(endpoints.fcrSubReportList)).map((r) => r.id)).toEqual([aCustomers.subReportId]);
    expect(await a.client.call(endpoints.fcrSettings)).toMatchObject({ dayRange: 7, projectCodes: [] });
    expect(await a.client.call(endpoints.customerSettings)).toMatchObject({ keyAttribute: 'customer_id' });
    const customer = await a.client.call(endpoints.customerList, { query: { page: 0, size: 10 } });
    expect(customer.content.map((c) => [c.key, c.totalInteractions])).toEqual([[aCustomers.key, 1]]);
    const action = await a.client.call(endpoints.actionGet, { params: { id: aActions.actionId } });
    expect(action).toMatchObject({
      name: 'Alpha action',
      version: 1,
      type: { id: aActions.typeId },
      followers: [{ id: a.userId }],
    });
    expect((await a.client.call(endpoints.actionTypes)).map((x) => x.name)).toEqual(['Alpha type']);
    const callback = await a.client.call(endpoints.callbackGet, { params: { code: aProject.code } });
    expect(callback).toMatchObject({ url: 'http://127.0.0.1:9/alpha', authType: 'BEARER', tokenSet: true });
    const log = await a.client.call(endpoints.callbackDeliveries, {
      params: { code: aProject.code },
      query: { page: 0, size: 10 },
    });
    expect(log.content.map((d) => [d.id, d.status, d.attempts])).toEqual([[aCallback.deliveryId, 'FAILED', 0]]);
  });
});

/**
 * Within one workspace: an analyst may use what others made, not destroy it. Each destructive route of the
 * analyst's role, aimed at records A (the workspace's admin) created, is refused and the record stays; its
 * creator and managers keep the right (tested in each area). Routes an analyst's role lacks outright (document
 * delete, invitation revoke) answer PERMISSION_DENIED at the route; personal widgets and bookmarks of another
 * user are not visible to them at all, shared ones are managers' (tested in project-dashboard and project-views).
 */
describe("within a workspace: another member's work", () => {
  let analystOfA: SignedInUser;
  const mine = { projectSource: '', modelSource: '', virtualCategory: '' };

  beforeAll(async () => {
    analystOfA = await member(t, a, 'ANALYST');
    // A private model does not exist for other members; shared with the workspace, it is theirs to use, not to delete.
    await a.client.call(endpoints.modelUpdate, { params: { id: aModel.id }, body: { accessType: 'WORKSPACE' } });
    const workspaceId = (
      await t.db.selectFrom('project').select('workspace_id').where('id', '=', aProject.id).executeTakeFirstOrThrow()
    ).workspace_id;
    const common = { workspace_id: workspaceId, file_type: 'CSV', file_key: null, status: 'IMPORTED', created_by: a.userId };
    mine.projectSource = (
      await t.db
        .insertInto('project_source')
        .values({ ...common, project_id: aProject.id, file_name: 'alpha.csv' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    mine.modelSource = (
      await t.db
        .insertInto('model_source')
        .values({ ...common, model_id: aModel.id, file_name: 'alpha-labels.csv' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    mine.virtualCategory = (
      await t.db
        .insertInto('project_virtual_category')
        .values({
          project_id: aProject.id,
          workspace_id: workspaceId,
          name: 'Alpha virtual',
          name_key: 'alpha virtual',
          filter: JSON.stringify({}),
          created_by: a.userId,
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const attacks: [string, (c: Client) => Promise<RawResponse>][] = [
    [
      'projectPatch',
      (c) => c.request(endpoints.projectPatch, { params: { code: aProject.code }, body: { name: 'Renamed by another' } }),
    ],
    ['projectDelete', (c) => c.request(endpoints.projectDelete, { params: { code: aProject.code } })],
    ['sourceDelete', (c) => c.request(endpoints.sourceDelete, { params: { code: aProject.code, id: mine.projectSource } })],
    ['modelDelete', (c) => c.request(endpoints.modelDelete, { params: { id: aModel.id } })],
    [
      'modelSourceDelete',
      (c) => c.request(endpoints.modelSourceDelete, { params: { id: aModel.id, sourceId: mine.modelSource } }),
    ],
    [
      'virtualCategoryDelete',
      (c) =>
        c.request(endpoints.virtualCategoryDelete, {
          query: { projectCode: aProject.code, virtualCategoryId: mine.virtualCategory },
        }),
    ],
    [
      'documentDelete',
      (c) =>
        c.request(endpoints.documentDelete, { params: { code: aProject.code }, body: { documentIds: [aProject.documentId] } }),
    ],
    ['revokeInvitation', (c) => c.request(endpoints.revokeInvitation, { params: { id: aRecords.invitationId } })],
    ['actionDelete', (c) => c.request(endpoints.actionDelete, { params: { id: aActions.actionId } })],
  ];

  it.each(attacks)('%s by an analyst on what the admin made answers PERMISSION_DENIED', async (_name, attack) => {
    const res = await attack(analystOfA.client);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' });
  });

  it('leaves every record in place', async () => {
    expect((await a.client.call(endpoints.projectGet, { params: { code: aProject.code } })).name).toBe('Alpha analysis');
    expect((await a.client.call(endpoints.modelGet, { params: { id: aModel.id } })).name).toBe('Alpha model');
    expect((await a.client.call(endpoints.actionGet, { params: { id: aActions.actionId } })).name).toBe('Alpha action');
    const left = await Promise.all([
      t.db.selectFrom('project_source').select('id').where('id', '=', mine.projectSource).execute(),
      t.db.selectFrom('model_source').select('id').where('id', '=', mine.modelSource).execute(),
      t.db.selectFrom('project_virtual_category').select('id').where('id', '=', mine.virtualCategory).execute(),
      t.db.selectFrom('project_document').select('id').where('id', '=', aProject.documentId).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([1, 1, 1, 1]);
  });
});
