import type { FcrFigures, FcrReport } from '@sentio/domain';

export interface AnalysisCount {
  projectCode: string;
  name: string;
  issues: number;
}

/** Where the repeated issues (2, 3 and 4+ contacts) started, per analysis: what the "repeated" figure opens. */
export function repeatedPerAnalysis(report: Pick<FcrReport, 'distribution'>): AnalysisCount[] {
  const out = new Map<string, AnalysisCount>();
  for (const row of report.distribution) {
    if (row.bucket === '1' || row.bucket === 'R') continue;
    for (const a of row.perAnalysis) {
      const seen = out.get(a.projectCode);
      if (seen) seen.issues += a.issues;
      else out.set(a.projectCode, { ...a });
    }
  }
  return [...out.values()].filter((a) => a.issues > 0);
}

/** The rate's change against the comparison, in percentage points; null when either has no rate. */
export function rateChange(figures: FcrFigures, comparison: FcrFigures | null | undefined): number | null {
  if (!comparison || figures.rate === null || comparison.rate === null) return null;
  return figures.rate - comparison.rate;
}
