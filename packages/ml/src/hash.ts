/**
 * 32-bit string hash: FNV-1a over UTF-16 code units, finished with murmur3's fmix32 avalanche. FNV-1a alone is
 * fast but mixes its high bits poorly; the finaliser makes `hash & (dim - 1)` spread evenly over the buckets.
 */
export function hashString(s: string, seed = 0x811c9dc5): number {
  return fmix32(fnvRun(seed >>> 0, s));
}

/** Folds every code unit of `s` into an FNV state; lets callers hash a concatenation without building it. */
export function fnvRun(state: number, s: string): number {
  let h = state;
  for (let i = 0; i < s.length; i++) h = fnvStep(h, s.charCodeAt(i));
  return h;
}

/** FNV-1a step: folds one UTF-16 code unit into the running state (for hashing substrings without slicing). */
export function fnvStep(h: number, code: number): number {
  return Math.imul(h ^ code, 0x01000193);
}

/** murmur3's 32-bit finaliser; `fmix32` of an FNV state equals {@link hashString} of the same characters. */
export function fmix32(state: number): number {
  let h = state;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
