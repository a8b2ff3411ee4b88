import type { Gap, SearchRequest } from '@sentio/domain';
import { sql, type AliasedRawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import { planFilter } from '../project-documents/search-plan.js';
import { dateColumnOf, searchWhere } from '../project-documents/search-where-repository.js';
import { emptyMeasures } from '../project-rollups/cube.js';
import { toCubeRows } from '../project-rollups/cube-rows.js';
import { isoBucket } from '../project-rollups/rollup-repository.js';
import { measures } from '../project-rollups/scan-repository.js';
import type { RootCauseMeasures, RootCauseRef } from './compute/context.js';

/**
 * The root cause widgets' counts (docs/dashboards.md): the measures (documents, sentiment, NPS/CSAT answers) of the
 * documents under the search's own filter, per confirmed root cause and optionally per trend bucket. The rollups
 * know nothing of root causes, so these are always counted over the documents. Buckets are the reporting zone's,
 * on the date the request searches by, as the cube's scan path makes them.
 */
export class RootCauseScanRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone = 'UTC',
  ) {}

  async measures(cat: Catalogue, request: SearchRequest, gap: Gap | null): Promise<RootCauseMeasures[]> {
    const plan = planFilter(request, cat.searchContext);
    const keys: AliasedRawBuilder<unknown, string>[] = [sql<string>`drc.root_cause_id`.as('k_root_cause')];
    if (gap !== null) {
      const zone = sql.lit(this.timeZone);
      const local = sql`date_trunc(${sql.lit(gap)}, ${sql.ref(dateColumnOf(plan))} at time zone ${zone})`;
      keys.push(isoBucket(sql`(${local} at time zone ${zone}) at time zone 'UTC'`).as('k_bucket'));
    }
    const rows = await this.db
      .selectFrom('project_document')
      .where(searchWhere(plan).where)
      .innerJoin('document_root_cause as drc', 'drc.document_id', 'project_document.id')
      .where('drc.project_id', '=', cat.project.id)
      .select([...keys, ...measures])
      .groupBy(sql.raw(keys.map((_, i) => String(i + 1)).join(', ')))
      .execute();
    return rows.map((r: Record<string, unknown>) => ({
      rootCauseId: String(r['k_root_cause']),
      ...(gap === null ? {} : { bucket: String(r['k_bucket']) }),
      // One row converted alone: its measures, read as the cube reads the scan's columns.
      m: toCubeRows([r], [])[0]?.m ?? emptyMeasures(),
    }));
  }

  /** The analysis's confirmed root causes with their alias. */
  async names(cat: Catalogue): Promise<RootCauseRef[]> {
    const rows = await this.db
      .selectFrom('root_cause')
      .select(['id', 'name', 'alias'])
      .where('workspace_id', '=', cat.project.workspace_id)
      .where('project_id', '=', cat.project.id)
      .execute();
    return rows.map((r) => ({ rootCauseId: r.id, name: r.name, alias: { tr: r.alias.tr, en: r.alias.en } }));
  }
}
