import { describe, expect, it } from 'vitest';
import { activeScoreTotal } from '../validation/scoring.js';
import { defaultRuleSet } from './defaults.js';
import { ruleSetIssues } from './rule-set.js';
import { scaleScore, scoreCall } from './score.js';
import type { CallScoringInput, CallTurn, RuleSet } from './types.js';

/**
 * Golden values computed by hand (docs/call-scoring.md gives every measure); the comments show the arithmetic.
 */
const a = (text: string, start: number | null, end: number | null): CallTurn => ({ speaker: 'agent', text, start, end });
const c = (text: string, start: number | null, end: number | null): CallTurn => ({ speaker: 'customer', text, start, end });

/** A 66-second call with one 30-second hold after asking; no security announcement. */
const call: CallScoringInput = {
  turns: [
    a('Merhaba, müşteri hizmetlerine hoş geldiniz. Size nasıl yardımcı olabilirim?', 2, 8),
    c('Siparişim gelmedi.', 9, 11),
    a('Anlıyorum Ahmet Bey. Sizi kısa bir süre beklemeye alabilir miyim?', 13, 18),
    c('Tabii.', 18.5, 19),
    a('Beklediğiniz için teşekkürler, kargonuz yarın geliyor.', 52, 56),
    c('Tamam.', 60, 61),
    a('Başka yardımcı olabileceğim bir konu var mı?', 62, 65),
  ],
  holds: [{ start: 20, end: 50 }],
  endedBy: 'customer',
  customerName: 'Ahmet Yılmaz',
  duration: 66,
};

const withRule = (set: RuleSet, criterion: string, change: object): RuleSet => ({
  ...set,
  rules: set.rules.map((r) => (r.criterion === criterion ? { ...r, ...change } : r)),
});
const noReset = withRule(defaultRuleSet, 'SECURITY_ANNOUNCEMENTS', { resetScore: false });
const byCriterion = (set: RuleSet, input: CallScoringInput) =>
  Object.fromEntries(scoreCall(input, set).criteria.map((r) => [r.criterion, r]));

describe('the default rule set', () => {
  it('has the 14 criteria, active points totalling 100, and no issue', () => {
    expect(defaultRuleSet.rules).toHaveLength(14);
    expect(activeScoreTotal(defaultRuleSet.rules)).toBe(100);
    expect(ruleSetIssues(defaultRuleSet)).toEqual([]);
    expect(ruleSetIssues(withRule(defaultRuleSet, 'GREETING', { maxScore: 11 })).map((i) => i.code)).toEqual([
      'SCORING_TOTAL_NOT_100',
    ]);
  });
});

