import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import '../test/dom';
import { initI18n } from '../../app/i18n';
import { DocumentContent, EntityText } from './DocumentContent';
import { TestResult } from '../../features/model-data/components/test/TestResult';

beforeAll(async () => {
  await initI18n('en');
});

describe('DocumentContent', () => {
  it('marks the spans of a plain text, coloured by the sign and strength of their weight', () => {
    render(
      <DocumentContent
        text="Kargom hâlâ gelmedi, çok memnunum"
        turns={null}
        spans={[
          { segment: 0, start: 0, end: 6, weight: 0.8 },
          { segment: 0, start: 12, end: 19, weight: 0.4 },
          { segment: 0, start: 25, end: 33, weight: -0.8 },
        ]}
        scale={0.8}
        testId="doc"
      />,
    );
    const marks = screen.getAllByTestId('highlight-span');
    expect(marks.map((m) => m.textContent)).toEqual(['Kargom', 'gelmedi', 'memnunum']);
    expect(marks[0]!.style.background).toBe('rgba(82, 196, 26, 0.75)');
    expect(marks[1]!.style.background).toBe('rgba(82, 196, 26, 0.45)');
    expect(marks[2]!.style.background).toBe('rgba(245, 34, 45, 0.75)');
    // Nothing of the text is lost or doubled around the marks.
    expect(screen.getByTestId('doc').textContent).toBe('Kargom hâlâ gelmedi, çok memnunum');
  });

  it('renders a dialogue as turns and highlights each turn with its own spans', () => {
    render(
      <DocumentContent
        text=""
        turns={[
          { speaker: 'customer', text: 'My card was charged twice' },
          { speaker: 'agent', text: 'I will refund the charge' },
        ]}
        spans={[
          { segment: 0, start: 12, end: 19, weight: 1 },
          { segment: 1, start: 7, end: 13, weight: 0.5 },
        ]}
        scale={1}
      />,
    );
    const turns = screen.getAllByTestId('dialogue-turn');
    expect(turns.map((t) => t.dataset['speaker'])).toEqual(['customer', 'agent']);
    expect(turns[0]!.textContent).toContain('Customer');
    expect(screen.getAllByTestId('highlight-span').map((m) => m.textContent)).toEqual(['charged', 'refund']);
  });

  it('marks entities with their types', () => {
    render(<EntityText text="Mail me at ada@example.com" entities={[{ segment: 0, start: 11, end: 26, type: 'EMAIL' }]} />);
    const entity = screen.getByTestId('entity-span');
    expect(entity.textContent).toBe('ada@example.com');
    expect(entity.dataset['type']).toBe('EMAIL');
    expect(entity.getAttribute('title')).toBe('E-mail');
  });
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
});
