/**
 * The peer figures of the datasets folder's BASELINES.md (scikit-learn TF-IDF + LinearSVC / LogisticRegression and
 * the native fastText CLI, measured once on this machine), parsed from its markdown table so the bench prints the
 * current file's numbers rather than a copy that could drift.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const BASELINE_SYSTEMS = ['TF-IDF + LinearSVC', 'TF-IDF + LogReg', 'fastText (BASELINES.md)'] as const;
export type BaselineSystem = (typeof BASELINE_SYSTEMS)[number];

/** One peer's published figures on one task; quality in % like the file. */
export interface BaselineFigures {
  system: BaselineSystem;
  /** Accuracy (single-label) or micro-F1 (GoEmotions). */
  first: number;
  macroF1: number;
  trainSeconds: number | null;
  docsPerSecond: number | null;
}

const num = (s: string | undefined): number | null => {
  if (s === undefined) return null;
  const v = Number(s.replace(/,/gu, '').trim());
  return Number.isFinite(v) ? v : null;
};

const triple = (cell: string | undefined): (number | null)[] => (cell ?? '').split('/').map((s) => num(s));

/**
 * Parses the table rows of BASELINES.md into figures per task (the first word of the task cell, e.g.
 * `airline_negativereason`). Rows whose cells do not parse are skipped; an absent file gives an empty map.
 */
export function parseBaselines(markdown: string): Map<string, BaselineFigures[]> {
  const out = new Map<string, BaselineFigures[]>();
  for (const line of markdown.split(/\r?\n/u)) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').slice(1, -1);
    if (cells.length < 7) continue;
    const task = (cells[0] ?? '').trim().split(/\s+/u)[0] ?? '';
    const quality = [cells[2], cells[3], cells[4]].map((c) => triple(c));
    const train = triple(cells[5]);
    const speed = triple(cells[6]);
    const figures: BaselineFigures[] = [];
    BASELINE_SYSTEMS.forEach((system, i) => {
      const [first, macroF1] = quality[i] ?? [];
      if (first === null || first === undefined || macroF1 === null || macroF1 === undefined) return;
      figures.push({ system, first, macroF1, trainSeconds: train[i] ?? null, docsPerSecond: speed[i] ?? null });
    });
    if (figures.length > 0) out.set(task, figures);
  }
  return out;
}

export async function loadBaselines(datasetsRoot: string): Promise<Map<string, BaselineFigures[]>> {
  try {
    return parseBaselines(await readFile(join(datasetsRoot, 'BASELINES.md'), 'utf8'));
  } catch {
    return new Map();
  }
}
