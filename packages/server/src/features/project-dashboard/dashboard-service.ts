import {
  searchRequestSchema,
  toWall,
  type CsvStyle,
  type NpsSettings,
  type SearchRequest,
  type SearchResponse,
  type WidgetResult,
  type widgetCalculationSchema,
  type widgetSearchBody,
} from '@sentio/domain';
import { z } from 'zod';
import { errors } from '../../platform/errors.js';
import { defineJob, type JobDefinition, type JobQueue } from '../../platform/jobs/queue.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { DocumentReads } from '../project-documents/reads.js';
import { exportMime, renderExport, type ExportType } from '../project-documents/export-file.js';
import type { SearchService } from '../project-documents/search-service.js';
import type { Cube } from '../project-rollups/cube.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { readSettings } from '../projects/settings.js';
import { applyDrill } from './apply-drill.js';
import { hasComparison, memoCube, rangeOf, type DashboardBase } from './compute/context.js';
import { computeWidget } from './compute/index.js';
import { widgetTable } from './export-table.js';
import { kindOf, readConfig } from './presenter.js';
import type { ScanRepository } from './scan-repository.js';
import type { WidgetRow } from './widget-repository.js';
import type { WidgetService } from './widget-service.js';

type Calculation = z.infer<typeof widgetCalculationSchema>;

const calculatePayload = z.object({
  workspaceId: z.string(),
  projectId: z.string(),
  widgetId: z.string(),
  userId: z.string(),
  startedAt: z.string(),
});

/** The analysis's NPS/CSAT settings; a field whose attribute was removed since counts as unset. */
export function npsSettingsOf(cat: Pick<Catalogue, 'project' | 'attributes'>): NpsSettings {
  const s = readSettings(cat.project.settings);
  const known = (code: string | null) => (code !== null && cat.attributes.has(code) ? code : null);
  return {
    npsField: known(s.npsField),
    csatField: known(s.csatField),
    csatScaleMax: s.csatScaleMax,
    csatSatisfiedFrom: s.csatSatisfiedFrom,
  };
}

/** Computing widgets: inside the search, one at a time, in the background, as a file, and the drill-down search. */
export class DashboardService {
  readonly job: JobDefinition<z.infer<typeof calculatePayload>>;

  constructor(
    private readonly scans: ScanRepository,
    private readonly reads: Pick<DocumentReads, 'catalogue'>,
    private readonly access: ProjectAccess,
    private readonly widgets: WidgetService,
    private readonly search: SearchService,
    private readonly cube: Cube,
    private readonly jobs: JobQueue,
    private readonly clock: () => Date = () => new Date(),
    private readonly timeZone = 'UTC',
  ) {
    this.job = defineJob({
      name: 'dashboard.widget.calculate',
      payload: calculatePayload,
      retryLimit: 0,
      handler: (p) => this.runCalculation(p),
    });
  }

  /** What the widgets of one call share; the cube answers are memoised across them. */
  base(cat: Catalogue, request: SearchRequest): DashboardBase {
    const attributeSettings = readSettings(cat.project.settings).attributeSettings;
    let names: Promise<Map<string, string>> | null = null;
    return {
      cat,
      request,
      settings: npsSettingsOf(cat),
      main: rangeOf(request, 'main'),
      comparison: hasComparison(request) ? rangeOf(request, 'comparison') : null,
      timeZone: this.timeZone,
      cube: memoCube(this.cube, cat, request),
      channelNames: () => (names ??= this.scans.channelNames(cat.project.workspace_id)),
      bucketWidth: (code) => Promise.resolve(attributeSettings.find((a) => a.code === code)?.bucketWidth ?? null),
      scan: this.scans.source(cat),
    };
  }

  async compute(cat: Catalogue, request: SearchRequest, rows: readonly WidgetRow[]): Promise<WidgetResult[]> {
    const base = this.base(cat, request);
    const now = this.clock();
    return Promise.all(
      rows.map((w) =>
        computeWidget(
          { id: w.id, kind: kindOf(w.kind), name: w.name, builtIn: w.built_in, config: readConfig(w.config) },
          base,
          now,
        ),
      ),
    );
  }

  /**
   * The search's widgets (the hook of SearchService): the request's `selectedWidgets` that the user sees, in that
   * order (unknown ids are skipped), else the user's dashboard.
   */
  async forSearch(scope: ProjectScope, cat: Catalogue, request: SearchRequest, signal?: AbortSignal): Promise<WidgetResult[]> {
    const rows =
      request.selectedWidgets.length > 0
        ? await this.selected(cat.project, scope.userId, request.selectedWidgets)
        : await this.widgets.dashboard(cat.project, scope.userId);
    // The widgets are the heaviest part of a search: not started for a client that has left (docs/load.md).
    if (signal?.aborted) throw errors.clientGone();
    return this.compute(cat, request, rows);
  }

