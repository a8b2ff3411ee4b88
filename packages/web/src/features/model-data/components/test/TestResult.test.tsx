import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import '../../../../shared/test/dom';
import { initI18n } from '../../../../app/i18n';
import { TestResult } from './TestResult';

beforeAll(async () => {
  await initI18n('en');
});

describe('TestResult', () => {
  const result = {
    versionId: 'v1',
    language: 'en',
    predicted: [{ labelId: 'delivery', name: 'Delivery', score: 0.82 }],
    scores: [
      { labelId: 'payment', name: 'Payment', score: 0.12 },
      { labelId: 'delivery', name: 'Delivery', score: 0.82 },
    ],
    spans: [
      { labelId: 'delivery', segment: 0, start: 9, end: 14, text: 'order', weight: 0.9 },
      { labelId: 'payment', segment: 0, start: 28, end: 35, text: 'charged', weight: 0.3 },
    ],
    entities: [{ type: 'ORDER_NUMBER', start: 15, end: 20, text: '12345', segment: 0 }],
    masked: 'Where is order [ORDER_NUMBER], I was charged',
  };
  const input = { text: 'Where is order 12345, I was charged', turns: null };

  it('shows the predicted label, every score sorted, and the spans of the predicted label first', () => {
    render(<TestResult result={result} input={input} versionName="v1" />);
    expect(screen.getByTestId('test-predicted').textContent).toBe('Delivery · 82.0%');
    expect(screen.getAllByTestId('test-score').map((s) => s.dataset['labelId'])).toEqual(['delivery', 'payment']);
    expect(screen.getAllByTestId('highlight-span').map((m) => m.textContent)).toEqual(['order']);
    expect(screen.getByTestId('test-masked').textContent).toBe(result.masked);
    expect(screen.getByTestId('entity-span').textContent).toBe('12345');
  });

  it('switches the highlighted spans to the label the user points at', () => {
    render(<TestResult result={result} input={input} versionName={null} />);
    fireEvent.click(screen.getAllByTestId('test-score')[1]!);
    expect(screen.getAllByTestId('highlight-span').map((m) => m.textContent)).toEqual(['charged']);
  });

  it('names a sentiment model\'s labels and the language in Turkish, with Turkish percentages', async () => {
    const i18n = await initI18n('tr');
    try {
      const sentiment = {
        ...result,
        language: 'tr',
        predicted: [{ labelId: 'NEGATIVE', name: 'NEGATIVE', score: 0.82 }],
        scores: [
          { labelId: 'NEGATIVE', name: 'NEGATIVE', score: 0.82 },
          { labelId: 'POSITIVE', name: 'POSITIVE', score: 0.18 },
        ],
        spans: [],
      };
      render(<TestResult result={sentiment} input={input} versionName={null} />);
      expect(screen.getByTestId('test-predicted').textContent).toBe('Olumsuz · %82,0');
      expect(screen.getByTestId('test-scores').textContent).toContain('Olumlu');
      expect(screen.getByTestId('test-scores').textContent).not.toMatch(/POSITIVE|NEGATIVE/);
      expect(screen.getByText(/Türkçe/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

