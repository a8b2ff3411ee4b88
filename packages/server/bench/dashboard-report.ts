// The dashboard benchmark's printed result: a markdown block for the README.
import { machineLine } from './shared-analysis.js';

export interface KindFigures {
  name: string;
  matches: number;
  peerMatches: number;
  /** Widgets in the response. */
  widgets: number;
  /** The widgets' sources, e.g. "ROLLUP" or "ROLLUP+SCAN"; "—" without widgets. */
  source: string;
  p50: number;
  p95: number;
  peerP50: number;
  peerP95: number;
}

export interface DashboardFigures {
  database: string;
  docs: number;
  chunk: number;
  rounds: number;
  loadMs: number;
  vacuumMs: number;
  copyMs: number;
  /** How the NPS/CSAT settings were set. */
  settings: string;
  rollups: string;
  problems: string[];
  kinds: KindFigures[];
  overall: { p50: number; p95: number; peerP50: number; peerP95: number; n: number };
}

const ms = (v: number) => v.toFixed(1);
const ratio = (ours: number, peer: number) => (peer > 0 ? `${(ours / peer).toFixed(1)}×` : '—');
const seconds = (v: number) => (v / 1000).toFixed(1);

export function dashboardReport(f: DashboardFigures): string {
  const docsPerSecond = Math.round(f.docs / (f.loadMs / 1000));
  const o = f.overall;
  return [
    '',
    `### Dashboard benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    machineLine(f.database),
    '',
    `Data: ${f.docs.toLocaleString('en')} generated documents (18 months, 5 channels, 16 leaf categories, NPS/CSAT answers; ${f.settings}) ` +
      `loaded by server-side SQL in chunks of ${f.chunk.toLocaleString('en')} in ${seconds(f.loadMs)} s ` +
      `(${docsPerSecond.toLocaleString('en')} docs/s, rollup triggers included), then VACUUM ANALYZE ${seconds(f.vacuumMs)} s. ` +
      `Rollups: ${f.rollups}. DuckDB copy: ${seconds(f.copyMs)} s (cursor → appender, in memory).`,
    '',
    `The call: POST …/document/search, widget on (the default dashboard), first page of 10, default facets; ` +
      `1 warm-up round + ${f.rounds} rounds, one request at a time. DuckDB: the same aggregations per kind over the raw rows, ` +
      `one query after another.`,
    '',
    '| filter kind | matches | DuckDB matches | widgets (source) | p50 ms | p95 ms | DuckDB p50 | DuckDB p95 | ratio p50 | ratio p95 |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|',
    ...f.kinds.map(
      (k) =>
        `| ${k.name} | ${k.matches.toLocaleString('en')} | ${k.peerMatches.toLocaleString('en')} | ${k.widgets} (${k.source}) | ` +
        `${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.peerP50)} | ${ms(k.peerP95)} | ${ratio(k.p50, k.peerP50)} | ${ratio(k.p95, k.peerP95)} |`,
    ),
    `| **overall** (${o.n} calls) | | | | **${ms(o.p50)}** | **${ms(o.p95)}** (goal ≤ 150) | ${ms(o.peerP50)} | ${ms(o.peerP95)} | ` +
      `${ratio(o.p50, o.peerP50)} | **${ratio(o.p95, o.peerP95)}** (goal ≤ 5×) |`,
    '',
    ...(f.problems.length > 0 ? [`Widget problems reported: ${f.problems.join('; ')}.`, ''] : []),
  ].join('\n');
}
