import type { SearchRequest } from '@sentio/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import { buildSearchFilter } from '../project-documents/search-filter.js';
import type { RootCauseMeasures, RootCauseRef, ScanSource } from './compute/context.js';
import { RootCauseScanRepository } from './root-cause-repository.js';

/** The widgets that count over documents (words, numeric values), under the search's own filter. */
export class ScanRepository {
  private readonly rootCauses: RootCauseScanRepository;

  /** `timeZone`: the reporting zone whose local days and weeks the root cause trend's buckets are. */
  constructor(
    private readonly db: Db,
    timeZone = 'UTC',
  ) {
    this.rootCauses = new RootCauseScanRepository(db, timeZone);
  }

  /** The scans of one call: root cause counts are shared by the widgets asking the same question (memoised). */
  source(cat: Catalogue): ScanSource {
    const memo = new Map<string, Promise<RootCauseMeasures[]>>();
    let names: Promise<RootCauseRef[]> | null = null;
    return {
      texts: (request, attribute, limit) => this.texts(cat, request, attribute, limit),
      numericValues: (request, attribute) => this.numericValues(cat, request, attribute),
      count: (request) => this.count(cat, request),
      rootCauses: (request, gap) => {
        const key = JSON.stringify([request, gap]);
        let hit = memo.get(key);
        if (!hit) {
          hit = this.rootCauses.measures(cat, request, gap);
          memo.set(key, hit);
        }
        return hit;
      },
      rootCauseNames: () => (names ??= this.rootCauses.names(cat)),
    };
  }

  /** The documents matching the search's filter: the total its list would show. */
  async count(cat: Catalogue, request: SearchRequest): Promise<number> {
    const filter = buildSearchFilter(request, cat.searchContext);
    const row = await this.db
      .selectFrom('project_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(filter.where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Newest first by content date: the index (project_id, content_date) serves the order and the limit. */
  async texts(cat: Catalogue, request: SearchRequest, attribute: string | null, limit: number) {
    const filter = buildSearchFilter(request, cat.searchContext);
    const text =
      attribute === null
        ? sql<string>`project_document.content`
        : sql<string>`coalesce(project_document.attributes ->> ${attribute}, '')`;
    return this.db
      .selectFrom('project_document')
      .select([text.as('text'), 'project_document.language', 'project_document.sentiment'])
      .where(filter.where)
      .orderBy('project_document.content_date', 'desc')
      .orderBy('project_document.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Value → documents holding it, over the documents whose attribute is a JSON number. */
  async numericValues(cat: Catalogue, request: SearchRequest, attribute: string): Promise<{ value: number; count: number }[]> {
    const filter = buildSearchFilter(request, cat.searchContext);
    const value = sql<number>`(project_document.attributes ->> ${attribute})::float8`;
    const rows = await this.db
      .selectFrom('project_document')
      .select([value.as('value'), (eb) => eb.fn.countAll<string>().as('count')])
      .where(filter.where)
      .where(sql<boolean>`jsonb_typeof(project_document.attributes -> ${attribute}) = 'number'`)
      // By position: the expression repeated would carry a second parameter, which Postgres does not match.
      .groupBy(sql`1`)
      .execute();
    return rows.map((r) => ({ value: Number(r.value), count: Number(r.count) }));
  }

  async channelNames(workspaceId: string): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('channel').select(['code', 'name']).where('workspace_id', '=', workspaceId).execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }
}
