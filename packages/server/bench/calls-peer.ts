import {
  compileRuleSet,
  scaleScore,
  scoreCall,
  type CallScoringInput,
  type CompiledRuleSet,
  type RuleSet,
  type ScoringCriterion,
} from '@sentio/domain';
import Fuse from 'fuse.js';

/**
 * The benchmark's peer (calls.bench.ts): the same calls scored with the script criteria matched by Fuse.js (Bitap,
 * diacritics ignored, location ignored) instead of our word alignment; the time criteria are our engine's, so the
 * difference in time is the script matching. A line counts as found when Fuse's score ≤ 1 − threshold ÷ 100.
 */

const SCRIPT_CRITERIA: readonly ScoringCriterion[] = ['OPENING_WORDS', 'GREETING', 'CLOSING_WORDS', 'SECURITY_ANNOUNCEMENTS'];

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** Similarity 0–100 of the best line of a script in the texts: 100 × (1 − Fuse score). */
function fuseSimilarity(script: readonly string[], texts: readonly string[], threshold: number): number {
  if (texts.length === 0) return 0;
  const fuse = new Fuse(texts, {
    includeScore: true,
    ignoreLocation: true,
    ignoreDiacritics: true,
    threshold: 1 - threshold / 100,
  });
  let best = 0;
  for (const line of script) {
    const hit = fuse.search(line, { limit: 1 })[0];
    if (hit?.score !== undefined) best = Math.max(best, 100 * (1 - hit.score));
  }
  return best;
}

export interface PeerSet {
  /** The rule set without its script criteria: our engine measures the rest. */
  timeOnly: CompiledRuleSet;
  set: RuleSet;
  scripts: Record<'opening' | 'greeting' | 'closing' | 'customerEnded' | 'agentEnded' | 'security' | 'hold', string[]>;
}

export function peerSet(set: RuleSet): PeerSet {
  const s = set.script;
  return {
    timeOnly: compileRuleSet({
      ...set,
      rules: set.rules.map((r) => (SCRIPT_CRITERIA.includes(r.criterion) ? { ...r, active: false } : r)),
    }),
    set,
    scripts: {
      opening: lines(s.opening),
      greeting: lines(s.greeting),
      closing: lines(s.closing),
      customerEnded: lines(s.customerEndedScript),
      agentEnded: lines(s.agentEndedScript),
      security: lines(s.security),
      hold: lines(s.holdPermission),
    },
  };
}

/** The peer's score of a call and how many scripts it found (the four script criteria and the asked-for holds). */
export function peerScore(call: CallScoringInput, p: PeerSet): { score: number | null; found: number } {
  const base = scoreCall(call, p.timeOnly);
  const threshold = p.set.script.matchThreshold;
  const agentTexts = call.turns.filter((t) => t.speaker === 'agent').map((t) => t.text);
  const closing = [
    ...p.scripts.closing,
    ...(call.endedBy === 'customer' ? p.scripts.customerEnded : call.endedBy === 'agent' ? p.scripts.agentEnded : []),
  ];
  const similarity: Partial<Record<ScoringCriterion, number>> = {
    OPENING_WORDS: fuseSimilarity(p.scripts.opening, agentTexts.slice(0, 2), threshold),
    GREETING: fuseSimilarity(p.scripts.greeting, agentTexts.slice(0, 3), threshold),
    CLOSING_WORDS: fuseSimilarity(closing, agentTexts.slice(-2), threshold),
    SECURITY_ANNOUNCEMENTS: fuseSimilarity(p.scripts.security, agentTexts, threshold),
  };
  let found = 0;
  let earned = 0;
  let max = 0;
  let reset = false;
  for (const r of base.criteria) {
    if (r.status === 'NOT_APPLICABLE') continue;
    earned += r.points;
    max += r.maxScore;
  }
  for (const rule of p.set.rules) {
    const value = similarity[rule.criterion];
    if (value === undefined || !rule.active || agentTexts.length === 0) continue;
    if (value >= threshold) found++;
    const points = Math.min(rule.maxScore, Math.max(0, scaleScore(rule.ranges, Math.round(value))));
    if (rule.resetScore && points <= 0) reset = true;
    earned += points;
    max += rule.maxScore;
  }
  // Holds asked for: the last two agent turns before each hold, as our engine reads them.
  for (const hold of call.holds) {
    const before = call.turns.filter((t) => t.speaker === 'agent' && (t.start ?? Infinity) < hold.start).slice(-2);
    if (
      fuseSimilarity(
        p.scripts.hold,
        before.map((t) => t.text),
        threshold,
      ) >= threshold
    )
      found++;
  }
  const score = max <= 0 ? null : reset ? 0 : Math.round((1000 * earned) / max) / 10;
  return { score, found };
}
