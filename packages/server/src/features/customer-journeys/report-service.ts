import {
  autoPeriod,
  searchRequestSchema,
  type JourneyCategoryDisplay,
  type JourneyReport,
  type JourneyStepReport,
  type journeyReportBody,
} from '@sentio/domain';
import type { z } from 'zod';
import { AppError, errors } from '../../platform/errors.js';
import type { Catalogue, CatalogueLoader } from '../project-documents/catalogue.js';
import { planFilter, planJourneyCondition } from '../project-documents/search-plan.js';
import { searchWhere, type Condition } from '../project-documents/search-where-repository.js';
import type { ProjectScope } from '../projects/project-access.js';
import { readSettings } from '../projects/settings.js';
import { conversionOf, dayCounts, figuresOf, movers, type CsatScales } from './report-figures.js';
import { within, type CountRow, type JourneyReportRepository, type Ranges, type StepDocument } from './report-repository.js';
import type { StepRow } from './journey-repository.js';
import type { JourneyService } from './journey-service.js';
import { trendPoints, type Gap } from './report-trend.js';

type Body = z.output<typeof journeyReportBody>;
/** The analyses a report reads, by code and by id. */
interface Analyses {
  byCode: Map<string, Catalogue>;
  byId: Map<string, Catalogue>;
}

const gapOf = (start: Date, end: Date): Gap => {
  const auto = autoPeriod(start, end);
  return auto === 'week' ? 'WEEK' : auto === 'month' ? 'MONTH' : 'DAY';
};
const later = (a: Date, b: Date | null): Date => (b && b > a ? b : a);
const earlier = (a: Date, b: Date | null): Date => (b && b < a ? b : a);

/**
 * The journey report (docs/customer-journeys.md): per step the volume, customers, scores, conversion to the next step,
 * moving categories and root causes and the trend, for the range and the comparison range. A step's documents are
 * planned as the search plans a `cjs` drill-down (the same where-builder), so every number equals its list's total.
 */
export class JourneyReportService {
  constructor(
    private readonly journeys: Pick<JourneyService, 'stored'>,
    private readonly repo: JourneyReportRepository,
    private readonly catalogues: CatalogueLoader,
    private readonly timeZone: string,
  ) {}

