import { describe, expect, it } from 'vitest';
import { bestF1Threshold, expectedCalibrationError, fitPlatt, fitTemperature, sigmoid, softmaxInto } from './calibration.js';

describe('fitTemperature', () => {
  it('recovers the temperature that generated the labels', () => {
    // Labels drawn so that P(class 0) = softmax(m / 0.5): the fitted temperature should come out near 0.5.
    const margins: Float64Array[] = [];
    const truth: number[] = [];
    let seed = 1;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 4000; i++) {
      const m = Float64Array.from([rand() * 2 - 1, rand() * 2 - 1]);
      const p = softmaxInto(m, 0.5, new Float64Array(2));
      margins.push(m);
      truth.push(rand() < (p[0] as number) ? 0 : 1);
    }
    expect(fitTemperature(margins, Int32Array.from(truth))).toBeCloseTo(0.5, 1);
  });
});

describe('fitPlatt', () => {
  it('fits a decreasing sigmoid mapping positive margins to high probabilities', () => {
    const margins = [-2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2];
    const positive = margins.map((m) => m > 0);
    positive[3] = true;
    const fit = fitPlatt(margins, positive);
    expect(fit.a).toBeLessThan(0);
    expect(sigmoid(2, fit)).toBeGreaterThan(0.8);
    expect(sigmoid(-2, fit)).toBeLessThan(0.2);
  });
});

describe('bestF1Threshold', () => {
  it('picks the cut with the best F1 (golden value)', () => {
    // Scores 0.9 0.8 0.7 0.4 0.3 with truth T T F T F: cutting after the 4th item gives F1 = 6/7 (best).
    expect(bestF1Threshold([0.9, 0.8, 0.7, 0.4, 0.3], [true, true, false, true, false])).toBeCloseTo(0.35, 10);
  });

  it('falls back to 0.5 for a label never seen and clamps extremes', () => {
    expect(bestF1Threshold([0.2, 0.1], [false, false])).toBe(0.5);
    expect(bestF1Threshold([0.01, 0.005], [true, true])).toBe(0.05);
  });
});

describe('expectedCalibrationError', () => {
  it('is 0 when confidence matches accuracy and |gap| otherwise (golden values)', () => {
    expect(expectedCalibrationError([0.75, 0.75, 0.75, 0.75], [true, true, true, false])).toBeCloseTo(0, 10);
    // One bin at 0.95 with half correct: gap 0.45.
    expect(expectedCalibrationError([0.95, 0.95], [true, false])).toBeCloseTo(0.45, 10);
    expect(expectedCalibrationError([], [])).toBe(0);
  });
});
