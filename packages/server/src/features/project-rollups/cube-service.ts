import type { Gap } from '@sentio/domain';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { Bucket, ColumnFacet } from '../project-documents/search-repository.js';
import { planSearch, type FilterPlan, type SearchPlan } from '../project-documents/search-plan.js';
import type { Cube, CubeAnswer, CubeQuery } from './cube.js';
import {
  BatchAnswer,
  CATEGORIES,
  CATEGORY_PAIRS,
  CATEGORY_STATES,
  DIMENSIONS,
  ONE_CATEGORY,
  type BatchShape,
} from './cube-batch.js';
import { keyAliases, toCubeRows } from './cube-rows.js';
import { mergeBatchRows, splitPartialDays } from './partial-days.js';
import type { RollupPlan, RollupPlanRead } from './rollup-plan.js';
import type { RollupRepository, FacetDimension } from './rollup-repository.js';
import type { ScanRepository } from './scan-repository.js';
import type { DimensionReads } from './dimensions/dimension-reads.js';
import { isDimensionRead, planWithDimensions } from './dimensions/dimension-plan.js';

export interface CubeOptions {
  /**
   * Count over the documents even when the rollups could answer, one grouped scan for this question alone, never
   * memoised: the reference the tests compare the rollups and the batched reads with.
   */
  forceScan?: boolean;
}

/**
 * Batched reads (cube-batch.ts) memoised per catalogue: a catalogue is loaded once per API call, so every question
 * of one call (the search's total, facets and category counts, each widget's) shares one read per filter, period
 * and shape, and the next call reads afresh.
 */
const batches = new WeakMap<Catalogue, Map<string, Promise<BatchAnswer>>>();

/** The plan's part a count depends on (paging and sorting are not; the rest is the analysis's, as the memo is). */
function filterKey(plan: SearchPlan): FilterPlan {
  const { page: _p, size: _s, sort: _o, virtualCategories: _v, categoryModelIds: _m, ...filter } = plan;
  return filter;
}

/** The cube of cube.ts: the rollup tables when the plan allows, else the documents under the search's filter. */
export class CubeService implements Cube {
  /** `timeZone`: the reporting zone (config.timeZone) whose local days the rollups and buckets are. */
  constructor(
    private readonly rollups: RollupRepository,
    private readonly scans: ScanRepository,
    private readonly timeZone: string,
    /** Attributes declared as dimensions (dimensions/): a filter on one is read from their rollups. */
    private readonly dimensions?: DimensionReads,
  ) {}

  /**
   * How the rollups would answer a question. The request is planned here (search-plan.ts) when the caller has no
   * plan of it yet; throws what the search throws for a bad filter (SEARCH_TOO_SHORT, DATE_RANGE_INVALID, …).
   */
  plan(cat: Catalogue, q: CubeQuery, search: SearchPlan = planSearch(q.request, cat.searchContext)): RollupPlan {
    return this.rollupPlan(search, q.groupBy, q.gap, q.modelId);
  }

  private rollupPlan(
    search: SearchPlan,
    groupBy: CubeQuery['groupBy'],
    gap?: Gap,
    modelId?: string,
    dimensions: ReadonlySet<string> = NO_DIMENSIONS,
  ): RollupPlan {
    return planWithDimensions({ plan: search, groupBy, gap, modelId, timeZone: this.timeZone }, dimensions);
  }

  /** The dimensions the planner may read for this call's analysis. */
  private usable(cat: Catalogue): Promise<ReadonlySet<string>> {
    return this.dimensions?.usable(cat) ?? Promise.resolve(NO_DIMENSIONS);
  }

  private rollupQuery(plan: RollupPlanRead, cat: Catalogue, groupBy: CubeQuery['groupBy']): Promise<Record<string, unknown>[]> {
    const { workspace_id: workspaceId, id } = cat.project;
    return isDimensionRead(plan) && this.dimensions
      ? this.dimensions.rollups.query(plan, workspaceId, id, groupBy)
      : this.rollups.query(plan, workspaceId, id, groupBy);
  }