  async report(scope: ProjectScope, id: string, body: Body): Promise<JourneyReport> {
    const { row, steps } = await this.journeys.stored(scope, id);
    const asked = { start: new Date(body.startDate), end: new Date(body.endDate) };
    if (asked.start > asked.end) throw errors.badRequest('DATE_RANGE_INVALID', 'endDate');
    // The journey's own dates clip the range (an empty intersection reports zeros).
    const range = { start: later(asked.start, row.start_date), end: earlier(asked.end, row.end_date) };
    const comparison =
      body.comparisonStartDate && body.comparisonEndDate
        ? { start: new Date(body.comparisonStartDate), end: new Date(body.comparisonEndDate) }
        : null;
    if (comparison && comparison.start > comparison.end) throw errors.badRequest('DATE_RANGE_INVALID', 'comparisonEndDate');
    const gap = body.gap ?? (range.start <= range.end ? gapOf(range.start, range.end) : gapOf(asked.start, asked.end));
    const analyses = await this.analyses(scope, steps, body);

    const ranges: Ranges = { main: range.start <= range.end ? range : null, comparison };
    // Each condition planned as the search plans a cjs drill-down over the same filters, in either range.
    const whereOf = (step: StepRow): Condition | null => {
      const parts = step.conditions.flatMap((c) => {
        const cat = analyses.byCode.get(c.projectCode);
        if (!cat) return [];
        const narrowed = body.projectCode !== null && c.projectCode === body.projectCode;
        const request = searchRequestSchema.parse(
          narrowed ? { fieldQueries: body.fieldQueries, categoryQueries: body.categoryQueries } : {},
        );
        const plan = { ...planFilter(request, cat.searchContext), journey: planJourneyCondition(c, cat.searchContext) };
        return [searchWhere(plan).where];
      });
      if (parts.length === 0 || (!ranges.main && !ranges.comparison)) return null;
      return (eb) => eb.and([eb.or(parts.map((p) => p(eb))), eb.or([within(ranges.main)(eb), within(ranges.comparison)(eb)])]);
    };

    const scales: CsatScales = (projectId) => {
      const s = readSettings(analyses.byId.get(projectId)?.project.settings ?? {});
      return { scaleMax: s.csatScaleMax, satisfiedFrom: s.csatSatisfiedFrom };
    };
    const shown = row.score_display;
    const display = row.category_display as JourneyCategoryDisplay;
    const read = async (step: StepRow) => {
      const where = whereOf(step);
      if (!where) return { docs: [], categories: [], rootCauses: [] };
      const [docs, categories, rootCauses] = await Promise.all([
        this.repo.documents(where, ranges, this.timeZone),
        this.repo.categories(where, ranges),
        this.repo.rootCauses(where, ranges),
      ]);
      return { docs, categories, rootCauses };
    };
    // In parallel: on PostgreSQL the steps' reads run on several connections.
    const data: { docs: StepDocument[]; categories: CountRow[]; rootCauses: CountRow[] }[] = await Promise.all(steps.map(read));
    const out: JourneyStepReport[] = steps.map((step, i) => {
      const { docs, categories, rootCauses } = data[i] ?? { docs: [], categories: [], rootCauses: [] };
      const main = docs.filter((d) => d.main);
      const before = docs.filter((d) => d.comparison);
      const next = data[i + 1];
      return {
        id: step.id,
        name: step.name,
        position: step.position,
        figures: figuresOf(main, scales, shown),
        comparison: comparison ? figuresOf(before, scales, shown) : null,
        conversion: next
          ? conversionOf(
              main,
              next.docs.filter((d) => d.main),
            )
          : null,
        categories: movers(categories, comparison !== null, display, row.category_limit, (r) => {
          const cat = analyses.byId.get(r.project_id);
          const model = cat?.byId.get(r.extra);
          return cat && model
            ? { id: `${model.code}:${r.id}`, projectCode: cat.project.code, name: model.names.get(r.id)?.name ?? r.id }
            : null;
        }),
        rootCauses: movers(rootCauses, comparison !== null, display, row.root_cause_limit, (r) => {
          const cat = analyses.byId.get(r.project_id);
          return cat ? { id: r.id, projectCode: cat.project.code, name: r.extra } : null;
        }),
        trend: trendPoints(dayCounts(main), comparison ? dayCounts(before) : null, range, comparison, gap, this.timeZone),
      };
    });
    return {
      journeyId: row.id,
      startDate: range.start.toISOString(),
      endDate: range.end.toISOString(),
      comparisonStartDate: comparison ? comparison.start.toISOString() : null,
      comparisonEndDate: comparison ? comparison.end.toISOString() : null,
      gap,
      steps: out,
    };
  }

  /**
   * The catalogues of the steps' analyses the caller may read (an analysis they may not open counts nothing for
   * them); the narrowed analysis (`projectCode`) must be readable, and its filters must plan (400 as the search's).
   */
  private async analyses(scope: ProjectScope, steps: readonly StepRow[], body: Body): Promise<Analyses> {
    const byCode = new Map<string, Catalogue>();
    if (body.projectCode !== null) {
      const cat = await this.catalogues.require(scope, body.projectCode);
      planFilter(
        searchRequestSchema.parse({ fieldQueries: body.fieldQueries, categoryQueries: body.categoryQueries }),
        cat.searchContext,
      );
      byCode.set(cat.project.code, cat);
    }
    const codes = new Set(steps.flatMap((s) => s.conditions.map((c) => c.projectCode)));
    for (const code of codes) {
      if (byCode.has(code)) continue;
      try {
        byCode.set(code, await this.catalogues.require(scope, code));
      } catch (err) {
        if (!(err instanceof AppError) || (err.status !== 404 && err.status !== 401)) throw err;
      }
    }
    return { byCode, byId: new Map([...byCode.values()].map((c) => [c.project.id, c])) };
  }
}
