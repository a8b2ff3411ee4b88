import { defaultFacetKeys, documentSortOptions, type SearchRequest, type SearchResponse } from '@sentio/domain';
import type { z } from 'zod';
import type { facetKinds, facetSchema, fieldFacetBody, fieldFacetResponse, WidgetResult } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { CubeService } from '../project-rollups/cube-service.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { loadCatalogue, type Catalogue } from './catalogue.js';
import { hydrate } from './hydrate.js';
import { presentDocument } from './presenter.js';
import { buildSearchFilter, type SearchFilter } from './search-filter.js';
import { virtualCategoryCounts } from './virtual-counts.js';
import { columnFacets, SearchRepository, type Bucket, type ColumnFacet, type DocumentSort } from './search-repository.js';

type Facet = z.infer<typeof facetSchema>;
type FacetKind = (typeof facetKinds)[number];

const isColumnFacet = (key: string): key is ColumnFacet => key in columnFacets;
const sortOf = (sort: string | null): DocumentSort =>
  (documentSortOptions as readonly string[]).includes(sort ?? '') ? (sort as DocumentSort) : 'CONTENT_DATE_DESC';

/** Computes the widgets of a search (`request.widget` on) under the same filter. */
export type WidgetProvider = (scope: ProjectScope, cat: Catalogue, request: SearchRequest) => Promise<WidgetResult[]>;

/** The search of the project-detail data tab (shell.md §3) and its facets. */
export class SearchService {
  private readonly repo: SearchRepository;
  /** Totals, column facets and category counts come from the rollups when the filter allows (rollup-plan.ts). */
  private readonly cube: CubeService;
  private widgetProvider: WidgetProvider | null = null;

  /**
   * `timeZone`: the reporting zone (config.timeZone) the rollups' days are in — a cube planned in another zone would
   * read local days as if they were its own.
   */
  constructor(
    private readonly db: Db,
    private readonly access: ProjectAccess,
    timeZone: string,
  ) {
    this.repo = new SearchRepository(db);
    this.cube = new CubeService(db, timeZone);
  }

  /** The dashboard area computes the widgets of a search whose widget flag is on (it registers itself here). */
  useWidgets(provider: WidgetProvider): void {
    this.widgetProvider = provider;
  }

  async catalogue(scope: ProjectScope, code: string): Promise<Catalogue> {
    return loadCatalogue(this.db, this.access, await this.access.require(scope, code));
  }

