import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';

/** The documents of a run's analysis within [from, to) by content date, not trashed. */
export interface Window {
  projectId: string;
  from: Date;
  to: Date;
}

/**
 * Which of the period's documents are "behind" a run (what `nid` opens, docs/notification-definitions.md): all of
 * them, the negative ones, the NPS detractors (0–6), the unsatisfied CSAT answers, or those of one category.
 */
export type Focus =
  | { kind: 'ALL' }
  | { kind: 'NEGATIVE' }
  | { kind: 'DETRACTORS'; npsField: string }
  | { kind: 'UNSATISFIED'; satisfiedFrom: number }
  | { kind: 'CATEGORY'; modelId: string; categoryId: string };

export interface Summary {
  documents: number;
  negative: number;
  positive: number;
  neutral: number;
  /** NPS answers by score 0…10, CSAT answers by score 1…10 (index score − 1). */
  npsHist: number[];
  csatHist: number[];
}

export interface BucketRow {
  /** The bucket's start on the wall clock of the reporting zone, `YYYY-MM-DD HH`. */
  bucket: string;
  documents: number;
  negative: number;
  promoters: number;
  detractors: number;
  answers: number;
}

export interface DocumentRow {
  id: string;
  external_id: string | null;
  content: string;
  content_date: Date;
  sentiment: string | null;
}

/** How many documents a run lists for `nid` at most (the newest of its focus). */
export const RUN_DOCUMENT_CAP = 50_000;
export type Bucket = 'hour' | 'day' | 'week' | 'month';

type Eb = ExpressionBuilder<Database, 'project_document'>;
const score = (npsField: string) => sql<number | null>`sentio_score(project_document.attributes -> ${npsField}, 0, 10)`;
const polarity = sql<number | null>`sentio_polarity(project_document.sentiment)`;

function inWindow(w: Window) {
  return (eb: Eb): Expression<SqlBool> =>
    eb.and([
      eb('project_document.project_id', '=', w.projectId),
      eb('project_document.trashed_at', 'is', null),
      eb('project_document.content_date', '>=', w.from),
      eb('project_document.content_date', '<', w.to),
    ]);
}

function focusCondition(f: Focus) {
  return (eb: Eb): Expression<SqlBool> => {
    switch (f.kind) {
      case 'ALL':
        return sql<SqlBool>`true`;
      case 'NEGATIVE':
        return sql<SqlBool>`${polarity} = -1`;
      case 'DETRACTORS':
        return sql<SqlBool>`${score(f.npsField)} <= 6`;
      case 'UNSATISFIED':
        return sql<SqlBool>`project_document.csat_score < ${f.satisfiedFrom}`;
      case 'CATEGORY':
        return eb.exists(
          eb
            .selectFrom('project_document_category as c')
            .select(sql`1`.as('one'))
            .whereRef('c.document_id', '=', 'project_document.id')
            .where('c.model_id', '=', f.modelId)
            .where('c.category_id', '=', f.categoryId),
        );
    }
  };
}

const int = (v: unknown): number => Number(v ?? 0);
/** A bucket as wall-clock text of the zone (a text, so no driver reads it as an instant in its own zone). */
const bucketLabel = (bucket: Bucket, timeZone: string) =>
  sql<string>`to_char(date_trunc(${bucket}, project_document.content_date at time zone ${timeZone}), 'YYYY-MM-DD HH24')`;

/** Documents, negatives and NPS answers of a group: what the trend and the attribute breakdown both count. */
const measures = (npsField: string) => [
  sql<string>`count(*)`.as('documents'),
  sql<string>`count(*) filter (where ${polarity} = -1)`.as('negative'),
  sql<string>`count(*) filter (where ${score(npsField)} >= 9)`.as('promoters'),
  sql<string>`count(*) filter (where ${score(npsField)} <= 6)`.as('detractors'),
  sql<string>`count(${score(npsField)})`.as('answers'),
];

