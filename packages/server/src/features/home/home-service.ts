import {
  formatUrlDate,
  presetRange,
  previousPeriod,
  searchRequestSchema,
  widgetConfigSchema,
  type Home,
  type HomeAnalysis,
  type HomeJob,
  type HomeMover,
  type HomeScore,
  type WidgetData,
  type WidgetKind,
} from '@sentio/domain';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { DocumentReads } from '../project-documents/reads.js';
import type { DashboardService } from '../project-dashboard/dashboard-service.js';
import { sumRows } from '../project-dashboard/compute/context.js';
import { computeWidget } from '../project-dashboard/compute/index.js';
import { seesProject, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import type { HomeRepository, RunningRow } from './repository.js';
import type { SampleService } from './sample-service.js';

/** Analyses shown on the home page: the most recently changed ones. */
const maxAnalyses = 6;
const maxMovers = 3;

type DataOf<K extends WidgetKind> = Extract<WidgetData, { kind: K }>;

/**
 * The home page: for each analysis the dashboard's own computations (NPS, CSAT, sentiment, category comparison)
 * over the last days against the days before, read from the rollups like any dashboard; the workspace's open
 * alerts and running jobs; the "start here" checklist. See docs/home.md.
 */
export class HomeService {
  constructor(
    private readonly repo: HomeRepository,
    private readonly reads: Pick<DocumentReads, 'catalogue'>,
    private readonly dashboard: Pick<DashboardService, 'base'>,
    private readonly sample: Pick<SampleService, 'running'>,
    private readonly timeZone: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async home(scope: ProjectScope, days: number): Promise<Home> {
    const now = this.clock();
    const tz = { timeZone: this.timeZone };
    const main = presetRange(`LAST_${days}_DAYS`, { now, timeZone: this.timeZone });
    if (!main) throw new Error(`no range for ${days} days`);
    const before = previousPeriod(main, tz);
    const request = searchRequestSchema.parse({
      startDate: main.start.toISOString(),
      endDate: main.end.toISOString(),
      comparisonStartDate: before.start.toISOString(),
      comparisonEndDate: before.end.toISOString(),
      originalComparisonEndDate: before.end.toISOString(),
      widget: true,
    });

    const projects = (await this.repo.analyses(scope.id, maxAnalyses * 4))
      .filter((p) => seesProject(scope, p))
      .slice(0, maxAnalyses);
    const [progress, alerts, running, sample] = await Promise.all([
      this.repo.progress(scope.id),
      this.repo.openAlerts(
        scope.id,
        projects.map((p) => p.id),
      ),
      this.repo.running(scope.id),
      this.sample.running(scope.id),
    ]);
    const analyses = await Promise.all(projects.map((p) => this.analysis(p, request, now, alerts.get(p.id) ?? 0)));
    return {
      days,
      range: {
        sd: formatUrlDate(main.start, tz),
        ed: formatUrlDate(main.end, tz),
        csd: formatUrlDate(before.start, tz),
        ced: formatUrlDate(before.end, tz),
      },
      checklist: {
        modelWithDocuments: progress.modelWithDocuments,
        trainedModel: progress.trainedModel,
        analysisWithDocuments: progress.analysisWithDocuments,
        canAddSample:
          progress.empty && scope.permissions.includes('MODEL/MANAGE') && scope.permissions.includes('PROJECT/MANAGE'),
      },
      analyses,
      jobs: [...(sample ? [sample] : []), ...running.filter((r) => sees(scope, r)).map(jobOf)],
    };
  }

  private async analysis(
    project: ProjectRow,
    request: ReturnType<typeof searchRequestSchema.parse>,
    now: Date,
    openAlerts: number,
  ): Promise<HomeAnalysis> {
    const cat = await this.reads.catalogue(project);
    const base = this.dashboard.base(cat, request);
    const config = widgetConfigSchema.parse({ limit: 100 });
    const compute = <K extends WidgetKind>(kind: K) =>
      computeWidget({ id: `home-${kind}`, kind, name: kind, builtIn: false, config }, base, now).then((r) =>
        r.data?.kind === kind ? (r.data as DataOf<K>) : null,
      );
    const [nps, csat, sentiment, categories, mainRows, beforeRows] = await Promise.all([
      compute('NPS'),
      compute('CSAT'),
      hasSentimentModel(cat) ? compute('SENTIMENT') : Promise.resolve(null),
      compute('CATEGORY_COMPARISON'),
      base.cube({ period: 'main', groupBy: [] }),
      base.cube({ period: 'comparison', groupBy: [] }),
    ]);
    const movers = (categories?.rows ?? [])
      .filter((r) => r.change.delta !== null && r.change.delta !== 0)
      .map((r): HomeMover => ({
        categoryId: r.categoryId,
        name: r.name,
        main: r.main,
        comparison: r.comparison,
        delta: r.change.delta ?? 0,
        significant: r.change.significant,
        drill: r.drill,
      }));
    return {
      code: project.code,
      name: project.name,
      color: project.color,
      documents: sumRows(mainRows.rows).n,
      comparisonDocuments: sumRows(beforeRows.rows).n,
      nps: nps ? score(nps.main.score, nps.comparison?.score ?? null, nps.change?.significant ?? false, nps.main.n) : null,
      csat: csat ? score(csat.main.score, csat.comparison?.score ?? null, csat.change?.significant ?? false, csat.main.n) : null,
      sentiment: sentiment ? sentimentOf(sentiment) : null,
      rising: movers
        .filter((m) => m.delta > 0)
        .sort((a, b) => b.delta - a.delta)
        .slice(0, maxMovers),
      falling: movers
        .filter((m) => m.delta < 0)
        .sort((a, b) => a.delta - b.delta)
        .slice(0, maxMovers),
      openAlerts,
    };
  }
}

const hasSentimentModel = (cat: Catalogue): boolean => cat.models.some((m) => m.senseType === 'SENTIMENT');

const round1 = (x: number): number => Math.round(x * 10) / 10;

function score(main: number | null, comparison: number | null, significant: boolean, answers: number): HomeScore {
  return {
    score: main,
    comparison,
    delta: main !== null && comparison !== null ? round1(main - comparison) : null,
    significant,
    answers,
  };
}

function sentimentOf(d: DataOf<'SENTIMENT'>): HomeAnalysis['sentiment'] {
  const share = (x: number, n: number) => (n === 0 ? 0 : x / n);
  const c = d.comparison && d.comparison.n > 0 ? d.comparison : null;
  return {
    positive: share(d.main.positive, d.main.n),
    negative: share(d.main.negative, d.main.n),
    comparisonPositive: c ? share(c.positive, c.n) : null,
    comparisonNegative: c ? share(c.negative, c.n) : null,
    positiveDelta: c ? (d.positiveChange?.delta ?? null) : null,
    negativeDelta: c ? (d.negativeChange?.delta ?? null) : null,
    negativeSignificant: c ? (d.negativeChange?.significant ?? false) : false,
    trend: d.trend.map((p) => ({
      bucket: p.bucket,
      count: p.count,
      positive: p.positive ?? 0,
      neutral: p.neutral ?? 0,
      negative: p.negative ?? 0,
    })),
  };
}

/** A PRIVATE model or analysis is its owner's (and an admin's); the rest of the workspace sees the others. */
function sees(scope: ProjectScope, r: RunningRow): boolean {
  if (r.access !== 'PRIVATE' || r.ownerId === scope.userId) return true;
  return r.kind === 'ANALYSIS_IMPORT'
    ? scope.permissions.includes('APPLICATION/ADMIN')
    : scope.permissions.includes('MODEL/APPROVE');
}

function jobOf(r: RunningRow): HomeJob {
  const link =
    r.kind === 'TRAINING'
      ? `/model/training/${r.id}`
      : r.kind === 'MODEL_IMPORT'
        ? `/model/data/${r.id}`
        : `/project/detail/${encodeURIComponent(r.code ?? '')}?tab=sources`;
  return { kind: r.kind, name: r.name, progress: Math.max(0, Math.min(100, r.progress)), link };
}
