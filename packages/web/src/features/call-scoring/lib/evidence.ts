import type { CriterionResult, ScoringCriterion, TimedTurn } from '@sentio/domain';

/** A highlighted span of one turn and the criterion whose evidence it is. */
export interface EvidenceSpan {
  start: number;
  end: number;
  criterion: ScoringCriterion;
}

/**
 * The evidence spans of every criterion, grouped by the turn they point into. Spans are character offsets into the
 * turn's original text, end excluded (docs/call-scoring.md, "Fuzzy script matching"); a span pointing past the dialogue is dropped.
 */
export function spansByTurn(criteria: readonly CriterionResult[], turnCount: number): Map<number, EvidenceSpan[]> {
  const out = new Map<number, EvidenceSpan[]>();
  for (const result of criteria)
    for (const evidence of result.evidence) {
      if (evidence.turn < 0 || evidence.turn >= turnCount) continue;
      const list = out.get(evidence.turn) ?? [];
      for (const [start, end] of evidence.spans) list.push({ start, end, criterion: result.criterion });
      out.set(evidence.turn, list);
    }
  return out;
}

/** The first turn a criterion's evidence points into: where clicking the criterion scrolls to. */
export const evidenceTurn = (result: CriterionResult): number | null => result.evidence[0]?.turn ?? null;

export type DialogueItem = { kind: 'turn'; index: number; turn: TimedTurn } | { kind: 'hold'; start: number; end: number };

/**
 * Turns and holds in call order: a hold is shown as a separator before the first turn that starts at or after it.
 * Untimed turns keep their order and a hold that no turn follows comes last.
 */
export function dialogueItems(turns: readonly TimedTurn[], holds: readonly { start: number; end: number }[]): DialogueItem[] {
  const pending = [...holds].sort((a, b) => a.start - b.start);
  const out: DialogueItem[] = [];
  turns.forEach((turn, index) => {
    while (pending.length > 0 && turn.start !== null && (pending[0]?.start ?? Infinity) <= turn.start) {
      const hold = pending.shift();
      if (hold) out.push({ kind: 'hold', ...hold });
    }
    out.push({ kind: 'turn', index, turn });
  });
  for (const hold of pending) out.push({ kind: 'hold', ...hold });
  return out;
}
