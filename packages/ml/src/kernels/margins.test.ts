import { readFileSync } from 'node:fs';
import initWabt from 'wabt';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import { MARGINS_WASM } from './margins-wasm.js';
import { MarginKernel } from './margins.js';

function scalar(w: Float32Array, k: number, indices: Int32Array, values: Float32Array): Float64Array {
  const out = new Float64Array(k);
  indices.forEach((c, j) => {
    for (let l = 0; l < k; l++) out[l] = (out[l] as number) + (w[c * k + l] as number) * (values[j] as number);
  });
  return out;
}

describe('MarginKernel', () => {
  const rand = mulberry32(3);
  const rows = 500;

  it.each([1, 4, 7, 77])('matches the scalar loop for %i labels, including documents longer than a chunk', (k) => {
    const w = Float32Array.from({ length: rows * k }, () => rand() * 2 - 1);
    const kernel = MarginKernel.create(w, k, rows);
    expect(kernel).not.toBeNull();
    for (const nnz of [0, 3, 5000]) {
      const indices = Int32Array.from({ length: nnz }, () => Math.floor(rand() * rows));
      const values = Float32Array.from({ length: nnz }, () => rand());
      const out = new Float64Array(k);
      kernel?.accumulate({ indices, values }, out);
      const expected = scalar(w, k, indices, values);
      out.forEach((v, l) => expect(v).toBeCloseTo(expected[l] as number, 2));
    }
  });
});

describe('the embedded kernel', () => {
  it('is exactly what margins.wat compiles to (regenerate with npm run kernels -w @sentio/ml)', async () => {
    const wabt = await initWabt();
    const source = readFileSync(new URL('./margins.wat', import.meta.url), 'utf8');
    const bytes = wabt.parseWat('margins.wat', source, { simd: true }).toBinary({}).buffer;
    expect(Buffer.from(bytes).toString('base64')).toBe(MARGINS_WASM);
  });
});
