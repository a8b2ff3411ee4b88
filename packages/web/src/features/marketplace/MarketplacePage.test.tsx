import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt } from '../../shared/test/harness';
import { MarketplacePage } from './pages/MarketplacePage';
import { ModelTemplateListPage } from './pages/TemplateListPage';
import { modelTemplate, modelTemplateId, page, projectTemplate } from './test/fixtures';

const slow = { timeout: 10_000 };
const tags = () => json([{ tag: 'retail', count: 3 }]);
const queryOf = (url: string | undefined) => Object.fromEntries(new URLSearchParams(url?.split('?')[1] ?? ''));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('marketplace', { timeout: 60_000 }, () => {
  it('sends the URL filters to the server and shows the cards of one kind', async () => {
    const calls = mockApi({ 'GET /api/model-template': page([modelTemplate()]), 'GET /api/marketplace/tags': tags });
    renderAt(
      [{ path: '/marketplace', element: <MarketplacePage /> }],
      '/marketplace?kind=MODEL&tags=retail&language=tr&sort=QUALITY&search=refund',
    );
    const card = await screen.findByTestId(`template-card-${modelTemplateId}`, {}, slow);
    expect(queryOf(calls.find((c) => c.url.startsWith('/api/model-template?'))?.url)).toEqual({
      page: '0',
      size: '12',
      sort: 'QUALITY',
      scope: 'PUBLIC',
      search: 'refund',
      tags: 'retail',
      language: 'tr',
    });
    // One kind: the analysis templates are not asked for.
    expect(calls.some((c) => c.url.startsWith('/api/project-template'))).toBe(false);
    expect(within(card).getByTestId('template-owner').textContent).toBe('Sentio');
    expect(within(card).getByTestId('template-quality').textContent).toContain('82.0%');
    expect(within(card).getByTestId('template-installs').textContent).toContain('1,234');
    expect(within(card).getByTestId('badge-trained')).toBeTruthy();
    expect(card.textContent).toContain('Türkçe');
  });

  it('shows both kinds, keeps the chosen kind in the URL and refuses a two-letter search', async () => {
    mockApi({
      'GET /api/model-template': page([modelTemplate()]),
      'GET /api/project-template': page([projectTemplate()]),
      'GET /api/marketplace/tags': tags,
    });
    const router = renderAt([{ path: '/marketplace', element: <MarketplacePage /> }], '/marketplace');
    expect(await screen.findByTestId(`template-card-${modelTemplateId}`, {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('section-PROJECT').textContent).toContain('Retail voice'));
    expect(screen.getByTestId('section-MODEL').textContent).toContain('Model templates (1)');
    expect(screen.getByTestId('section-PROJECT').textContent).toContain('Models: 2');

    fireEvent.click(screen.getByTestId('kind-MODEL'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=MODEL'));

    const search = screen.getByLabelText('Search templates');
    fireEvent.change(search, { target: { value: 'ab' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect((await screen.findByTestId('template-search-hint')).textContent).toMatch(/3 characters/);
    expect(router.state.location.search).toBe('?kind=MODEL');
  });

  it('shows the empty state of the workspace scope on a template page', async () => {
    const calls = mockApi({ 'GET /api/model-template': page([]), 'GET /api/marketplace/tags': tags });
    renderAt([{ path: '/model-template', element: <ModelTemplateListPage /> }], '/model-template?scope=WORKSPACE');
    expect((await screen.findByTestId('template-empty', {}, slow)).textContent).toContain('no templates yet');
    expect(queryOf(calls.find((c) => c.url.startsWith('/api/model-template?'))?.url).scope).toBe('WORKSPACE');
  });
});
