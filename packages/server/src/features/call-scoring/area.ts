import { callScoringEndpoints as e } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { sendDownload } from '../../platform/http/download.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { IngestHook } from '../project-ingest/hooks.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { AgentService } from './agent-service.js';
import { CallService } from './call-service.js';
import { callScoringIngestHook } from './ingest-hook.js';
import { CallReadRepository } from './read-repository.js';
import { defineRescoreJob, RescoreService } from './rescore.js';
import { CallScoreRepository } from './score-repository.js';
import { CallSetupRepository } from './setup-repository.js';
import { CallSetupService, type CallClock } from './setup-service.js';

export interface CallScoringServices {
  setup: CallSetupService;
  calls: CallService;
  agents: AgentService;
  rescore: RescoreService;
  /** The area's clock: tests move `clock.now` to check the 00:00 rule. */
  clock: CallClock;
}

/**
 * Call-centre quality of dialogue analyses (docs/call-scoring.md): the rule set and script with their versions and
 * history, the ingestion hook that scores every stored dialogue, calls, agents, export and re-scoring (the
 * `calls.rescore` job). Built before ingestion: its hook joins the pipeline.
 */
export function callScoringArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: CallScoringServices; hook: IngestHook } {
  const clock: CallClock = { now: () => new Date() };
  const timeZone = deps.config.timeZone;
  const setupRepo = new CallSetupRepository(deps.db);
  const scores = new CallScoreRepository(deps.db);
  const read = new CallReadRepository(deps.readDb);
  const setup = new CallSetupService({
    setup: setupRepo,
    access: deps.access,
    transaction: transactionPort(deps.db, (trx) => ({ setup: new CallSetupRepository(trx) })),
    clock,
    timeZone,
  });
  const calls = new CallService({ read, access: deps.access, clock, timeZone });
  const agents = new AgentService({ read, setup: setupRepo, access: deps.access, timeZone });

  const changed = async (workspaceId: string, projectCode: string, rescoreRunId: string, done: boolean) => {
    await deps.events.add({ type: 'PROJECT_TASK_UPDATED', userId: null, workspaceId, payload: { projectCode, rescoreRunId } });
    if (done) await deps.events.add({ type: 'PROJECT_DOCUMENTS_UPDATED', userId: null, workspaceId, payload: { projectCode } });
  };
  // The job is defined after the service it runs; `enqueue` reads it only when a run starts.
  let job: ReturnType<typeof defineRescoreJob> | null = null;
  const rescore = new RescoreService({
    scores,
    setup: setupRepo,
    access: deps.access,
    transaction: transactionPort(deps.db, (trx) => ({
      scores: new CallScoreRepository(trx),
      setup: new CallSetupRepository(trx),
    })),
    clock,
    timeZone,
    enqueue: (runId, projectId) => (job ? deps.jobs.send(job, { runId }, { singletonKey: projectId }) : Promise.resolve(null)),
    changed,
    log: deps.log,
  });
  job = defineRescoreJob(rescore);
  deps.jobs.register(job);

  return {
    routes: [
      route(e.callList, ({ auth, params, query }) => calls.list(s(auth), params.code, query)),
      route(e.callExport, async ({ auth, params, query, reply }) => {
        const file = await calls.export(s(auth), params.code, query);
        await sendDownload(reply, file.fileName, file.mime, file.bytes);
        return '';
      }),
      route(e.callDetail, ({ auth, params }) => calls.detail(s(auth), params.code, params.documentId)),
      route(e.agentList, ({ auth, params, query }) => agents.list(s(auth), params.code, query)),
      route(e.agentDetail, ({ auth, params, query }) => agents.detail(s(auth), params.code, params.agentId, query)),
      route(e.scoringSetup, ({ auth, params }) => setup.setup(s(auth), params.code)),
      route(e.scoringRulesSave, ({ auth, params, body }) => setup.saveRules(s(auth), params.code, body)),
      route(e.scoringScriptSave, ({ auth, params, body }) => setup.saveScript(s(auth), params.code, body)),
      route(e.scoringHistory, ({ auth, params, query }) => setup.history(s(auth), params.code, query.page, query.size)),
      route(e.rescorePreview, ({ auth, params, body }) => rescore.preview(s(auth), params.code, body)),
      route(e.rescoreStart, ({ auth, params, body }) => rescore.start(s(auth), params.code, body)),
      route(e.rescoreLatest, ({ auth, params }) => rescore.latestRun(s(auth), params.code)),
    ],
    services: { setup, calls, agents, rescore, clock },
    hook: callScoringIngestHook(timeZone),
  };
}
