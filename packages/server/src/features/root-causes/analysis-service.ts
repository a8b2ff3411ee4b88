import {
  nameKey,
  rcaCategoryLeafIssues,
  type rootCauseAnalysisDetailSchema,
  ruleIssue,
  type RootCauseAnalysis,
  type RootCauseAnalysisInput,
  type RuleIssue,
} from '@sentio/domain';
import type { z } from 'zod';
import type { StoredRcaSettings } from '../../platform/db/schema-root-causes.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { Catalogue, CatalogueLoader, CatalogueModel } from '../project-documents/catalogue.js';
import type { ProjectRow, ProjectScope } from '../projects/project-access.js';
import { throwIssues } from '../projects/rules.js';
import { nextMidnight, presentAnalysis } from './analysis-presenter.js';
import type { AnalysisListRow, AnalysisRepository } from './analysis-repository.js';
import { analysisSearchFilter } from './run-documents.js';
import type { TopicReadService } from './topic-read-service.js';

type Detail = z.infer<typeof rootCauseAnalysisDetailSchema>;

/**
 * Queues the `rca.run` job of an analysis (run-job.ts); `incremental` reads only documents after the watermark,
 * `until` bounds them (the nightly run's clock).
 */
export interface RunQueue {
  queue(analysis: { id: string; workspace_id: string }, options: { incremental: boolean; until?: Date }): Promise<void>;
}

/**
 * Root cause analyses (docs/root-causes.md): every rule of an analysis checked against the analysis's real models,
 * categories and attributes; create queues the first run; runs and deletes refused while one is queued or computing.
 */
export class AnalysisService {
  constructor(
    private readonly repo: AnalysisRepository,
    private readonly catalogues: CatalogueLoader,
    private readonly runs: RunQueue,
    private readonly topics: TopicReadService,
    private readonly clock: { now(): Date; timeZone: string },
  ) {}

  async list(scope: ProjectScope, code: string): Promise<RootCauseAnalysis[]> {
    const project = await this.catalogues.project(scope, code);
    return (await this.repo.list(project)).map((r) => this.present(r, project));
  }

  async get(scope: ProjectScope, code: string, id: string): Promise<Detail> {
    const project = await this.catalogues.project(scope, code);
    const row = await this.require(project, id);
    return { analysis: this.present(row, project), ...(await this.topics.detailOf(project, row)) };
  }

