import { assistantLimits, searchRequestSchema, type AssistantRun, type SearchRequest } from '@sentio/domain';
import type { StoredRunCategory, StoredRunSettings } from '../../platform/db/schema-assistants.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { Owner, Owners } from './owners.js';
import { presentRun } from './presenter.js';
import { nameKey } from './protocol.js';
import type { AssistantRepository, AssistantRow, RunRow } from './repository.js';

/** The data tab's search as a run and "Ask your data" read it: the filter's documents, newest first, and their count. */
export type DocumentFinder = (
  scope: ProjectScope,
  code: string,
  filter: SearchRequest,
  limit: number,
) => Promise<{ documents: { id: string; text: string }[]; matching: number }>;

/** What a run is started with: the data tab's filter (analysis) or a text the model documents contain (model). */
export type RunInput = { filter?: SearchRequest | undefined } | { query: string };

const active = ['QUEUED', 'RUNNING'];
/** The run job's expiry (area.ts): a run older than this is no longer worked on. */
export const RUN_EXPIRY_SECONDS = 6 * 3600;

/** One category per name (the first keeps it): the LLM answers names, so two categories of one name are one. */
function uniqueByName(categories: readonly StoredRunCategory[]): StoredRunCategory[] {
  const seen = new Set<string>();
  return categories.filter((c) => {
    const key = nameKey(c.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Runs of an assistant (docs/assistants.md "Runs"): queued over the documents of a filter with the assistant's settings
 * copied onto the run, one active at a time (409 ASSISTANT_RUN_ACTIVE), stopped on request between batches.
 */
export class AssistantRuns {
  constructor(
    private readonly deps: {
      repo: AssistantRepository;
      owners: Owners;
      find: DocumentFinder;
      queue: (workspaceId: string, runId: string) => Promise<void>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async start(owner: Owner, input: RunInput): Promise<AssistantRun> {
    const { repo, owners } = this.deps;
    const assistant = await owners.assistant(owner);
    const activeRun = await repo.activeRun(owner.workspaceId, assistant.id);
    if (activeRun && !(await this.abandoned(activeRun))) throw errors.conflict('ASSISTANT_RUN_ACTIVE');
    const settings = await this.settings(owner, assistant);
    const answers = assistant.action_type === 'SUMMARISE' || assistant.action_type === 'ANSWER';
    // An answer reads the best few documents in one call; labelling reads up to the document count in batches.
    const limit = answers ? Math.min(assistant.document_count, assistantLimits.askDocuments) : assistant.document_count;
    let ids: string[];
    let matching: number;
    if (owner.kind === 'PROJECT') {
      const filter = 'filter' in input && input.filter ? input.filter : searchRequestSchema.parse({});
      const found = await this.deps.find(owner.scope, owner.project.code, filter, limit);
      ids = found.documents.map((d) => d.id);
      matching = found.matching;
    } else {
      const query = 'query' in input ? input.query : '';
      ids = await repo.modelDocumentIds(owner.workspaceId, owner.model.id, query, limit);
      matching = ids.length;
    }
    let run: RunRow;
    try {
      run = await repo.insertRun({
        workspace_id: owner.workspaceId,
        assistant_id: assistant.id,
        account_id: owner.accountId,
        action_type: assistant.action_type,
        settings: JSON.stringify(settings),
        document_ids: JSON.stringify(ids),
        matching,
        total: ids.length,
        started_by: owner.userId,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.conflict('ASSISTANT_RUN_ACTIVE');
      throw err;
    }
    await this.deps.queue(owner.workspaceId, run.id);
    return presentRun(run);
  }

  /**
   * A run whose job outlived the queue's expiry (its process died: the job is not retried) is ended FAILED, so it
   * does not block the assistant for ever.
   */
  private async abandoned(run: RunRow): Promise<boolean> {
    if (this.now().getTime() - new Date(run.created_at).getTime() < RUN_EXPIRY_SECONDS * 1000) return false;
    await this.deps.repo.changeRun(
      run.workspace_id,
      run.id,
      { status: 'FAILED', error_code: 'INTERNAL_ERROR', finished_at: this.now() },
      active,
    );
    return true;
  }

  /** The assistant's settings and the names it may use, fixed for this run. */
  private async settings(owner: Owner, a: AssistantRow): Promise<StoredRunSettings> {
    let categories: StoredRunCategory[] = [];
    let allowNew = false;
    if (a.action_type === 'CLASSIFY') {
      const all = await this.deps.owners.categories(owner);
      const chosen = a.category_ids.length > 0 ? all.filter((c) => c.categoryId && a.category_ids.includes(c.categoryId)) : all;
      categories = uniqueByName(chosen);
      // A model's assistant proposes the categories its tree does not have yet.
      allowNew = owner.kind === 'MODEL';
      if (owner.kind === 'PROJECT' && categories.length === 0) throw errors.badRequest('ASSISTANT_NO_CATEGORIES', 'actionType');
    } else if (a.action_type === 'ROOT_CAUSE' && owner.kind === 'PROJECT') {
      const causes = await this.deps.repo.rootCauses(owner.workspaceId, owner.project.id);
      categories = uniqueByName(
        causes.map((c) => ({ name: c.name, categoryId: null, modelId: null, modelCode: null, rootCauseId: c.id })),
      );
      allowNew = a.allow_new_root_cause;
      if (categories.length === 0 && !allowNew) throw errors.badRequest('ASSISTANT_NO_CATEGORIES', 'actionType');
    }
    return {
      owner: owner.kind,
      projectId: owner.kind === 'PROJECT' ? owner.project.id : null,
      projectCode: owner.kind === 'PROJECT' ? owner.project.code : null,
      modelId: owner.kind === 'MODEL' ? owner.model.id : null,
      subject: a.subject,
      prompt: a.prompt,
      llmModel: a.llm_model,
      repeatCount: a.repeat_count,
      assignmentLimit: a.assignment_limit,
      allowNew,
      min: a.min_assigned,
      max: a.max_assigned,
      categories,
    };
  }

  async list(owner: Owner): Promise<AssistantRun[]> {
    const assistant = await this.deps.owners.assistant(owner);
    return (await this.deps.repo.runs(owner.workspaceId, assistant.id)).map(presentRun);
  }

  async get(owner: Owner, runId: string): Promise<AssistantRun> {
    return presentRun(await this.require(owner, runId));
  }

  /** Stops a queued or running run: the job sees it before its next batch; what it suggested so far stays. */
  async stop(owner: Owner, runId: string): Promise<AssistantRun> {
    const run = await this.require(owner, runId);
    if (!active.includes(run.status)) return presentRun(run);
    const stopped = await this.deps.repo.changeRun(
      owner.workspaceId,
      run.id,
      { status: 'STOPPED', finished_at: this.now() },
      active,
    );
    return presentRun(stopped ?? (await this.require(owner, runId)));
  }

  private async require(owner: Owner, runId: string): Promise<RunRow> {
    const assistant = await this.deps.owners.assistant(owner);
    const run = await this.deps.repo.run(owner.workspaceId, runId, assistant.id);
    if (!run) throw errors.notFound('ASSISTANT_RUN_NOT_FOUND');
    return run;
  }
}
