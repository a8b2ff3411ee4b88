import { defaultRuleSet } from '@sentio/domain';
import { describe, expect, it } from 'vitest';
import { defaultVersion, diffRules, diffScript, versionForDay, type VersionedSet } from './versions.js';

const v = (version: number, effectiveFrom: string): VersionedSet => ({ ...defaultRuleSet, version, effectiveFrom });
const at = { version: 1, effectiveFrom: '2026-05-12', userId: 'u1' };

describe('versionForDay', () => {
  const versions = [v(1, '2026-05-12'), v(2, '2026-05-21'), v(3, '2026-05-21')];
  it('takes the latest version in force on the day, the earliest before every version, the default without any', () => {
    expect(versionForDay(versions, '2026-05-20').version).toBe(1);
    expect(versionForDay(versions, '2026-05-21').version).toBe(3);
    expect(versionForDay(versions, '2026-01-01').version).toBe(1);
    expect(versionForDay([], '2026-01-01')).toBe(defaultVersion);
  });
});

describe('diffRules and diffScript', () => {
  it('writes one entry per changed rule, ACTIVATED / INACTIVATED / CHANGED with the fields, and the minimum duration', () => {
    const after = {
      minCallDuration: 45,
      rules: defaultRuleSet.rules.map((r) =>
        r.criterion === 'GREETING'
          ? { ...r, active: false }
          : r.criterion === 'TALK_TIME'
            ? { ...r, maxScore: 8, ranges: [{ score: 8, end: 75, start: 30 }] }
            : { ...r, ranges: r.ranges.map((x) => ({ end: x.end, score: x.score, start: x.start })) },
      ),
    };
    const entries = diffRules(defaultRuleSet, after, at);
    expect(entries.map((e) => [e.kind, e.criterion, e.changes.map((c) => c.field)])).toEqual([
      ['MIN_DURATION_CHANGED', null, ['minCallDuration']],
      ['CHANGED', 'TALK_TIME', ['maxScore', 'ranges']],
      ['INACTIVATED', 'GREETING', ['active']],
    ]);
    const back = diffRules(after, defaultRuleSet, at);
    expect(back.find((e) => e.criterion === 'GREETING')?.kind).toBe('ACTIVATED');
  });

  it('writes one SCRIPT_CHANGED with the changed fields, none without a change', () => {
    expect(diffScript(defaultRuleSet.script, { ...defaultRuleSet.script }, at)).toEqual([]);
    const [entry] = diffScript(defaultRuleSet.script, { ...defaultRuleSet.script, closing: 'Bye', matchThreshold: 60 }, at);
    expect(entry?.changes.map((c) => c.field)).toEqual(['closing', 'matchThreshold']);
  });
});
