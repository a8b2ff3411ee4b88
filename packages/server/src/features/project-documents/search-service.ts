import { defaultFacetKeys, type DateExtent, type SearchRequest, type SearchResponse } from '@sentio/domain';
import type { z } from 'zod';
import type { facetKinds, facetSchema, fieldFacetResponse, fieldValuesBody, WidgetResult } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { CubeService } from '../project-rollups/cube-service.js';
import type { FcrDrillResolver } from '../fcr/drill.js';
import { viewerRulesOf, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import type { Catalogue, CatalogueLoader } from './catalogue.js';
import { hydrateWith } from './hydrate.js';
import type { HydrateRepository } from './hydrate-repository.js';
import { presentDocument } from './presenter.js';
import type { RootCauseFacetRepository } from './root-cause-facet-repository.js';
import { planSearch } from './search-plan.js';
import { columnFacets, type Bucket, type ColumnFacet, type SearchRepository } from './search-repository.js';
import { checkProjectCode } from './search-support.js';
import { selectedValues, withZeros } from './facet-zeros.js';
import { dateColumnOf, searchWhere, type SearchFilter } from './search-where-repository.js';
import { virtualCategoryCounts } from './virtual-counts.js';

type Facet = z.infer<typeof facetSchema>;
type FacetKind = (typeof facetKinds)[number];
/** What zero-count entries a facet adds (facet-zeros.ts): the analysis's column values and the filter's own values. */
interface Zeros {
  columns: Map<ColumnFacet, string[]>;
  selected: Map<string, string[]>;
}

const isColumnFacet = (key: string): key is ColumnFacet => key in columnFacets;

/**
 * A search whose client has left stops before its next stage (the queries already sent finish), so a crowd that gave
 * up does not keep the server busy with answers nobody reads (docs/load.md).
 */
function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw errors.clientGone();
}

/** Computes the widgets of a search (`request.widget` on) under the same filter. */
export type WidgetProvider = (
  scope: ProjectScope,
  cat: Catalogue,
  request: SearchRequest,
  signal?: AbortSignal,
) => Promise<WidgetResult[]>;

/** What the search reads through; built once by the area and shared by every search service of the app. */
export interface SearchParts {
  repo: SearchRepository;
  hydration: HydrateRepository;
  catalogues: CatalogueLoader;
  /** Totals, column facets and category counts come from the rollups when the plan allows (rollup-plan.ts). */
  cube: CubeService;
  /** Documents per root cause and per topic (the ROOT_CAUSE facet, keywordTopics). */
  rootCauses: RootCauseFacetRepository;
  /** Resolves `dofc` (the caller's first-call resolution definition); without it `dofc` is refused. */
  fcr?: FcrDrillResolver;
}

/**
 * The search of the project-detail data tab and its facets (see docs/search.md). The body is planned once
 * (search-plan.ts); the page, the aggregates and the rollups read that plan.
 */
export class SearchService {
  private readonly repo: SearchRepository;

  /**
   * `widgets`: who computes the widgets of a search whose widget flag is on (the dashboard); without it the search
   * answers no widgets — what the dashboard's own drill-down search needs, as it never asks for them.
   */
  constructor(
    readonly parts: SearchParts,
    private readonly widgets: WidgetProvider | null = null,
  ) {
    this.repo = parts.repo;
  }

  /**
   * The analysis's catalogue; with a `request` carrying `dofc`, its search context also holds the caller's first-call
   * resolution definition, so the plan, the rollup planner and the widgets all read the drill-down the same way.
   */
  async catalogue(scope: ProjectScope, code: string, request?: SearchRequest | null): Promise<Catalogue> {
    const cat = await this.parts.catalogues.require(scope, code);
    if (!request?.dofc || !this.parts.fcr) return cat;
    return { ...cat, searchContext: { ...cat.searchContext, fcr: await this.parts.fcr(scope, request.dofc) } };
  }

