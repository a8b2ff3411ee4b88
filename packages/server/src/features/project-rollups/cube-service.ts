import type { Db } from '../../platform/db/database.js';
import type { SearchRequest } from '@sentio/domain';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { Bucket, ColumnFacet } from '../project-documents/search-repository.js';
import { buildSearchFilter } from '../project-documents/search-filter.js';
import type { Cube, CubeAnswer, CubeQuery } from './cube.js';
import { toCubeRows } from './cube-rows.js';
import { planRollup, type RollupPlan } from './rollup-plan.js';
import { RollupRepository, type FacetDimension } from './rollup-repository.js';
import { ScanRepository } from './scan-repository.js';

export interface CubeOptions {
  /** Count over the documents even when the rollups could answer (tests compare both paths). */
  forceScan?: boolean;
}

/** The cube of cube.ts: the rollup tables when the plan allows, else the documents under the search's filter. */
export class CubeService implements Cube {
  private readonly rollups: RollupRepository;
  private readonly scans: ScanRepository;

  constructor(db: Db) {
    this.rollups = new RollupRepository(db);
    this.scans = new ScanRepository(db);
  }

  plan(cat: Catalogue, q: CubeQuery): RollupPlan {
    return planRollup({ request: q.request, groupBy: q.groupBy, gap: q.gap, modelId: q.modelId, ctx: cat.searchContext });
  }

  /** Throws what the search throws for a bad filter (SEARCH_TOO_SHORT, DATE_RANGE_INVALID, …), on both paths. */
  async query(cat: Catalogue, q: CubeQuery, options: CubeOptions = {}): Promise<CubeAnswer> {
    const filter = buildSearchFilter(q.request, cat.searchContext);
    const plan = this.plan(cat, q);
    const { project } = cat;
    if (plan.source === 'ROLLUP' && !options.forceScan) {
      const rows = await this.rollups.query(plan, project.workspace_id, project.id, q.groupBy);
      return { rows: toCubeRows(rows, q.groupBy), source: 'ROLLUP' };
    }
    const modelIds =
      q.modelId !== undefined ? [q.modelId] : cat.models.filter((m) => m.senseType !== 'SENTIMENT').map((m) => m.id);
    const rows = await this.scans.query({ filter, request: q.request, groupBy: q.groupBy, gap: q.gap ?? 'day', modelIds });
    return { rows: toCubeRows(rows, q.groupBy), source: 'SCAN' };
  }

  // ── the data tab's aggregates (SearchService): null when the filter needs the documents ──────────────────────

  /** The search's total from the rollups. */
  async total(cat: Catalogue, request: SearchRequest): Promise<number | null> {
    const plan = this.plan(cat, { request, groupBy: [] });
    if (plan.source !== 'ROLLUP') return null;
    const rows = await this.rollups.query(plan, cat.project.workspace_id, cat.project.id, []);
    return Number(rows[0]?.['n'] ?? 0);
  }

  /** The search's total and column facets from the day rollup (one grouping-sets read). */
  async columnFacets(
    cat: Catalogue,
    request: SearchRequest,
    keys: readonly ColumnFacet[],
  ): Promise<{ buckets: Map<ColumnFacet, Bucket[]>; total: number } | null> {
    const plan = this.plan(cat, { request, groupBy: [] });
    if (plan.source !== 'ROLLUP' || plan.table !== 'day') return null;
    const dims = keys.map((k) => facetDimensions[k]);
    const read = await this.rollups.facets(plan, cat.project.workspace_id, cat.project.id, dims);
    return { total: read.total, buckets: new Map(keys.map((k) => [k, read.buckets.get(facetDimensions[k]) ?? []])) };
  }

  /** Category rows per model of the matching documents, from the category rollup. */
  async categoryCounts(
    cat: Catalogue,
    request: SearchRequest,
    modelIds: readonly string[],
  ): Promise<Map<string, Bucket[]> | null> {
    const plan = this.plan(cat, { request, groupBy: ['category'] });
    if (plan.source !== 'ROLLUP') return null;
    const out = new Map<string, Bucket[]>(modelIds.map((id) => [id, []]));
    const rows = await this.rollups.query({ ...plan, modelIds: [...modelIds] }, cat.project.workspace_id, cat.project.id, [
      'category',
    ]);
    for (const r of rows) out.get(String(r['k_model']))?.push({ value: String(r['k_category']), count: Number(r['n']) });
    for (const list of out.values()) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return out;
  }
}

const facetDimensions: Record<ColumnFacet, FacetDimension> = {
  CHANNEL: 'channel',
  SENTIMENT: 'sentiment',
  STATUS: 'status',
  PREDICTION_STATUS: 'predictionStatus',
  LANGUAGE: 'language',
};
