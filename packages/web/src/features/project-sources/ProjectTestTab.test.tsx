import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { ProjectTestTab } from './ProjectTestTab';
import { code, projectDetail, projectModel } from './test/fixtures';

const slow = { timeout: 15_000 };
const text = 'Kargom gelmedi, iade istiyorum. ali@example.com';
const span = (start: number, end: number, weight: number) => ({ segment: 0, start, end, text: text.slice(start, end), weight });
const category = (categoryId: string, name: string, confidence: number, spans: ReturnType<typeof span>[] = []) => ({
  modelCode: 'topics',
  categoryId,
  name,
  path: name,
  confidence,
  origin: 'AI' as const,
  sentiment: null,
  spans,
});
const answer = {
  language: 'tr',
  masked: 'Kargom gelmedi, iade istiyorum. [EMAIL]',
  categories: [
    category('refund', 'Refund', 0.41, [span(16, 20, 0.8)]),
    category('delivery', 'Delivery', 0.88, [span(0, 5, 0.9)]),
  ],
  sentiment: { label: 'NEGATIVE', score: 0.93, modelCode: 'mood' },
  entities: [{ type: 'EMAIL', start: 32, end: 47, text: 'ali@example.com', segment: 0 }],
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function setup(project = projectDetail()) {
  const calls = mockApi({
    'POST /api/project/document/test': () => json(answer),
    'POST /api/project/dialogue/test': () => json({ ...answer, masked: null, entities: [], sentiment: null, categories: [] }),
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <ProjectTestTab project={project} /> }],
    `/project/detail/${code}?tab=test`,
    userWith('ANALYST'),
  );
  return calls;
}

describe('ProjectTestTab', { timeout: 30_000 }, () => {
  it('tests a text and shows categories per model, the words behind them, sentiment, entities and the masked text', async () => {
    const calls = setup();
    const submit = await screen.findByTestId('test-submit', {}, slow);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('test-text'), { target: { value: text } });
    fireEvent.click(submit);
    const result = await screen.findByTestId('test-result', {}, slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ projectCode: code, text });
    const tags = within(screen.getByTestId('test-model-topics')).getAllByTestId('test-category');
    expect(tags.map((t) => t.textContent)).toEqual(['Delivery · 88.0%', 'Refund · 41.0%']);
    expect(
      within(screen.getByTestId('test-highlighted'))
        .getAllByTestId('highlight-span')
        .map((m) => m.textContent),
    ).toEqual(['Kargo']);
    fireEvent.click(tags[1]!);
    expect(
      within(screen.getByTestId('test-highlighted'))
        .getAllByTestId('highlight-span')
        .map((m) => m.textContent),
    ).toEqual(['iade']);
    expect(screen.getByTestId('test-sentiment').textContent).toBe('Sentiment: Negative (93.0%)');
    expect(within(result).getByTestId('entity-span').textContent).toBe('ali@example.com');
    expect(screen.getByTestId('test-masked').textContent).toBe('Kargom gelmedi, iade istiyorum. [EMAIL]');
  });

  it('tests a dialogue turn by turn and says when nothing passed', async () => {
    const calls = setup(projectDetail({ dataType: 'DIALOGUE', projectModels: [projectModel({ deployedVersion: null })] }));
    expect((await screen.findByTestId('test-undeployed', {}, slow)).textContent).toContain('Topics');
    fireEvent.change(screen.getByTestId('test-turn-text-0'), { target: { value: 'My card was charged twice' } });
    fireEvent.click(screen.getByTestId('test-turn-add'));
    fireEvent.change(screen.getByTestId('test-turn-text-1'), { target: { value: 'Refunding one now' } });
    fireEvent.click(screen.getByTestId('test-submit'));
    expect(await screen.findByTestId('test-no-categories', {}, slow)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      projectCode: code,
      turns: [
        { speaker: 'customer', text: 'My card was charged twice' },
        { speaker: 'agent', text: 'Refunding one now' },
      ],
    });
    expect(within(screen.getByTestId('test-highlighted')).getAllByTestId('dialogue-turn')).toHaveLength(2);
  });
});
