import { mulberry32 } from './random.js';

/**
 * Seeded synthetic customer feedback for tests that need more than a handful of examples (cross-validation,
 * calibration, multi-label thresholds). Written for these tests; no real data.
 */
const THEMES: Readonly<Record<string, readonly string[]>> = {
  kargo: ['kargo', 'teslimat', 'paket', 'kurye', 'gecikti', 'gelmedi', 'geç geldi'],
  urun: ['ürün', 'kalite', 'bozuk', 'kırık', 'renk', 'beden', 'kumaş'],
  iade: ['iade', 'para', 'ücret', 'geri ödeme', 'iptal', 'fatura', 'kesinti'],
};
const FILLER = ['çok', 'bir', 'ama', 'yine', 'bugün', 'hala', 'neden', 'lütfen', 'artık', 'gerçekten', 've', 'bu'];

export function syntheticFeedback(n: number, seed = 7, multiLabel = false): { texts: string[]; labels: string[][] } {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const themes = Object.keys(THEMES);
  const texts: string[] = [];
  const labels: string[][] = [];
  for (let i = 0; i < n; i++) {
    const main = themes[i % themes.length] as string;
    const set = [main];
    if (multiLabel && rand() < 0.3) set.push(pick(themes.filter((t) => t !== main)));
    const words: string[] = [];
    for (const theme of set) for (let w = 0; w < 2; w++) words.push(pick(THEMES[theme] as string[]));
    for (let w = 0; w < 3; w++) words.push(pick(FILLER));
    // A little label noise so the classes are not separable and calibration has something to fit.
    if (rand() < 0.1) words.push(pick(THEMES[pick(themes)] as string[]));
    for (let j = words.length - 1; j > 0; j--) {
      const r = Math.floor(rand() * (j + 1));
      [words[j], words[r]] = [words[r] as string, words[j] as string];
    }
    texts.push(words.join(' '));
    labels.push(set);
  }
  return { texts, labels };
}
