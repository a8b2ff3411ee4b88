import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { documentColumns } from '../project-documents/hydrate.js';
import { containsPattern } from './repository.js';

export interface InteractionFilter {
  workspaceId: string;
  key: string;
  /** The analyses the reader sees (or the one asked for). */
  projectIds: readonly string[];
  q?: string | undefined;
}

/** A customer's documents across analyses, newest first, with their root causes. */
export class InteractionRepository {
  constructor(private readonly db: Db) {}

  private base(f: InteractionFilter) {
    let qb = this.db
      .selectFrom('project_document')
      .where('project_document.workspace_id', '=', f.workspaceId)
      .where('project_document.customer_key', '=', f.key)
      .where('project_document.trashed_at', 'is', null)
      .where('project_document.project_id', '=', sql<string>`any(${`{${f.projectIds.join(',')}}`}::uuid[])`);
    if (f.q) qb = qb.where('project_document.content', 'ilike', containsPattern(f.q));
    return qb;
  }

  async page(f: InteractionFilter, page: { offset: number; limit: number }) {
    const [rows, count] = await Promise.all([
      this.base(f)
        .select([...documentColumns, 'project_document.nps_score', 'project_document.csat_score'])
        .orderBy('project_document.content_date', 'desc')
        .orderBy('project_document.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.base(f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** The root causes the documents carry, per document id. */
  async rootCauses(documentIds: readonly string[]): Promise<Map<string, { id: string; name: string }[]>> {
    const out = new Map<string, { id: string; name: string }[]>();
    if (documentIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('document_root_cause as dr')
      .innerJoin('root_cause as r', 'r.id', 'dr.root_cause_id')
      .select(['dr.document_id', 'r.id', 'r.name'])
      .where('dr.document_id', 'in', [...documentIds])
      .orderBy('r.name')
      .execute();
    for (const r of rows) out.set(r.document_id, [...(out.get(r.document_id) ?? []), { id: r.id, name: r.name }]);
    return out;
  }
}
