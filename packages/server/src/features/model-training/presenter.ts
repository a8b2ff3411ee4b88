import type { VersionStatistics, VersionSummary } from '@sentio/domain';
import { isDisplayTerm } from '@sentio/ml';
import type { ModelLabel } from '../models/model-access.js';
import type { LabelMetrics, StoredStatistics } from './statistics.js';

/**
 * The statistics page of a version. Labels are named as the model names them today (a renamed category shows its
 * new name); a label deleted since keeps the name it was trained under.
 */
export function presentStatistics(input: {
  version: VersionSummary;
  stats: StoredStatistics;
  labels: readonly ModelLabel[];
  previous: { version: VersionSummary; stats: StoredStatistics } | null;
}): VersionStatistics {
  const current = new Map(input.labels.map((l) => [l.id, l.path]));
  const nameOf = (id: string, fallback: string) => current.get(id) ?? fallback;
  const metrics = (list: readonly LabelMetrics[]) => list.map((m) => ({ ...m, name: nameOf(m.labelId, m.name) }));
  const { stats, previous } = input;
  return {
    version: input.version,
    evaluation: stats.evaluation,
    n: stats.n,
    accuracy: stats.accuracy,
    macroF1: stats.macroF1,
    microF1: stats.microF1,
    calibrationError: stats.calibrationError,
    labels: stats.labels.map((l) => ({ id: l.id, name: nameOf(l.id, l.name) })),
    confusion: stats.confusion,
    perLabel: metrics(stats.perLabel),
    ratios: stats.ratios,
    // Versions trained before the engine left placeholders out of its keywords still hold them ("xxmention thx").
    keywords: stats.keywords.map((k) => ({ labelId: k.labelId, words: k.words.filter((w) => isDisplayTerm(w.text)) })),
    previous: previous
      ? {
          version: previous.version,
          accuracy: previous.stats.accuracy,
          macroF1: previous.stats.macroF1,
          perLabel: metrics(previous.stats.perLabel),
        }
      : null,
  };
}
