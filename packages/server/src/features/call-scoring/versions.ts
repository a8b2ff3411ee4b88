import { defaultRuleSet, type RuleSet, type ScoringRule, type ScriptControl } from '@sentio/domain';
import type { NewHistoryEntry, VersionRow } from './setup-repository.js';
import { sameJson } from '../../platform/canonical-json.js';

/**
 * Rule-set versions (docs/call-scoring.md): pure choices and diffs, apart from storage. Version 0 is the built-in
 * default, in force while an analysis has saved nothing.
 */

export interface VersionedSet extends RuleSet {
  version: number;
  /** Null for the built-in default. */
  effectiveFrom: string | null;
}

export const defaultVersion: VersionedSet = { ...defaultRuleSet, version: 0, effectiveFrom: null };

export const versionedSet = (row: VersionRow): VersionedSet => ({
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  minCallDuration: row.minCallDuration,
  // A script saved before the match threshold existed reads with the default.
  script: { ...defaultRuleSet.script, ...row.script },
  rules: row.rules,
});

/**
 * The set a call of local date `day` is scored with: the latest version in force on that day (effective_from ≤ day);
 * a call older than every version takes the earliest saved one (the analysis's own rules, not the built-in ones);
 * with no saved version, the default. `versions` oldest first.
 */
export function versionForDay(versions: readonly VersionedSet[], day: string): VersionedSet {
  let chosen: VersionedSet | undefined;
  for (const v of versions) if (v.effectiveFrom !== null && v.effectiveFrom <= day) chosen = v;
  return chosen ?? versions[0] ?? defaultVersion;
}

type Change = NewHistoryEntry['changes'][number];
const ruleFields = ['maxScore', 'active', 'resetScore', 'minCallDuration', 'ranges'] as const;

/** A criterion left out of a set reads as an inactive rule with nothing set. */
const absent = (criterion: ScoringRule['criterion']): ScoringRule => ({
  criterion,
  maxScore: 0,
  active: false,
  resetScore: false,
  minCallDuration: null,
  ranges: [],
});

/**
 * History entries of a rules save, one per changed rule: ACTIVATED / INACTIVATED when its active flag changed,
 * CHANGED when only its points, flags or scale did (each with every field that changed), and MIN_DURATION_CHANGED.
 */
export function diffRules(
  before: Pick<RuleSet, 'minCallDuration' | 'rules'>,
  after: Pick<RuleSet, 'minCallDuration' | 'rules'>,
  at: { version: number; effectiveFrom: string; userId: string },
): NewHistoryEntry[] {
  const out: NewHistoryEntry[] = [];
  const entry = (kind: NewHistoryEntry['kind'], criterion: string | null, changes: Change[]): NewHistoryEntry => ({
    kind,
    criterion,
    changes,
    ...at,
  });
  if (before.minCallDuration !== after.minCallDuration)
    out.push(
      entry('MIN_DURATION_CHANGED', null, [
        { field: 'minCallDuration', before: before.minCallDuration, after: after.minCallDuration },
      ]),
    );
  const criteria = [...new Set([...before.rules, ...after.rules].map((r) => r.criterion))];
  for (const criterion of criteria) {
    const old = before.rules.find((r) => r.criterion === criterion) ?? absent(criterion);
    const now = after.rules.find((r) => r.criterion === criterion) ?? absent(criterion);
    const changes = ruleFields
      .filter((f) => !sameJson(old[f], now[f]))
      .map((f): Change => ({ field: f, before: old[f], after: now[f] }));
    if (changes.length === 0) continue;
    const kind = old.active === now.active ? 'CHANGED' : now.active ? 'ACTIVATED' : 'INACTIVATED';
    out.push(entry(kind, criterion, changes));
  }
  return out;
}

/** The SCRIPT_CHANGED entry of a script save (every changed field), or none. */
export function diffScript(
  before: ScriptControl,
  after: ScriptControl,
  at: { version: number; effectiveFrom: string; userId: string },
): NewHistoryEntry[] {
  const changes = (Object.keys(after) as (keyof ScriptControl)[])
    .filter((f) => !sameJson(before[f], after[f]))
    .map((f): Change => ({ field: f, before: before[f], after: after[f] }));
  return changes.length === 0 ? [] : [{ kind: 'SCRIPT_CHANGED', criterion: null, changes, ...at }];
}