/** The numbers a notification run reports, read from the documents of the analysis (SQL only here). */
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  async summary(w: Window, npsField: string): Promise<Summary> {
    const base = this.db.selectFrom('project_document').where(inWindow(w));
    const [counts, nps, csat] = await Promise.all([
      base
        .select([
          sql<string>`count(*)`.as('documents'),
          sql<string>`count(*) filter (where ${polarity} = -1)`.as('negative'),
          sql<string>`count(*) filter (where ${polarity} = 1)`.as('positive'),
          sql<string>`count(*) filter (where ${polarity} = 0)`.as('neutral'),
        ])
        .executeTakeFirstOrThrow(),
      base
        .select([score(npsField).as('s'), sql<string>`count(*)`.as('n')])
        .where(sql<SqlBool>`${score(npsField)} is not null`)
        .groupBy(sql`1`)
        .execute(),
      base
        .select(['project_document.csat_score as s', sql<string>`count(*)`.as('n')])
        .where('project_document.csat_score', 'is not', null)
        .groupBy('project_document.csat_score')
        .execute(),
    ]);
    const npsHist = Array.from({ length: 11 }, () => 0);
    for (const r of nps) if (r.s !== null) npsHist[r.s] = int(r.n);
    const csatHist = Array.from({ length: 10 }, () => 0);
    for (const r of csat) if (r.s !== null && r.s >= 1) csatHist[r.s - 1] = int(r.n);
    return {
      documents: int(counts.documents),
      negative: int(counts.negative),
      positive: int(counts.positive),
      neutral: int(counts.neutral),
      npsHist,
      csatHist,
    };
  }

  /** Documents per category of a model in the window, most first. */
  async categoryCounts(w: Window, modelId: string): Promise<{ categoryId: string; n: number }[]> {
    const rows = await this.db
      .selectFrom('project_document_category as c')
      .innerJoin('project_document', 'project_document.id', 'c.document_id')
      .where(inWindow(w))
      .where('c.model_id', '=', modelId)
      .select(['c.category_id', sql<string>`count(distinct c.document_id)`.as('n')])
      .groupBy('c.category_id')
      .orderBy(sql`count(distinct c.document_id)`, 'desc')
      .orderBy('c.category_id')
      .execute();
    return rows.map((r) => ({ categoryId: r.category_id, n: int(r.n) }));
  }

  async categoryNames(workspaceId: string, modelId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('model_category')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspaceId)
      .where('model_id', '=', modelId)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Per bucket of the reporting zone: documents, negatives and NPS answers. */
  async trend(w: Window, bucket: Bucket, timeZone: string, npsField: string): Promise<BucketRow[]> {
    const b = bucketLabel(bucket, timeZone);
    const rows = await this.db
      .selectFrom('project_document')
      .where(inWindow(w))
      .select([b.as('bucket'), ...measures(npsField)])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute();
    return rows.map((r) => ({
      bucket: r.bucket,
      documents: int(r.documents),
      negative: int(r.negative),
      promoters: int(r.promoters),
      detractors: int(r.detractors),
      answers: int(r.answers),
    }));
  }

  /** Per bucket and category (of `categoryIds`): documents. */
  async categoryTrend(
    w: Window,
    bucket: Bucket,
    timeZone: string,
    modelId: string,
    categoryIds: readonly string[],
  ): Promise<{ bucket: string; categoryId: string; n: number }[]> {
    if (categoryIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('project_document_category as c')
      .innerJoin('project_document', 'project_document.id', 'c.document_id')
      .where(inWindow(w))
      .where('c.model_id', '=', modelId)
      .where('c.category_id', 'in', [...categoryIds])
      .select([bucketLabel(bucket, timeZone).as('bucket'), 'c.category_id', sql<string>`count(distinct c.document_id)`.as('n')])
      .groupBy([sql`1`, 'c.category_id'])
      .orderBy(sql`1`)
      .execute();
    return rows.map((r) => ({ bucket: r.bucket, categoryId: r.category_id, n: int(r.n) }));
  }

  /** Per value of an attribute (the most frequent `limit`): documents, negatives and NPS answers. */
  async breakdown(
    w: Window,
    attribute: string,
    npsField: string,
    limit: number,
  ): Promise<(Omit<BucketRow, 'bucket'> & { value: string })[]> {
    const value = sql<string>`coalesce(project_document.attributes ->> ${attribute}, '')`;
    const rows = await this.db
      .selectFrom('project_document')
      .where(inWindow(w))
      .where(sql<SqlBool>`coalesce(project_document.attributes ->> ${attribute}, '') <> ''`)
      .select([value.as('value'), ...measures(npsField)])
      .groupBy(sql`1`)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`1`)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      value: r.value,
      documents: int(r.documents),
      negative: int(r.negative),
      promoters: int(r.promoters),
      detractors: int(r.detractors),
      answers: int(r.answers),
    }));
  }

  /** The newest documents of the window and focus. */
  async documents(w: Window, focus: Focus, limit: number): Promise<DocumentRow[]> {
    if (limit <= 0) return [];
    return this.db
      .selectFrom('project_document')
      .where(inWindow(w))
      .where(focusCondition(focus))
      .select(['id', 'external_id', 'content', 'content_date', 'sentiment'])
      .orderBy('content_date', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Root causes of the window's documents, most first. */
  async rootCauses(w: Window, limit: number): Promise<{ name: string; n: number }[]> {
    const rows = await this.db
      .selectFrom('document_root_cause as drc')
      .innerJoin('project_document', 'project_document.id', 'drc.document_id')
      .innerJoin('root_cause as rc', 'rc.id', 'drc.root_cause_id')
      .where(inWindow(w))
      .select(['rc.name', sql<string>`count(distinct drc.document_id)`.as('n')])
      .groupBy(['rc.id', 'rc.name'])
      .orderBy(sql`count(distinct drc.document_id)`, 'desc')
      .orderBy('rc.name')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ name: r.name, n: int(r.n) }));
  }

  /** Records the documents behind a run (newest first, up to the cap); answers how many. */
  async storeRunDocuments(runId: string, w: Window, focus: Focus): Promise<number> {
    const r = await this.db
      .insertInto('notification_run_document')
      .columns(['run_id', 'document_id', 'project_id'])
      .expression((eb) =>
        eb
          .selectFrom('project_document')
          .where(inWindow(w))
          .where(focusCondition(focus))
          .select([sql<string>`${runId}::uuid`.as('run_id'), 'project_document.id', 'project_document.project_id'])
          .orderBy('project_document.content_date', 'desc')
          .limit(RUN_DOCUMENT_CAP),
      )
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (r.numInsertedOrUpdatedRows !== undefined) return Number(r.numInsertedOrUpdatedRows);
    const n = await this.db
      .selectFrom('notification_run_document')
      .select(sql<string>`count(*)`.as('n'))
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    return int(n.n);
  }
}
