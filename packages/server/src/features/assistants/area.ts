import { assistantEndpoints as e } from '@sentio/domain';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/auth.js';
import { route, scope, type RouteDef } from '../../platform/http/route.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { AiGateway } from '../ai-provider/index.js';
import type { CategoryService } from '../models/category-service.js';
import type { DocumentService as ModelDocuments } from '../models/document-service.js';
import { labellerOf } from '../models/routes.js';
import type { DocumentService as ProjectDocuments } from '../project-documents/document-service.js';
import type { SearchService } from '../project-documents/search-service.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope } from '../projects/project-access.js';
import { AskService } from './ask-service.js';
import { AssistantDefinitions } from './definition-service.js';
import { Owners, type ModelActor } from './owners.js';
import { AssistantRepository } from './repository.js';
import { RunExecutor } from './run-executor.js';
import { AssistantRuns, RUN_EXPIRY_SECONDS, type DocumentFinder } from './run-service.js';
import { AssistantSuggestions } from './suggestion-service.js';

export interface AssistantServices {
  owners: Owners;
  definitions: AssistantDefinitions;
  runs: AssistantRuns;
  executor: RunExecutor;
  suggestions: AssistantSuggestions;
  ask: AskService;
}

/** What the area uses of others, read when called (the areas are built in any order in app.ts). */
export interface AssistantUses {
  gateway: () => AiGateway;
  search: () => Pick<SearchService, 'search'>;
  projectDocuments: () => Pick<ProjectDocuments, 'mark'>;
  modelDocuments: () => Pick<ModelDocuments, 'mark'>;
  categories: () => Pick<CategoryService, 'create' | 'tree'>;
}

/** `assistant.run`: one run's batches. Failures are the run's state (FAILED with a code), never retries. */
const defineRunJob = (executor: () => RunExecutor) =>
  defineJob({
    name: 'assistant.run',
    payload: z.object({ workspaceId: z.uuid(), runId: z.uuid() }),
    retryLimit: 0,
    // 500 documents × 5 answers in batches of 10 is 250 calls; a slow local model may take a minute each.
    expireInSeconds: RUN_EXPIRY_SECONDS,
    concurrency: 2,
    handler: async (p, ctx) => {
      await executor().execute(p.workspaceId, p.runId, ctx.signal);
    },
  });

const modelActor = (auth: Auth): ModelActor => ({ ...labellerOf(auth), accountId: scope(auth).accountId });

/**
 * Assistants (docs/assistants.md): the assistant of an analysis or of a model without a category tree, its runs on
 * the job queue, the suggestions people confirm or reject, and "Ask your data".
 */
export function assistantsArea(deps: ProjectAreaDeps, uses: AssistantUses): { routes: RouteDef[]; services: AssistantServices } {
  const repo = new AssistantRepository(deps.db);
  const owners = new Owners(deps.access, deps.modelAccess, repo);
  const find: DocumentFinder = async (s, code, filter, limit) => {
    const res = await uses
      .search()
      .search(s, code, { ...filter, page: 0, size: limit, sort: 'CONTENT_DATE_DESC', widget: false });
    return { documents: res.documents.content.map((d) => ({ id: d.id, text: d.content })), matching: res.documents.total };
  };
  const gateway: AiGateway = {
    status: (accountId) => uses.gateway().status(accountId),
    chat: (accountId, request, signal) => uses.gateway().chat(accountId, request, signal),
    embed: (accountId, input, signal) => uses.gateway().embed(accountId, input, signal),
  };
  const executor = new RunExecutor({ repo, gateway, log: deps.log });
  const job = defineRunJob(() => executor);
  deps.jobs.register(job);
  const runs = new AssistantRuns({
    repo,
    owners,
    find,
    queue: async (workspaceId, runId) => {
      await deps.jobs.send(job, { workspaceId, runId });
    },
  });
  const definitions = new AssistantDefinitions(repo, owners);
  const suggestions = new AssistantSuggestions(repo, owners, {
    access: deps.access,
    projectDocuments: uses.projectDocuments,
    modelDocuments: uses.modelDocuments,
    categories: uses.categories,
  });
  const ask = new AskService({ gateway, find });
  const project = (auth: Auth, code: string) => owners.project(projectScope(auth), code);
  const model = (auth: Auth, id: string) => owners.model(modelActor(auth), id);
  const ok = { ok: true as const };

  return {
    routes: [
      route(e.projectAssistantGet, async ({ auth, params }) => definitions.get(await project(auth, params.code))),
      route(e.projectAssistantCreate, async ({ auth, params, body }) =>
        definitions.create(await project(auth, params.code), body),
      ),
      route(e.projectAssistantUpdate, async ({ auth, params, body }) =>
        definitions.update(await project(auth, params.code), body),
      ),
      route(e.projectAssistantDelete, async ({ auth, params }) => {
        await definitions.delete(await project(auth, params.code));
        return ok;
      }),
      route(e.projectAssistantRun, async ({ auth, params, body }) =>
        runs.start(await project(auth, params.code), { filter: body.filter }),
      ),
      route(e.projectAssistantRuns, async ({ auth, params }) => runs.list(await project(auth, params.code))),
      route(e.projectAssistantRunDetail, async ({ auth, params }) => runs.get(await project(auth, params.code), params.runId)),
      route(e.projectAssistantRunStop, async ({ auth, params }) => runs.stop(await project(auth, params.code), params.runId)),
      route(e.projectAssistantSuggestions, async ({ auth, params, query }) =>
        suggestions.list(await project(auth, params.code), query),
      ),
      route(e.projectAssistantSuggestionConfirm, async ({ auth, params }) =>
        suggestions.confirm(await project(auth, params.code), params.id),
      ),
      route(e.projectAssistantSuggestionReject, async ({ auth, params }) =>
        suggestions.reject(await project(auth, params.code), params.id),
      ),
      route(e.projectAsk, async ({ auth, params, body }) =>
        ask.ask(await project(auth, params.code), body.question, body.filter),
      ),
      route(e.modelAssistantGet, async ({ auth, params }) => definitions.get(await model(auth, params.id))),
      route(e.modelAssistantCreate, async ({ auth, params, body }) => definitions.create(await model(auth, params.id), body)),
      route(e.modelAssistantUpdate, async ({ auth, params, body }) => definitions.update(await model(auth, params.id), body)),
      route(e.modelAssistantDelete, async ({ auth, params }) => {
        await definitions.delete(await model(auth, params.id));
        return ok;
      }),
      route(e.modelAssistantRun, async ({ auth, params, body }) =>
        runs.start(await model(auth, params.id), { query: body.query }),
      ),
      route(e.modelAssistantRuns, async ({ auth, params }) => runs.list(await model(auth, params.id))),
      route(e.modelAssistantRunDetail, async ({ auth, params }) => runs.get(await model(auth, params.id), params.runId)),
      route(e.modelAssistantSuggestions, async ({ auth, params, query }) =>
        suggestions.list(await model(auth, params.id), query),
      ),
      route(e.modelAssistantSuggestionConfirm, async ({ auth, params }) =>
        suggestions.confirm(await model(auth, params.id), params.suggestionId),
      ),
      route(e.modelAssistantSuggestionReject, async ({ auth, params }) =>
        suggestions.reject(await model(auth, params.id), params.suggestionId),
      ),
    ],
    services: { owners, definitions, runs, executor, suggestions, ask },
  };
}
