import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../test/dom';
import { initI18n } from '../../app/i18n';
import { DocumentContent, EntityText } from './DocumentContent';

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
