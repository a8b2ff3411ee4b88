import type { ScriptMatch } from './types.js';

export interface MatchOptions {
  /** Only these turn indexes are searched (default: all). */
  turns?: readonly number[];
}

/** The best match of any line of `lines` in the turns' texts (docs/call-scoring.md, "Fuzzy script matching"). */
export function matchScript(lines: string, turns: readonly { text: string }[], options: MatchOptions = {}): ScriptMatch {
  void lines;
  void turns;
  void options;
  return { similarity: 0, evidence: null };
}
