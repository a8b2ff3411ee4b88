import { lowerCase, stopwordsFor, tokenize } from '@sentio/ml';
import { percentileBands, polarity, roundTo, type Drill, type WidgetData } from '@sentio/domain';
import { applyDrill } from '../apply-drill.js';
import { problem, type KindComputer } from './context.js';
import { emptyDrill, containsDrill, atLeast, below, atMost, rangeDrill } from '@sentio/domain';

type KeywordsData = Extract<WidgetData, { kind: 'ATTRIBUTE_BASED_KEYWORDS' }>;
type DistributionData = Extract<WidgetData, { kind: 'ATTRIBUTE_DISTRIBUTION' }>;

/** Newest documents the keyword cloud reads: enough for stable words, bounded for a dashboard call. */
export const KEYWORD_SAMPLE = 2000;
const MIN_LETTERS = 3;
const DEFAULT_BUCKETS = 10;
const letters = /^\p{L}+$/u;

/** The distinct words of one text: letters only, at least three, lower-cased in the text's language, no stop words. */
export function wordsOf(text: string, language: string): Set<string> {
  const lang = language === 'tr' ? 'tr' : language === 'en' ? 'en' : 'auto';
  const stop = stopwordsFor(language);
  const out = new Set<string>();
  for (const token of tokenize(lowerCase(text, lang)))
    if ([...token].length >= MIN_LETTERS && letters.test(token) && !stop.has(token)) out.add(token);
  return out;
}

/**
 * Words by the number of documents holding them (a document counts once per word), the first `limit`; weight =
 * count / the top count; negativeShare = share of those documents with a negative sentiment label. A word drills
 * to the free-text query of it, or to "attribute contains it" when the words came from an attribute.
 */
export function buildKeywords(
  docs: readonly { text: string; language: string; sentiment: string | null }[],
  attribute: string | null,
  limit: number,
): KeywordsData {
  const counts = new Map<string, { count: number; negative: number }>();
  for (const d of docs) {
    const negative = polarity(d.sentiment) === 'negative';
    for (const w of wordsOf(d.text, d.language)) {
      const c = counts.get(w) ?? { count: 0, negative: 0 };
      c.count += 1;
      if (negative) c.negative += 1;
      counts.set(w, c);
    }
  }
  const top = [...counts.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0])).slice(0, limit);
  const max = top[0]?.[1].count ?? 0;
  return {
    kind: 'ATTRIBUTE_BASED_KEYWORDS',
    sampled: docs.length,
    words: top.map(([text, c]) => ({
      text,
      count: c.count,
      weight: max === 0 ? 0 : roundTo(c.count / max, 4),
      negativeShare: roundTo(c.negative / c.count, 4),
      drill: attribute === null ? { ...emptyDrill(), q: text } : containsDrill(attribute, text),
    })),
  };
}

/**
 * The words' counts as the documents their drills list. Words are picked from a sample by their exact tokens, but
 * the list opens the word as a search (stemmed full text, or "attribute contains"), which also finds "deliveries"
 * for "delivery": a count from the tokens would differ from the list's total. So each picked word is counted with
 * its own drill, over every matching document (not only the sample), and words that find nothing are left out.
 */
export async function countKeywords(data: KeywordsData, count: (drill: Drill) => Promise<number>): Promise<KeywordsData> {
  const counted = await Promise.all(data.words.map(async (w) => ({ ...w, count: await count(w.drill) })));
  const words = counted.filter((w) => w.count > 0).sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
  const max = words[0]?.count ?? 0;
  return { ...data, words: words.map((w) => ({ ...w, weight: max === 0 ? 0 : roundTo(w.count / max, 4) })) };
}

// Bucket borders are rounded so that their URL form (String(n)) is short and reads back to the same number.
const border = (x: number): number => Number(x.toPrecision(12));

/**
 * Equal-width buckets over the attribute's values: `bucketWidth` when the attribute setting has one (aligned to
 * multiples of it), else about ten over [min, max]. Each bucket is [from, to) and drills to GTE_from/LT_to; the
 * last one also holds its upper border (LTE_to), so the maximum is counted. Percentiles are nearest-rank over
 * the values (each counted as often as documents hold it).
 */
