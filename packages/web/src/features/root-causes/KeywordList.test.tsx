import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RcaKeyword, User } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { categoryTree, projectDetail } from '../../shared/test/analysis-fixtures';
import { RootCauseTab } from './RootCauseTab';
import { analysisId, detail, rootCause } from './test/fixtures';

const slow = { timeout: 10_000 };
const keywordsPath = '/api/project/care/widget/attributeBaseKeyword/keyword';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const keyword = (id: string, patch: Partial<RcaKeyword> = {}): RcaKeyword => ({
  id,
  keyword: 'kargo',
  connected: ['kurye', 'cargo'],
  categoryId: null,
  documentCount: 1234,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...patch,
});
const kargoId = 'd0000000-0000-4000-8000-000000000001';
const iadeId = 'd0000000-0000-4000-8000-000000000002';
const saved = [keyword(kargoId), keyword(iadeId, { keyword: 'iade', connected: [], categoryId: 'c-late', documentCount: 7 })];

async function openKeywords(user: User, over: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    [`GET /api/project/care/root-cause-analysis/${analysisId}`]: () => json(detail()),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/project/care/root-cause': () => json([rootCause]),
    [`POST ${keywordsPath}/search`]: () => json({ content: saved, page: 0, size: 20, total: 2 }),
    ...over,
  });
  renderAt(
    [{ path: '/project/detail/:code', element: <RootCauseTab project={projectDetail()} /> }],
    `/project/detail/care?tab=rootCauseAnalysis&rca=${analysisId}`,
    user,
  );
  fireEvent.click(await screen.findByTestId('rca-tab-keywords', {}, slow));
  await screen.findByTestId('keyword-row-kargo', {}, slow);
  return calls;
}

const manager = userWith('MANAGER');
/** A member who may read the analysis but not manage it (no PROJECT/MANAGE). */
const reader: User = {
  ...manager,
  workspaces: manager.workspaces.map((w) => ({ ...w, permissions: w.permissions.filter((p) => p !== 'PROJECT/MANAGE') })),
};
const posted = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('saved keywords of the root cause tab', { timeout: 60_000 }, () => {
  it('lists the keywords with variants, category and documents count, and searches them', async () => {
    const calls = await openKeywords(manager);
    expect(screen.getByTestId('keyword-list').textContent).toContain('becomes a topic tagged “Keyword”');
    const kargo = screen.getByTestId('keyword-row-kargo');
    expect(kargo.textContent).toContain('kurye');
    expect(kargo.textContent).toContain('cargo');
    expect(kargo.textContent).toContain('All categories');
    expect(kargo.textContent).toContain('1,234');
    expect(screen.getByTestId('keyword-row-iade').textContent).toContain('Late');
    expect(posted(calls, `${keywordsPath}/search`)[0]?.body).toEqual({ text: '', page: 0, size: 20 });

    const search = within(screen.getByTestId('keyword-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'kar' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(
      () => expect(posted(calls, `${keywordsPath}/search`).at(-1)?.body).toEqual({ text: 'kar', page: 0, size: 20 }),
      slow,
    );
  });

  it('shows a keyword that already exists (409) on the field, and saves several at once', async () => {
    const calls = await openKeywords(manager, {
      [`POST ${keywordsPath}`]: () =>
        json(
          {
            status: 409,
            type: 'ConflictException',
            messageCode: 'KEYWORD_EXISTS',
            message: 'This keyword already exists.',
            fields: [{ field: 'keyword', messageCode: 'KEYWORD_EXISTS', message: 'This keyword already exists.' }],
          },
          409,
        ),
      [`POST ${keywordsPath}/save`]: () => json([keyword(kargoId)]),
    });
    fireEvent.click(screen.getByTestId('keyword-add'));
    fireEvent.change(await screen.findByTestId('keyword-add-text', {}, slow), { target: { value: ' Kargo ' } });
    fireEvent.click(screen.getByTestId('keyword-add-submit'));
    expect(await screen.findByText('This keyword already exists.', {}, slow)).toBeTruthy();
    expect(posted(calls, keywordsPath)[0]?.body).toEqual({ keyword: 'Kargo', categoryId: null });
    expect(screen.queryByTestId('keyword-add-error')).toBeNull();

    fireEvent.change(screen.getByTestId('keyword-add-text'), { target: { value: 'kargo, iade\ngeç teslimat' } });
    fireEvent.click(screen.getByTestId('keyword-add-submit'));
    await waitFor(() => expect(posted(calls, `${keywordsPath}/save`)).toHaveLength(1), slow);
    expect(posted(calls, `${keywordsPath}/save`)[0]?.body).toEqual({
      keywords: ['kargo', 'iade', 'geç teslimat'],
      categoryId: null,
    });
  });

  it('deletes a keyword after confirming, and edits its variants', async () => {
    const calls = await openKeywords(manager, {
      [`DELETE ${keywordsPath}`]: () => json({ ok: true }),
      'POST /api/project/care/widget/attributeBaseKeyword/saveConnectingKeyWord': () => json(keyword(kargoId)),
    });
    fireEvent.click(screen.getByTestId(`keyword-delete-${iadeId}`));
    fireEvent.click(await screen.findByTestId('keyword-delete-confirm', {}, slow));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === keywordsPath)).toBe(true), slow);
    expect(calls.find((c) => c.method === 'DELETE')?.query).toBe(`id=${iadeId}`);

    fireEvent.click(screen.getByTestId(`keyword-edit-${kargoId}`));
    fireEvent.click(await screen.findByTestId('keyword-variants-submit', {}, slow));
    await waitFor(
      () =>
        expect(posted(calls, '/api/project/care/widget/attributeBaseKeyword/saveConnectingKeyWord')[0]?.body).toEqual({
          id: kargoId,
          connected: ['kurye', 'cargo'],
        }),
      slow,
    );
  });

  it('hides the edit actions from users who may not manage', async () => {
    await openKeywords(reader);
    expect(screen.queryByTestId('keyword-add')).toBeNull();
    expect(screen.queryByTestId(`keyword-delete-${kargoId}`)).toBeNull();
    expect(screen.queryByTestId(`keyword-edit-${kargoId}`)).toBeNull();
  });
});
