import { endpoints, type ModelDetail, type ProjectColumnMatching, type ProjectDetail, type ProjectSource } from '@sentio/domain';
import type { Client, RawResponse, TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { modelWorkspace, trainAndWait, uploadFile } from '../model-training/test-support.js';

export const CHANNEL = 'SURVEY';

export interface IngestCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  outsider: SignedInUser;
  model: ModelDetail;
  versionId: string;
  project: ProjectDetail;
}

/**
 * The cast of the ingest tests: `modelWorkspace`'s people and topic model (Delivery, Billing, App), trained and
 * deployed, and an analysis over it created through the API on channel SURVEY.
 */
export async function ingestCast(
  t: TestApp,
  company: string,
  options: { code?: string; deploy?: boolean } = {},
): Promise<IngestCast> {
  const cast = await modelWorkspace(t, company, { labelled: 10 });
  const version = await trainAndWait(t, cast.owner, cast.model);
  if (options.deploy !== false) {
    await cast.owner.client.call(endpoints.modelVersionDeploy, { params: { id: cast.model.id, versionId: version.id } });
  }
  const project = await createAnalysis(cast.owner, options.code ?? 'support', cast.model.code);
  return { ...cast, versionId: version.id, project };
}

export function createAnalysis(
  user: SignedInUser,
  code: string,
  modelCode: string,
  dataType: 'STANDARD' | 'DIALOGUE' = 'STANDARD',
) {
  return user.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Analysis ${code}`,
      icon: 'preset:chart',
      models: [{ code: modelCode, senseType: 'CATEGORY' }],
      channels: [CHANNEL],
      pipelineStages: ['CLASSIFY'],
      dataType,
      attributes: [],
    },
  });
}

export async function uploadTo(
  client: Client,
  code: string,
  fileName: string,
  content: string | Buffer,
  channel = CHANNEL,
): Promise<RawResponse> {
  return uploadFile(client, '', fileName, content, `/api/project/${code}/upload?switchCode=${encodeURIComponent(channel)}`);
}

export const sourceOf = (res: RawResponse): ProjectSource => (res.body as { data: ProjectSource }).data;

/** The usual matching: id, text, date (ISO) and the attributes given. */
export function matching(over: Partial<ProjectColumnMatching> = {}): ProjectColumnMatching {
  return {
    name: null,
    columns: [
      { column: 'id', role: 'ID' },
      { column: 'text', role: 'CONTENT' },
      { column: 'date', role: 'DATE' },
    ],
    dateFormat: 'YYYY-MM-DD',
    sortType: 'ASC',
    sortFields: [],
    ...over,
  };
}

/** Uploads a CSV, matches it and waits for the import job. */
export async function importCsv(
  t: TestApp,
  user: SignedInUser,
  code: string,
  csv: string,
  match: ProjectColumnMatching = matching(),
  fileName = 'rows.csv',
): Promise<ProjectSource> {
  const source = sourceOf(await uploadTo(user.client, code, fileName, csv));
  await user.client.call(endpoints.sourceMatch, { params: { code, id: source.id }, body: match });
  await t.app.services.jobs.drain({ names: ['project.import'], timeoutMs: 60_000 });
  const list = await user.client.call(endpoints.sourceList, { params: { code } });
  const done = list.find((s) => s.id === source.id);
  if (!done) throw new Error('source missing');
  return done;
}

export interface StoredDoc {
  id: string;
  external_id: string | null;
  content: string;
  prediction_status: string;
  prediction_error: string | null;
  masked: boolean;
  channel_code: string | null;
  attributes: Record<string, unknown>;
}

export async function documentsOf(t: TestApp, projectId: string): Promise<StoredDoc[]> {
  return t.db
    .selectFrom('project_document')
    .select(['id', 'external_id', 'content', 'prediction_status', 'prediction_error', 'masked', 'channel_code', 'attributes'])
    .where('project_id', '=', projectId)
    .orderBy('external_id')
    .execute();
}

export async function categoriesOf(t: TestApp, documentId: string) {
  return t.db
    .selectFrom('project_document_category')
    .select(['category_id', 'confidence', 'origin', 'model_id'])
    .where('document_id', '=', documentId)
    .execute();
}
