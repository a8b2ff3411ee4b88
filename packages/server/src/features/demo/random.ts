/**
 * A small seeded random source for the demo data. Math.random would make every start and every test see different
 * data; the demo, the tests that train on it and the browser test that uploads it all need the same rows for a seed.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    // Mixing the seed first keeps neighbouring seeds (1, 2, 3…) from starting with correlated first draws.
    this.state = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x85ebca6b) >>> 0;
  }

  /** mulberry32: a 32-bit state, period 2^32, good enough for sampling texts. Returns [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** A derived, independent stream, so adding draws to one part of the generator does not shift another. */
  fork(salt: number): Random {
    return new Random((Math.imul(this.int(0, 0x7fffffff), 31) ^ salt) | 0);
  }
}
