import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt } from '../../../shared/test/harness';
import { projectSummary } from '../test/fixtures';
import { ProjectListPage } from './ProjectListPage';

const slow = { timeout: 5_000 };
const page = (content: unknown[]) => () => json({ content, page: 0, size: 10, total: content.length });
const options = (values: string[]) => () => json(values.map((value) => ({ value, label: value })));
const base = {
  'GET /api/project/recent': () => json([]),
  'GET /api/project/tag': options(['retail']),
  'GET /api/project/sort/option': options(['UPDATED_DESC', 'NAME_ASC']),
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = (url = '/project') => renderAt([{ path: '/project', element: <ProjectListPage /> }], url);

describe('analysis list', { timeout: 90_000 }, () => {
  it('lists analyses with their models and counts, sends the URL filters, and enables create when the plan has room', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/project': page([projectSummary()]),
      'GET /api/package/check': () => json({ feature: 'PROJECT_COUNT', status: 'LIMIT_AVAILABLE' }),
    });
    open('/project?search=voice&tags=retail&page=1');
    const link = await screen.findByTestId('project-row-voice', {}, slow);
    expect(link.getAttribute('href')).toBe('/project/detail/voice');
    expect(screen.getByText('Complaints')).toBeTruthy();
    const list = calls.find((c) => c.url.startsWith('/api/project?'));
    expect(list?.url).toBe('/api/project?status=ACTIVE&page=1&size=10&search=voice&tags=retail');
    expect(calls.find((c) => c.url.startsWith('/api/package/check'))?.url).toBe('/api/package/check?feature=PROJECT_COUNT');
    await waitFor(() => expect(screen.getByTestId('project-create-button').hasAttribute('disabled')).toBe(false));
  });

  it('disables create behind the upgrade prompt when the plan is full', async () => {
    mockApi({
      ...base,
      'GET /api/project': page([]),
      'GET /api/package/check': () => json({ feature: 'PROJECT_COUNT', status: 'LIMIT_EXCEEDED' }),
    });
    open();
    expect(await screen.findByTestId('project-list-empty', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('project-create-blocked').length).toBeGreaterThan(0));
    for (const button of screen.getAllByTestId('project-create-button')) expect(button.hasAttribute('disabled')).toBe(true);
    // A template is another way in, offered in the header and in the empty state.
    for (const id of ['project-from-template', 'project-empty-from-template'])
      expect(screen.getByTestId(id).closest('a')?.getAttribute('href')).toBe('/marketplace?kind=PROJECT');
  });

  it('does not send a search under three characters and says why', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/project': page([projectSummary()]),
      'GET /api/package/check': () => json({ feature: 'PROJECT_COUNT', status: 'LIMIT_AVAILABLE' }),
    });
    open();
    await screen.findByTestId('project-row-voice', {}, slow);
    const input = screen.getByTestId('project-search');
    fireEvent.change(input, { target: { value: 'vo' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('project-search-too-short')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('search=vo'))).toBe(false);
  });

  it('lists unfinished analyses with continue and delete', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/project': page([projectSummary({ code: 'draft-1', name: 'Half done', status: 'DRAFT' })]),
      'GET /api/package/check': () => json({ feature: 'PROJECT_COUNT', status: 'LIMIT_AVAILABLE' }),
      'DELETE /api/project/invalid/draft-1': () => json({ ok: true }),
    });
    open('/project?view=DRAFT');
    const link = await screen.findByTestId('project-row-draft-1', {}, slow);
    expect(link.getAttribute('href')).toBe('/project/create/draft-1');
    expect(calls.find((c) => c.url.startsWith('/api/project?'))?.url).toContain('status=DRAFT');
    fireEvent.click(screen.getByTestId('project-draft-delete-draft-1'));
    // The confirmation's own "Delete" is the second button of that name.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /delete/i }).length).toBeGreaterThan(1), slow);
    fireEvent.click(screen.getAllByRole('button', { name: /delete/i }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/project/invalid/draft-1')).toBe(true));
  });
});
