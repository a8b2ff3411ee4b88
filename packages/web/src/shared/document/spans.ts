/**
 * Highlighting of explanation spans and entities. The engine returns character ranges that may overlap (a word
 * and the bigram it belongs to both carry weight) or run past the text (a span computed on a normalised copy);
 * the text is cut at every boundary so each piece knows exactly which ranges cover it.
 */

export interface Range {
  start: number;
  end: number;
}

export interface Piece {
  text: string;
  start: number;
  end: number;
  /** Indices into the ranges passed in that cover this piece (empty = plain text). */
  covering: number[];
}

/** Cuts `text` at the boundaries of `ranges` (clipped to the text); empty and inverted ranges are ignored. */
export function splitByRanges(text: string, ranges: readonly Range[]): Piece[] {
  const length = text.length;
  const clipped = ranges.map((r) => ({
    start: Math.max(0, Math.min(length, Math.floor(r.start))),
    end: Math.max(0, Math.min(length, Math.floor(r.end))),
  }));
  const cuts = new Set<number>([0, length]);
  for (const r of clipped) {
    if (r.end <= r.start) continue;
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: Piece[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const covering: number[] = [];
    clipped.forEach((r, index) => {
      if (r.start <= start && r.end >= end && r.end > r.start) covering.push(index);
    });
    const last = pieces.at(-1);
    // Neighbouring plain pieces are joined so plain text stays one node.
    if (last && covering.length === 0 && last.covering.length === 0) {
      last.text += text.slice(start, end);
      last.end = end;
    } else {
      pieces.push({ text: text.slice(start, end), start, end, covering });
    }
  }
  return pieces;
}

export interface WeightedSpan extends Range {
  segment: number;
  weight: number;
}

export interface WeightedPiece {
  text: string;
  start: number;
  end: number;
  /** Sum of the weights of the spans covering the piece; null for plain text. */
  weight: number | null;
}

/** The pieces of one segment (dialogue turn, 0 for plain text) with the summed weight of the spans over each. */
export function weightedPieces(text: string, spans: readonly WeightedSpan[], segment = 0): WeightedPiece[] {
  const own = spans.filter((s) => s.segment === segment);
  return splitByRanges(text, own).map((p) => ({
    text: p.text,
    start: p.start,
    end: p.end,
    weight: p.covering.length === 0 ? null : p.covering.reduce((sum, i) => sum + own[i]!.weight, 0),
  }));
}

/** The largest absolute weight, the scale of the colours (never 0, so a lone span still shows). */
export function weightScale(spans: readonly { weight: number }[]): number {
  const max = spans.reduce((m, s) => Math.max(m, Math.abs(s.weight)), 0);
  return max > 0 ? max : 1;
}

const positive = '82, 196, 26';
const negative = '245, 34, 45';

/**
 * Background of a weighted piece: green for evidence for the label, red for evidence against it; the
 * stronger the weight relative to the strongest span, the more opaque (0.15 to 0.75).
 */
export function weightColor(weight: number, scale: number): string {
  const strength = Math.min(1, Math.abs(weight) / (scale > 0 ? scale : 1));
  const alpha = Math.round((0.15 + 0.6 * strength) * 100) / 100;
  return `rgba(${weight >= 0 ? positive : negative}, ${alpha})`;
}

export interface TypedRange extends Range {
  segment: number;
  type: string;
}

export interface TypedPiece {
  text: string;
  start: number;
  end: number;
  /** Types of the ranges over this piece (entities may nest: an amount inside an order line). */
  types: string[];
}

/** Entity highlighting of one segment: each piece with the types of the entities covering it. */
export function typedPieces(text: string, ranges: readonly TypedRange[], segment = 0): TypedPiece[] {
  const own = ranges.filter((r) => r.segment === segment);
  return splitByRanges(text, own).map((p) => ({
    text: p.text,
    start: p.start,
    end: p.end,
    types: [...new Set(p.covering.map((i) => own[i]!.type))],
  }));
}

const entityPalette = ['magenta', 'volcano', 'orange', 'gold', 'lime', 'cyan', 'blue', 'geekblue', 'purple', 'green'];

/** A stable antd preset colour per entity type, so the tag list and the highlights agree. */
export function entityColor(type: string): string {
  let hash = 0;
  for (const ch of type) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return entityPalette[hash % entityPalette.length]!;
}
