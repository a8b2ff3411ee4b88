export type { CallHold, CallScore, CallScoringInput, CallTurn, RuleSet, ScriptControl, ScriptMatch } from './types.js';
export { defaultRules, defaultRuleSet, defaultScript } from './defaults.js';
export { normalise as normaliseCallText, tokenise as tokeniseCallText, type Token as CallToken } from './normalise.js';
export { wordsMatch as callWordsMatch } from './words.js';
export { matchScript, type ScriptMatchOptions } from './match.js';
export { compileRuleSet, scaleScore, scoreCall, activeCriteria, type CompiledRuleSet } from './score.js';
export { ruleSetIssues } from './rule-set.js';