  /** Throws what the search throws for a bad filter (SEARCH_TOO_SHORT, DATE_RANGE_INVALID, …), on both paths. */
  async query(cat: Catalogue, q: CubeQuery, options: CubeOptions = {}): Promise<CubeAnswer> {
    const search = planSearch(q.request, cat.searchContext);
    const plan = this.rollupPlan(search, q.groupBy, q.gap, q.modelId, await this.usable(cat));
    const gap = q.gap ?? 'day';
    const byCategory = q.groupBy.includes('category');
    // A batch holds every category model's rows; another model's question is asked alone.
    const batchable = q.modelId === undefined || categoryModels(cat).includes(q.modelId);
    if (plan.source === 'SCAN' && !options.forceScan && batchable) {
      // Partial first or last days: whole days from the rollups, the partial ones counted over the documents.
      const partial = await this.partialPlan(cat, search, q.groupBy, q.gap, q.modelId);
      const shape = partial && rollupShape(partial.plan, byCategory);
      if (partial && shape && answerable(shape, q)) {
        const rows = (await this.mergedBatch(cat, partial.plan, partial.edges, shape)).answer(q.groupBy, gap, q.modelId);
        if (rows) return { rows: toCubeRows(rows, q.groupBy), source: 'ROLLUP' };
      }
    }
    if (plan.source === 'ROLLUP' && !options.forceScan) {
      const shape = rollupShape(plan, byCategory);
      const batched =
        batchable && answerable(shape, q) ? (await this.rollupBatch(cat, plan, shape)).answer(q.groupBy, gap, q.modelId) : null;
      const rows = batched ?? (await this.rollupQuery(plan, cat, q.groupBy));
      return { rows: toCubeRows(rows, q.groupBy), source: 'ROLLUP' };
    }
    const shape = byCategory ? CATEGORIES : DIMENSIONS;
    if (!options.forceScan && batchable && answerable(shape, q)) {
      const batched = (await this.scanBatch(cat, search, shape)).answer(q.groupBy, gap, q.modelId);
      if (batched) return { rows: toCubeRows(batched, q.groupBy), source: 'SCAN' };
    }
    const modelIds = q.modelId !== undefined ? [q.modelId] : categoryModels(cat);
    const rows = await this.scans.query({ plan: search, groupBy: q.groupBy, gap: q.gap ?? 'day', modelIds });
    return { rows: toCubeRows(rows, q.groupBy), source: 'SCAN' };
  }

  // ── the data tab's aggregates (SearchService): null when the filter needs the documents ──────────────────────

  /** The search's total from the rollups. */
  async total(cat: Catalogue, search: SearchPlan): Promise<number | null> {
    const plan = this.rollupPlan(search, [], undefined, undefined, await this.usable(cat));
    if (plan.source !== 'ROLLUP') {
      const partial = await this.partialPlan(cat, search, []);
      if (!partial) return null;
      const batch = await this.mergedBatch(cat, partial.plan, partial.edges, rollupShape(partial.plan, false));
      return batch.rowsOf(['day']).reduce((n, r) => n + Number(r['n']), 0);
    }
    const rows = await this.rollupQuery(plan, cat, []);
    return Number(rows[0]?.['n'] ?? 0);
  }

  /**
   * The search's total and column facets, from the batch the widgets of the call read too (the day rollup, else
   * one scan of the matching documents; under one category, its rollup and its state rollup); null when a category
   * read cannot answer every facet (category rows filtered by a column, several categories).
   */
  async columnFacets(
    cat: Catalogue,
    search: SearchPlan,
    keys: readonly ColumnFacet[],
  ): Promise<{ buckets: Map<ColumnFacet, Bucket[]>; total: number } | null> {
    const plan = this.rollupPlan(search, [], undefined, undefined, await this.usable(cat));
    let batch: { rowsOf: BatchAnswer['rowsOf'] };
    const partial = plan.source === 'ROLLUP' ? null : await this.partialPlan(cat, search, []);
    if (partial?.plan.table === 'day') batch = await this.mergedBatch(cat, partial.plan, partial.edges, DIMENSIONS);
    else if (plan.source !== 'ROLLUP') batch = await this.scanBatch(cat, search, DIMENSIONS);
    else if (plan.table === 'day') batch = await this.rollupBatch(cat, plan, DIMENSIONS);
    else {
      // One category: the day, channel and sentiment from the batch the widgets read, the states from their rollup,
      // which keys neither channel nor sentiment (a condition on those, or on a dimension, needs the documents).
      if (plan.table !== 'category' || !plan.category || plan.conditions.length > 0 || isDimensionRead(plan)) return null;
      const [one, states] = await Promise.all([this.rollupBatch(cat, plan, ONE_CATEGORY), this.stateBatch(cat, plan)]);
      batch = { rowsOf: (set) => (CATEGORY_STATES.keys.includes(set[0] ?? 'day') ? states : one).rowsOf(set) };
    }
    // "None" is '' in the rollups and NULL over the documents: neither is a facet value.
    const none = plan.source === 'ROLLUP' || partial?.plan.table === 'day' ? '' : null;
    const buckets = new Map<ColumnFacet, Bucket[]>();
    for (const k of keys) {
      const dim = facetDimensions[k];
      const alias = keyAliases[dim][0] ?? '';
      const list = batch
        .rowsOf([dim])
        .filter((r) => r[alias] !== none && r[alias] !== null && r[alias] !== undefined)
        .map((r) => ({ value: String(r[alias]), count: Number(r['n']) }));
      buckets.set(
        k,
        list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      );
    }
    const total = batch.rowsOf(['day']).reduce((n, r) => n + Number(r['n']), 0);
    return { total, buckets };
  }

