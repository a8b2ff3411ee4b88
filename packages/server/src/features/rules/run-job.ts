import { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { ProjectAccess } from '../projects/project-access.js';
import type { EffectRepository } from './effect-repository.js';
import { activeRule, applyRules, type ActionTask } from './engine.js';
import type { RuleRepository } from './rule-repository.js';
import type { RuleClock } from './rule-service.js';

/** Documents per transaction of a rule analysis run. */
export const ruleRunBatchSize = 1000;

export interface RuleRunnerPorts {
  rules: RuleRepository;
  effects: EffectRepository;
  access: ProjectAccess;
  transaction: TransactionPort<{ rules: RuleRepository; effects: EffectRepository }>;
  clock: RuleClock;
  createActions(tasks: readonly ActionTask[]): Promise<void>;
  /** After each committed batch and at the end: open rule tabs refresh (and data tabs at the end). */
  changed(workspaceId: string, projectCode: string, ruleId: string, documents: boolean): Promise<void>;
  log: { error(details: object, message: string): void };
  batchSize?: number;
}

/**
 * A rule analysis (docs/rules.md): BEGINS → PROCESSING → SUCCESS | FAIL, over the analysis's classified documents
 * in id order, one transaction per batch with the run's progress (done, matched, cursor) written in it — a restarted
 * job goes on after the last committed batch, and `rule_application` keeps actions from being made twice.
 */
export class RuleRunner {
  constructor(private readonly p: RuleRunnerPorts) {}

  async run(runId: string): Promise<void> {
    const run = await this.p.rules.run(runId);
    if (!run || run.state === 'SUCCESS' || run.state === 'FAIL') return;
    const project = await this.p.access.byId(run.workspace_id, run.project_id);
    const rule = project ? await this.p.rules.find(run.workspace_id, run.project_id, run.rule_id) : undefined;
    if (!project || !rule) {
      await this.p.rules.updateRun(runId, { state: 'FAIL', error_code: 'RULE_NOT_FOUND', finished_at: this.p.clock.now() });
      return;
    }
    const tell = (documents: boolean) => this.p.changed(project.workspace_id, project.code, rule.id, documents);
    try {
      const total = await this.p.effects.count(project.id);
      await this.p.rules.updateRun(runId, { state: 'PROCESSING', total });
      await tell(false);
      let { cursor, done, matched } = run;
      for (;;) {
        const now = this.p.clock.now();
        const batch = await this.p.transaction(async ({ rules, effects }) => {
          const docs = await effects.page(project.id, cursor, this.p.batchSize ?? ruleRunBatchSize);
          const last = docs.at(-1);
          if (!last) return null;
          const out = await applyRules(effects, project, [activeRule(rule, now, true)], docs, now);
          const hits = out.matched.get(rule.id) ?? 0;
          await rules.updateRun(runId, { done: done + docs.length, matched: matched + hits, cursor: last.id });
          return { count: docs.length, hits, last: last.id, tasks: out.tasks };
        });
        if (!batch) break;
        done += batch.count;
        matched += batch.hits;
        cursor = batch.last;
        await this.p.createActions(batch.tasks);
        await tell(false);
      }
      await this.p.rules.updateRun(runId, { state: 'SUCCESS', total: Math.max(total, done), finished_at: this.p.clock.now() });
    } catch (err) {
      this.p.log.error({ err, runId }, 'rule analysis failed');
      await this.p.rules.updateRun(runId, { state: 'FAIL', error_code: 'INTERNAL_ERROR', finished_at: this.p.clock.now() });
    }
    await tell(true);
  }
}

export const defineRuleRunJob = (runner: RuleRunner) =>
  defineJob({
    name: 'rules.run',
    payload: z.object({ runId: z.string() }),
    retryLimit: 1,
    handler: async ({ runId }) => {
      await runner.run(runId);
    },
  });