  async request(scope: ProjectScope, code: string, id: string, request: SearchRequest): Promise<WidgetResult> {
    const { cat, widget } = await this.open(scope, code, id);
    const [result] = await this.compute(cat, request, [widget]);
    if (!result) throw errors.notFound('WIDGET_NOT_FOUND');
    return result;
  }

  /** Starts the background computation; the job is sent after the row is written (never inside a transaction). */
  async calculate(scope: ProjectScope, code: string, id: string, request: SearchRequest): Promise<Calculation> {
    const { cat, widget } = await this.open(scope, code, id);
    const row = await this.widgets.repo.startCalculation(cat.project, widget.id, scope.userId, request);
    await this.jobs.send(this.job, {
      workspaceId: cat.project.workspace_id,
      projectId: cat.project.id,
      widgetId: widget.id,
      userId: scope.userId,
      startedAt: row.started_at.toISOString(),
    });
    return this.presentCalculation(row);
  }

  async result(scope: ProjectScope, code: string, id: string): Promise<Calculation> {
    const project = await this.access.require(scope, code);
    const widget = await this.widgets.find(project, scope.userId, id);
    const row = await this.widgets.repo.calculation(project, widget.id, scope.userId);
    if (!row) throw errors.notFound();
    return this.presentCalculation(row);
  }

  async export(
    scope: ProjectScope,
    code: string,
    id: string,
    type: ExportType,
    request: SearchRequest,
    csvStyle: CsvStyle = 'EXCEL',
  ): Promise<{ fileName: string; mime: string; bytes: Buffer }> {
    const result = await this.request(scope, code, id, request);
    const bytes = await renderExport(type, widgetTable(result.data, this.timeZone), csvStyle);
    const date = toWall(this.clock(), this.timeZone).format('YYYY-MM-DD');
    return { fileName: `${result.name}-${date}.${type.toLowerCase()}`, mime: exportMime[type], bytes };
  }

  /** The documents of one chart element: the search with its drill added (widgets are not recomputed for it). */
  async drillSearch(
    scope: ProjectScope,
    code: string,
    id: string,
    body: z.output<typeof widgetSearchBody>,
  ): Promise<SearchResponse> {
    await this.open(scope, code, id);
    return this.search.search(scope, code, { ...applyDrill(body.search, body.drill, this.timeZone), widget: false });
  }

  private async open(scope: ProjectScope, code: string, id: string): Promise<{ cat: Catalogue; widget: WidgetRow }> {
    const project = await this.access.require(scope, code);
    const [cat, widget] = await Promise.all([
      this.reads.catalogue(project, scope.language),
      this.widgets.find(project, scope.userId, id),
    ]);
    return { cat, widget };
  }

  private async selected(project: ProjectRow, userId: string, ids: readonly string[]): Promise<WidgetRow[]> {
    const byId = new Map((await this.widgets.visible(project, userId)).map((w) => [w.id, w]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  private async runCalculation(p: z.infer<typeof calculatePayload>): Promise<void> {
    const project = await this.access.byId(p.workspaceId, p.projectId);
    if (!project) return;
    const startedAt = new Date(p.startedAt);
    const row = await this.widgets.repo.calculation(project, p.widgetId, p.userId);
    if (!row || row.started_at.getTime() !== startedAt.getTime()) return;
    try {
      const widget = (await this.widgets.visible(project, p.userId)).find((w) => w.id === p.widgetId);
      if (!widget) throw new Error('WIDGET_NOT_FOUND');
      const cat = await this.reads.catalogue(project);
      const [result] = await this.compute(cat, searchRequestSchema.parse(row.request), [widget]);
      await this.widgets.repo.finishCalculation(project, p.widgetId, p.userId, row.started_at, { status: 'DONE', result });
    } catch (err) {
      const error = err instanceof Error ? err.message : 'ANALYSIS_FAILED';
      await this.widgets.repo.finishCalculation(project, p.widgetId, p.userId, row.started_at, { status: 'FAILED', error });
    }
  }

  private presentCalculation(row: {
    widget_id: string;
    status: string;
    result: unknown;
    error: string | null;
    started_at: Date;
  }): Calculation {
    const status = row.status === 'DONE' || row.status === 'FAILED' ? row.status : 'RUNNING';
    return {
      widgetId: row.widget_id,
      status,
      result: status === 'DONE' ? (row.result as WidgetResult) : null,
      error: row.error,
      startedAt: row.started_at.toISOString(),
    };
  }
}
