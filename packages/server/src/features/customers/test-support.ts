import { customerEndpoints, endpoints, type CustomerSettingsBody } from '@sentio/domain';
import { sql } from 'kysely';
import type { TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { DemoRepository } from '../demo/repository.js';
import type { Analysis } from '../project-documents/test-support.js';

/** Attributes every customers-test analysis declares (so the settings may map them). */
export const CUSTOMER_ATTRIBUTES = [
  { code: 'customer_id', name: 'Customer', type: 'TEXT' },
  { code: 'phone', name: 'Phone', type: 'TEXT' },
  { code: 'name', name: 'Name', type: 'TEXT' },
  { code: 'company', name: 'Company', type: 'TEXT' },
  { code: 'segment', name: 'Segment', type: 'TEXT' },
  { code: 'city', name: 'City', type: 'TEXT' },
  { code: 'nps', name: 'NPS', type: 'NUMERIC' },
] as const;

/** An analysis over the model (or none) with the customer attributes, channels SURVEY and CALL_CENTER, NPS field `nps`. */
export async function customerAnalysis(
  t: TestApp,
  owner: SignedInUser,
  model: { id: string; code: string } | null,
  code: string,
): Promise<Analysis> {
  await owner.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Analysis ${code}`,
      icon: 'preset:chart',
      models: model ? [{ code: model.code, senseType: 'CATEGORY' }] : [],
      channels: ['SURVEY', 'CALL_CENTER'],
      pipelineStages: ['CLASSIFY'],
      attributes: CUSTOMER_ATTRIBUTES.map((a) => ({ ...a })),
    },
  });
  const ws = await t.db.selectFrom('workspace').select('id').where('code', '=', owner.workspaceCode).executeTakeFirstOrThrow();
  const project = await t.db
    .selectFrom('project')
    .select('id')
    .where('workspace_id', '=', ws.id)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  await new DemoRepository(t.db).setScoreFields(project.id, 'nps', 'csat');
  const categories: Record<string, string> = {};
  if (model) {
    const rows = await t.db.selectFrom('model_category').select(['id', 'name']).where('model_id', '=', model.id).execute();
    for (const r of rows) categories[r.name] = r.id;
  }
  return { id: project.id, code, workspaceId: ws.id, modelId: model?.id ?? '', modelCode: model?.code ?? '', categories };
}

/** The trigger-kept customers of a workspace, comparable with a recount. */
export async function customerSnapshot(t: TestApp, workspaceId: string) {
  return (
    await sql<Record<string, unknown>>`select key, name, company, address, segment, total, positive, neutral, negative,
      first_interaction, last_interaction from customer where workspace_id = ${workspaceId} and total > 0 order by key`.execute(
      t.db,
    )
  ).rows;
}

export async function rebuild(t: TestApp, workspaceId: string): Promise<void> {
  await sql`select sentio_customer_rebuild(${workspaceId}::uuid)`.execute(t.db);
}

/** Saves settings and waits for the re-link job it queued. */
export async function saveSettings(t: TestApp, user: SignedInUser, body: CustomerSettingsBody) {
  const saved = await user.client.call(customerEndpoints.customerSettingsUpdate, { body });
  await t.app.services.jobs.drain({ names: ['customers.relink'], timeoutMs: 60_000 });
  return saved;
}
