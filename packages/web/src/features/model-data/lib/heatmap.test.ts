// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cellSelection, confusionCells, heatmapData } from './heatmap';

const labels = [
  { id: 'a', name: 'Delivery' },
  { id: 'b', name: 'Payment' },
  { id: 'c', name: 'Other' },
];
// rows = actual, columns = predicted
const confusion = [
  [8, 2, 0],
  [1, 3, 0],
  [0, 0, 0],
];

describe('confusionCells', () => {
  it('gives every actual × predicted pair with its share of the actual row', () => {
    const cells = confusionCells(confusion, 3);
    expect(cells).toHaveLength(9);
    expect(cells.find((c) => c.y === 0 && c.x === 1)).toEqual({ x: 1, y: 0, count: 2, share: 0.2 });
    expect(cells.find((c) => c.y === 1 && c.x === 1)).toEqual({ x: 1, y: 1, count: 3, share: 0.75 });
  });

  it('treats an empty row as zero shares rather than dividing by zero', () => {
    const row = confusionCells(confusion, 3).filter((c) => c.y === 2);
    expect(row.map((c) => c.share)).toEqual([0, 0, 0]);
  });

  it('reads short or missing rows as zeros', () => {
    const cells = confusionCells([[5], []], 2);
    expect(cells.map((c) => c.count)).toEqual([5, 0, 0, 0]);
    expect(cells[0]!.share).toBe(1);
  });
});

describe('heatmapData', () => {
  it('builds [predicted, actual, share, count] items, names and the accuracy counts', () => {
    const data = heatmapData(labels, confusion);
    expect(data.names).toEqual(['Delivery', 'Payment', 'Other']);
    expect(data.items).toContainEqual([0, 0, 0.8, 8]);
    expect(data.items).toContainEqual([0, 1, 0.25, 1]);
    expect(data.total).toBe(14);
    expect(data.correct).toBe(11);
  });

  it('is empty for a model without labels', () => {
    expect(heatmapData([], [])).toEqual({ names: [], items: [], total: 0, correct: 0 });
  });
});

describe('cellSelection', () => {
  it('turns a clicked item into the actual and predicted labels', () => {
    expect(cellSelection(labels, [1, 0, 0.2, 2])).toEqual({ actual: labels[0], predicted: labels[1], count: 2 });
  });

  it('ignores empty cells and clicks outside the matrix', () => {
    expect(cellSelection(labels, [2, 0, 0, 0])).toBeNull();
    expect(cellSelection(labels, [5, 0, 1, 3])).toBeNull();
    expect(cellSelection(labels, undefined)).toBeNull();
  });
});
