import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Cache key of a text: SHA-1 (hex) keeps keys short and fixed-size whatever the text's length. */
export function textKey(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** A bounded least-recently-used map (a Map keeps insertion order; a hit re-inserts the key at the end). */
export class LruCache<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }
}

const KEY_BYTES = 20;

/**
 * An append-only file of (SHA-1 of the text, vector) records, one file per encoder, for runs that embed the same
 * corpus again (the benchmark). Read whole at open; records of another dimension or a torn last record are ignored.
 */
export class DiskCache {
  private constructor(
    private readonly file: string,
    private readonly dimension: number,
    private readonly entries: Map<string, Float32Array>,
  ) {}

  static async open(dir: string, encoderId: string, dimension: number): Promise<DiskCache> {
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${encoderId}-${dimension}.bin`);
    const entries = new Map<string, Float32Array>();
    const bytes = await readFile(file).catch(() => null);
    if (bytes !== null) {
      const record = KEY_BYTES + 4 * dimension;
      for (let at = 0; at + record <= bytes.length; at += record) {
        const key = bytes.subarray(at, at + KEY_BYTES).toString('hex');
        // Copy: the record sits at an arbitrary byte offset, and a Float32Array view needs 4-byte alignment.
        const vector = new Float32Array(new Uint8Array(bytes.subarray(at + KEY_BYTES, at + record)).buffer);
        entries.set(key, vector);
      }
    }
    return new DiskCache(file, dimension, entries);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Float32Array | undefined {
    return this.entries.get(key);
  }

  async add(items: readonly { key: string; vector: Float32Array }[]): Promise<void> {
    const fresh = items.filter((i) => !this.entries.has(i.key) && i.vector.length === this.dimension);
    if (fresh.length === 0) return;
    const record = KEY_BYTES + 4 * this.dimension;
    const out = Buffer.alloc(fresh.length * record);
    fresh.forEach((item, r) => {
      Buffer.from(item.key, 'hex').copy(out, r * record);
      out.set(new Uint8Array(item.vector.buffer, item.vector.byteOffset, item.vector.byteLength), r * record + KEY_BYTES);
      this.entries.set(item.key, item.vector);
    });
    await appendFile(this.file, out);
  }
}
