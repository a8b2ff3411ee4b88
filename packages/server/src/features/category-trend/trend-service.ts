import {
  bucketStarts,
  previousPeriod,
  validateDateRange,
  type CategoryTrend,
  type categoryTrendBody,
  type SearchRequest,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { Catalogue, CatalogueModel } from '../project-documents/catalogue.js';
import type { DocumentReads } from '../project-documents/reads.js';
import { gapFor } from '../project-dashboard/index.js';
import type { Cube, CubeDimension } from '../project-rollups/cube.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { buildTrend, largestCategories, type TrendModel, type TrendRange } from './build-trend.js';

type TrendBody = z.output<typeof categoryTrendBody>;

/** More buckets than a chart can show (an hourly trend over months) is refused rather than computed. */
export const MAX_BUCKETS = 1000;

export interface CategoryTrendDeps {
  access: Pick<ProjectAccess, 'require'>;
  reads: Pick<DocumentReads, 'catalogue'>;
  /** The dashboard's cube (rollups when the filter allows, else the search's own filter over the documents). */
  cube: Cube;
  /** The reporting zone: buckets are its local days, weeks, months. */
  timeZone: string;
}

/**
 * The reports tab's category trend (docs/reports.md#category-trend): the request's filter through the one search
 * interpreter (the cube plans it), counted per bucket × category of one model for the range and for the previous
 * range of equal length, bucketed as the dashboard's trend widget buckets.
 */
export class CategoryTrendService {
  constructor(private readonly deps: CategoryTrendDeps) {}

  async trend(scope: ProjectScope, code: string, body: TrendBody): Promise<CategoryTrend> {
    const project = await this.deps.access.require(scope, code);
    const main = mainRange(body.search);
    const { timeZone } = this.deps;
    const zone = { timeZone };
    if (bucketStarts(main.start, main.end, body.period, body.customDays, zone).length > MAX_BUCKETS)
      throw errors.badRequest('CALCULATION_TOO_LARGE', 'period');
    const cat = await this.deps.reads.catalogue(project, scope.language);
    const model = categoryModel(cat, body.modelCode);
    body.categoryIds.forEach((id, i) => {
      // Any category of the model: a leaf, or a parent counting the documents of its leaves.
      if (!model.names.has(id)) throw errors.badRequest('CATEGORY_NOT_FOUND', `categoryIds.${i}`);
    });
    // The reports tab has no comparison picker: the previous period of the same length, as the dashboard's default.
    const comparison = previousPeriod(main, zone);
    const ask = async (range: { start: Date; end: Date }): Promise<TrendRange> => {
      const request: SearchRequest = {
        ...body.search,
        startDate: range.start.toISOString(),
        endDate: range.end.toISOString(),
        comparisonStartDate: null,
        comparisonEndDate: null,
        originalComparisonEndDate: null,
        widget: false,
        selectedWidgets: [],
      };
      const query = (groupBy: CubeDimension[]) =>
        this.deps.cube.query(cat, { request, groupBy, gap: gapFor(body.period), modelId: model.id });
      const [byCategory, byBucket] = await Promise.all([query(['bucket', 'category']), query(['bucket'])]);
      return { range, byCategory: byCategory.rows, byBucket: byBucket.rows };
    };
    const [mainRows, comparisonRows] = await Promise.all([ask(main), ask(comparison)]);
    const trendModel = modelOf(cat, model);
    const categoryIds =
      body.categoryIds.length > 0 ? [...new Set(body.categoryIds)] : largestCategories(mainRows.byCategory, trendModel);
    return buildTrend({
      model: trendModel,
      categoryIds,
      period: body.period,
      customDays: body.customDays,
      timeZone,
      main: mainRows,
      comparison: comparisonRows,
    });
  }
}

/** The search's range: both dates required (the trend and its comparison need an end), start not after end. */
function mainRange(search: SearchRequest): { start: Date; end: Date } {
  if (search.startDate === null) throw errors.badRequest('DATE_RANGE_REQUIRED', 'search.startDate');
  if (search.endDate === null) throw errors.badRequest('DATE_RANGE_REQUIRED', 'search.endDate');
  const range = { start: new Date(search.startDate), end: new Date(search.endDate) };
  const invalid = validateDateRange(range);
  if (invalid) throw errors.badRequest(invalid, 'search.endDate');
  return range;
}

/** A model of the analysis with category rows (as the pivot download takes); unknown → ANALYSIS_MODEL_NOT_FOUND. */
function categoryModel(cat: Catalogue, modelCode: string): CatalogueModel {
  const model = cat.byCode.get(modelCode);
  if (!model) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'modelCode');
  // Labels of a sentiment model are on the document, an entity model has no categories: neither has a trend here.
  if (model.senseType === 'SENTIMENT' || model.senseType === 'NAMED_ENTITY')
    throw errors.badRequest('FIELD_INVALID_OPTION', 'modelCode');
  return model;
}

const within = (cat: Catalogue, model: CatalogueModel, id: string): readonly string[] =>
  cat.searchContext.models.get(model.code)?.within?.get(id) ?? [id];

function modelOf(cat: Catalogue, model: CatalogueModel): TrendModel {
  return {
    code: model.code,
    name: (id) => model.names.get(id)?.name ?? id,
    within: (id) => within(cat, model, id),
  };
}
