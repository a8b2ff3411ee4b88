/**
 * Agreement of a clustering with reference labels, as scikit-learn computes it: normalised mutual information
 * with the arithmetic mean of the two entropies (`normalized_mutual_info_score`'s default), and purity (the share
 * of documents whose cluster's most common label is their own).
 */

/** Contingency counts of (cluster, label) pairs. */
function contingency(clusters: readonly number[], labels: readonly string[]): Map<number, Map<string, number>> {
  const table = new Map<number, Map<string, number>>();
  clusters.forEach((c, i) => {
    const label = labels[i] as string;
    let row = table.get(c);
    if (!row) table.set(c, (row = new Map<string, number>()));
    row.set(label, (row.get(label) ?? 0) + 1);
  });
  return table;
}

function entropy(counts: Iterable<number>, n: number): number {
  let h = 0;
  for (const c of counts) if (c > 0) h -= (c / n) * Math.log(c / n);
  return h;
}

/** NMI (arithmetic normalisation) of `clusters` against `labels`, 0..1; 1 when both are a single class. */
export function nmi(clusters: readonly number[], labels: readonly string[]): number {
  const n = clusters.length;
  if (n === 0) return 0;
  const table = contingency(clusters, labels);
  const clusterSizes = new Map<number, number>();
  const labelSizes = new Map<string, number>();
  for (const [c, row] of table) {
    for (const [label, count] of row) {
      clusterSizes.set(c, (clusterSizes.get(c) ?? 0) + count);
      labelSizes.set(label, (labelSizes.get(label) ?? 0) + count);
    }
  }
  const hc = entropy(clusterSizes.values(), n);
  const hl = entropy(labelSizes.values(), n);
  if (hc === 0 && hl === 0) return 1;
  let mi = 0;
  for (const [c, row] of table) {
    for (const [label, count] of row) {
      mi += (count / n) * Math.log((n * count) / ((clusterSizes.get(c) as number) * (labelSizes.get(label) as number)));
    }
  }
  const mean = (hc + hl) / 2;
  return mean > 0 ? Math.max(0, mi / mean) : 0;
}

/** Share of documents whose cluster's majority label is their label. */
export function purity(clusters: readonly number[], labels: readonly string[]): number {
  if (clusters.length === 0) return 0;
  let hits = 0;
  for (const row of contingency(clusters, labels).values()) hits += Math.max(...row.values());
  return hits / clusters.length;
}

export interface ClusterScores {
  nmi: number;
  purity: number;
  /** Share of documents in a cluster (not outliers). */
  coverage: number;
}

/**
 * Scores with outliers (cluster −1) counted as one more cluster, and with outliers left out (scored on the
 * clustered documents only, with the coverage beside it).
 */
export function scoreClustering(
  clusters: readonly number[],
  labels: readonly string[],
): { withOutliers: ClusterScores; clusteredOnly: ClusterScores } {
  const kept = clusters.flatMap((c, i) => (c >= 0 ? [i] : []));
  const coverage = clusters.length === 0 ? 0 : kept.length / clusters.length;
  const keptClusters = kept.map((i) => clusters[i] as number);
  const keptLabels = kept.map((i) => labels[i] as string);
  return {
    withOutliers: { nmi: nmi(clusters, labels), purity: purity(clusters, labels), coverage },
    clusteredOnly: { nmi: nmi(keptClusters, keptLabels), purity: purity(keptClusters, keptLabels), coverage },
  };
}
