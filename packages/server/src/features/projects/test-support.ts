import { endpoints, type AnalysisCreateBody, type ModelDetail } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { topicCategories } from '../model-training/test-support.js';
import { createModel, member } from '../models/test-fixtures.js';

export interface ProjectCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  outsider: SignedInUser;
  workspaceId: string;
  accountId: string;
  /** Shared with the workspace: a topic model, a sentiment, an emotion and a named-entity model, and a dialogue model. */
  models: { topics: ModelDetail; mood: ModelDetail; emotion: ModelDetail; entities: ModelDetail; calls: ModelDetail; extra: ModelDetail };
}

const shared = async (user: SignedInUser, model: ModelDetail): Promise<ModelDetail> => {
  await user.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
  return model;
};

/** The cast of the projects tests: an owner (admin), an analyst of the same workspace, an outsider elsewhere, models. */
export async function projectCast(t: TestApp, company: string): Promise<ProjectCast> {
  const owner = await signUp(t, { company });
  const analyst = await member(t, owner, 'ANALYST');
  const outsider = await signUp(t, { company: `Outside ${company}` });
  const make = async (options: Parameters<typeof createModel>[1]) => shared(owner, await createModel(owner, options));
  const models = {
    topics: await make({ name: 'Topics', code: 'topics', categories: topicCategories() }),
    mood: await make({ name: 'Mood', code: 'mood', sense: 'SENTIMENT' }),
    emotion: await make({ name: 'Feelings', code: 'feelings', sense: 'EMOTION', classification: 'MULTI_LABEL' }),
    entities: await make({ name: 'Entities', code: 'entities', sense: 'NAMED_ENTITY' }),
    calls: await make({ name: 'Calls', code: 'calls', data: 'DIALOGUE', categories: topicCategories() }),
    extra: await make({ name: 'Extra', code: 'extra', categories: [{ name: 'Other' }] }),
  };
  const ws = await t.db.selectFrom('workspace').select(['id', 'account_id']).where('code', '=', owner.workspaceCode).executeTakeFirstOrThrow();
  return { owner, analyst, outsider, workspaceId: ws.id, accountId: ws.account_id, models };
}

/** A valid wizard body over the topic model; `over` replaces any part. */
export function createBody(over: Partial<AnalysisCreateBody> = {}): AnalysisCreateBody {
  return {
    name: 'Support analysis',
    icon: 'preset:chart',
    models: [{ code: 'topics', senseType: 'CATEGORY' }],
    channels: ['SURVEY'],
    pipelineStages: ['CLASSIFY'],
    ...over,
  };
}

/** A document stored the way ingestion stores one (tests that need values or counts, without the ingest folder). */
export async function insertDocument(
  t: TestApp,
  project: { id: string; workspaceId: string },
  values: { content?: string; attributes?: Record<string, string | number> } = {},
): Promise<string> {
  const row = await t.db
    .insertInto('project_document')
    .values({
      project_id: project.id,
      workspace_id: project.workspaceId,
      content: values.content ?? 'a document',
      content_date: new Date(),
      attributes: JSON.stringify(values.attributes ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
