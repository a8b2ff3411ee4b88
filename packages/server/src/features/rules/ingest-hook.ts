import type { IngestHook, StoredBatch } from '../project-ingest/hooks.js';
import { EffectRepository } from './effect-repository.js';
import { activeRule, applyRules, type ActionTask } from './engine.js';
import { RuleRepository } from './rule-repository.js';
import type { RuleClock } from './rule-service.js';

/**
 * Rules in the ingestion pipeline (docs/rules.md, docs/ingestion.md): inside the transaction that stored or
 * re-classified a batch, the analysis's enabled rules are evaluated on each classified document (INLINE ones come
 * again when classified) and their effects written on that transaction — they commit with the documents or not at
 * all. Actions of the planner are created after the commit, through the actions service.
 */
export function rulesIngestHook(clock: RuleClock, createActions: (tasks: readonly ActionTask[]) => Promise<void>): IngestHook {
  const afterCommit = new WeakMap<StoredBatch, ActionTask[]>();
  return {
    stored: async (trx, batch) => {
      const rules = await new RuleRepository(trx).enabled(batch.projectId);
      if (rules.length === 0) return;
      const effects = new EffectRepository(trx);
      const docs = await effects.documents(batch.projectId, batch.documentIds);
      if (docs.length === 0) return;
      const now = clock.now();
      const project = { id: batch.projectId, workspace_id: batch.workspaceId };
      const { tasks } = await applyRules(
        effects,
        project,
        rules.map((r) => activeRule(r, now)),
        docs,
        now,
      );
      if (tasks.length > 0) afterCommit.set(batch, tasks);
    },
    committed: async (batch) => {
      const tasks = afterCommit.get(batch);
      if (!tasks) return;
      afterCommit.delete(batch);
      await createActions(tasks);
    },
  };
}
