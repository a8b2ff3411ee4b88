import { defaultRuleSet, scoreCall } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { demoLeafKeys } from './categories.js';
import { CALL_AGENTS } from './calls-phrases.js';
import { generateCalls, type CallRow } from './calls.js';

const now = new Date('2026-03-01T12:00:00Z');
const tr = generateCalls({ seed: 5, count: 600, language: 'tr', now });
const en = generateCalls({ seed: 5, count: 300, language: 'en', now });

const meanOf = (rows: CallRow[], agentId: string, pick: (row: CallRow) => number | null): number => {
  const values = rows
    .filter((r) => r.agentId === agentId)
    .map(pick)
    .filter((v): v is number => v !== null);
  return values.reduce((s, v) => s + v, 0) / values.length;
};
const measured = (row: CallRow, criterion: string): number | null =>
  scoreCall(row, defaultRuleSet).criteria.find((c) => c.criterion === criterion)?.measured ?? null;

describe('generateCalls', () => {
  it('is a pure function of its options', () => {
    expect(generateCalls({ seed: 5, count: 20, language: 'tr', now })).toEqual(tr.slice(0, 20));
    expect(generateCalls({ seed: 6, count: 20, language: 'tr', now })).not.toEqual(tr.slice(0, 20));
  });

  it('gives every call ids, an agent, a category and consistent timings', () => {
    for (const row of [...tr, ...en]) {
      expect(row.id).toMatch(/^CL-\d{6}$/);
      expect(row.callId).toMatch(/^CALL-\d{8}-\d{6}$/);
      expect(row.channel).toBe('CALL_CENTER');
      expect(demoLeafKeys).toContain(row.category);
      expect(CALL_AGENTS[row.language].map((a) => a.id)).toContain(row.agentId);
      expect(row.duration).toBeGreaterThanOrEqual(19);
      expect(row.duration).toBeLessThanOrEqual(620);
      let previousEnd = 0;
      for (const turn of row.turns) {
        expect(turn.start).toBeGreaterThanOrEqual(previousEnd);
        expect(turn.end).toBeGreaterThan(turn.start);
        previousEnd = turn.end;
      }
      expect(previousEnd).toBeLessThanOrEqual(row.duration);
      for (const hold of row.holds) expect(hold.end).toBeLessThanOrEqual(row.duration);
    }
  });

  it('speaks at 12–16 letters per second, except the fast talker', () => {
    const [, , fast] = CALL_AGENTS.tr;
    const model = CALL_AGENTS.tr[0];
    expect(meanOf(tr, model?.id ?? '', (r) => measured(r, 'SPEED_OF_SPEECH'))).toBeGreaterThan(120);
    expect(meanOf(tr, model?.id ?? '', (r) => measured(r, 'SPEED_OF_SPEECH'))).toBeLessThan(165);
    expect(meanOf(tr, fast?.id ?? '', (r) => measured(r, 'SPEED_OF_SPEECH'))).toBeGreaterThan(175);
  });

  it('gives each agent a habit the scoring catches', () => {
    const [model, skipsClosing, , longSilences, holdsWithout, forgetsSecurity] = CALL_AGENTS.tr.map((a) => a.id);
    const score = (id: string | undefined) => meanOf(tr, id ?? '', (r) => scoreCall(r, defaultRuleSet).score);
    expect(score(forgetsSecurity)).toBeLessThan(score(model) - 20);
    expect(meanOf(tr, skipsClosing ?? '', (r) => measured(r, 'CLOSING_WORDS'))).toBeLessThan(
      meanOf(tr, model ?? '', (r) => measured(r, 'CLOSING_WORDS')) - 30,
    );
    expect(meanOf(tr, longSilences ?? '', (r) => measured(r, 'AGENT_SILENCE'))).toBeGreaterThan(
      meanOf(tr, model ?? '', (r) => measured(r, 'AGENT_SILENCE')) + 5,
    );
    expect(meanOf(tr, holdsWithout ?? '', (r) => measured(r, 'PERMISSION_BEFORE_HOLDING'))).toBeLessThan(50);
    expect(meanOf(tr, model ?? '', (r) => measured(r, 'PERMISSION_BEFORE_HOLDING'))).toBeGreaterThan(85);
  });

  it('writes English calls and Turkish ones with speech-like slips', () => {
    expect(en[0]?.turns[0]?.text).toMatch(/customer services/);
    // Some Turkish agent turns lost their Turkish letters, as a transcript without diacritics does.
    expect(tr.some((r) => r.turns.some((t) => t.speaker === 'agent' && /musteri hizmetlerine/.test(t.text)))).toBe(true);
    expect(tr.some((r) => r.customerName === null)).toBe(true);
    expect(tr.some((r) => r.holds.length > 1)).toBe(true);
    expect(new Set(tr.map((r) => r.endedBy))).toEqual(new Set(['customer', 'agent']));
  });
});
