import { describe, expect, it } from 'vitest';
import {
  EMOTION_LABELS,
  GOEMOTIONS_TO_EMOTION,
  SENTIMENT_LABELS,
  sentimentScore,
  validateEmotionLabels,
  validateSentimentLabels,
} from './sentiment.js';

describe('validateSentimentLabels', () => {
  it('maps Turkish names, short forms and case variants to the canonical labels', () => {
    expect(validateSentimentLabels(['olumlu', 'OLUMSUZ', 'Nötr', 'notr', 'pos', 'neg', 'neu', ' Positive ', 'NEGATİF'])).toEqual([
      'positive',
      'negative',
      'neutral',
      'neutral',
      'positive',
      'negative',
      'neutral',
      'positive',
      'negative',
    ]);
    expect(SENTIMENT_LABELS).toEqual(['negative', 'neutral', 'positive']);
  });

  it('reads numbers as -1/0/1 when a -1 is present', () => {
    expect(validateSentimentLabels(['-1', '0', '1', '+1', '1.0'])).toEqual([
      'negative',
      'neutral',
      'positive',
      'positive',
      'positive',
    ]);
  });

  it('refuses to guess numbers without -1, and follows an explicit scheme', () => {
    expect(() => validateSentimentLabels(['0', '1', 'olumlu'])).toThrow(/\(0, 1\) without -1 are ambiguous/);
    expect(validateSentimentLabels(['0', '1'], { numeric: 'binary' })).toEqual(['negative', 'positive']);
    expect(validateSentimentLabels(['0', '1', '2'], { numeric: 'zero-based' })).toEqual(['negative', 'neutral', 'positive']);
    expect(() => validateSentimentLabels(['-1', '2'])).toThrow(/item 2 has the sentiment label "2"/);
  });

  it('rejects labels that are not a sentiment, naming the item', () => {
    expect(() => validateSentimentLabels(['positive', 'mixed'])).toThrow(
      'item 2 has the sentiment label "mixed"; expected negative/neutral/positive (or olumsuz/nötr/olumlu, neg/neu/pos, -1/0/1)',
    );
  });
});

describe('sentimentScore', () => {
  it('is P(positive) − P(negative)', () => {
    const s = sentimentScore([
      { label: 'positive', score: 0.7 },
      { label: 'neutral', score: 0.2 },
      { label: 'negative', score: 0.1 },
    ]);
    expect(s).toBeCloseTo(0.6, 12);
    expect(sentimentScore([{ label: 'olumsuz', score: 0.9 }])).toBeCloseTo(-0.9, 12);
    expect(sentimentScore([])).toBe(0);
  });

  it('rejects predictions of another kind of model', () => {
    expect(() => sentimentScore([{ label: 'anger', score: 1 }])).toThrow('"anger" is not a sentiment label');
  });
});

describe('validateEmotionLabels', () => {
  it('maps Turkish and GoEmotions names, drops unmapped GoEmotions labels and neutral next to an emotion', () => {
    expect(
      validateEmotionLabels([['Öfke', 'annoyance'], ['surprise'], ['neutral', 'gratitude'], ['ENDİŞE', 'hayal kırıklığı']]),
    ).toEqual([['anger'], [], ['gratitude'], ['disappointment', 'worry']]);
  });

  it('maps every GoEmotions label onto the set or explicitly drops it', () => {
    expect(Object.keys(GOEMOTIONS_TO_EMOTION)).toHaveLength(28);
    for (const target of Object.values(GOEMOTIONS_TO_EMOTION)) if (target !== null) expect(EMOTION_LABELS).toContain(target);
  });

  it('rejects unknown labels', () => {
    expect(() => validateEmotionLabels([['joy'], ['constructor']])).toThrow(/item 2 has the emotion label "constructor"/);
  });
});
