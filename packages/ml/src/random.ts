/** Seeded PRNG (mulberry32): training and fold splits must be reproducible for a given seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** In-place Fisher–Yates shuffle of the first `n` entries. */
export function shuffle(arr: Int32Array | number[], rand: () => number, n = arr.length): void {
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = arr[i] as number;
    arr[i] = arr[j] as number;
    arr[j] = t;
  }
}
