/** Verdicts against the issue's targets, and the tables the bench prints. */
import type { BaselineFigures } from './baselines.js';
import type { Task } from './datasets.js';
import type { FastTextResult, SystemResult } from './runner.js';
import type { SemanticResult } from './semantic-run.js';

export const TARGETS = { trainTimeRatio: 0.5, throughputRatio: 2 } as const;

export interface PeerFigure {
  system: string;
  /** In %, like BASELINES.md. */
  value: number;
}

export interface Verdict {
  /** Best peer macro-F1 (and, multi-label, micro-F1) over BASELINES.md and this run's fastText. */
  bestMacroF1: PeerFigure;
  bestMicroF1: PeerFigure | null;
  quality: boolean;
  trainTimeRatio: number;
  trainTime: boolean;
  throughputRatio: number;
  throughput: boolean;
}

export interface TaskReport {
  task: Task;
  ours: SystemResult;
  fastText: FastTextResult;
  baselines: BaselineFigures[];
  verdict: Verdict;
  /** The optional "Sentio + semantic" row (English tasks; null when skipped or unavailable). */
  semantic: SemanticResult | null;
}

const pct = (x: number): number => Math.round(x * 1000) / 10;

function best(figures: readonly PeerFigure[]): PeerFigure {
  return figures.reduce((a, b) => (b.value > a.value ? b : a));
}

export function judge(
  multiLabel: boolean,
  ours: SystemResult,
  fastText: FastTextResult,
  baselines: readonly BaselineFigures[],
): Verdict {
  const thisRun = 'fastText (this run)';
  const bestMacroF1 = best([
    { system: thisRun, value: pct(fastText.macroF1) },
    ...baselines.map((b) => ({ system: b.system, value: b.macroF1 })),
  ]);
  const bestMicroF1 = multiLabel
    ? best([{ system: thisRun, value: pct(fastText.first) }, ...baselines.map((b) => ({ system: b.system, value: b.first }))])
    : null;
  const trainTimeRatio = ours.trainSeconds / fastText.trainSeconds;
  const throughputRatio = ours.docsPerSecond / fastText.docsPerSecond;
  return {
    bestMacroF1,
    bestMicroF1,
    quality: pct(ours.macroF1) >= bestMacroF1.value && (bestMicroF1 === null || pct(ours.first) >= bestMicroF1.value),
    trainTimeRatio,
    trainTime: trainTimeRatio <= TARGETS.trainTimeRatio,
    throughputRatio,
    throughput: throughputRatio >= TARGETS.throughputRatio,
  };
}

