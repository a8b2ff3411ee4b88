import { effectWindowDays, searchRequestSchema, type ActionEffect } from '@sentio/domain';
import { AppError, errors } from '../../platform/errors.js';
import { npsSettingsOf } from '../project-dashboard/dashboard-service.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import type { DocumentReads } from '../project-documents/reads.js';
import { buildSearchFilter } from '../project-documents/search-filter.js';
import { seesProject, type ProjectAccess, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import { effectFigures, effectWindows, sliceRequest, tooEarly, type EffectActionRow } from './effect.js';
import type { EffectRepository } from './effect-repository.js';

/** The one action lookup the effect needs (ActionService.require: 404 ACTION_NOT_FOUND outside the workspace). */
export interface ActionLookup {
  require(scope: ProjectScope, id: string): Promise<EffectActionRow>;
}

/** Catalogues already loaded in one call, by analysis id (the statistics measure many actions of few analyses). */
export type CatalogueCache = Map<string, Promise<Catalogue>>;

/**
 * The effect of an action (docs/actions.md, "Effect"): the slice of its evidence (the analysis and its filter, dates
 * dropped) in equal windows before and after the pivot — the closed date, or the creation date while it is open —
 * with the dashboards' significance tests. The clock is injected (tests move it).
 */
export class EffectService {
  constructor(
    private readonly actions: ActionLookup,
    private readonly repo: EffectRepository,
    private readonly access: Pick<ProjectAccess, 'byId'>,
    private readonly reads: Pick<DocumentReads, 'catalogue'>,
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async effect(scope: ProjectScope, id: string, windowDays: number = effectWindowDays.default): Promise<ActionEffect> {
    const row = await this.actions.require(scope, id);
    const project = await this.analysisOf(row);
    // The slice's figures are the analysis's: a private analysis the caller may not open is refused as opening it is.
    if (project && !seesProject(scope, project)) throw errors.projectAccessDenied();
    return this.measure(row, project, windowDays);
  }

  /**
   * The effect of each action, for the statistics: actions whose analysis the caller may not open are left out (they
   * count nothing for them), as are those whose filter the search no longer plans.
   */
  async measureMany(scope: ProjectScope, rows: readonly EffectActionRow[], windowDays: number): Promise<ActionEffect[]> {
    const cache: CatalogueCache = new Map();
    const out: ActionEffect[] = [];
    for (const row of rows) {
      const project = await this.analysisOf(row);
      if (project && !seesProject(scope, project)) continue;
      try {
        out.push(await this.measure(row, project, windowDays, cache));
      } catch (err) {
        if (!(err instanceof AppError && err.status === 400)) throw err;
      }
    }
    return out;
  }

  /** The evidence's analysis in the action's workspace; null when it has none or it was deleted (or moved away). */
  private async analysisOf(row: EffectActionRow): Promise<ProjectRow | null> {
    if (row.evidence_project_id === null) return null;
    const project = await this.access.byId(row.workspace_id, row.evidence_project_id);
    return project && project.status !== 'DRAFT' ? project : null;
  }

  private async measure(
    row: EffectActionRow,
    project: ProjectRow | null,
    windowDays: number,
    cache: CatalogueCache = new Map(),
  ): Promise<ActionEffect> {
    const closed = row.closed_at !== null;
    const pivot = new Date(closed && row.closed_at ? row.closed_at : row.created_at);
    const w = effectWindows(pivot, windowDays, this.now());
    const unmeasured = (reason: ActionEffect['reason']): ActionEffect => ({
      reason,
      pivot: pivot.toISOString(),
      pivotKind: closed ? 'CLOSED' : 'CREATED',
      windowDays,
      before: { start: w.before.start.toISOString(), end: w.before.end.toISOString(), documents: 0, total: 0 },
      after: { start: w.after.start.toISOString(), end: w.after.end.toISOString(), documents: 0, total: 0 },
      metrics: [],
      improved: false,
    });
    if (row.evidence_project_code === null) return unmeasured('NO_EVIDENCE');
    if (!project) return unmeasured('ANALYSIS_DELETED');
    if (tooEarly(w)) return unmeasured('TOO_EARLY');

    let loading = cache.get(project.id);
    if (!loading) cache.set(project.id, (loading = this.reads.catalogue(project)));
    const cat = await loading;
    const request = sliceRequest(row.evidence_filter ?? '', this.timeZone);
    const slice = buildSearchFilter(request, cat.searchContext).where;
    // The total: every document of the analysis in the window, empty ones counted only when the slice counts them.
    const all = buildSearchFilter(searchRequestSchema.parse({ showEmptyContent: request.showEmptyContent }), cat.searchContext).where;
    const counts = await this.repo.windows(all, slice, w);
    const settings = npsSettingsOf(cat);
    const figures = effectFigures(counts.after, counts.before, {
      nps: settings.npsField !== null,
      csat: settings.csatField === null ? null : { scaleMax: settings.csatScaleMax, satisfiedFrom: settings.csatSatisfiedFrom },
    });
    const base = unmeasured(figures.enough ? null : 'NOT_ENOUGH_DATA');
    return {
      ...base,
      before: { ...base.before, documents: counts.before.documents, total: counts.before.total },
      after: { ...base.after, documents: counts.after.documents, total: counts.after.total },
      metrics: figures.metrics,
      improved: figures.improved,
    };
  }
}