describe('scoreCall: every criterion on a timed call', () => {
  const r = byCriterion(noReset, call);
  const measured = (k: string) => r[k]?.measured;

  it('measures the silences', () => {
    expect(measured('SILENCE_BEFORE_OPENING')).toBe(2); // nothing before the agent's first turn at 2 s
    // Speech and holds cover 6 + 2 + 5 + 0.5 + 30 + 4 + 1 + 3 = 51.5 of 66 s: 14.5 s silent of 66 − 30 = 36 s → 40 %.
    expect(measured('TOTAL_SILENCE')).toBe(40);
    // Customer → agent gaps: 11→13 = 2; 19→52 = 33 − 30 on hold = 3; 61→62 = 1 → 3.
    expect(measured('AGENT_SILENCE')).toBe(3);
    expect(r['AGENT_SILENCE']?.evidence).toEqual([{ turn: 4, spans: [], note: '3 s' }]);
    // Agent → customer gaps: 8→9 = 1; 18→18.5 = 0.5; 56→60 = 4 → 4.
    expect(measured('CUSTOMER_SILENCE')).toBe(4);
    expect(measured('SILENCE_BEFORE_CLOSING')).toBe(1); // closing turn at 62, the customer ended at 61
  });

  it('measures talk share and speed of speech', () => {
    // Agent 6 + 5 + 4 + 3 = 18 s, customer 2 + 0.5 + 1 = 3.5 s → 83.7 %.
    expect(measured('TALK_TIME')).toBe(84);
    // Agent letters 64 + 54 + 47 + 37 = 202 in 18 s → 112.2 per 10 s.
    expect(measured('SPEED_OF_SPEECH')).toBe(112);
  });

  it('measures holds and their permissions', () => {
    expect(measured('PERMISSION_BEFORE_HOLDING')).toBe(100);
    expect(measured('PERMISSION_TO_CONTINUE_HOLDING')).toBe(100); // 30 s ≤ 60 s
  });

  it('measures the scripts, with evidence on the words as written', () => {
    expect(measured('OPENING_WORDS')).toBe(100);
    expect(measured('GREETING')).toBe(100);
    expect(measured('CLOSING_WORDS')).toBe(100);
    // Only "için" of the 9 words of the Turkish line: 11 %.
    expect(measured('SECURITY_ANNOUNCEMENTS')).toBe(11);
    const opening = r['OPENING_WORDS']?.evidence[0];
    const text = call.turns[0]?.text ?? '';
    expect(opening?.turn).toBe(0);
    expect(opening?.spans.map(([s, e]) => text.slice(s, e))).toEqual(['Size', 'nasıl', 'yardımcı', 'olabilirim']);
    expect(r['CLOSING_WORDS']?.evidence[0]?.turn).toBe(6);
  });

  it('counts calling by name once for "Ahmet Bey"', () => {
    expect(measured('CALLING_BY_NAME')).toBe(1);
    const span = r['CALLING_BY_NAME']?.evidence[0]?.spans[0] ?? [0, 0];
    expect(call.turns[2]?.text.slice(...span)).toBe('Ahmet Bey');
  });

  it('scores 78 of 100 with the scales of the default set', () => {
    // 5 + 8 + 8 + 6 + 3 (name once) + 3 (talk 84 %) + 6 + 0 (silence 40 %) + 7 + 5 + 10 + 5 + 0 (security) + 12 = 78.
    const score = scoreCall(call, noReset);
    expect(score.score).toBe(78);
    expect(score.lost).toEqual(['CALLING_BY_NAME', 'TALK_TIME', 'TOTAL_SILENCE', 'SECURITY_ANNOUNCEMENTS']);
    expect(r['CALLING_BY_NAME']?.status).toBe('PARTIAL');
    expect(r['TOTAL_SILENCE']?.status).toBe('FAILED');
    expect(r['GREETING']?.status).toBe('PASSED');
    expect(score).toMatchObject({ duration: 66, totalSilence: 14.5, agentSilence: 3, customerSilence: 4, included: true });
    expect(score.wordCount).toBe(9 + 2 + 10 + 1 + 6 + 1 + 7);
  });

  it('zeroes the call when a reset-score rule fails', () => {
    const score = scoreCall(call, defaultRuleSet);
    expect(score.score).toBe(0);
    expect(score.criteria.find((x) => x.criterion === 'SECURITY_ANNOUNCEMENTS')).toMatchObject({ reset: true, points: 0 });
    expect(score.criteria.filter((x) => x.reset)).toHaveLength(1);
  });

  it('leaves inactive rules out', () => {
    const set = withRule(noReset, 'TALK_TIME', { active: false });
    expect(scoreCall(call, set).criteria).toHaveLength(13);
    // 78 − 3 earned of 100 − 6 → 75 / 94 = 79.8.
    expect(scoreCall(call, set).score).toBe(79.8);
  });
});

describe('not applicable is never a zero', () => {
  it('leaves every time-based criterion out of an untimed call', () => {
    const untimed: CallScoringInput = {
      ...call,
      turns: call.turns.map((t) => ({ ...t, start: null, end: null })),
      duration: null,
    };
    const score = scoreCall(untimed, noReset);
    const applicable = score.criteria.filter((x) => x.status !== 'NOT_APPLICABLE').map((x) => x.criterion);
    expect(applicable).toEqual(['OPENING_WORDS', 'CLOSING_WORDS', 'SECURITY_ANNOUNCEMENTS', 'GREETING']);
    expect(score.criteria.find((x) => x.criterion === 'TALK_TIME')).toMatchObject({ measured: null, points: 0 });
    // 8 + 10 + 0 + 12 of 8 + 10 + 10 + 12 = 30 / 40.
    expect(score.score).toBe(75);
    expect(score).toMatchObject({ duration: null, included: false, totalSilence: null, agentSilence: null });
  });

  it('leaves calling by name out of a call shorter than its minimum, and holds out of a call without', () => {
    const r = byCriterion(noReset, { ...call, duration: 59, holds: [] });
    expect(r['CALLING_BY_NAME']?.status).toBe('NOT_APPLICABLE'); // 59 s < 60 s
    expect(r['PERMISSION_BEFORE_HOLDING']?.status).toBe('NOT_APPLICABLE');
    expect(r['PERMISSION_TO_CONTINUE_HOLDING']?.status).toBe('NOT_APPLICABLE');
  });

  it('gives no score when nothing applies', () => {
    const score = scoreCall({ turns: [], holds: [], endedBy: null, customerName: null, duration: null }, defaultRuleSet);
    expect(score.score).toBeNull();
    expect(score.criteria.every((x) => x.status === 'NOT_APPLICABLE')).toBe(true);
  });
});