  /** Category rows per model of the matching documents, from the batch of category rows the widgets read too. */
  async categoryCounts(cat: Catalogue, search: SearchPlan, modelIds: readonly string[]): Promise<Map<string, Bucket[]>> {
    const plan = this.rollupPlan(search, ['category'], undefined, undefined, await this.usable(cat));
    const partial = plan.source === 'ROLLUP' ? null : await this.partialPlan(cat, search, ['category']);
    const batch = partial
      ? await this.mergedBatch(cat, partial.plan, partial.edges, rollupShape(partial.plan, true))
      : plan.source === 'ROLLUP'
        ? await this.rollupBatch(cat, plan, rollupShape(plan, true))
        : await this.scanBatch(cat, search, CATEGORIES);
    const out = new Map<string, Bucket[]>(modelIds.map((id) => [id, []]));
    for (const r of batch.rowsOf(['model', 'category']))
      out.get(String(r['k_model']))?.push({ value: String(r['k_category']), count: Number(r['n']) });
    for (const list of out.values()) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return out;
  }

  private memo(cat: Catalogue, key: unknown, read: () => Promise<BatchAnswer>): Promise<BatchAnswer> {
    const cache = batches.get(cat) ?? new Map<string, Promise<BatchAnswer>>();
    batches.set(cat, cache);
    const k = JSON.stringify(key);
    let hit = cache.get(k);
    if (!hit) {
      hit = read();
      cache.set(k, hit);
      // A failed read is not kept: the next question reads again.
      void hit.catch(() => cache.delete(k));
    }
    return hit;
  }

  private rollupBatch(cat: Catalogue, plan: RollupPlanRead, shape: BatchShape): Promise<BatchAnswer> {
    // Every category model's rows, whatever model this question is about; the gap is applied when deriving.
    const read: RollupPlanRead = { ...plan, modelIds: shape.keys.includes('category') ? categoryModels(cat) : [], gap: 'day' };
    return this.memo(cat, ['ROLLUP', shape.keys, read], async () => {
      const { workspace_id: workspaceId, id } = cat.project;
      const rows =
        isDimensionRead(read) && this.dimensions
          ? await this.dimensions.rollups.batch(read, workspaceId, id, shape)
          : await this.rollups.batch(read, workspaceId, id, shape);
      return new BatchAnswer(shape, rows, this.timeZone);
    });
  }

  /** A range with partial first or last days: its whole days' rollup plan and the partial days' searches. */
  private async partialPlan(
    cat: Catalogue,
    search: SearchPlan,
    groupBy: CubeQuery['groupBy'],
    gap?: Gap,
    modelId?: string,
  ): Promise<{ plan: RollupPlanRead; edges: SearchPlan[] } | null> {
    const split = splitPartialDays(search, this.timeZone);
    if (!split) return null;
    const plan = this.rollupPlan(split.inner, groupBy, gap, modelId, await this.usable(cat));
    return plan.source === 'ROLLUP' ? { plan, edges: split.edges } : null;
  }

  /** The whole days' rollup batch and the partial days' scans of the same shape, summed (each part memoised). */
  private async mergedBatch(cat: Catalogue, plan: RollupPlanRead, edges: SearchPlan[], shape: BatchShape): Promise<BatchAnswer> {
    const parts = await Promise.all([this.rollupBatch(cat, plan, shape), ...edges.map((e) => this.scanBatch(cat, e, shape))]);
    const rows = mergeBatchRows(
      shape,
      parts.map((p) => shape.sets.flatMap((set) => p.rowsOf(set))),
    );
    return new BatchAnswer(shape, rows, this.timeZone);
  }

  private stateBatch(cat: Catalogue, plan: RollupPlanRead): Promise<BatchAnswer> {
    const read: RollupPlanRead = { ...plan, modelIds: [], gap: 'day' };
    return this.memo(cat, ['STATES', read], async () => {
      const rows = await this.rollups.stateBatch(read, cat.project.workspace_id, cat.project.id, CATEGORY_STATES);
      return new BatchAnswer(CATEGORY_STATES, rows, this.timeZone);
    });
  }

  private scanBatch(cat: Catalogue, search: SearchPlan, shape: BatchShape): Promise<BatchAnswer> {
    return this.memo(cat, ['SCAN', shape.keys, filterKey(search)], async () => {
      const rows = await this.scans.batch({ plan: search, modelIds: categoryModels(cat) }, shape);
      return new BatchAnswer(shape, rows, this.timeZone);
    });
  }
}

/** The batch of a rollup read: category rows (of the pair table under a category filter), one category's, or the days. */
const rollupShape = (plan: RollupPlanRead, byCategory: boolean): BatchShape =>
  byCategory ? (plan.table === 'pair' ? CATEGORY_PAIRS : CATEGORIES) : plan.category ? ONE_CATEGORY : DIMENSIONS;

const NO_DIMENSIONS: ReadonlySet<string> = new Set();

const categoryModels = (cat: Catalogue): string[] => cat.models.filter((m) => m.senseType !== 'SENTIMENT').map((m) => m.id);

/** Whether a batch of this shape can answer the question (decided before reading it). */
const answerable = (shape: BatchShape, q: CubeQuery): boolean =>
  new BatchAnswer(shape, []).answer(q.groupBy, q.gap ?? 'day', q.modelId) !== null;

const facetDimensions: Record<ColumnFacet, FacetDimension> = {
  CHANNEL: 'channel',
  SENTIMENT: 'sentiment',
  STATUS: 'status',
  PREDICTION_STATUS: 'predictionStatus',
  LANGUAGE: 'language',
};
