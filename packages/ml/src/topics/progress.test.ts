import { describe, expect, it } from 'vitest';
import { TopicsCancelledError, topics } from '../index.js';
import { generatedTurkish } from './fixtures.test-data.js';

describe('topics progress and cancellation', () => {
  it('reports rising fractions from 0 to 1, at most about 100 times', () => {
    const seen: number[] = [];
    topics(generatedTurkish(), { maxTopics: 3, onProgress: (f) => seen.push(f) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.length).toBeLessThanOrEqual(101);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] as number);
  });

  it('reports 0 and 1 for an empty input', () => {
    const seen: number[] = [];
    topics([], { onProgress: (f) => seen.push(f) });
    expect(seen).toEqual([0, 1]);
  });

  it('stops with TopicsCancelledError once the signal is aborted, at any stage', () => {
    const docs = generatedTurkish();
    for (const stopAt of [0, 0.15, 0.3, 0.65, 0.8, 0.9]) {
      const signal = { aborted: false };
      let last = -1;
      const run = (): unknown =>
        topics(docs, {
          maxTopics: 3,
          signal,
          onProgress: (f) => {
            last = f;
            if (f >= stopAt) signal.aborted = true;
          },
        });
      expect(run).toThrow(TopicsCancelledError);
      expect(last).toBeLessThan(1);
    }
    const error = (() => {
      try {
        topics(docs, { signal: { aborted: true } });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(TopicsCancelledError);
    expect((error as Error).name).toBe('TopicsCancelledError');
  });

  it('gives the same result with or without progress reporting', () => {
    const docs = generatedTurkish();
    expect(topics(docs, { maxTopics: 4, onProgress: () => undefined, signal: { aborted: false } })).toEqual(
      topics(docs, { maxTopics: 4 }),
    );
  });
});
