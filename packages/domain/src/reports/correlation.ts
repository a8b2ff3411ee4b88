import { roundTo } from '../metrics/round.js';

/**
 * The statistics of a correlation report (docs/reports.md, "Correlation"), pure: the server counts in SQL and hands
 * the counts here. With N documents carrying at least one x item and one y item, a documents with x item i, b with
 * y item j and n with both:
 *   expected = a·b/N; lift = n/expected (null when expected = 0);
 *   residual = (n − expected)/√(expected·(1 − a/N)·(1 − b/N)) — the adjusted Pearson residual, approximately
 *   standard normal under independence, so |residual| ≥ 1.96 is significant at 5 % (null when the denominator is 0);
 *   percent = n/a·100 (0 when a = 0): the share of the x item's documents that also carry the y item.
 */

/** |residual| at or above this is significant at the 5 % level (two-sided). */
export const correlationSignificance = 1.96;

export interface CorrelationCellFigures {
  count: number;
  percent: number;
  expected: number;
  lift: number | null;
  residual: number | null;
  significant: boolean;
}

/** The figures of one cell from its counts: n (both), a (x item), b (y item), N (documents in the report). */
export function correlationCellFigures(n: number, a: number, b: number, total: number): CorrelationCellFigures {
  const expected = total > 0 ? (a * b) / total : 0;
  const lift = expected > 0 ? n / expected : null;
  const variance = total > 0 ? expected * (1 - a / total) * (1 - b / total) : 0;
  const residual = variance > 0 ? (n - expected) / Math.sqrt(variance) : null;
  return {
    count: n,
    percent: a > 0 ? roundTo((n / a) * 100, 2) : 0,
    expected: roundTo(expected, 4),
    lift: lift === null ? null : roundTo(lift, 4),
    residual: residual === null ? null : roundTo(residual, 4),
    significant: residual !== null && Math.abs(residual) >= correlationSignificance,
  };
}

export interface ItemFrequency {
  key: string;
  count: number;
}

/**
 * The items of an axis: the picked ones in their given order (duplicates dropped), else the `maxItems` most frequent
 * (ties by key, so the choice does not depend on the order the database returned them in). Items counted 0 are
 * never chosen by frequency.
 */
export function chooseCorrelationItems(
  frequencies: readonly ItemFrequency[],
  itemIds: readonly string[],
  maxItems: number,
): string[] {
  if (itemIds.length > 0) return [...new Set(itemIds)];
  return frequencies
    .filter((f) => f.count > 0)
    .toSorted((p, q) => q.count - p.count || (p.key < q.key ? -1 : p.key > q.key ? 1 : 0))
    .slice(0, Math.max(0, maxItems))
    .map((f) => f.key);
}

/** What the SQL counts for a report, over its chosen items. */
export interface CorrelationCounts {
  /** N: documents with at least one chosen x item and one chosen y item. */
  total: number;
  /** a per x item, b per y item: among the N documents. */
  x: ReadonlyMap<string, number>;
  y: ReadonlyMap<string, number>;
  /** n per (x, y): `pairKey(x, y)`. */
  pairs: ReadonlyMap<string, number>;
}

/** The key of an (x, y) pair in `CorrelationCounts.pairs`. */
export const correlationPairKey = (x: string, y: string): string => `${x}\u0000${y}`;

export interface CorrelationGridCell extends CorrelationCellFigures {
  x: string;
  y: string;
}

/** Every x-by-y cell of the chosen items, zeros included, x-major in the items' order. */
export function correlationGrid(
  xItems: readonly string[],
  yItems: readonly string[],
  counts: CorrelationCounts,
): CorrelationGridCell[] {
  const cells: CorrelationGridCell[] = [];
  for (const x of xItems)
    for (const y of yItems) {
      const n = counts.pairs.get(correlationPairKey(x, y)) ?? 0;
      const figures = correlationCellFigures(n, counts.x.get(x) ?? 0, counts.y.get(y) ?? 0, counts.total);
      cells.push({ x, y, ...figures });
    }
  return cells;
}
