/**
 * `npm run bench:calls`: call-scoring throughput (docs/call-scoring.md). Scores BENCH_CALLS (default 10,000)
 * generated timed call-centre dialogues, half Turkish and half English (demo/calls.ts), with the default rule set on
 * one thread, and prints calls/s and µs per call (p50, p95). The peer, in the same run: the same calls with the
 * script criteria matched by Fuse.js (calls-peer.ts). Both sides print how many scripts they found, so speed is
 * not bought with misses. Each side first scores 1,000 calls to warm the JIT, then the timed pass starts on a
 * fresh copy of the rule set (an empty word memo). Figures only, no asserts.
 */
import { compileRuleSet, defaultRuleSet, scoreCall, type CallScoringInput, type CallScore } from '@sentio/domain';
import os from 'node:os';
import { generateCalls } from '../src/features/demo/calls.js';
import { peerScore, peerSet } from './calls-peer.js';

const count = Number(process.env['BENCH_CALLS'] ?? 10_000);
const log = (line: string) => process.stderr.write(`[bench:calls] ${line}\n`);
const now = new Date('2026-03-01T12:00:00Z');

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

log(`generating ${count} calls…`);
const calls: CallScoringInput[] = (['tr', 'en'] as const).flatMap((language) =>
  generateCalls({ seed: 21, count: Math.ceil(count / 2), language, now }).map((c) => ({
    turns: c.turns,
    holds: c.holds,
    endedBy: c.endedBy,
    customerName: c.customerName,
    duration: c.duration,
  })),
);
calls.length = count;

/** Scripts our engine found: the four script criteria at or above the threshold, and the asked-for holds. */
function oursFound(score: CallScore): number {
  const threshold = defaultRuleSet.script.matchThreshold;
  let found = 0;
  for (const r of score.criteria) {
    if (r.measured === null) continue;
    if (['OPENING_WORDS', 'GREETING', 'CLOSING_WORDS', 'SECURITY_ANNOUNCEMENTS'].includes(r.criterion) && r.measured >= threshold)
      found++;
    if (r.criterion === 'PERMISSION_BEFORE_HOLDING') found += r.evidence.filter((e) => e.spans.length > 0).length;
  }
  return found;
}

interface Run {
  name: string;
  seconds: number;
  micros: number[];
  found: number;
  meanScore: number;
}

function run(name: string, scoreOne: (call: CallScoringInput) => { score: number | null; found: number }): Run {
  const micros: number[] = [];
  let found = 0;
  let sum = 0;
  const started = process.hrtime.bigint();
  for (const call of calls) {
    const t0 = process.hrtime.bigint();
    const result = scoreOne(call);
    micros.push(Number(process.hrtime.bigint() - t0) / 1000);
    found += result.found;
    sum += result.score ?? 0;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  micros.sort((x, y) => x - y);
  return { name, seconds, micros, found, meanScore: sum / calls.length };
}

const warm = calls.slice(0, 1000);
const warmSet = compileRuleSet({ ...defaultRuleSet });
for (const call of warm) scoreCall(call, warmSet);
const timedSet = compileRuleSet({ ...defaultRuleSet });
const ours = run('Sentio (word alignment)', (call) => {
  const s = scoreCall(call, timedSet);
  return { score: s.score, found: oursFound(s) };
});

const warmPeer = peerSet({ ...defaultRuleSet });
for (const call of warm) peerScore(call, warmPeer);
const timedPeer = peerSet({ ...defaultRuleSet });
const peer = run('Fuse.js 7.5.0 (Bitap)', (call) => peerScore(call, timedPeer));

const cpus = os.cpus();
console.log(
  `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}; one thread.`,
);
console.log(`${calls.length} calls (TR + EN), default rule set, match threshold ${defaultRuleSet.script.matchThreshold}.`);
console.log('| scorer | calls/s | µs/call p50 | µs/call p95 | scripts found | mean score |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of [ours, peer])
  console.log(
    `| ${r.name} | ${Math.round(calls.length / r.seconds).toLocaleString('en-US')} | ${quantile(r.micros, 0.5).toFixed(0)} | ${quantile(r.micros, 0.95).toFixed(0)} | ${r.found.toLocaleString('en-US')} | ${r.meanScore.toFixed(1)} |`,
  );
