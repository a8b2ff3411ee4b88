// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient globals (no module to import): see webassembly.d.ts
/// <reference path="./webassembly.d.ts" />
import type { SparseVector } from '../features.js';
import { MARGINS_WASM } from './margins-wasm.js';

interface KernelExports {
  memory: WebAssembly.Memory;
  accumulate: (w: number, kp: number, ind: number, val: number, nnz: number, out: number) => void;
}

/** Features handed to WASM per call; longer documents are processed in chunks (the kernel accumulates). */
const CHUNK = 4096;
const PAGE = 65536;

let compiled: WebAssembly.Module | null | undefined;

/** The compiled kernel, or null where WASM SIMD is unavailable (callers then use the JavaScript loop). */
function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Uint8Array.from(atob(MARGINS_WASM), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

const align16 = (n: number): number => Math.ceil(n / 16) * 16;

/**
 * A linear model's weight matrix copied into WASM memory, rows padded to a multiple of four labels, so margins
 * are computed four labels per instruction. Each model owns its instance and memory (sized once, never grown
 * afterwards, so the typed-array views stay valid). The copy doubles the weights' memory; in exchange prediction
 * with many labels runs several times faster than the scalar JavaScript loop.
 */
export class MarginKernel {
  private readonly exports: KernelExports;
  private readonly kp: number;
  private readonly outOffset = 0;
  private readonly indOffset: number;
  private readonly valOffset: number;
  private readonly wOffset: number;
  private readonly f32: Float32Array;
  private readonly i32: Int32Array;

  private constructor(module: WebAssembly.Module, weights: Float32Array, kCount: number, rows: number) {
    this.exports = new WebAssembly.Instance(module).exports as unknown as KernelExports;
    this.kp = Math.ceil(kCount / 4) * 4;
    this.indOffset = align16(this.kp * 4);
    this.valOffset = this.indOffset + CHUNK * 4;
    this.wOffset = align16(this.valOffset + CHUNK * 4);
    const bytes = this.wOffset + rows * this.kp * 4;
    const memory = this.exports.memory;
    const pages = Math.ceil(bytes / PAGE);
    const have = memory.buffer.byteLength / PAGE;
    if (pages > have) memory.grow(pages - have);
    this.f32 = new Float32Array(memory.buffer);
    this.i32 = new Int32Array(memory.buffer);
    const base = this.wOffset / 4;
    for (let r = 0; r < rows; r++) this.f32.set(weights.subarray(r * kCount, (r + 1) * kCount), base + r * this.kp);
  }

  /** A kernel for a feature-major weight matrix of `rows` × `kCount`, or null when WASM SIMD is unavailable. */
  static create(weights: Float32Array, kCount: number, rows: number): MarginKernel | null {
    const module = kernelModule();
    return module === null ? null : new MarginKernel(module, weights, kCount, rows);
  }

  /** Adds Σ_j w[v.indices[j]] · v.values[j] to `out` (one entry per label). */
  accumulate(v: SparseVector, out: Float64Array): void {
    const { f32, i32, kp } = this;
    const outBase = this.outOffset / 4;
    f32.fill(0, outBase, outBase + kp);
    const n = v.indices.length;
    for (let start = 0; start < n; start += CHUNK) {
      const end = Math.min(n, start + CHUNK);
      // Most documents fit one chunk: copying the whole arrays then spares two view objects per document.
      const whole = start === 0 && end === n;
      i32.set(whole ? v.indices : v.indices.subarray(start, end), this.indOffset / 4);
      f32.set(whole ? v.values : v.values.subarray(start, end), this.valOffset / 4);
      this.exports.accumulate(this.wOffset, kp, this.indOffset, this.valOffset, end - start, this.outOffset);
    }
    for (let k = 0; k < out.length; k++) out[k] = (out[k] as number) + (f32[outBase + k] as number);
  }
}
