/** The table `bench:topics` prints (Markdown, as the README holds it). */
import type { ClusterScores } from './topics-scores.js';

export interface SystemRun {
  name: string;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  withOutliers: ClusterScores;
  clusteredOnly: ClusterScores;
  nmiSd: number;
  notes: string[];
}

const pct = (x: number): string => (100 * x).toFixed(1);

export function formatTable(runs: readonly SystemRun[]): string {
  const header = [
    'system',
    'NMI (outliers = 1 cluster)',
    'purity (outliers = 1 cluster)',
    'NMI (clustered only)',
    'purity (clustered only)',
    'coverage %',
    'time s (CPU s) per run',
    'peak RSS MB',
  ];
  const rows = runs.map((r) => [
    r.name,
    `${r.withOutliers.nmi.toFixed(3)} ± ${r.nmiSd.toFixed(3)}`,
    pct(r.withOutliers.purity),
    r.clusteredOnly.nmi.toFixed(3),
    pct(r.clusteredOnly.purity),
    pct(r.clusteredOnly.coverage),
    `${r.seconds.toFixed(2)} (${r.cpuSeconds.toFixed(2)})`,
    r.peakRssMb.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