describe('holds', () => {
  /** Two holds: 30 s after asking, then 70 s without asking (the last two agent turns before it do not ask). */
  const held: CallScoringInput = {
    turns: [
      a('Sizi kısa bir süre beklemeye alabilir miyim?', 0, 3),
      c('Tabii.', 3.5, 4),
      a('Teşekkürler.', 36, 37),
      a('Kargonuz yolda.', 38, 39),
      a('Beklediğiniz için teşekkürler.', 111, 113),
    ],
    holds: [
      { start: 40, end: 110 },
      { start: 5, end: 35 },
    ],
    endedBy: null,
    customerName: null,
    duration: 114,
  };
  const r = byCriterion(noReset, held);

  it('counts the share of holds asked for and of holds within the permission duration', () => {
    expect(r['PERMISSION_BEFORE_HOLDING']?.measured).toBe(50); // 1 of 2
    expect(r['PERMISSION_BEFORE_HOLDING']?.evidence[1]).toEqual({ turn: 3, spans: [], note: '40–110 s' });
    expect(r['PERMISSION_TO_CONTINUE_HOLDING']?.measured).toBe(50); // 30 s ≤ 60 s, 70 s > 60 s
    expect(r['PERMISSION_TO_CONTINUE_HOLDING']?.evidence).toEqual([{ turn: 3, spans: [], note: '70 s > 60 s' }]);
    // Customer → agent: 4 → 36 is 32 s, 30 of them on hold → 2.
    expect(r['AGENT_SILENCE']?.measured).toBe(2);
  });
});

describe('speed, talk share and names on small calls', () => {
  it('measures letters per 10 s of agent speech', () => {
    // "Merhaba" 7 + "İyi günler" 9 = 16 letters in 1 + 1 s → 80 per 10 s; agent 2 s of 2.5 s → 80 %.
    const r = byCriterion(defaultRuleSet, {
      turns: [a('Merhaba', 0, 1), c('Alo', 1.5, 2), a('İyi günler', 2, 3)],
      holds: [],
      endedBy: null,
      customerName: null,
      duration: 3,
    });
    expect(r['SPEED_OF_SPEECH']?.measured).toBe(80);
    expect(r['TALK_TIME']?.measured).toBe(80);
    expect(r['SILENCE_BEFORE_OPENING']?.measured).toBe(0);
  });

  it('does not count a bot (IVR) as silence before the opening', () => {
    const r = byCriterion(defaultRuleSet, {
      turns: [{ speaker: 'bot', text: 'Lütfen bekleyin', start: 0, end: 5 }, a('Merhaba', 6.4, 7)],
      holds: [],
      endedBy: null,
      customerName: null,
      duration: 7,
    });
    expect(r['SILENCE_BEFORE_OPENING']?.measured).toBe(1); // 6.4 − 5 = 1.4
  });

  it('counts honorifics when the name is unknown, and name mentions in English', () => {
    const turns = [a("Mrs Smith, thank you. Ahmet Bey'e de iletirim.", 0, 5), c('Ok', 6, 7), a('Thanks, Mary Smith!', 8, 9)];
    const input = { turns, holds: [], endedBy: null, customerName: null, duration: 120 };
    expect(byCriterion(defaultRuleSet, input)['CALLING_BY_NAME']?.measured).toBe(2); // "Mrs Smith", "Ahmet Bey'e"
    const named = byCriterion(defaultRuleSet, { ...input, customerName: 'Mary Smith' })['CALLING_BY_NAME'];
    expect(named?.measured).toBe(2); // "Smith", "Mary Smith"
    expect(named?.status).toBe('PASSED');
  });
});

describe('scale lookup', () => {
  const ranges = [
    { start: 0, end: 3, score: 5 },
    { start: 5, end: 6, score: 2 },
  ];
  it('reads closed ranges, and a value in no range earns 0', () => {
    expect(scaleScore(ranges, 0)).toBe(5);
    expect(scaleScore(ranges, 3)).toBe(5);
    expect(scaleScore(ranges, 4)).toBe(0);
    expect(scaleScore(ranges, 5)).toBe(2);
    expect(scaleScore(ranges, 6)).toBe(2);
    expect(scaleScore(ranges, 7)).toBe(0);
    expect(scaleScore([], 1)).toBe(0);
  });

  it('rounds the measure to a whole number before the lookup and caps points at the maximum', () => {
    // Silence before opening 3.5 s → 4: in the 4–6 range of the default set (3 points).
    const turns = [a('Merhaba', 3.5, 4)];
    const input = { turns, holds: [], endedBy: null, customerName: null, duration: 4 };
    expect(byCriterion(defaultRuleSet, input)['SILENCE_BEFORE_OPENING']).toMatchObject({ measured: 4, points: 3 });
    const generous = withRule(defaultRuleSet, 'SILENCE_BEFORE_OPENING', { ranges: [{ start: 0, end: 10, score: 50 }] });
    expect(byCriterion(generous, input)['SILENCE_BEFORE_OPENING']).toMatchObject({ points: 5, status: 'PASSED' });
  });
});
