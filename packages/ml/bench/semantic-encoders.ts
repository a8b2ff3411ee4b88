import { SemanticUnavailableError, loadSemanticEncoder, type SemanticEncoder } from '../src/index.js';

/** The benchmark's two encoders: one with the disk cache (what a rerun costs) and one without (cold rate). */
export interface BenchEncoders {
  id: string;
  cached: SemanticEncoder;
  uncached: SemanticEncoder;
  /** Resident memory one encoder thread adds (model loaded and one batch embedded). */
  workerBytes: number;
  close(): Promise<void>;
}

/** Loads both, or returns null (with a notice) when the optional packages are unavailable. */
export async function openSemantic(cacheDir: string, log: (s: string) => void): Promise<BenchEncoders | null> {
  try {
    const before = process.memoryUsage().rss;
    const uncached = await loadSemanticEncoder({ cacheSize: 0 });
    await uncached.embed(Array.from({ length: 128 }, (_, i) => `warm-up sentence number ${i} for the encoder`));
    const workerBytes = process.memoryUsage().rss - before;
    const cached = await loadSemanticEncoder({ cacheDir, cacheSize: 0 });
    return {
      id: cached.id,
      cached,
      uncached,
      workerBytes,
      close: async () => {
        await cached.close();
        await uncached.close();
      },
    };
  } catch (e) {
    if (!(e instanceof SemanticUnavailableError)) throw e;
    log(`semantic rows skipped: ${e.message}`);
    return null;
  }
}
