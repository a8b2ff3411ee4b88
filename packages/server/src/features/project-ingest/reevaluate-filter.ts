import type { reevaluateBody } from '@sentio/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { ProjectRow } from '../projects/project-access.js';

export type ReevaluateFilters = z.output<typeof reevaluateBody>;

/** What a REEVALUATE task row keeps in `params`: the filters, and the models and versions resolved at the call. */
export interface ReevaluateParams {
  filters: ReevaluateFilters;
  /** model id → version id (a chosen SUCCESS version; models absent use their deployed one). */
  versions: Record<string, string>;
  /** Models run again (those not excluded). */
  modelIds: string[];
  /** filters' category model codes → ids, resolved at the call. */
  categoryModels: Record<string, string>;
}

const dateColumn = {
  CONTENT_DATE: 'content_date',
  CREATE_DATE: 'created_at',
  LAST_STATUS_UPDATE_DATE: 'status_updated_at',
} as const;

/** The documents a re-evaluation covers: not trashed, matching every filter given; in a stable order. */
export async function reevaluationIds(db: Db, project: Pick<ProjectRow, 'id'>, params: ReevaluateParams): Promise<string[]> {
  const f = params.filters;
  let q = db
    .selectFrom('project_document as d')
    .select('d.id')
    .where('d.project_id', '=', project.id)
    .where('d.trashed_at', 'is', null);
  if (f.includedStatuses.length > 0) q = q.where('d.status', 'in', f.includedStatuses);
  if (f.dataType) q = q.where('d.data_type', '=', f.dataType);
  if (f.channelCode) q = q.where('d.channel_code', '=', f.channelCode);
  if (f.dateFilter) {
    const column = dateColumn[f.dateFilter.searchByDate];
    q = q.where(`d.${column}`, '>=', new Date(f.dateFilter.startDate)).where(`d.${column}`, '<=', new Date(f.dateFilter.endDate));
  }
  for (const a of f.attributeFilters) {
    q = q.where(sql<string>`d.attributes ->> ${a.code}`, 'in', a.values);
  }
  for (const c of f.categoryFilters) {
    const modelId = params.categoryModels[c.modelCode];
    if (!modelId || c.categoryIds.length === 0) continue;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_document_category as c')
          .select('c.document_id')
          .whereRef('c.document_id', '=', 'd.id')
          .where('c.model_id', '=', modelId)
          .where('c.category_id', 'in', c.categoryIds),
      ),
    );
  }
  const rows = await q.orderBy('d.created_at').orderBy('d.id').execute();
  return rows.map((r) => r.id);
}
