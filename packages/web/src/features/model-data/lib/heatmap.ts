/**
 * Data shaping of the confusion-matrix heatmap. Colour follows the share of the actual label's row (its
 * recall view), so a rare label's mistakes are as visible as a frequent one's; the cell text is the count.
 */

export interface HeatLabel {
  id: string;
  name: string;
}

/** One cell: x = predicted label index, y = actual label index. */
export interface HeatCell {
  x: number;
  y: number;
  count: number;
  /** count / row total, 0..1 (0 for an empty row). */
  share: number;
}

/** Cells of every actual × predicted pair in label order; ragged or short rows count as zeros. */
export function confusionCells(confusion: readonly (readonly number[])[], labelCount: number): HeatCell[] {
  const cells: HeatCell[] = [];
  for (let y = 0; y < labelCount; y++) {
    const row = confusion[y] ?? [];
    const total = Array.from({ length: labelCount }, (_, x) => row[x] ?? 0).reduce((a, b) => a + b, 0);
    for (let x = 0; x < labelCount; x++) {
      const count = row[x] ?? 0;
      cells.push({ x, y, count, share: total > 0 ? count / total : 0 });
    }
  }
  return cells;
}

export interface HeatmapData {
  names: string[];
  /** echarts heatmap items: [x, y, share, count]. */
  items: [number, number, number, number][];
  total: number;
  correct: number;
}

/** The series data and axis names of the heatmap. */
export function heatmapData(labels: readonly HeatLabel[], confusion: readonly (readonly number[])[]): HeatmapData {
  const cells = confusionCells(confusion, labels.length);
  return {
    names: labels.map((l) => l.name),
    items: cells.map((c) => [c.x, c.y, Math.round(c.share * 1000) / 1000, c.count]),
    total: cells.reduce((sum, c) => sum + c.count, 0),
    correct: cells.filter((c) => c.x === c.y).reduce((sum, c) => sum + c.count, 0),
  };
}

/** The label ids of a clicked cell, or null when the indices are outside the matrix or the cell is empty. */
export function cellSelection(
  labels: readonly HeatLabel[],
  item: readonly number[] | undefined,
): { actual: HeatLabel; predicted: HeatLabel; count: number } | null {
  if (!item) return null;
  const [x, y, , count] = item;
  if (x === undefined || y === undefined) return null;
  const actual = labels[y];
  const predicted = labels[x];
  if (!actual || !predicted || !count) return null;
  return { actual, predicted, count };
}
