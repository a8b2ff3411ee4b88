import {
  autoPeriod,
  csatFromHistogram,
  npsFromHistogram,
  roundTo,
  searchRequestSchema,
  type JourneyCategoryDisplay,
  type JourneyFigures,
  type JourneyMover,
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
import type { CountRow, JourneyReportRepository } from './report-repository.js';
import type { StepRow } from './journey-repository.js';
import type { JourneyService } from './journey-service.js';
import { trendPoints, type Gap } from './report-trend.js';

type Body = z.output<typeof journeyReportBody>;
interface Range {
  start: Date;
  end: Date;
}
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

    const whereOf = (step: StepRow, r: Range | null): Condition | null => {
      if (!r || r.start > r.end) return null;
      const parts = step.conditions.flatMap((c) => {
        const cat = analyses.byCode.get(c.projectCode);
        if (!cat) return [];
        const narrowed = body.projectCode !== null && c.projectCode === body.projectCode;
        const request = searchRequestSchema.parse({
          startDate: r.start.toISOString(),
          endDate: r.end.toISOString(),
          ...(narrowed ? { fieldQueries: body.fieldQueries, categoryQueries: body.categoryQueries } : {}),
        });
        const plan = { ...planFilter(request, cat.searchContext), journey: planJourneyCondition(c, cat.searchContext) };
        return [searchWhere(plan).where];
      });
      if (parts.length === 0) return null;
      return (eb) => eb.or(parts.map((p) => p(eb)));
    };

    const scoreDisplay = row.score_display;
    const display = row.category_display as JourneyCategoryDisplay;
    const out: JourneyStepReport[] = [];
    for (const [i, step] of steps.entries()) {
      const where = whereOf(step, range);
      const before = whereOf(step, comparison);
      const next = steps[i + 1];
      const figures = await this.figures(where, analyses, scoreDisplay);
      const converted = next ? await this.converted(where, whereOf(next, range)) : null;
      const [categories, comparisonCategories, rootCauses, comparisonRootCauses, days, comparisonDays] = [
        await this.counts(where, 'categories'),
        comparison ? await this.counts(before, 'categories') : null,
        await this.counts(where, 'rootCauses'),
        comparison ? await this.counts(before, 'rootCauses') : null,
        where ? await this.repo.days(where, this.timeZone) : [],
        comparison && before ? await this.repo.days(before, this.timeZone) : [],
      ];
      out.push({
        id: step.id,
        name: step.name,
        position: step.position,
        figures,
        comparison: comparison ? await this.figures(before, analyses, scoreDisplay) : null,
        conversion:
          converted === null
            ? null
            : {
                customers: converted,
                rate: figures.customers > 0 ? roundTo((converted / figures.customers) * 100, 1) : null,
              },
        categories: movers(categories, comparisonCategories, display, row.category_limit, (r) => {
          const cat = analyses.byId.get(r.project_id);
          const model = cat?.byId.get(r.extra);
          return cat && model
            ? { id: `${model.code}:${r.id}`, projectCode: cat.project.code, name: model.names.get(r.id)?.name ?? r.id }
            : null;
        }),
        rootCauses: movers(rootCauses, comparisonRootCauses, display, row.root_cause_limit, (r) => {
          const cat = analyses.byId.get(r.project_id);
          return cat ? { id: r.id, projectCode: cat.project.code, name: r.extra } : null;
        }),
        trend: trendPoints(days, comparison ? comparisonDays : null, range, comparison, gap, this.timeZone),
      });
    }
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

  private async figures(where: Condition | null, analyses: Analyses, scoreDisplay: readonly string[]): Promise<JourneyFigures> {
    if (!where) return { documents: 0, customers: 0, nps: null, csat: null, sentimentScore: null };
    const [volume, scores] = [await this.repo.volume(where), await this.repo.scores(where)];
    const nps = Array.from({ length: 11 }, () => 0);
    let positive = 0;
    let negative = 0;
    let withSentiment = 0;
    let satisfied = 0;
    let answered = 0;
    const csatByProject = new Map<string, number[]>();
    for (const r of scores) {
      if (r.nps !== null && r.nps >= 0 && r.nps <= 10) nps[r.nps] = (nps[r.nps] ?? 0) + r.n;
      if (r.csat !== null && r.csat >= 1) {
        const hist = csatByProject.get(r.project_id) ?? [];
        hist[r.csat - 1] = (hist[r.csat - 1] ?? 0) + r.n;
        csatByProject.set(r.project_id, hist);
      }
      if (r.polarity !== null) withSentiment += r.n;
      if (r.polarity === 1) positive += r.n;
      if (r.polarity === -1) negative += r.n;
    }
    // CSAT on each analysis's own scale, pooled: satisfied answers ÷ answers.
    for (const [projectId, hist] of csatByProject) {
      const cat = analyses.byId.get(projectId);
      const s = readSettings(cat?.project.settings ?? {});
      const summary = csatFromHistogram(hist, s.csatScaleMax, s.csatSatisfiedFrom);
      satisfied += summary.satisfied;
      answered += summary.n;
    }
    return {
      documents: volume.documents,
      customers: volume.customers,
      nps: scoreDisplay.includes('NPS') ? npsFromHistogram(nps).score : null,
      csat: scoreDisplay.includes('CSAT') && answered > 0 ? roundTo((satisfied / answered) * 100, 1) : null,
      sentimentScore: withSentiment > 0 ? roundTo(((positive - negative) / withSentiment) * 100, 1) : null,
    };
  }

  private async converted(from: Condition | null, to: Condition | null): Promise<number> {
    return from && to ? this.repo.conversion(from, to) : 0;
  }

  private async counts(where: Condition | null, kind: 'categories' | 'rootCauses'): Promise<CountRow[]> {
    if (!where) return [];
    return kind === 'categories' ? this.repo.categories(where) : this.repo.rootCauses(where);
  }
}

/**
 * Categories or root causes of a step, the `limit` that moved most in the chosen direction against the comparison
 * (most decreasing first, or most increasing first); without a comparison, the largest.
 */
function movers(
  rows: readonly CountRow[],
  comparisonRows: readonly CountRow[] | null,
  display: JourneyCategoryDisplay,
  limit: number,
  name: (r: CountRow) => Pick<JourneyMover, 'id' | 'projectCode' | 'name'> | null,
): JourneyMover[] {
  const key = (r: CountRow) => `${r.project_id}|${r.extra}|${r.id}`;
  const before = new Map((comparisonRows ?? []).map((r) => [key(r), r.n]));
  const all = new Map<string, CountRow>();
  for (const r of [...rows, ...(comparisonRows ?? [])]) if (!all.has(key(r))) all.set(key(r), { ...r, n: 0 });
  for (const r of rows) all.set(key(r), r);
  const list = [...all.values()].flatMap((r): JourneyMover[] => {
    const named = name(r);
    if (!named) return [];
    const comparisonCount = comparisonRows ? (before.get(key(r)) ?? 0) : null;
    return [{ ...named, count: r.n, comparisonCount, change: comparisonCount === null ? null : r.n - comparisonCount }];
  });
  const direction = display === 'MOST_DECREASING' ? 1 : -1;
  list.sort(
    (a, b) =>
      (comparisonRows ? direction * ((a.change ?? 0) - (b.change ?? 0)) : 0) || b.count - a.count || a.name.localeCompare(b.name),
  );
  return list.slice(0, limit);
}
