// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callDetail } from '../test/fixtures';
import { dialogueItems, evidenceTurn, spansByTurn } from './evidence';

describe('call evidence', () => {
  it('groups the evidence spans of every criterion by turn and drops spans outside the dialogue', () => {
    const call = callDetail();
    const criteria = [
      ...call.criteria,
      {
        ...call.criteria[0]!,
        criterion: 'GREETING' as const,
        evidence: [{ turn: 9, spans: [[0, 2]] as [number, number][], note: null }],
      },
    ];
    const spans = spansByTurn(criteria, call.turns.length);
    expect(spans.get(0)).toEqual([
      { start: 0, end: 6, criterion: 'OPENING_WORDS' },
      { start: 8, end: 20, criterion: 'OPENING_WORDS' },
    ]);
    expect(spans.get(2)).toEqual([{ start: 27, end: 33, criterion: 'CALLING_BY_NAME' }]);
    expect(spans.has(9)).toBe(false);
    expect(evidenceTurn(call.criteria[1]!)).toBe(2);
    expect(evidenceTurn(call.criteria[3]!)).toBe(3);
    expect(evidenceTurn(call.criteria[2]!)).toBeNull();
  });

  it('puts a hold before the first turn that starts after it; untimed turns keep order and the hold comes last', () => {
    const call = callDetail();
    expect(dialogueItems(call.turns, call.holds).map((i) => (i.kind === 'hold' ? 'hold' : i.index))).toEqual([
      0,
      1,
      2,
      'hold',
      3,
      4,
    ]);
    const untimed = call.turns.map((t) => ({ ...t, start: null, end: null }));
    expect(dialogueItems(untimed, call.holds).map((i) => (i.kind === 'hold' ? 'hold' : i.index))).toEqual([
      0,
      1,
      2,
      3,
      4,
      'hold',
    ]);
  });
});
