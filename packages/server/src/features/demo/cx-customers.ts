import type { DemoLanguage } from './categories.js';
import { Random } from './random.js';

/**
 * The demo company's customers: a pool whose size follows the row count, skewed so a few customers get in touch
 * again and again (the repeat contacts a CX team looks for). A customer's segment, city and language are a
 * function of the seed and the customer number alone, so every contact of one customer agrees on them.
 */

export const cxSegments = ['individual', 'corporate', 'premium'] as const;
export type CxSegment = (typeof cxSegments)[number];
/** Turkish names of the segments, for screens and documentation ("bireysel", "kurumsal", "premium"). */
export const cxSegmentNames: Record<CxSegment, { tr: string; en: string }> = {
  individual: { tr: 'Bireysel', en: 'Individual' },
  corporate: { tr: 'Kurumsal', en: 'Corporate' },
  premium: { tr: 'Premium', en: 'Premium' },
};

/** Cities by share of customers: the large cities dominate, as in any Turkish online store. */
const CITIES: readonly (readonly [string, number])[] = [
  ['İstanbul', 30],
  ['Ankara', 12],
  ['İzmir', 9],
  ['Bursa', 6],
  ['Antalya', 5],
  ['Kocaeli', 4],
  ['Konya', 4],
  ['Adana', 4],
  ['Gaziantep', 3],
  ['Eskişehir', 2],
  ['Kayseri', 2],
  ['Samsun', 2],
  ['Trabzon', 2],
  ['Diyarbakır', 2],
  ['Mersin', 2],
];
export const cxCities: readonly string[] = CITIES.map(([c]) => c);

const SEGMENTS: readonly (readonly [CxSegment, number])[] = [
  ['individual', 0.72],
  ['corporate', 0.16],
  ['premium', 0.12],
];

export interface CxCustomer {
  id: string;
  segment: CxSegment;
  city: string;
  language: DemoLanguage;
}

/** The pool size used when none is given: about four contacts per customer on average. */
export const defaultCustomerPool = (count: number): number => Math.max(200, Math.ceil(count / 4));

export class CxCustomers {
  constructor(
    private readonly seed: number,
    private readonly pool: number,
    private readonly languages: readonly DemoLanguage[],
  ) {
    if (pool < 1) throw new Error('the customer pool needs at least one customer');
    if (languages.length === 0) throw new Error('the CX generator needs at least one language');
  }

  /**
   * The customer of a contact: one in five contacts comes from the 2 % of frequent customers (tens of contacts
   * each), the rest from the whole pool (a few each, many just once).
   */
  draw(rng: Random): CxCustomer {
    const frequent = Math.max(1, Math.floor(this.pool * 0.02));
    return this.byNumber(rng.chance(0.2) ? rng.int(0, frequent - 1) : rng.int(0, this.pool - 1));
  }

  byNumber(n: number): CxCustomer {
    const rng = new Random(Math.imul(n + 1, 0x27d4eb2f) ^ Math.imul(this.seed | 0, 0x165667b1));
    const segment = rng.weighted(SEGMENTS);
    const city = rng.weighted(CITIES);
    // Turkish is the store's main language; an English share of customers writes in English every time.
    const language: DemoLanguage =
      this.languages.length === 1 ? (this.languages[0] as DemoLanguage) : rng.chance(0.62) ? 'tr' : 'en';
    return { id: `C-${String(100_000 + n)}`, segment, city, language };
  }
}
