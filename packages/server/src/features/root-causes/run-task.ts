import { topics, type KeyPhrase } from '@sentio/ml';

/**
 * The worker-thread task of `rca.run` (docs/root-causes.md): per category, the engine's topic discovery over the
 * documents read, keyword topics from the saved keywords, and each topic's figures (sentiment split, trend, most
 * frequent attribute values), so the job's main thread only reads and writes rows.
 */

export interface RunTaskDocument {
  id: string;
  text: string;
  /** The document's sentiment code (POSITIVE, NEUTRAL, NEGATIVE) or null. */
  sentiment: string | null;
  /** Content date, epoch milliseconds. */
  date: number;
  /** Values of the analysis's `attributeCodes`, in that order (null: none). */
  attributes: (string | null)[];
}

export interface RunTaskKeyword {
  keyword: string;
  connected: string[];
  /** Null: every category. */
  categoryId: string | null;
}

export type TrendGranularity = 'day' | 'week' | 'month';

export interface RunTaskInput {
  categories: { categoryId: string; documents: RunTaskDocument[] }[];
  maxTopics: number;
  similarityThreshold: number;
  keywords: RunTaskKeyword[];
  attributeCodes: string[];
  trend: { granularity: TrendGranularity; timeZone: string; proportional: boolean };
  /** The operator's dictionary (docs/system-admin.md): stopwords added to, and built-in ones kept out of, the engine's. */
  stopwords?: string[];
  keepWords?: string[];
}

export interface BuiltTopic {
  algorithm: 'CLUSTERING' | 'KEYWORD';
  label: string;
  keyPhrases: KeyPhrase[];
  memberIds: string[];
  similarities: number[];
  representativeIds: string[];
  sentiment: { positive: number; neutral: number; negative: number };
  trend: { bucket: string; count: number; share: number }[];
  attributes: { code: string; values: { value: string; count: number }[] }[];
}

export interface RunTaskOutput {
  categories: { categoryId: string; documentCount: number; outlierCount: number; topics: BuiltTopic[] }[];
}

const TOP_VALUES = 5;
const REPRESENTATIVES = 3;

/** Entry point for runInWorker. Synchronous CPU work; cancelling terminates the thread. */
export function runTopics(input: RunTaskInput, progress: (fraction: number) => void): Promise<RunTaskOutput> {
  return new Promise((resolve) => resolve(computeTopics(input, progress)));
}

/** The same work on the calling thread (the demo seed, whose few documents do not need a thread). */
export function computeTopics(input: RunTaskInput, progress: (fraction: number) => void = () => undefined): RunTaskOutput {
  const total = input.categories.reduce((s, c) => s + c.documents.length, 0) || 1;
  const bucketOf = bucketer(input.trend.granularity, input.trend.timeZone);
  let done = 0;
  const categories = input.categories.map(({ categoryId, documents }) => {
    const base = done;
    const found = topics(
      documents.map((d) => ({ id: d.id, text: d.text })),
      {
        maxTopics: input.maxTopics,
        similarityThreshold: input.similarityThreshold,
        stopwords: input.stopwords ?? [],
        keepWords: input.keepWords ?? [],
        onProgress: (f) => progress((base + f * documents.length) / total),
      },
    );
    done += documents.length;
    const byId = new Map(documents.map((d) => [d.id, d]));
    const buckets = documents.map((d) => bucketOf(d.date));
    const bucketTotals = new Map<string, number>();
    for (const b of buckets) bucketTotals.set(b, (bucketTotals.get(b) ?? 0) + 1);
    const bucketById = new Map(documents.map((d, i) => [d.id, buckets[i] ?? '']));
    const figures = (ids: readonly string[]) =>
      topicFigures(ids, byId, bucketById, bucketTotals, input.attributeCodes, input.trend.proportional);
    const built: BuiltTopic[] = found.topics.map((t) => ({
      algorithm: 'CLUSTERING',
      label: t.label,
      keyPhrases: t.keyPhrases,
      memberIds: t.documentIds,
      similarities: t.similarities,
      representativeIds: t.representativeIds.slice(0, REPRESENTATIVES),
      ...figures(t.documentIds),
    }));
    for (const k of input.keywords) {
      if (k.categoryId !== null && k.categoryId !== categoryId) continue;
      const ids = keywordMembers(documents, [k.keyword, ...k.connected]);
      if (ids.length === 0) continue;
      built.push({
        algorithm: 'KEYWORD',
        label: k.keyword,
        keyPhrases: [{ phrase: k.keyword, score: 1 }],
        memberIds: ids,
        similarities: ids.map(() => 1),
        representativeIds: ids.slice(0, REPRESENTATIVES),
        ...figures(ids),
      });
    }
    progress(done / total);
    return { categoryId, documentCount: documents.length, outlierCount: found.outlierIds.length, topics: built };
  });
  progress(1);
  return { categories };
}