  /**
   * Documents page, facets, per-model category counts and the prediction summary under one filter. The aggregates
   * (facets and category counts) are computed only when the request's widget flag is on: paging, page size and
   * sorting turn it off (shell.md §4), and they do not change what the aggregates count, so the client keeps the
   * ones it has instead of the server recounting every matching document per page.
   */
  async search(scope: ProjectScope, code: string, request: SearchRequest): Promise<SearchResponse> {
    const cat = await this.catalogue(scope, code);
    const filter = buildSearchFilter(request, cat.searchContext);
    const { project } = cat;
    if (!request.widget) {
      const [rows, total, summary] = await Promise.all([
        this.repo.page(filter, sortOf(request.sort), request.page, request.size),
        this.cube.total(cat, request).then((n) => n ?? this.repo.count(filter)),
        this.repo.predictionSummary(project.workspace_id, project.id),
      ]);
      const h = await hydrate(this.db, project.workspace_id, rows);
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
    const categoryModels = cat.models.filter((m) => m.senseType !== 'SENTIMENT').map((m) => m.id);
    const [rows, { buckets: columns, total }, categoryCounts, summary, widgets] = await Promise.all([
      this.repo.page(filter, sortOf(request.sort), request.page, request.size),
      this.cube.columnFacets(cat, request, columnKeys).then((r) => r ?? this.repo.columnFacets(filter, columnKeys)),
      this.cube.categoryCounts(cat, request, categoryModels),
      this.repo.predictionSummary(project.workspace_id, project.id),
      this.widgetProvider ? this.widgetProvider(scope, cat, request) : Promise.resolve([]),
    ]);
    const [h, virtualCounts] = await Promise.all([
      hydrate(this.db, project.workspace_id, rows),
      virtualCategoryCounts(this.repo, filter, cat.searchContext),
    ]);
    const facets: Facet[] = [];
    for (const key of facetKeys) {
      const facet = await this.facetOf(cat, filter, key, columns, categoryCounts);
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
      modelCategoryCounts: cat.models
        .map((m) => ({
          modelCode: m.code,
          counts: (m.senseType === 'SENTIMENT' ? (columns.get('SENTIMENT') ?? []) : (categoryCounts.get(m.id) ?? [])).map(
            (b) => ({
              categoryId: b.value,
              count: b.count,
            }),
          ),
        }))
        .concat(virtualCounts ? [virtualCounts] : []),
      predictionSummary: summary,
    };
  }

  /** One facet under the search body: `document/search/facet/{kind}/{key}`. */
  async facet(scope: ProjectScope, code: string, kind: FacetKind, key: string, request: SearchRequest): Promise<Facet> {
    const cat = await this.catalogue(scope, code);
    const filter = buildSearchFilter(request, cat.searchContext);
    const facetKey = kind === 'CATEGORY' || kind === 'ATTRIBUTE' ? `${kind}:${key}` : kind;
    if (kind === 'ATTRIBUTE' && !cat.attributes.has(key)) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'key');
    if (kind === 'CATEGORY' && !cat.byCode.has(key)) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'key');
    const facet = await this.facetOf(cat, filter, facetKey, null, null);
    return facet ?? { key: facetKey, facetList: [] };
  }

  /** A filter picker's options: values of one attribute containing `filteredText`, after `lastFieldValue`. */
  async fieldFacet(
    scope: ProjectScope,
    code: string,
    field: string,
    body: z.output<typeof fieldFacetBody>,
  ): Promise<z.infer<typeof fieldFacetResponse>> {
    const project = await this.access.require(scope, code);
    const attribute = await this.db
      .selectFrom('project_attribute')
      .select('code')
      .where('workspace_id', '=', project.workspace_id)
      .where('project_id', '=', project.id)
      .where('code', '=', field)
      .executeTakeFirst();
    if (!attribute) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'field');
    const rows = await this.repo.fieldValues(
      project.workspace_id,
      project.id,
      field,
      body.filteredText.trim(),
      body.lastFieldValue,
      body.size + 1,
    );
    return { values: rows.slice(0, body.size), last: rows.length <= body.size };
  }

  private async facetOf(
    cat: Catalogue,
    filter: SearchFilter,
    key: string,
    columns: Map<ColumnFacet, Bucket[]> | null,
    categoryCounts: Map<string, Bucket[]> | null,
  ): Promise<Facet | null> {
    if (isColumnFacet(key)) {
      const buckets = columns?.get(key) ?? (await this.repo.columnFacets(filter, [key])).buckets.get(key) ?? [];
      const names = key === 'CHANNEL' ? await this.channelNames(cat) : null;
      return { key, facetList: buckets.map((b) => ({ _id: b.value, count: b.count, ...named(names?.get(b.value)) })) };
    }
    if (key === 'LABEL') {
      const buckets = await this.repo.labelFacet(filter);
      const labels = await this.db
        .selectFrom('project_label')
        .select(['id', 'name'])
        .where('workspace_id', '=', cat.project.workspace_id)
        .where('project_id', '=', cat.project.id)
        .execute();
      const names = new Map(labels.map((l) => [l.id, l.name]));
      return { key, facetList: buckets.map((b) => ({ _id: b.value, count: b.count, ...named(names.get(b.value)) })) };
    }
    const [kind, code] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (kind === 'ATTRIBUTE' && cat.attributes.has(code)) {
      const buckets = await this.repo.attributeFacet(filter, code);
      return { key, facetList: buckets.map((b) => ({ _id: b.value, count: b.count })) };
    }
    const model = kind === 'CATEGORY' ? cat.byCode.get(code) : undefined;
    if (model) {
      const buckets =
        model.senseType === 'SENTIMENT'
          ? ((columns ?? (await this.repo.columnFacets(filter, ['SENTIMENT'])).buckets).get('SENTIMENT') ?? [])
          : (categoryCounts?.get(model.id) ??
            (await this.repo.categoryCounts(filter, cat.project.id, [model.id])).get(model.id) ??
            []);
      return {
        key,
        facetList: buckets.map((b) => ({ _id: b.value, count: b.count, ...named(model.names.get(b.value)?.path) })),
      };
    }
    return null;
  }

  private async channelNames(cat: Catalogue): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('channel')
      .select(['code', 'name'])
      .where('workspace_id', '=', cat.project.workspace_id)
      .execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }
}

const named = (name: string | undefined): { name?: string } => (name === undefined ? {} : { name });