  /**
   * Documents page, facets, per-model category counts and the prediction summary under one filter. The aggregates
   * (facets and category counts) are computed only when the request's widget flag is on: paging, page size and
   * sorting turn it off (the web does so), and they do not change what the aggregates count, so the client keeps the
   * ones it has instead of the server recounting every matching document per page.
   */
  async search(scope: ProjectScope, code: string, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
    const cat = await this.catalogue(scope, code, request);
    checkProjectCode(request, code);
    stopIfGone(signal);
    const plan = planSearch(request, cat.searchContext);
    const filter = searchWhere(plan);
    const { project } = cat;
    const { cube, hydration } = this.parts;
    if (!request.widget) {
      const [rows, total, summary] = await Promise.all([
        this.repo.page(filter, plan.sort, plan.page, plan.size),
        cube.total(cat, plan).then((n) => n ?? this.repo.count(filter)),
        this.repo.predictionSummary(project.workspace_id, project.id, viewerRulesOf(project)),
      ]);
      const h = await hydrateWith(hydration, project.workspace_id, rows);
      return {
        documents: { content: rows.map((r) => presentDocument(r, cat, h)), page: request.page, size: request.size, total },
        widgets: [],
        facets: [],
        modelCategoryCounts: [],
        predictionSummary: summary,
      };
    }
    const keys = (request.facet ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '');
    const facetKeys = keys.length > 0 ? keys : [...defaultFacetKeys];
    const columnKeys = [...new Set([...facetKeys.filter(isColumnFacet), 'SENTIMENT' as const])];

    // The total comes with the column facets (one read of the rollups, else one scan); the page reads the ordered index.
    const [rows, { buckets: columns, total }, categoryCounts, summary, widgets, columnValues] = await Promise.all([
      this.repo.page(filter, plan.sort, plan.page, plan.size),
      cube.columnFacets(cat, plan, columnKeys).then((r) => r ?? this.repo.columnFacets(filter, columnKeys)),
      cube.categoryCounts(cat, plan, plan.categoryModelIds),
      this.repo.predictionSummary(project.workspace_id, project.id, viewerRulesOf(project)),
      this.widgets ? this.widgets(scope, cat, request, signal) : Promise.resolve([]),
      this.columnValues(project),
    ]);
    stopIfGone(signal);
    const zeros: Zeros = { columns: columnValues, selected: selectedValues(plan) };
    const [h, virtualCounts] = await Promise.all([
      hydrateWith(hydration, project.workspace_id, rows),
      virtualCategoryCounts(this.repo, filter, plan),
    ]);
    const facets: Facet[] = [];
    for (const key of facetKeys) {
      stopIfGone(signal);
      const facet = await this.facetOf(cat, filter, key, zeros, columns, categoryCounts);
      if (facet) facets.push(facet);
    }
    return {
      documents: {
        content: rows.map((r) => presentDocument(r, cat, h)),
        page: request.page,
        size: request.size,
        total,
      },
      widgets,
      facets,
      // Every category of each model, zero when the filter leaves it none (facet-zeros.ts).
      modelCategoryCounts: cat.models
        .map((m) => ({
          modelCode: m.code,
          counts: withZeros(
            m.senseType === 'SENTIMENT' ? (columns.get('SENTIMENT') ?? []) : (categoryCounts.get(m.id) ?? []),
            m.labelIds,
          ).map((b) => ({ categoryId: b.value, count: b.count })),
        }))
        .concat(virtualCounts ? [virtualCounts] : []),
      predictionSummary: summary,
    };
  }

