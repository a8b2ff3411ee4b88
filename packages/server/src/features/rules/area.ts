import { actionCreateBody, ruleEndpoints as e } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { ActionService } from '../actions/action-service.js';
import type { IngestHook } from '../project-ingest/hooks.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s, type ProjectScope } from '../projects/project-access.js';
import { EffectRepository } from './effect-repository.js';
import type { ActionTask } from './engine.js';
import { rulesIngestHook } from './ingest-hook.js';
import { ReferenceRepository } from './reference-repository.js';
import { RuleRepository } from './rule-repository.js';
import { RuleService, type RuleClock } from './rule-service.js';
import { defineRuleRunJob, RuleRunner } from './run-job.js';

export interface RuleServices {
  rules: RuleService;
  runner: RuleRunner;
  /** The area's clock: tests move `clock.now` to check the 00:00 rule. */
  clock: RuleClock;
}

/**
 * Rules of an analysis (docs/rules.md): CRUD, history and runs under `/api/project/:code/rule`, the ingestion hook
 * that applies them to every classified document, and the `rules.run` job. Built before ingestion (its hook joins
 * the pipeline); the action planner, built later, is bound with `bindActions` for the CREATE_ACTION effect.
 */
export function rulesArea(deps: ProjectAreaDeps): {
  routes: RouteDef[];
  services: RuleServices;
  hook: IngestHook;
  bindActions(actions: ActionService): void;
} {
  const clock: RuleClock = { now: () => new Date() };
  const repo = new RuleRepository(deps.db);
  const refs = new ReferenceRepository(deps.db);
  let actions: ActionService | null = null;

  /** Each action is made by the rule's last editor, with the document as its evidence; a failure is only logged. */
  async function createActions(tasks: readonly ActionTask[]): Promise<void> {
    for (const t of tasks) {
      try {
        if (!actions) return;
        const project = await deps.access.byId(t.workspaceId, t.projectId);
        const grant = (await refs.members(t.workspaceId, [t.editorId])).get(t.editorId);
        if (!project || !grant) continue;
        const scope: ProjectScope = {
          id: t.workspaceId,
          code: '',
          name: '',
          accountId: '',
          role: grant.role,
          permissions: grant.permissions,
          userId: t.editorId,
        };
        // Action names are unique in a workspace: the document tells one rule's actions apart.
        const suffix = t.externalId ?? t.documentId.slice(0, 8);
        await actions.create(
          scope,
          actionCreateBody.parse({
            name: `${t.action.name ?? t.ruleName} (${suffix})`.slice(0, 200),
            responsibleId: t.action.assigneeId,
            typeId: t.action.typeId,
            evidence: { projectCode: project.code, filter: '', label: t.ruleName.slice(0, 300), documentId: t.documentId },
          }),
        );
      } catch (err) {
        deps.log.error({ err, ruleId: t.ruleId, documentId: t.documentId }, 'rule action could not be created');
      }
    }
  }

  const changed = async (workspaceId: string, projectCode: string, ruleId: string, documents = false) => {
    await deps.events.add({ type: 'PROJECT_TASK_UPDATED', userId: null, workspaceId, payload: { projectCode, ruleId } });
    if (documents)
      await deps.events.add({ type: 'PROJECT_DOCUMENTS_UPDATED', userId: null, workspaceId, payload: { projectCode } });
  };

  const runner = new RuleRunner({
    rules: repo,
    effects: new EffectRepository(deps.db),
    access: deps.access,
    transaction: transactionPort(deps.db, (trx) => ({ rules: new RuleRepository(trx), effects: new EffectRepository(trx) })),
    clock,
    createActions,
    changed,
    log: deps.log,
  });
  const runJob = defineRuleRunJob(runner);
  deps.jobs.register(runJob);

  const rules = new RuleService({
    rules: repo,
    refs,
    access: deps.access,
    transaction: transactionPort(deps.db, (trx) => ({ rules: new RuleRepository(trx) })),
    clock,
    timeZone: deps.config.timeZone,
    startRun: async ({ runId, ruleId, workspaceId, projectCode }) => {
      const id = await deps.jobs.send(runJob, { runId }, { singletonKey: ruleId });
      if (id === null) {
        await repo.updateRun(runId, { state: 'FAIL', error_code: 'RULE_RUN_IN_PROGRESS', finished_at: clock.now() });
        await changed(workspaceId, projectCode, ruleId);
      }
    },
    changed: (workspaceId, projectCode, ruleId) => changed(workspaceId, projectCode, ruleId),
  });

  return {
    routes: [
      route(e.ruleList, ({ auth, params }) => rules.list(s(auth), params.code)),
      route(e.ruleCreate, ({ auth, params, body }) => rules.create(s(auth), params.code, body)),
      route(e.ruleGet, ({ auth, params }) => rules.get(s(auth), params.code, params.id)),
      route(e.ruleUpdate, ({ auth, params, body }) => rules.update(s(auth), params.code, params.id, body)),
      route(e.ruleDelete, ({ auth, params }) => rules.remove(s(auth), params.code, params.id)),
      route(e.ruleRun, ({ auth, params }) => rules.run(s(auth), params.code, params.id)),
      route(e.ruleRunState, ({ auth, params }) => rules.runState(s(auth), params.code, params.id)),
      route(e.ruleHistory, ({ auth, params }) => rules.history(s(auth), params.code, params.id)),
    ],
    services: { rules, runner, clock },
    hook: rulesIngestHook(clock, createActions),
    bindActions: (a) => {
      actions = a;
    },
  };
}
