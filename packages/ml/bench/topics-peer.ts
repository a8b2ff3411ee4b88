/**
 * The plain peer of `bench:topics`: what a scikit-learn user writes first. `TfidfVectorizer(min_df=2,
 * stop_words='english')` (lower-cased word unigrams of two or more word characters, smoothed IDF
 * ln((1 + n) / (1 + df)) + 1, raw term counts, L2 rows) and `KMeans(k, init='k-means++', n_init=1)` (greedy
 * k-means++ seeding with 2 + ⌊ln k⌋ trials per centre, then Lloyd iterations to convergence), seeded. Every
 * document gets a cluster: the peer has no outliers.
 */
import { seededRandom } from './datasets.js';

/** scikit-learn's English stop list (the Glasgow IR group's list). */
const SKLEARN_STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above across after afterwards again against all almost alone along already also although always am among
  amongst amoungst amount an and another any anyhow anyone anything anyway anywhere are around as at back be became
  because become becomes becoming been before beforehand behind being below beside besides between beyond bill both
  bottom but by call can cannot cant co con could couldnt cry de describe detail do done down due during each eg
  eight either eleven else elsewhere empty enough etc even ever every everyone everything everywhere except few
  fifteen fifty fill find fire first five for former formerly forty found four from front full further get give go
  had has hasnt have he hence her here hereafter hereby herein hereupon hers herself him himself his how however
  hundred i ie if in inc indeed interest into is it its itself keep last latter latterly least less ltd made many
  may me meanwhile might mill mine more moreover most mostly move much must my myself name namely neither never
  nevertheless next nine no nobody none noone nor not nothing now nowhere of off often on once one only onto or
  other others otherwise our ours ourselves out over own part per perhaps please put rather re same see seem seemed
  seeming seems serious several she should show side since sincere six sixty so some somehow someone something
  sometime sometimes somewhere still such system take ten than that the their them themselves then thence there
  thereafter thereby therefore therein thereupon these they thick thin third this those though three through
  throughout thru thus to together too top toward towards twelve twenty two un under until up upon us very via was
  we well were what whatever when whence whenever where whereafter whereas whereby wherein whereupon wherever
  whether which while whither who whoever whole whom whose why will with within without would yet you your yours
  yourself yourselves`.split(/\s+/u),
);

const TOKEN_RE = /[\p{L}\p{N}_]{2,}/gu;

interface Sparse {
  ids: Int32Array;
  values: Float64Array;
}

/** TF-IDF rows as scikit-learn's TfidfVectorizer(min_df=2, stop_words='english') makes them. */
export function tfidf(texts: readonly string[]): { rows: Sparse[]; dim: number } {
  const tokens = texts.map((t) => (t.toLowerCase().match(TOKEN_RE) ?? []).filter((w) => !SKLEARN_STOP_WORDS.has(w)));
  const df = new Map<string, number>();
  for (const doc of tokens) for (const w of new Set(doc)) df.set(w, (df.get(w) ?? 0) + 1);
  const column = new Map<string, number>();
  for (const [w, d] of [...df].sort(([a], [b]) => (a < b ? -1 : 1))) if (d >= 2) column.set(w, column.size);
  const idf = new Float64Array(column.size);
  for (const [w, c] of column) idf[c] = Math.log((1 + texts.length) / (1 + (df.get(w) as number))) + 1;
  const rows = tokens.map((doc): Sparse => {
    const counts = new Map<number, number>();
    for (const w of doc) {
      const c = column.get(w);
      if (c !== undefined) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const ids = Int32Array.from(counts.keys()).sort();
    const values = Float64Array.from(ids, (c) => (counts.get(c) as number) * (idf[c] as number));
    const norm = Math.sqrt(values.reduce((s, v) => s + v * v, 0));
    if (norm > 0) for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / norm;
    return { ids, values };
  });
  return { rows, dim: column.size };
}

function sqNorm(v: Sparse): number {
  let s = 0;
  for (const x of v.values) s += x * x;
  return s;
}

function dotDense(v: Sparse, dense: Float64Array, offset: number): number {
  let s = 0;
  for (let i = 0; i < v.ids.length; i++) s += (v.values[i] as number) * (dense[offset + (v.ids[i] as number)] as number);
  return s;
}

/** Greedy k-means++ (scikit-learn's `_kmeans_plusplus`): squared Euclidean distances, 2 + ⌊ln k⌋ local trials. */
function kmeansPlusPlus(rows: readonly Sparse[], dim: number, k: number, rand: () => number): Float64Array {
  const n = rows.length;
  const norms = Float64Array.from(rows, sqNorm);
  const centres = new Float64Array(k * dim);
  const dense = new Float64Array(dim);
  /** Squared distances of every row to row `doc`. */
  const distancesTo = (doc: number): Float64Array => {
    const r = rows[doc] as Sparse;
    dense.fill(0);
    for (let i = 0; i < r.ids.length; i++) dense[r.ids[i] as number] = r.values[i] as number;
    const out = new Float64Array(n);
    for (let d = 0; d < n; d++)
      out[d] = Math.max(0, (norms[d] as number) + (norms[doc] as number) - 2 * dotDense(rows[d] as Sparse, dense, 0));
    return out;
  };
  const place = (c: number, doc: number): void => {
    const r = rows[doc] as Sparse;
    for (let i = 0; i < r.ids.length; i++) centres[c * dim + (r.ids[i] as number)] = r.values[i] as number;
  };
  const first = Math.floor(rand() * n);
  place(0, first);
  let closest = distancesTo(first);
  let potential = closest.reduce((s, x) => s + x, 0);
  const trials = 2 + Math.floor(Math.log(k));
  for (let c = 1; c < k; c++) {
    let bestDoc = -1;
    let bestPotential = Infinity;
    let bestClosest = closest;
    for (let t = 0; t < trials; t++) {
      let r = rand() * potential;
      let doc = n - 1;
      for (let d = 0; d < n; d++) {
        r -= closest[d] as number;
        if (r < 0) {
          doc = d;
          break;
        }
      }
      const dist = distancesTo(doc);
      const next = dist.map((x, d) => Math.min(x, closest[d] as number));
      const pot = next.reduce((s, x) => s + x, 0);
      if (pot < bestPotential) {
        bestPotential = pot;
        bestDoc = doc;
        bestClosest = next;
      }
    }
    place(c, bestDoc);
    closest = bestClosest;
    potential = bestPotential;
  }
  return centres;
}

/** Standard (Euclidean) k-means with k-means++ seeding; Lloyd iterations until no document moves (at most 300). */
export function kmeans(rows: readonly Sparse[], dim: number, k: number, seed: number): Int32Array {
  const n = rows.length;
  const centres = kmeansPlusPlus(rows, dim, Math.min(k, n), seededRandom(seed));
  const kk = Math.min(k, n);
  const assign = new Int32Array(n).fill(-1);
  const centreNorms = new Float64Array(kk);
  for (let iter = 0; iter < 300; iter++) {
    for (let c = 0; c < kk; c++) {
      let s = 0;
      for (let t = 0; t < dim; t++) s += (centres[c * dim + t] as number) ** 2;
      centreNorms[c] = s;
    }
    let moved = 0;
    for (let d = 0; d < n; d++) {
      let best = 0;
      let bestDist = Infinity;
      for (let c = 0; c < kk; c++) {
        const dist = (centreNorms[c] as number) - 2 * dotDense(rows[d] as Sparse, centres, c * dim);
        if (dist < bestDist) {
          bestDist = dist;
          best = c;
        }
      }
      if (assign[d] !== best) moved++;
      assign[d] = best;
    }
    if (moved === 0) break;
    const sizes = new Float64Array(kk);
    const sums = new Float64Array(kk * dim);
    for (let d = 0; d < n; d++) {
      const c = assign[d] as number;
      sizes[c] = (sizes[c] as number) + 1;
      const r = rows[d] as Sparse;
      for (let i = 0; i < r.ids.length; i++)
        sums[c * dim + (r.ids[i] as number)] = (sums[c * dim + (r.ids[i] as number)] as number) + (r.values[i] as number);
    }
    // An empty cluster keeps its old centre (scikit-learn relocates it; with k ≪ n this does not happen here).
    for (let c = 0; c < kk; c++) {
      if (sizes[c] === 0) continue;
      for (let t = 0; t < dim; t++) centres[c * dim + t] = (sums[c * dim + t] as number) / (sizes[c] as number);
    }
  }
  return assign;
}

/** The peer's clustering of `texts` into k clusters. */
export function peerClusters(texts: readonly string[], k: number, seed: number): Int32Array {
  const { rows, dim } = tfidf(texts);
  return kmeans(rows, dim, k, seed);
}
