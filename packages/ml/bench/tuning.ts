/**
 * How the fastText peer's epochs and learning rate are chosen: fixed presets by default, or (`--tune`) a grid
 * scored on data disjoint from the scored split. Multi-label, its probability threshold is tuned too.
 */
import { type Example, type Task, type TaskName } from './datasets.js';
import { fastTextLine, type FastTextModel, type FastTextPeer, type FtParams } from './fasttext-peer.js';
import { quality } from './scores.js';

export interface GridPoint extends FtParams {
  /** Tuning score: macro-F1 (multi-label: mean of micro- and macro-F1 at the best threshold); -1 if training failed. */
  score: number;
  threshold: number | null;
}

/**
 * fastText epochs/lr per task, chosen once with `--tune` (the grid below, scored on a held-out slice of train or
 * on the task's tuning data, never on the scored split) and fixed here so a normal run spends its time on the
 * measured models rather than on the search. Re-run `--tune` after changing the fastText settings.
 */
export const FASTTEXT_PRESETS: Readonly<Record<TaskName, FtParams>> = {
  airline_sentiment: { epoch: 10, lr: 0.5 },
  airline_negativereason: { epoch: 10, lr: 0.5 },
  banking77_full: { epoch: 25, lr: 0.5 },
  banking77_30shot: { epoch: 50, lr: 0.5 },
  banking77_10shot: { epoch: 50, lr: 0.5 },
  turkish_sentiment_fsmtsa: { epoch: 10, lr: 0.5 },
  turkish_store_reviews: { epoch: 10, lr: 0.5 },
  sgd_intent: { epoch: 10, lr: 0.5 },
  sgd_domain: { epoch: 10, lr: 0.5 },
  goemotions: { epoch: 10, lr: 0.5 },
};

/**
 * The grid: every epochs × lr pair, up the epoch ladder. Candidates that would train on more than MAX_GRID_TOKENS
 * tokens (epochs × tokens of the fitting data; ~1.5 minutes each here) are tried only while the previous epoch
 * level still improved the best score by more than GRID_TOLERANCE, so long dialogues get more epochs only if they
 * need them. fastText starts from a zero output matrix and needs many epochs or a high lr to leave it on small
 * data or long documents (with lr 0.5 and 25 epochs it does not learn the 770-example BANKING77 10-shot set at
 * all; 10 epochs leave SGD dialogues far from converged), hence the long ladder.
 */
const GRID_EPOCHS = [5, 10, 25, 50, 100] as const;
const GRID_LRS = [0.5, 1] as const;
const MAX_GRID_TOKENS = 12_000_000;
/** Candidates within this much of the best tuning score count as equal; the one with the fewest epochs wins. */
const GRID_TOLERANCE = 0.005;
const THRESHOLDS = Array.from({ length: 19 }, (_, i) => (i + 1) / 20);

const truthOf = (examples: readonly Example[]): string[][] => examples.map((e) => e.labels);

/** Multi-label: the threshold with the best mean of micro- and macro-F1 on the given lines. */
export function bestThreshold(
  model: FastTextModel,
  lines: readonly string[],
  truth: readonly string[][],
): { threshold: number; score: number } {
  const all = lines.map((l) => model.scores(l));
  let best = { threshold: 0.5, score: -1 };
  for (const t of THRESHOLDS) {
    const predicted = all.map((s) => {
      const passed = s.filter(([, p]) => p >= t).map(([l]) => l);
      return passed.length > 0 ? passed : s.slice(0, 1).map(([l]) => l);
    });
    const q = quality(true, truth, predicted);
    const score = (q.first + q.macroF1) / 2;
    if (score > best.score) best = { threshold: t, score };
  }
  return best;
}

function tuneScore(
  model: FastTextModel,
  lines: readonly string[],
  truth: readonly string[][],
): { score: number; threshold: number | null } {
  if (model.multiLabel) {
    const best = bestThreshold(model, lines, truth);
    return { score: best.score, threshold: best.threshold };
  }
  return {
    score: quality(
      false,
      truth,
      lines.map((l) => model.predict(l)),
    ).macroF1,
    threshold: null,
  };
}

/** The epoch/lr grid, each candidate trained on `fit` and scored on `held`. */
export function gridSearch(
  peer: FastTextPeer,
  task: Task,
  fit: readonly Example[],
  held: readonly Example[],
  log: (s: string) => void,
): GridPoint[] {
  const fitLines = fit.map((e) => fastTextLine(e.input));
  const heldLines = held.map((e) => fastTextLine(e.input));
  const tokens = fitLines.reduce((n, l) => n + l.split(' ').length + 1, 0);
  const points: GridPoint[] = [];
  let best = -Infinity;
  let gain = Infinity;
  for (const epoch of GRID_EPOCHS) {
    if (epoch * tokens > MAX_GRID_TOKENS && gain <= GRID_TOLERANCE) break;
    let levelBest = -Infinity;
    for (const lr of GRID_LRS) {
      const params = { epoch, lr };
      let point: GridPoint = { ...params, score: -1, threshold: null };
      try {
        const { model } = peer.train(fitLines, truthOf(fit), params, task.multiLabel);
        point = { ...params, ...tuneScore(model, heldLines, truthOf(held)) };
        model.dispose();
      } catch (e) {
        log(`    fastText grid: epoch ${epoch} lr ${lr} failed (${String(e)})`);
      }
      log(`    fastText grid: epoch ${epoch} lr ${lr} → ${(point.score * 100).toFixed(1)}`);
      points.push(point);
      levelBest = Math.max(levelBest, point.score);
    }
    gain = levelBest - best;
    best = Math.max(best, levelBest);
  }
  return points;
}

/** The grid's choice: the fewest epochs among candidates within {@link GRID_TOLERANCE} of the best score. */
export function chooseParams(grid: readonly GridPoint[]): FtParams {
  const top = Math.max(...grid.map((p) => p.score));
  const near = grid.filter((p) => p.score >= top - GRID_TOLERANCE);
  const pick = near.reduce((a, b) => (b.epoch < a.epoch || (b.epoch === a.epoch && b.score > a.score) ? b : a));
  return { epoch: pick.epoch, lr: pick.lr };
}