  /** One facet under the search body: `document/search/facet/{kind}/{key}`. */
  async facet(scope: ProjectScope, code: string, kind: FacetKind, key: string, request: SearchRequest): Promise<Facet> {
    const cat = await this.catalogue(scope, code, request);
    checkProjectCode(request, code);
    const plan = planSearch(request, cat.searchContext);
    const filter = searchWhere(plan);
    const facetKey = kind === 'CATEGORY' || kind === 'ATTRIBUTE' ? `${kind}:${key}` : kind;
    if (kind === 'ATTRIBUTE' && !cat.attributes.has(key)) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'key');
    if (kind === 'CATEGORY' && !cat.byCode.has(key)) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'key');
    const columns = await this.columnValues(cat.project);
    const facet = await this.facetOf(cat, filter, facetKey, { columns, selected: selectedValues(plan) }, null, null);
    return facet ?? { key: facetKey, facetList: [] };
  }

  /**
   * `document/search/keywordTopics/{a}/{b}`: documents per topic of root cause analysis `a` (of category `b`, or
   * `all`) under the search, every topic listed (zero when the search leaves it none), named by its label. An
   * analysis of another analysis (project) is RCA_NOT_FOUND.
   */
  async keywordTopics(
    scope: ProjectScope,
    code: string,
    analysisId: string,
    categoryId: string,
    request: SearchRequest,
  ): Promise<Facet> {
    const cat = await this.catalogue(scope, code, request);
    checkProjectCode(request, code);
    const plan = planSearch(request, cat.searchContext);
    const { project } = cat;
    const rca = this.parts.rootCauses;
    if (!(await rca.analysisExists(project.workspace_id, project.id, analysisId))) throw errors.notFound('RCA_NOT_FOUND');
    const topics = await rca.topics(project.id, analysisId, categoryId === 'all' ? null : categoryId);
    const counts = new Map(
      (
        await rca.topicCounts(
          searchWhere(plan),
          topics.map((t) => t.id),
        )
      ).map((b) => [b.value, b.count]),
    );
    return {
      key: `TOPIC:${analysisId}:${categoryId}`,
      facetList: topics
        .map((t) => ({ _id: t.id, count: counts.get(t.id) ?? 0, name: t.label }))
        .sort((x, y) => y.count - x.count),
    };
  }

  /**
   * Where the search's documents lie in time whatever its date range: the data tab asks when the range holds
   * nothing, to say where the documents are and offer the range that covers them (docs/search.md).
   */
  async dateExtent(scope: ProjectScope, code: string, request: SearchRequest): Promise<DateExtent> {
    const cat = await this.catalogue(scope, code, request);
    checkProjectCode(request, code);
    const plan = planSearch(request, cat.searchContext);
    const extent = await this.repo.dateExtent(
      searchWhere({ ...plan, start: null, end: null }),
      dateColumnOf(plan),
      plan.start,
      plan.end,
    );
    return { ...extent, first: extent.first?.toISOString() ?? null, last: extent.last?.toISOString() ?? null };
  }

  /**
   * A filter picker's options: values of one attribute containing `filteredText`, after `lastFieldValue`, each
   * counted under `search` when given (the data tab's current filters), else over the analysis.
   */
  async fieldFacet(
    scope: ProjectScope,
    code: string,
    field: string,
    body: z.output<typeof fieldValuesBody>,
  ): Promise<z.infer<typeof fieldFacetResponse>> {
    const cat = body.search ? await this.catalogue(scope, code, body.search) : null;
    const project = cat?.project ?? (await this.parts.catalogues.project(scope, code));
    if (body.search) checkProjectCode(body.search, code);
    const filter = cat && body.search ? searchWhere(planSearch(body.search, cat.searchContext)) : null;
    if (!(await this.repo.attributeExists(project.workspace_id, project.id, field)))
      throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'field');
    const rows = await this.repo.fieldValues(
      project.workspace_id,
      project.id,
      field,
      body.filteredText.trim(),
      body.lastFieldValue,
      body.size + 1,
      filter,
      viewerRulesOf(project),
    );
    return { values: rows.slice(0, body.size), last: rows.length <= body.size };
  }

  /**
   * The analysis's column values a facet lists at zero. Read from the rollups, which count every document: a
   * restricted viewer (docs/data-restrictions.md) gets none, so a facet names only values of their own documents.
   */
  private async columnValues(project: ProjectRow): Promise<Map<ColumnFacet, string[]>> {
    if (viewerRulesOf(project).length > 0) return new Map();
    return this.repo.columnValues(project.workspace_id, project.id);
  }

  private async facetOf(
    cat: Catalogue,
    filter: SearchFilter,
    key: string,
    zeros: Zeros,
    columns: Map<ColumnFacet, Bucket[]> | null,
    categoryCounts: Map<string, Bucket[]> | null,
  ): Promise<Facet | null> {
    const complete = (buckets: readonly Bucket[], universe: Iterable<string> = []) =>
      withZeros(withZeros(buckets, universe), zeros.selected.get(key) ?? []);
    if (isColumnFacet(key)) {
      const counted = columns?.get(key) ?? (await this.repo.columnFacets(filter, [key])).buckets.get(key) ?? [];
      const buckets = complete(counted, zeros.columns.get(key));
      const names = key === 'CHANNEL' ? await this.repo.channelNames(cat.project.workspace_id) : null;
      return { key, facetList: buckets.map((b) => ({ _id: b.value, count: b.count, ...named(names?.get(b.value)) })) };
    }
    if (key === 'LABEL') {
      const [counted, names] = await Promise.all([
        this.repo.labelFacet(filter),
        this.repo.labelNames(cat.project.workspace_id, cat.project.id),
      ]);
      const buckets = complete(counted, names.keys());
      return { key, facetList: buckets.map((b) => ({ _id: b.value, count: b.count, ...named(names.get(b.value)) })) };
    }
    if (key === 'ROOT_CAUSE') return this.rootCauseFacet(cat, filter, zeros);
    const [kind, code] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (kind === 'ATTRIBUTE' && cat.attributes.has(code)) {
      // Attribute values are open-ended: the top values under the filter, plus the values the filter selects.
      const buckets = complete(await this.repo.attributeFacet(filter, code));
      return { key, facetList: buckets.map((b) => ({ _id: b.value, count: b.count })) };
    }
    const model = kind === 'CATEGORY' ? cat.byCode.get(code) : undefined;
    if (model) {
      const counted =
        model.senseType === 'SENTIMENT'
          ? ((columns ?? (await this.repo.columnFacets(filter, ['SENTIMENT'])).buckets).get('SENTIMENT') ?? [])
          : (categoryCounts?.get(model.id) ??
            (await this.repo.categoryCounts(filter, cat.project.id, [model.id])).get(model.id) ??
            []);
      const buckets = complete(counted, model.labelIds);
      return {
        key,
        facetList: buckets.map((b) => ({ _id: b.value, count: b.count, ...named(model.names.get(b.value)?.path) })),
      };
    }
    return null;
  }

  /** Documents per confirmed root cause under the filter: every root cause of the analysis, zero when zero. */
  private async rootCauseFacet(cat: Catalogue, filter: SearchFilter, zeros: Zeros): Promise<Facet> {
    const rca = this.parts.rootCauses;
    const [counted, causes] = await Promise.all([
      rca.rootCauseCounts(filter, cat.project.id),
      rca.rootCauses(cat.project.workspace_id, cat.project.id),
    ]);
    const byId = new Map(causes.map((c) => [c.id, c]));
    const buckets = withZeros(withZeros(counted, byId.keys()), zeros.selected.get('ROOT_CAUSE') ?? []);
    return {
      key: 'ROOT_CAUSE',
      facetList: buckets.map((b) => {
        const c = byId.get(b.value);
        return { _id: b.value, count: b.count, ...(c ? { name: c.name, alias: c.alias } : {}) };
      }),
    };
  }
}

const named = (name: string | undefined): { name?: string } => (name === undefined ? {} : { name });