export function buildAttributeDistribution(
  attribute: string,
  values: readonly { value: number; count: number }[],
  bucketWidth: number | null,
): DistributionData {
  const finite = values.filter((v) => Number.isFinite(v.value) && v.count > 0);
  const n = finite.reduce((s, v) => s + v.count, 0);
  const empty: DistributionData = {
    kind: 'ATTRIBUTE_DISTRIBUTION',
    attributeCode: attribute,
    n: 0,
    mean: null,
    p25: null,
    p50: null,
    p75: null,
    buckets: [],
  };
  if (n === 0) return empty;
  const min = Math.min(...finite.map((v) => v.value));
  const max = Math.max(...finite.map((v) => v.value));
  const width = bucketWidth ?? (max === min ? 1 : (max - min) / DEFAULT_BUCKETS);
  const first = bucketWidth ? Math.floor(min / width) * width : min;
  const count = Math.max(1, Math.ceil((max - first) / width) + (bucketWidth || max === min ? 1 : 0));
  const borders = Array.from({ length: count + 1 }, (_, i) => border(first + i * width));
  const counts = Array.from({ length: count }, () => 0);
  for (const v of finite) {
    let i = borders.findIndex((b, k) => k < count && v.value >= b && v.value < (borders[k + 1] as number));
    if (i < 0) i = count - 1;
    counts[i] = (counts[i] ?? 0) + v.count;
  }
  // Trailing empty buckets after the maximum say nothing.
  while (counts.length > 1 && counts[counts.length - 1] === 0) counts.pop();
  const [p25, p50, p75] = percentileBands.map((p) => weightedPercentile(finite, n, p));
  const mean = finite.reduce((s, v) => s + v.value * v.count, 0) / n;
  return {
    kind: 'ATTRIBUTE_DISTRIBUTION',
    attributeCode: attribute,
    n,
    mean: roundTo(mean, 2),
    p25: p25 ?? null,
    p50: p50 ?? null,
    p75: p75 ?? null,
    buckets: counts.map((c, i) => {
      const from = borders[i] as number;
      const to = borders[i + 1] as number;
      const last = i === counts.length - 1;
      return { from, to, count: c, drill: rangeDrill(attribute, [atLeast(from), last ? atMost(to) : below(to)]) };
    }),
  };
}

/**
 * Nearest rank (the value at sorted position ⌈p/100 · n⌉, as domain `percentiles`) over value–count pairs, so a
 * million documents with a handful of distinct answers are not expanded into an array.
 */
function weightedPercentile(values: readonly { value: number; count: number }[], n: number, p: number): number | null {
  const rank = Math.max(1, Math.ceil((p / 100) * n));
  let seen = 0;
  for (const v of [...values].sort((a, b) => a.value - b.value)) {
    seen += v.count;
    if (seen >= rank) return v.value;
  }
  return null;
}

// Multi-valued attributes are left out: a document would fall into several buckets.
const numericTypes = new Set(['NUMERIC']);
const textTypes = new Set(['TEXT', 'MULTI_TEXT']);

export const keywords: KindComputer = async (ctx) => {
  const attribute = ctx.config.attributeCode;
  if (attribute !== null && !textTypes.has(ctx.cat.attributes.get(attribute) ?? '')) return problem('WIDGET_ATTRIBUTE_REQUIRED');
  ctx.markScan();
  const docs = await ctx.scan.texts(ctx.request, attribute, KEYWORD_SAMPLE);
  const data = await countKeywords(buildKeywords(docs, attribute, ctx.config.limit), (drill) =>
    ctx.scan.count(applyDrill(ctx.request, drill, ctx.timeZone)),
  );
  return { data };
};

export const attributeDistribution: KindComputer = async (ctx) => {
  const attribute = ctx.config.attributeCode;
  if (attribute === null || !ctx.cat.attributes.has(attribute)) return problem('WIDGET_ATTRIBUTE_REQUIRED');
  if (!numericTypes.has(ctx.cat.attributes.get(attribute) ?? '')) return problem('WIDGET_ATTRIBUTE_NOT_NUMERIC');
  ctx.markScan();
  const [values, width] = await Promise.all([ctx.scan.numericValues(ctx.request, attribute), ctx.bucketWidth(attribute)]);
  return { data: buildAttributeDistribution(attribute, values, width) };
};
