import type { Rule, RuleAction, RuleDefinition, RuleHistoryEntry, RuleRun } from '@sentio/domain';
import type { StoredRuleDefinition } from '../../platform/db/schema-rules.js';
import type { RuleRow, RuleRunRow } from './rule-repository.js';

const iso = (d: Date | string): string => new Date(d).toISOString();
type Names = Map<string, string>;
const ref = (id: string | null, names: Names) => (id ? { id, name: names.get(id) ?? '' } : null);

/** Every parameter of an action, null when not set (the contract's shape). */
export function fullAction(a: Record<string, unknown>): RuleAction {
  const text = (k: string) => (typeof a[k] === 'string' ? a[k] : null);
  return {
    actorType: a['actorType'] as RuleAction['actorType'],
    modelId: text('modelId'),
    categoryId: text('categoryId'),
    sentiment: text('sentiment') as RuleAction['sentiment'],
    label: text('label'),
    note: text('note'),
    name: text('name'),
    assigneeId: text('assigneeId'),
    typeId: text('typeId'),
  };
}

export function definitionOf(row: Pick<RuleRow, 'name' | 'description' | 'enabled'>, d: StoredRuleDefinition): RuleDefinition {
  return {
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    relation: d.relation,
    algorithmType: d.algorithmType,
    conditions: d.conditions.map((c) => ({
      field: c.field,
      operator: c.operator as RuleDefinition['conditions'][number]['operator'],
      value: c.value,
    })),
    actions: d.actions.map(fullAction),
  };
}

export function presentRun(run: RuleRunRow, names: Names): RuleRun {
  return {
    id: run.id,
    ruleId: run.rule_id,
    state: run.state as RuleRun['state'],
    done: run.done,
    total: run.total,
    matched: run.matched,
    errorCode: run.error_code,
    startedBy: ref(run.started_by, names),
    startedAt: iso(run.started_at),
    finishedAt: run.finished_at ? iso(run.finished_at) : null,
  };
}

/** A rule as the API shows it at `now`: a pending change whose 00:00 has passed is in force. */
export function presentRule(row: RuleRow, extra: { run: RuleRunRow | null; applied: number; names: Names; now: Date }): Rule {
  const pending = row.pending_from && extra.now < new Date(row.pending_from) ? iso(row.pending_from) : null;
  const effectiveFrom = row.pending_from && !pending ? iso(row.pending_from) : iso(row.effective_from);
  return {
    id: row.id,
    ...definitionOf(row, row.definition),
    version: row.version,
    createdBy: ref(row.created_by, extra.names),
    createdAt: iso(row.created_at),
    updatedBy: ref(row.updated_by, extra.names),
    updatedAt: iso(row.updated_at),
    effectiveFrom,
    pendingFrom: pending,
    lastRun: extra.run ? presentRun(extra.run, extra.names) : null,
    appliedCount: extra.applied,
  };
}

export function presentHistory(row: {
  id: string | number;
  kind: string;
  user_id: string | null;
  user_name: string | null;
  at: Date | string;
  before: unknown;
  after: unknown;
  run_id: string | null;
}): RuleHistoryEntry {
  return {
    id: String(row.id),
    kind: row.kind as RuleHistoryEntry['kind'],
    by: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
    at: iso(row.at),
    before: (row.before as RuleDefinition | null) ?? null,
    after: (row.after as RuleDefinition | null) ?? null,
    runId: row.run_id,
  };
}
