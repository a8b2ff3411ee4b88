import { endpoints, type NotificationDefinitionBody } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';

export interface Analysis {
  code: string;
  projectId: string;
  workspaceId: string;
  modelId: string;
  /** Category ids by name: Delivery, Price. */
  categories: Record<string, string>;
}

/** An analysis of `user` with a two-category model and the attributes `nps` (NUMERIC), `segment` and `city` (TEXT). */
export async function createAnalysis(t: TestApp, user: SignedInUser, code: string): Promise<Analysis> {
  const model = await createModel(user, {
    name: `Topics ${code}`,
    code: `${code}-model`,
    categories: [{ name: 'Delivery' }, { name: 'Price' }],
  });
  const project = await user.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Analysis ${code}`,
      icon: 'preset:chart',
      models: [{ code: `${code}-model`, senseType: 'CATEGORY' }],
      channels: ['SURVEY'],
      pipelineStages: ['CLASSIFY'],
      attributes: [
        { code: 'nps', name: 'NPS', type: 'NUMERIC' },
        { code: 'segment', name: 'Segment', type: 'TEXT' },
        { code: 'city', name: 'City', type: 'TEXT' },
      ],
    },
  });
  const categories = Object.fromEntries(model.labels.map((l) => [l.name, l.id]));
  return { code, projectId: project.id, workspaceId: project.workspaceId, modelId: model.id, categories };
}

/** A stored, classified document of the analysis; answers its id. */
export async function addDocument(
  t: TestApp,
  a: Analysis,
  doc: {
    at: string;
    sentiment: 'positive' | 'negative' | 'neutral';
    nps?: number;
    segment?: string;
    category?: string;
    content?: string;
  },
): Promise<string> {
  const row = await t.db
    .insertInto('project_document')
    .values({
      project_id: a.projectId,
      workspace_id: a.workspaceId,
      content: doc.content ?? `Feedback at ${doc.at} (${doc.sentiment})`,
      content_date: new Date(doc.at),
      sentiment: doc.sentiment,
      prediction_status: 'SUCCESS',
      attributes: JSON.stringify({ ...(doc.nps === undefined ? {} : { nps: doc.nps }), segment: doc.segment ?? 'gold' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categoryId = doc.category ? a.categories[doc.category] : undefined;
  if (categoryId)
    await t.db
      .insertInto('project_document_category')
      .values({ document_id: row.id, project_id: a.projectId, model_id: a.modelId, category_id: categoryId, confidence: 0.9 })
      .execute();
  return row.id;
}

/** A valid daily report on the analysis at 09:00, mailed to the workspace's admins and analysts. */
export const reportBody = (a: Analysis, over: Partial<NotificationDefinitionBody> = {}): NotificationDefinitionBody => ({
  name: 'Daily report',
  description: 'What customers said yesterday',
  type: 'PERIODIC_REPORT',
  subject: 'Daily customer report',
  thresholdType: 'NPS_BELOW',
  thresholdValue: 0,
  periodType: 'DAILY',
  periodValue: 1,
  repeatHour: 9,
  modelId: a.modelId,
  attribute: 'segment',
  npsField: 'nps',
  receivers: { type: 'ROLE', values: ['ADMIN', 'ANALYST'] },
  listCount: 5,
  negativeCount: 3,
  charts: [{ type: 'NPS_TREND' }, { type: 'SENTIMENT_SHARE' }, { type: 'CUSTOMER_INSIGHT', baseParameter: 'segment' }],
  ...over,
});