  /** `queue: false` leaves the first run to the caller (the demo seed runs it directly, so it is complete at once). */
  async create(
    scope: ProjectScope,
    code: string,
    body: RootCauseAnalysisInput,
    options: { queue?: boolean } = {},
  ): Promise<RootCauseAnalysis> {
    const cat = await this.catalogues.require(scope, code);
    const model = await this.check(cat, body, null);
    let row;
    try {
      row = await this.repo.insert({
        workspace_id: cat.project.workspace_id,
        project_id: cat.project.id,
        model_id: model.id,
        name: body.name,
        name_key: nameKey(body.name),
        settings: JSON.stringify(settingsOf(body)),
        automated: body.automated,
        state: 'WAITING',
        created_by: scope.userId,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.validation([nameField()]);
      throw err;
    }
    // Read before queueing: on a fast queue the run can start before a later read, and the answer is the analysis
    // as created (WAITING), not wherever its run has got to.
    const created = await this.reload(cat.project, row.id);
    if (options.queue !== false) await this.runs.queue(row, { incremental: false });
    return created;
  }

  /** New settings apply from the next run; the topics found so far stay. */
  async update(scope: ProjectScope, code: string, id: string, body: RootCauseAnalysisInput): Promise<RootCauseAnalysis> {
    const cat = await this.catalogues.require(scope, code);
    await this.require(cat.project, id);
    const model = await this.check(cat, body, id);
    try {
      await this.repo.update(cat.project, id, {
        model_id: model.id,
        name: body.name,
        name_key: nameKey(body.name),
        settings: JSON.stringify(settingsOf(body)),
        automated: body.automated,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.validation([nameField()]);
      throw err;
    }
    return this.reload(cat.project, id);
  }

  /** Refused (409 RCA_IN_PROGRESS) while queued or computing; confirmed root causes stay, their documents too. */
  async delete(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const project = await this.catalogues.project(scope, code);
    await this.require(project, id);
    if (!(await this.repo.deleteIdle(project, id))) throw errors.conflict('RCA_IN_PROGRESS');
    return { ok: true };
  }

  /** Runs again over the analysis's documents: 409 RCA_ALREADY_RUNNING while queued or computing. */
  async run(scope: ProjectScope, code: string, id: string): Promise<RootCauseAnalysis> {
    const project = await this.catalogues.project(scope, code);
    const row = await this.require(project, id);
    if (!(await this.repo.markWaiting(project, id))) throw errors.conflict('RCA_ALREADY_RUNNING');
    // Read before queueing, as create does: the answer is the analysis as queued, not wherever its run has got to.
    const waiting = await this.reload(project, id);
    await this.runs.queue(row, { incremental: false });
    return waiting;
  }

  private async reload(project: ProjectRow, id: string): Promise<RootCauseAnalysis> {
    return this.present(await this.require(project, id), project);
  }

  private async require(project: ProjectRow, id: string): Promise<AnalysisListRow> {
    const row = await this.repo.find(project, id);
    if (!row) throw errors.notFound('RCA_NOT_FOUND');
    return row;
  }

  private present(row: AnalysisListRow, project: ProjectRow): RootCauseAnalysis {
    return presentAnalysis(row, project.code, (r) => (r.automated ? nextMidnight(this.clock.now(), this.clock.timeZone) : null));
  }

  /**
   * The rules that need the analysis: a category model (RCA_MODEL_REQUIRED), known categories (404
   * CATEGORY_NOT_FOUND), leaves only, an actor type only over dialogues, a unique name, known attributes and
   * filters that plan as a search. Every rule issue is reported at once.
   */
  private async check(cat: Catalogue, body: RootCauseAnalysisInput, exceptId: string | null): Promise<CatalogueModel> {
    const model = body.modelCode === null ? cat.models.find((m) => m.senseType === 'CATEGORY') : cat.byCode.get(body.modelCode);
    if (!model || model.senseType !== 'CATEGORY') throw errors.badRequest('RCA_MODEL_REQUIRED', 'modelCode');
    if (body.categoryIds.some((id) => !model.names.has(id))) throw errors.notFound('CATEGORY_NOT_FOUND');
    const issues: RuleIssue[] = [...rcaCategoryLeafIssues(body.categoryIds, (id) => model.labelIds.has(id))];
    if (body.actorType !== null && body.dataTypeFilter !== 'DIALOGUE') issues.push(ruleIssue('RCA_DATA_TYPE_ACTOR', 'actorType'));
    body.attributeCodes.forEach((c, i) => {
      if (!cat.attributes.has(c)) issues.push(ruleIssue('ATTRIBUTE_UNKNOWN', 'attributeCodes', i));
    });
    if (await this.repo.nameTaken(cat.project, nameKey(body.name), exceptId)) issues.push(ruleIssue('RCA_NAME_TAKEN', 'name'));
    throwIssues(issues);
    // The query and attribute filters must plan as the search plans them (400 with the search's codes otherwise).
    analysisSearchFilter(settingsOf(body), cat);
    return model;
  }
}

function settingsOf(body: RootCauseAnalysisInput): StoredRcaSettings {
  const { name: _name, modelCode: _model, automated: _automated, ...settings } = body;
  return settings;
}

const nameField = () => ({
  field: 'name',
  messageCode: 'RCA_NAME_TAKEN' as const,
  message: 'A root cause analysis with this name already exists.',
});

