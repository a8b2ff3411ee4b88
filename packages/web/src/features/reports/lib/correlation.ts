import {
  correlationAxisItemCount,
  correlationCombinations,
  domainConstants,
  type CorrelationAxisKind,
  type CorrelationCell,
  type CorrelationNumericType,
} from '@sentio/domain';

/** An axis source as the form picks it: one value per (kind, model, attribute) of `available.axes`. */
export const axisSourceKey = (axis: { kind: CorrelationAxisKind; modelCode: string | null; attributeCode: string | null }) =>
  [axis.kind, axis.modelCode ?? '', axis.attributeCode ?? ''].join('|');

export function axisFromSourceKey(key: string): {
  kind: CorrelationAxisKind;
  modelCode: string | null;
  attributeCode: string | null;
} {
  const [kind = '', modelCode = '', attributeCode = ''] = key.split('|');
  return { kind: kind as CorrelationAxisKind, modelCode: modelCode || null, attributeCode: attributeCode || null };
}

/** How many cells the axes make (x items × y items, docs/reports.md) and whether that is within the 900 allowed. */
export function combinationsOf(
  x: { itemIds?: readonly string[]; maxItems?: number | null },
  y: { itemIds?: readonly string[]; maxItems?: number | null },
): { x: number; y: number; total: number; allowed: boolean } {
  const count = (a: { itemIds?: readonly string[]; maxItems?: number | null }) =>
    correlationAxisItemCount({ itemIds: [...(a.itemIds ?? [])], maxItems: a.maxItems ?? 0 });
  const nx = count(x);
  const ny = count(y);
  const total = correlationCombinations(nx, ny);
  return { x: nx, y: ny, total, allowed: total <= domainConstants.maxCorrelationCombinations };
}

/** What the heat-map colours by: the lift (1 = independent) or the adjusted residual (±1.96 significant). */
export type ColourBy = 'lift' | 'residual';

const positive = [22, 119, 255] as const; // antd blue-6: more often together than chance
const negative = [245, 34, 45] as const; // antd red-6: less often together than chance

const clamp = (v: number) => Math.max(-1, Math.min(1, v));
/** Never together although expected: the strongest "less"; no expectation: no colour. */
const liftStrength = (lift: number | null) => (lift === null ? 0 : lift <= 0 ? -1 : clamp(Math.log2(lift) / 2));

/**
 * The background of a cell: blue where the two items come together more often than independence predicts, red
 * where less, white at independence or without a figure. Lift is read on a log scale (lift 2 and lift ½ are the same
 * distance from 1, full at 4× / ¼); the residual is full at |4|, so a significant cell (|r| ≥ 1.96) is about half.
 */
export function cellColour(cell: Pick<CorrelationCell, 'lift' | 'residual'>, by: ColourBy): string {
  const strength = by === 'lift' ? liftStrength(cell.lift) : cell.residual === null ? 0 : clamp(cell.residual / 4);
  if (strength === 0) return 'rgb(255, 255, 255)';
  const [r, g, b] = strength > 0 ? positive : negative;
  const a = Math.abs(strength);
  const mix = (c: number) => Math.round(255 + (c - 255) * a * 0.85);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** Dark text on light cells, white on strong ones. */
export const textColour = (background: string): string => {
  const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
  return 0.299 * r + 0.587 * g + 0.114 * b < 150 ? '#fff' : 'rgba(0, 0, 0, 0.88)';
};

export const defaultShown = (numericType: CorrelationNumericType): 'count' | 'percent' =>
  numericType === 'COUNT' ? 'count' : 'percent';
