import type { ScoreRange, ScoringCriterion, ScoringRule } from '../validation/scoring.js';
import type { RuleSet, ScriptControl } from './types.js';

/**
 * The built-in rule set (version 0): used until a project saves its own. Points total exactly 100; scales are
 * closed whole-number ranges and a measured value in no range earns 0 (docs/call-scoring.md, "Default rule set").
 */

const r = (start: number, end: number, score: number): ScoreRange => ({ start, end, score });

const rule = (
  criterion: ScoringCriterion,
  maxScore: number,
  ranges: ScoreRange[],
  extra: Partial<Pick<ScoringRule, 'resetScore' | 'minCallDuration'>> = {},
): ScoringRule => ({ criterion, maxScore, active: true, resetScore: false, minCallDuration: null, ranges, ...extra });

/** Upper bound for open-ended scales ("2 or more times"): far above anything a call can measure. */
const MANY = 100_000;

export const defaultRules: readonly ScoringRule[] = [
  rule('SILENCE_BEFORE_OPENING', 5, [r(0, 3, 5), r(4, 6, 3), r(7, 10, 1)]),
  rule('PERMISSION_BEFORE_HOLDING', 8, [r(100, 100, 8), r(50, 99, 4)]),
  rule('OPENING_WORDS', 8, [r(70, 100, 8), r(40, 69, 4)]),
  rule('PERMISSION_TO_CONTINUE_HOLDING', 6, [r(100, 100, 6), r(50, 99, 3)]),
  rule('CALLING_BY_NAME', 6, [r(2, MANY, 6), r(1, 1, 3)], { minCallDuration: 60 }),
  rule('TALK_TIME', 6, [r(30, 75, 6), r(20, 29, 3), r(76, 85, 3)]),
  rule('SPEED_OF_SPEECH', 6, [r(110, 170, 6), r(90, 109, 3), r(171, 190, 3)]),
  rule('TOTAL_SILENCE', 6, [r(0, 20, 6), r(21, 30, 3)]),
  rule('AGENT_SILENCE', 7, [r(0, 5, 7), r(6, 10, 4), r(11, 15, 2)]),
  rule('CUSTOMER_SILENCE', 5, [r(0, 8, 5), r(9, 15, 2)]),
  rule('CLOSING_WORDS', 10, [r(70, 100, 10), r(40, 69, 5)]),
  rule('SILENCE_BEFORE_CLOSING', 5, [r(0, 3, 5), r(4, 6, 2)]),
  // A security announcement is a legal duty in most contact centres: missing it zeroes the call.
  rule('SECURITY_ANNOUNCEMENTS', 10, [r(70, 100, 10)], { resetScore: true }),
  rule('GREETING', 12, [r(70, 100, 12), r(40, 69, 6)]),
];

/** One alternative per line, Turkish first, then English; the best line counts. */
export const defaultScript: ScriptControl = {
  opening: ['Size nasıl yardımcı olabilirim', 'How can I help you today'].join('\n'),
  greeting: [
    'Merhaba, müşteri hizmetlerine hoş geldiniz',
    'Hello and welcome to customer services',
    'Good morning, welcome to customer services',
  ].join('\n'),
  closing: ['Başka yardımcı olabileceğim bir konu var mı', 'Is there anything else I can help you with'].join('\n'),
  holdPermission: [
    'Sizi kısa bir süre beklemeye alabilir miyim',
    'Kontrol etmem için sizi biraz bekletebilir miyim',
    'May I put you on hold for a moment',
    'Can I place you on a short hold while I check',
  ].join('\n'),
  security: [
    'Görüşmemiz hizmet kalitesi ve güvenliğiniz için kayıt altına alınmaktadır',
    'This call is recorded for quality and security purposes',
  ].join('\n'),
  holdPermissionDuration: 60,
  customerEndedScript: [
    'Bizi aradığınız için teşekkür ederiz, iyi günler dilerim',
    'Thank you for calling, have a nice day',
  ].join('\n'),
  agentEndedScript: ['Görüşmemizi sonlandırıyorum, iyi günler dilerim', 'I will end the call now, have a nice day'].join('\n'),
  matchThreshold: 70,
};

export const defaultRuleSet: RuleSet = { minCallDuration: 30, rules: defaultRules, script: defaultScript };
