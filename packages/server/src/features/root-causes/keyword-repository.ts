import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RcaKeywordTable } from '../../platform/db/schema-root-causes.js';
import type { ProjectKey } from './root-cause-repository.js';

export type RcaKeywordRow = Selectable<RcaKeywordTable>;

/** Turkish and circumflex letters and their plain forms: the database folds content with the same pairs. */
const FOLD_FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû';
const FOLD_TO = 'CGIIOSUAIUcgiosuaiu';
const foldMap = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i] ?? c]));

/**
 * A text as keyword matching compares it: Turkish letters and circumflexes plain, lower case, spaces collapsed.
 * Content is folded the same way in SQL (`translate` + `lower`), so "Şikayet" finds "sikayet" and "ŞİKAYET".
 */
export const foldKeyword = (text: string): string =>
  [...text.normalize('NFC').trim().replace(/\s+/gu, ' ')]
    .map((c) => foldMap.get(c) ?? c)
    .join('')
    .toLowerCase();

/** Documents read per count at most: a keyword's count stays a bounded query on a large analysis. */
export const KEYWORD_COUNT_LIMIT = 100_000;
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of the saved keywords of an analysis (rca_keyword) and of the documents that contain them. */
export class KeywordRepository {
  constructor(private readonly db: Db) {}

  async byId(project: ProjectKey, id: string): Promise<RcaKeywordRow | null> {
    const row = await this.db
      .selectFrom('rca_keyword')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  byIds(project: ProjectKey, ids: readonly string[]): Promise<RcaKeywordRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('rca_keyword')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', 'in', [...new Set(ids)])
      .orderBy('keyword_key')
      .execute();
  }

  byKeys(project: ProjectKey, keys: readonly string[]): Promise<RcaKeywordRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('rca_keyword')
      .selectAll()
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('keyword_key', 'in', [...new Set(keys)])
      .execute();
  }

  /** Keywords whose text or a connected variant contains `key` (folded), by keyword, paged. */
  async search(project: ProjectKey, key: string, page: number, size: number): Promise<{ rows: RcaKeywordRow[]; total: number }> {
    const pattern = `%${escapeLike(key)}%`;
    const base = this.db
      .selectFrom('rca_keyword')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .$if(key !== '', (q) =>
        q.where((eb) =>
          eb.or([
            eb('keyword_key', 'like', pattern),
            sql<boolean>`lower(translate(connected::text, ${FOLD_FROM}, ${FOLD_TO})) like ${pattern}`,
          ]),
        ),
      );
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('keyword_key')
        .offset(page * size)
        .limit(size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  insert(
    project: ProjectKey,
    v: { keyword: string; key: string; categoryId: string | null },
    createdBy: string,
  ): Promise<RcaKeywordRow> {
    return this.db
      .insertInto('rca_keyword')
      .values({
        workspace_id: project.workspace_id,
        project_id: project.id,
        keyword: v.keyword,
        keyword_key: v.key,
        category_id: v.categoryId,
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  setConnected(project: ProjectKey, id: string, connected: string[]): Promise<RcaKeywordRow> {
    return this.db
      .updateTable('rca_keyword')
      .set({ connected: JSON.stringify(connected) })
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(project: ProjectKey, id: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('rca_keyword')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('id', '=', id)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * Per keyword, the documents of the analysis (not trashed) whose folded content contains one of its folded
   * variants: one scan of at most KEYWORD_COUNT_LIMIT documents, newest first, for all keywords of a page.
   */
  async documentCounts(project: ProjectKey, keywords: { id: string; variants: string[] }[]): Promise<Map<string, number>> {
    const out = new Map<string, number>(keywords.map((k) => [k.id, 0]));
    const asked = keywords.filter((k) => k.variants.length > 0);
    if (asked.length === 0) return out;
    const folded = sql`lower(translate(d.content, ${FOLD_FROM}, ${FOLD_TO}))`;
    const counts = asked.map((k, i) =>
      sql<string>`count(*) filter (where ${sql.join(
        k.variants.map((v) => sql`${folded} like ${`%${escapeLike(v)}%`}`),
        sql` or `,
      )})`.as(`k${i}`),
    );
    const row = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('project_document')
          .select('content')
          .where('workspace_id', '=', project.workspace_id)
          .where('project_id', '=', project.id)
          .where('trashed_at', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(KEYWORD_COUNT_LIMIT)
          .as('d'),
      )
      .select(counts)
      .executeTakeFirst();
    const values = (row ?? {}) as Record<string, string | number | undefined>;
    asked.forEach((k, i) => out.set(k.id, Number(values[`k${i}`] ?? 0)));
    return out;
  }
}
