/**
 * Progress reports and cancellation of a topic run. A run over 100,000 documents takes tens of seconds, so a
 * server shows how far it got and lets a person stop it; both are checked between stages and iterations only, so
 * they cost nothing measurable.
 */

/** Thrown by `topics()` when its `signal` is aborted; nothing is returned. */
export class TopicsCancelledError extends Error {
  constructor() {
    super('Topic discovery was cancelled');
    this.name = 'TopicsCancelledError';
  }
}

/** Anything with an `aborted` flag: an AbortSignal, or a plain object a worker flips from a message handler. */
export interface CancelSignal {
  readonly aborted: boolean;
}

/**
 * Stage boundaries as fractions of the whole run, from measured shares of the time on tweets (vectorising and
 * seeding are cheap, k-means and refinement dominate).
 */
export const STAGES = {
  vectorise: [0, 0.1],
  seed: [0.1, 0.2],
  kmeans: [0.2, 0.6],
  merge: [0.6, 0.7],
  refine: [0.7, 0.9],
  phrases: [0.9, 1],
} as const satisfies Record<string, readonly [number, number]>;

export type Stage = keyof typeof STAGES;

/**
 * Reports fractions 0..1 that never decrease, at most about 100 times per run (a step under 1 % is held back),
 * and throws {@link TopicsCancelledError} at checkpoints once the signal is aborted.
 */
export class Progress {
  private last = -1;

  constructor(
    private readonly report: ((fraction: number) => void) | undefined,
    private readonly signal: CancelSignal | undefined,
  ) {}

  /** Throws when cancelled. */
  check(): void {
    if (this.signal?.aborted === true) throw new TopicsCancelledError();
  }

  /** Checks for cancellation and reports `done` (0..1) of `stage`. */
  at(stage: Stage, done: number): void {
    this.check();
    if (!this.report) return;
    const [from, to] = STAGES[stage];
    const fraction = Math.min(1, from + (to - from) * Math.min(1, Math.max(0, done)));
    if (fraction < 1 && fraction - this.last < 0.01) return;
    if (fraction <= this.last) return;
    this.last = fraction;
    this.report(fraction);
  }
}