/** Case- and diacritic-insensitive form: "Kargo", "KARGO" and "kargö" meet; Turkish dotless ı folds into i. */
export const foldText = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('tr').replace(/ı/gu, 'i');

/** Documents containing the keyword or one of its connected variants, in input order (newest first). */
export function keywordMembers(documents: readonly RunTaskDocument[], variants: readonly string[]): string[] {
  const keys = [...new Set(variants.map(foldText).filter((v) => v.trim() !== ''))];
  if (keys.length === 0) return [];
  return documents
    .filter((d) => {
      const text = foldText(d.text);
      return keys.some((k) => text.includes(k));
    })
    .map((d) => d.id);
}

function topicFigures(
  ids: readonly string[],
  byId: ReadonlyMap<string, RunTaskDocument>,
  bucketById: ReadonlyMap<string, string>,
  bucketTotals: ReadonlyMap<string, number>,
  attributeCodes: readonly string[],
  proportional: boolean,
): Pick<BuiltTopic, 'sentiment' | 'trend' | 'attributes'> {
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  const trend = new Map<string, number>();
  const values = attributeCodes.map(() => new Map<string, number>());
  for (const id of ids) {
    const d = byId.get(id);
    if (!d) continue;
    const s = d.sentiment?.toUpperCase();
    if (s === 'POSITIVE') sentiment.positive++;
    else if (s === 'NEGATIVE') sentiment.negative++;
    else if (s === 'NEUTRAL') sentiment.neutral++;
    const b = bucketById.get(id) ?? '';
    trend.set(b, (trend.get(b) ?? 0) + 1);
    d.attributes.forEach((v, i) => {
      const m = values[i];
      if (v !== null && v !== '' && m) m.set(v, (m.get(v) ?? 0) + 1);
    });
  }
  return {
    sentiment,
    trend: [...trend.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([bucket, count]) => ({
        bucket,
        count,
        share: proportional ? count / Math.max(1, bucketTotals.get(bucket) ?? 0) : count,
      })),
    attributes: attributeCodes.map((code, i) => ({
      code,
      values: [...(values[i] ?? new Map<string, number>()).entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, TOP_VALUES)
        .map(([value, count]) => ({ value, count })),
    })),
  };
}

/**
 * The trend bucket of an instant in the reporting time zone: its day (YYYY-MM-DD), the Monday of its week, or its
 * month (YYYY-MM). Days are computed once per distinct day start, which keeps 100,000 documents cheap.
 */
export function bucketer(granularity: TrendGranularity, timeZone: string): (epochMs: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const cache = new Map<number, string>();
  const dayOf = (ms: number): string => {
    // Cached per quarter hour: every zone's midnight falls on a quarter hour, so all instants of one share a day.
    const key = Math.floor(ms / 900_000);
    let day = cache.get(key);
    if (day === undefined) {
      day = format.format(new Date(key * 900_000));
      cache.set(key, day);
    }
    return day;
  };
  if (granularity === 'day') return dayOf;
  if (granularity === 'month') return (ms) => dayOf(ms).slice(0, 7);
  return (ms) => {
    const day = dayOf(ms);
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d.toISOString().slice(0, 10);
  };
}

/** Day buckets for ranges up to 62 days, weeks up to about a year, months beyond. */
export function granularityOf(start: number, end: number): TrendGranularity {
  const days = (end - start) / 86_400_000;
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}
