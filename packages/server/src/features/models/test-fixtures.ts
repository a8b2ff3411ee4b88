import { endpoints, type CategoryNode, type ModelCreateRequest, type ModelDetail, type WorkspaceRole } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { lastMailTo, linkCode, signUp, type SignedInUser } from '../../test/factories.js';

/** A wizard request: one default language, one classify stage, the three fixed settings. */
export function modelRequest(
  options: {
    name?: string;
    code?: string;
    sense?: string;
    classification?: string;
    data?: string;
    categories?: CategoryNode[];
  } = {},
): ModelCreateRequest {
  return {
    name: options.name ?? 'Support topics',
    ...(options.code ? { code: options.code } : {}),
    typeCode: options.data === 'DIALOGUE' ? 'DIALOG' : 'TEXT',
    settings: [
      { type: 'CLASSIFIER_TYPE', value: options.classification ?? 'SINGLE_LABEL' },
      { type: 'SENSE_TYPE', value: options.sense ?? 'CATEGORY' },
      { type: 'DATA_TYPE', value: options.data ?? 'STANDARD' },
    ],
    switches: [{ code: 'en', default: true }],
    pipelineStages: [{ code: 'CLASSIFY', enabled: true, options: {} }],
    categories: options.categories ?? [],
    tags: [],
  };
}

export function createModel(user: SignedInUser, options: Parameters<typeof modelRequest>[0] = {}): Promise<ModelDetail> {
  return user.client.call(endpoints.modelCreate, { body: modelRequest(options) });
}

/** A second person in `owner`'s workspace with `role`, joined through a real invitation and switched to it. */
export async function member(t: TestApp, owner: SignedInUser, role: WorkspaceRole): Promise<SignedInUser> {
  const guest = await signUp(t, { company: `Guest of ${owner.email}` });
  await owner.client.call(endpoints.invite, { body: { email: guest.email, role } });
  const token = linkCode((await lastMailTo(t.db, guest.email)).text, 'invitation');
  const { workspaceCode } = await guest.client.call(endpoints.acceptInvitation, { params: { token } });
  await guest.client.call(endpoints.switchWorkspace, { body: { workspaceCode } });
  return { ...guest, workspaceCode };
}

/** Unlabelled training documents, as an import would store them; returns their ids in the given order. */
export async function addDocuments(t: TestApp, model: ModelDetail, texts: readonly string[]): Promise<string[]> {
  const ws = await t.db.selectFrom('model').select('workspace_id').where('id', '=', model.id).executeTakeFirstOrThrow();
  const ids: string[] = [];
  // One by one, a millisecond apart, so created_at orders them (NEWEST/OLDEST): fast inserts can share a timestamp.
  const start = Date.now();
  for (const [i, text] of texts.entries()) {
    const row = await t.db
      .insertInto('model_document')
      .values({ model_id: model.id, workspace_id: ws.workspace_id, text, created_at: new Date(start + i) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** The ids of a model's labels by their path. */
export const labelIds = (model: ModelDetail): Record<string, string> =>
  Object.fromEntries(model.labels.map((l) => [l.path, l.id]));
