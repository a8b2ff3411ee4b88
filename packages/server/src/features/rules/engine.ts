import { ruleMatches, type RuleAction, type RuleOperator } from '@sentio/domain';
import type { StoredRuleDefinition } from '../../platform/db/schema-rules.js';
import type { EffectRepository, RuleDocumentRow } from './effect-repository.js';
import type { RuleRow } from './rule-repository.js';

/** A rule as it applies now: the definition in force and who answers for what it does (its last editor). */
export interface ActiveRule {
  id: string;
  name: string;
  editorId: string | null;
  definition: StoredRuleDefinition;
}

/**
 * The definition arriving documents get at `now`: a saved change waits for the next 00:00 of the reporting zone
 * (`pending_from`), until then the previous one (`active`) applies (docs/rules.md).
 */
export function definitionAt(row: RuleRow, now: Date): StoredRuleDefinition {
  if (row.active && row.pending_from && now < new Date(row.pending_from)) return row.active;
  return row.definition;
}

export const activeRule = (row: RuleRow, now: Date, useSaved = false): ActiveRule => ({
  id: row.id,
  name: row.name,
  editorId: row.updated_by ?? row.created_by,
  definition: useSaved ? row.definition : definitionAt(row, now),
});

/** An action of the action planner a rule asks for, made after the commit (it goes through the actions service). */
export interface ActionTask {
  workspaceId: string;
  projectId: string;
  ruleId: string;
  ruleName: string;
  editorId: string;
  documentId: string;
  externalId: string | null;
  action: RuleAction;
}

const conditionsOf = (d: StoredRuleDefinition) =>
  d.conditions.map((c) => ({ field: c.field, operator: c.operator as RuleOperator, value: c.value }));

/**
 * Evaluates the rules on the documents and writes their effects through `repo` (one transaction). Category,
 * sentiment, label, alert and review effects are idempotent, so they are written for every matching document (a
 * re-classification may have replaced a rule's sentiment); an action of the planner is asked for only the first
 * time a rule applies to a document (`rule_application`). Returns the matches per rule and the actions to create.
 */
export async function applyRules(
  repo: EffectRepository,
  project: { id: string; workspace_id: string },
  rules: readonly ActiveRule[],
  docs: readonly RuleDocumentRow[],
  now: Date,
): Promise<{ matched: Map<string, number>; tasks: ActionTask[] }> {
  const matched = new Map<string, number>();
  const tasks: ActionTask[] = [];
  for (const rule of rules) {
    const evaluable = {
      relation: rule.definition.relation,
      algorithmType: rule.definition.algorithmType,
      conditions: conditionsOf(rule.definition),
    };
    const hits = docs.filter((d) => ruleMatches(evaluable, d));
    matched.set(rule.id, hits.length);
    if (hits.length === 0) continue;
    const ids = hits.map((d) => d.id);
    const fresh = await repo.markApplied(rule.id, project.id, ids, now);
    for (const raw of rule.definition.actions) {
      const action = raw as unknown as RuleAction;
      switch (action.actorType) {
        case 'ADD_CATEGORY':
          if (action.modelId && action.categoryId) await repo.addCategory(project.id, ids, action.modelId, action.categoryId);
          break;
        case 'SET_CATEGORY':
          if (action.modelId && action.categoryId) await repo.setCategory(project.id, ids, action.modelId, action.categoryId);
          break;
        case 'SET_SENTIMENT':
          if (action.sentiment) await repo.setSentiment(project.id, ids, action.sentiment);
          break;
        case 'ADD_LABEL':
          if (action.label) await repo.addLabel(project, action.label, ids);
          break;
        case 'ALERT':
          await repo.alert(project.id, ids, action.note ?? rule.name, rule.editorId, now);
          break;
        case 'MARK_REVIEW':
          await repo.markReview(project.id, ids, now);
          break;
        case 'CREATE_ACTION':
          if (rule.editorId)
            for (const doc of hits)
              if (fresh.has(doc.id))
                tasks.push({
                  workspaceId: project.workspace_id,
                  projectId: project.id,
                  ruleId: rule.id,
                  ruleName: rule.name,
                  editorId: rule.editorId,
                  documentId: doc.id,
                  externalId: doc.externalId,
                  action,
                });
          break;
      }
    }
  }
  return { matched, tasks };
}
