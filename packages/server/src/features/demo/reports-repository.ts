import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** A classified, untouched document of the demo analysis that the model gave exactly one category. */
export interface MarkingCandidate {
  id: string;
  contentDate: Date;
  /** The category the model predicted (the document's `prediction`, never changed by people). */
  predicted: string;
}

export interface DemoCategory {
  id: string;
  parentId: string | null;
  name: string;
}

/**
 * The SQL of the demo's reports seed (seed-reports.ts): which documents the teammates review, and moving what the
 * document service wrote into the past. The service stamps "now"; the demo's markings happened over the last months,
 * so each step's audit entries and the documents' review times are re-dated to the step's moment afterwards.
 */
export class DemoReportsRepository {
  constructor(private readonly db: Db) {}

  /** The database's clock: rows written after it are the seed's, not yet re-dated. */
  async now(): Promise<Date> {
    const { rows } = await sql<{ now: Date | string }>`select now() as now`.execute(this.db);
    return new Date(rows[0]?.now ?? Date.now());
  }

  /** Whether a person marked or approved a document of the analysis already (the seed then changes nothing). */
  async hasMarkings(projectId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_audit')
      .select('id')
      .where('project_id', '=', projectId)
      .where('entity', '=', 'document')
      .where('action', 'in', ['MARK', 'APPROVE'])
      .executeTakeFirst();
    return row !== undefined;
  }

  async categories(workspaceId: string, modelId: string): Promise<DemoCategory[]> {
    const rows = await this.db
      .selectFrom('model_category')
      .select(['id', 'parent_id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name }));
  }

  /** Unmarked documents with content dates in [from, to) that the model classified into exactly one category. */
  async candidates(projectId: string, modelId: string, from: Date, to: Date): Promise<MarkingCandidate[]> {
    const { rows } = await sql<{ id: string; content_date: Date | string; predicted: string }>`
      select d.id, d.content_date, min(c->>'categoryId') as predicted
      from project_document d
        cross join lateral jsonb_array_elements(coalesce(d.prediction->'categories', '[]'::jsonb)) c
      where d.project_id = ${projectId} and d.trashed_at is null and d.status = 'UNMARKED'
        and d.content_date >= ${from} and d.content_date < ${to}
        and (d.prediction->'versions'->>${modelId}) is not null and c->>'modelId' = ${modelId}
      group by d.id, d.content_date
      having count(*) = 1
      order by d.content_date, d.id`.execute(this.db);
    return rows.map((r) => ({ id: r.id, contentDate: new Date(r.content_date), predicted: r.predicted }));
  }

  /**
   * Re-dates what the document service wrote since `since` (docs/demo-data.md "Reports"): the n-th MARK (or APPROVE)
   * entry of a document gets the moment of the n-th such step in `steps` (the service writes them in that order);
   * each document's status time becomes its last step's moment, and its approval time its approval's moment.
   */
  async stamp(projectId: string, steps: readonly StampStep[], since: Date): Promise<void> {
    if (steps.length === 0) return;
    const seen = new Map<string, number>();
    const numbered = steps.map((s) => {
      const key = `${s.documentId} ${s.action}`;
      const rn = (seen.get(key) ?? 0) + 1;
      seen.set(key, rn);
      return sql`(${s.documentId}::text, ${s.action}::text, ${rn}::int, ${s.at}::timestamptz)`;
    });
    const ids = [...new Set(steps.map((s) => s.documentId))];
    await sql`
      with v(document_id, action, rn, at) as (values ${sql.join(numbered)}),
      written as (
        select id, entity_id, action, row_number() over (partition by entity_id, action order by id) as rn
        from project_audit
        where project_id = ${projectId} and entity = 'document' and action in ('MARK', 'APPROVE')
          and created_at >= ${since} and entity_id in (${sql.join(ids)}))
      update project_audit pa set created_at = v.at
      from written w join v on v.document_id = w.entity_id and v.action = w.action and v.rn = w.rn
      where pa.id = w.id`.execute(this.db);
    const last = new Map<string, { at: Date; approved: Date | null }>();
    for (const s of steps) {
      const before = last.get(s.documentId);
      last.set(s.documentId, { at: s.at, approved: s.action === 'APPROVE' ? s.at : (before?.approved ?? null) });
    }
    const rows = [...last].map(([id, v]) => sql`(${id}::uuid, ${v.at}::timestamptz, ${v.approved}::timestamptz)`);
    await sql`
      update project_document d set status_updated_at = v.at,
        approved_at = case when d.approved_at >= ${since} then v.approved else d.approved_at end
      from (values ${sql.join(rows)}) v(id, at, approved)
      where d.project_id = ${projectId} and d.id = v.id`.execute(this.db);
  }
}

/** One step of the story as the audit recorded it: a document marked or approved at a moment. */
export interface StampStep {
  documentId: string;
  action: 'MARK' | 'APPROVE';
  at: Date;
}