const mark = (ok: boolean): string => (ok ? '✓' : '✗');
const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const secs = (s: number): string => (s < 10 ? s.toFixed(2) : s.toFixed(1));
const f1 = (x: number): string => pct(x).toFixed(1);
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 2 : 1)} MB`;
const opt = (n: number | null, f: (n: number) => string): string => (n === null ? '–' : f(n));

/** A markdown table with padded columns; `right` marks right-aligned columns. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], right: readonly boolean[] = []): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, c) => (right[c] === true ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (right[c] === true ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** fastText's parameters as printed: "epoch 25, lr 0.5 (grid)", plus the multi-label threshold. */
export function fastTextParams(r: FastTextResult): string {
  const threshold = r.threshold === null ? '' : `, threshold ${r.threshold.toFixed(2)}`;
  return `epoch ${r.params.epoch}, lr ${r.params.lr}${threshold} (${r.paramsFrom})`;
}

/** The per-task table: both systems of this run, their ratios, the BASELINES.md peers, then the verdict. */
export function taskTable(r: TaskReport): string {
  const { task, ours, fastText: ft, verdict: v } = r;
  const first = task.multiLabel ? 'micro-F1' : 'accuracy';
  const rows: string[][] = [
    [
      'Sentio (this run)',
      f1(ours.first),
      f1(ours.macroF1),
      secs(ours.trainSeconds),
      int(ours.docsPerSecond),
      mb(ours.modelBytes),
    ],
    [
      `fastText wasm (this run; ${fastTextParams(ft)})`,
      f1(ft.first),
      f1(ft.macroF1),
      secs(ft.trainSeconds),
      int(ft.docsPerSecond),
      mb(ft.modelBytes),
    ],
    [
      'Sentio vs fastText',
      `${(pct(ours.first) - pct(ft.first)).toFixed(1)} pt`,
      `${(pct(ours.macroF1) - pct(ft.macroF1)).toFixed(1)} pt`,
      `${v.trainTimeRatio.toFixed(2)}× ${mark(v.trainTime)}`,
      `${v.throughputRatio.toFixed(2)}× ${mark(v.throughput)}`,
      `${(ours.modelBytes / ft.modelBytes).toFixed(3)}×`,
    ],
    ...(r.semantic === null
      ? []
      : [
          [
            'Sentio + semantic (this run; docs/s incl. embedding)',
            f1(r.semantic.first),
            f1(r.semantic.macroF1),
            secs(r.semantic.trainSeconds),
            int(r.semantic.docsPerSecond),
            mb(r.semantic.modelBytes),
          ],
        ]),
    ...r.baselines.map((b) => [
      `${b.system}${b.system.includes('BASELINES') ? '' : ' (BASELINES.md)'}`,
      b.first.toFixed(1),
      b.macroF1.toFixed(1),
      opt(b.trainSeconds, secs),
      opt(b.docsPerSecond, int),
      '–',
    ]),
  ];
  const head = `${task.name}: train ${int(task.train.length)} · scored on ${task.scoredOn} (${int(task.test.length)} rows)`;
  const notes = task.notes.map((n) => `  note: ${n}`);
  const qualityLine = [
    `macro-F1 ${f1(ours.macroF1)} vs best peer ${v.bestMacroF1.value.toFixed(1)} (${v.bestMacroF1.system})`,
    ...(v.bestMicroF1 === null
      ? []
      : [`micro-F1 ${f1(ours.first)} vs best peer ${v.bestMicroF1.value.toFixed(1)} (${v.bestMicroF1.system})`]),
  ].join(', ');
  const targets =
    `  targets: ${qualityLine} ${mark(v.quality)} · train time ${v.trainTimeRatio.toFixed(2)}× fastText (≤ ${TARGETS.trainTimeRatio}) ${mark(v.trainTime)}` +
    ` · throughput ${v.throughputRatio.toFixed(2)}× fastText (≥ ${TARGETS.throughputRatio}) ${mark(v.throughput)}`;
  const s = r.semantic;
  const semanticLine =
    s === null
      ? []
      : [
          `  semantic: embedding ${secs(s.embedSeconds)} s this run (disk cache), ${secs(s.embedSecondsUncached)} s cold at ` +
            `${int(s.embedDocsPerSecond)} docs/s; classification ${int(s.classifyDocsPerSecond)} docs/s with vectors at hand; ` +
            `train s excludes embedding`,
        ];
  return [
    head,
    ...notes,
    table(['system', first, 'macro-F1', 'train s', 'docs/s (1 thread)', 'model size'], rows, [
      false,
      true,
      true,
      true,
      true,
      true,
    ]),
    targets,
    ...semanticLine,
  ].join('\n');
}

/** The summary table for packages/ml/README.md: one row per task, this run's figures and the verdicts. */
export function summaryTable(reports: readonly TaskReport[]): string {
  const rows = reports.map(({ task, ours, fastText: ft, verdict: v }) => [
    task.name,
    task.scoredOn.split('/').pop() ?? task.scoredOn,
    `${f1(ours.first)} / ${f1(ours.macroF1)}`,
    `${f1(ft.first)} / ${f1(ft.macroF1)}`,
    v.bestMicroF1 === null
      ? v.bestMacroF1.value.toFixed(1)
      : `${v.bestMicroF1.value.toFixed(1)} / ${v.bestMacroF1.value.toFixed(1)}`,
    `${secs(ours.trainSeconds)} / ${secs(ft.trainSeconds)} (${v.trainTimeRatio.toFixed(2)}×)`,
    `${int(ours.docsPerSecond)} / ${int(ft.docsPerSecond)} (${v.throughputRatio.toFixed(2)}×)`,
    `${mb(ours.modelBytes)} / ${mb(ft.modelBytes)}`,
    `${mark(v.quality)} ${mark(v.trainTime)} ${mark(v.throughput)}`,
  ]);
  return table(
    [
      'task',
      'scored on',
      'Sentio acc / macro-F1',
      'fastText acc / macro-F1',
      'best peer macro-F1',
      'train s Sentio / fastText',
      'docs/s Sentio / fastText',
      'model Sentio / fastText',
      'F1 · time · speed',
    ],
    rows,
  );
}

/** The optional semantic rows beside the default model's: quality gained, and what it costs. */
export function semanticTable(reports: readonly TaskReport[]): string {
  const rows = reports.flatMap(({ task, ours, semantic: s }) =>
    s === null
      ? []
      : [
          [
            task.name,
            `${f1(ours.first)} / ${f1(ours.macroF1)}`,
            `${f1(s.first)} / ${f1(s.macroF1)}`,
            `${secs(ours.trainSeconds)} / ${secs(s.trainSeconds)}`,
            `${secs(s.embedSeconds)} / ${secs(s.embedSecondsUncached)}`,
            `${int(ours.docsPerSecond)} / ${int(s.docsPerSecond)}`,
            `${mb(ours.modelBytes)} / ${mb(s.modelBytes)}`,
          ],
        ],
  );
  return table(
    [
      'task',
      'Sentio acc / macro-F1',
      '+ semantic acc / macro-F1',
      'train s Sentio / + semantic',
      'embedding s cached / cold',
      'docs/s Sentio / + semantic (incl. embedding)',
      'model Sentio / + semantic',
    ],
    rows,
  );
}
