import { permissionsOf } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from './project-access.js';

/** Tables of an analysis that carry workspace_id; a move rewrites each (the others hang off these by key). */
const scopedTables = [
  'project_model',
  'project_channel',
  'project_attribute',
  'project_source',
  'project_matching_template',
  'project_push_source',
  'project_document',
  'project_label',
  'project_document_note',
  'project_audit',
  'project_task',
  // dashboards and views; the rollups last, after the document updates their triggers react to
  'project_widget',
  'project_widget_selection',
  'project_widget_calculation',
  'project_bookmark',
  'project_virtual_category',
  'project_content_group',
  'project_rollup_day',
  'project_rollup_category',
  'project_rollup_category_pair',
  'project_rollup_category_state',
  'project_rollup_day_month',
  'project_rollup_category_month',
  'project_dimension',
  'project_rollup_attribute',
  'project_rollup_attribute_category',
] as const;

/** Moving an analysis to another workspace of the same user. */
export class MoveRepository {
  constructor(private readonly db: Db) {}

  /** The user's role in a workspace grants PROJECT/MANAGE there (checked from the membership, not the session). */
  managesProjectsIn(userId: string, workspaceId: string): Promise<{ accountId: string } | null> {
    return managesProjectsIn(this.db, userId, workspaceId);
  }

  /** See `moveProject`: in the transaction this repository was built on. */
  move(project: ProjectRow, targetId: string): Promise<string[]> {
    return moveProject(this.db, project, targetId);
  }
}

async function managesProjectsIn(db: Db, userId: string, workspaceId: string): Promise<{ accountId: string } | null> {
  const row = await db
    .selectFrom('workspace_member as wm')
    .innerJoin('workspace as w', 'w.id', 'wm.workspace_id')
    .leftJoin('account_role as ar', 'ar.id', 'wm.role_id')
    .select(['wm.role', 'w.account_id', 'ar.permissions'])
    .where('wm.user_id', '=', userId)
    .where('wm.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return null;
  return permissionsOf(row.role, row.permissions).includes('PROJECT/MANAGE') ? { accountId: row.account_id } : null;
}

/**
 * Moves an analysis and all its rows to another workspace, in the caller's transaction.
 *
 * Models belong to a workspace, so an analysis cannot keep models of the workspace it left. Our reading: each
 * model link is carried over to the target workspace's model with the same code and data type (a team that
 * keeps the same models in several workspaces keeps its classification); a link without such a model is
 * dropped (its past category rows stay on the documents as history, new documents are not classified by it).
 * Restricted models follow the links that remain. Channels and an uploaded icon are copied when missing.
 * Returns the codes of the dropped models.
 */
async function moveProject(db: Db, project: ProjectRow, targetId: string): Promise<string[]> {
  const from = project.workspace_id;
  const links = await db
    .selectFrom('project_model as pm')
    .innerJoin('model as m', 'm.id', 'pm.model_id')
    .select(['m.code', 'm.data_type', 'pm.position', 'pm.prediction_active', 'pm.aspect_sentiment', 'pm.keep_loaded'])
    .where('pm.project_id', '=', project.id)
    .where('pm.workspace_id', '=', from)
    .execute();
  const codes = links.map((l) => l.code);
  const targets =
    codes.length === 0
      ? []
      : await db
          .selectFrom('model')
          .select(['id', 'code', 'data_type'])
          .where('workspace_id', '=', targetId)
          .where('code', 'in', codes)
          .execute();
  const byCode = new Map(targets.map((t) => [t.code, t]));
  const kept = links.filter((l) => byCode.get(l.code)?.data_type === project.data_type);

  for (const table of scopedTables) {
    await db
      .updateTable(table)
      .set({ workspace_id: targetId })
      .where('project_id', '=', project.id)
      .where('workspace_id', '=', from)
      .execute();
  }
  await db.deleteFrom('project_model').where('project_id', '=', project.id).execute();
  if (kept.length > 0) {
    await db
      .insertInto('project_model')
      .values(
        kept.map((l) => ({
          project_id: project.id,
          model_id: byCode.get(l.code)?.id ?? '',
          workspace_id: targetId,
          position: l.position,
          prediction_active: l.prediction_active,
          aspect_sentiment: l.aspect_sentiment,
          keep_loaded: l.keep_loaded,
        })),
      )
      .execute();
  }
  const keptCodes = kept.map((l) => l.code);
  const restricted = (Array.isArray(project.restricted_models) ? project.restricted_models : []).filter((c) =>
    keptCodes.includes(c),
  );
  const icon = await copyIcon(db, project.icon, from, targetId);
  await db
    .updateTable('project')
    .set({
      workspace_id: targetId,
      restricted_models: JSON.stringify(restricted),
      restrict_models: project.restrict_models && restricted.length > 0,
      icon,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', project.id)
    .where('workspace_id', '=', from)
    .execute();
  return codes.filter((c) => !keptCodes.includes(c));
}

/** An uploaded icon is a file of the old workspace; the moved analysis gets its own row for the same stored file. */
async function copyIcon(db: Db, icon: string, from: string, to: string): Promise<string> {
  const id = /^file:([0-9a-f-]{36})$/.exec(icon)?.[1];
  if (!id) return icon;
  const file = await db
    .selectFrom('app_file')
    .selectAll()
    .where('workspace_id', '=', from)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!file) return 'preset:chart';
  const copy = await db
    .insertInto('app_file')
    .values({
      workspace_id: to,
      scope: file.scope,
      scope_id: file.scope_id,
      file_key: file.file_key,
      content_type: file.content_type,
      size: file.size,
      created_by: file.created_by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `file:${copy.id}`;
}
