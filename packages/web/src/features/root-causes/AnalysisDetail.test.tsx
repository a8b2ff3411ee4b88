import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { categoryTree, projectDetail } from '../../shared/test/analysis-fixtures';
import { RootCauseTab } from './RootCauseTab';
import { analysis, analysisId, confirmedTopicId, detail, pendingTopicId, rootCause, rootCauseId } from './test/fixtures';

const slow = { timeout: 10_000 };
const update = {
  id: 'u1',
  kind: 'CONFIRM',
  state: 'QUEUED',
  progress: 0,
  topicIds: [pendingTopicId],
  rootCauseId,
  undoable: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderDetail(over: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    [`GET /api/project/care/root-cause-analysis/${analysisId}`]: () => json(detail()),
    'GET /api/project/care/modelCategories/tree': () => json(categoryTree),
    'GET /api/project/care/root-cause': () => json([rootCause]),
    ...over,
  });
  const router = renderAt(
    [{ path: '/project/detail/:code', element: <RootCauseTab project={projectDetail()} /> }],
    `/project/detail/care?tab=rootCauseAnalysis&rca=${analysisId}`,
    userWith('MANAGER'),
  );
  return { calls, router };
}

describe('one root cause analysis', { timeout: 60_000 }, () => {
  it('shows topic cards and confirms a topic into a root cause named after its label', async () => {
    const { calls } = renderDetail({ 'POST /api/project/care/root-cause': () => json({ rootCause, update }) });
    const card = await screen.findByTestId(`topic-card-${pendingTopicId}`, {}, slow);
    expect(card.textContent).toContain('courier / late / days');
    expect(card.textContent).toContain('42 documents');
    expect(card.textContent).toContain('Segment: Gold (12)');
    expect(screen.getByTestId(`topic-root-cause-${confirmedTopicId}`).textContent).toContain('Late courier');
    expect(screen.getByTestId('rca-category-c-late').textContent).toContain('120 documents read');

    fireEvent.click(within(card).getByTestId(`topic-confirm-${pendingTopicId}`));
    expect((await screen.findByTestId('confirm-name', {}, slow)).getAttribute('value')).toBe('courier / late / days');
    fireEvent.change(screen.getByTestId('confirm-alias-tr'), { target: { value: 'Geç kurye' } });
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/project/care/root-cause')).toBe(true),
      slow,
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/project/care/root-cause')?.body).toMatchObject({
      name: 'courier / late / days',
      alias: { tr: 'Geç kurye', en: '' },
      categoryIds: ['c-late'],
      topicIds: [pendingTopicId],
    });
  });

  it('undoes a confirmation and links a root cause to its documents in the data tab', async () => {
    const { calls } = renderDetail({
      [`POST /api/project/care/widget/attributeBaseKeyword/unConfirm/${confirmedTopicId}`]: () =>
        json({ ...update, kind: 'UNCONFIRM' }),
    });
    fireEvent.click(await screen.findByTestId(`topic-undo-${confirmedTopicId}`, {}, slow));
    await waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`/unConfirm/${confirmedTopicId}`))).toBe(true),
      slow,
    );
    fireEvent.click(screen.getByTestId('rca-tab-root-causes'));
    const link = await screen.findByTestId(`root-cause-documents-${rootCauseId}`, {}, slow);
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.searchParams.get('tab')).toBe('project_data');
    expect(href.searchParams.get('rrId')).toBe(`${rootCauseId}|Late courier`);
  });

  it('shows an unfinished topic update as a progress line and blocks edits of its topics', async () => {
    renderDetail({
      [`GET /api/project/care/root-cause-analysis/${analysisId}`]: () =>
        json({ ...detail(), updates: [{ ...update, state: 'RUNNING', progress: 40 }] }),
    });
    expect((await screen.findByTestId('rca-update-u1', {}, slow)).textContent).toContain('40%');
    expect(screen.getByTestId<HTMLButtonElement>(`topic-confirm-${pendingTopicId}`).disabled).toBe(true);
  });

  it("links a topic's size to its documents in the data tab over the analysis's range, beside the in-tab drawer", async () => {
    const ranged = analysis({ startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-02-28T23:59:59.999Z' });
    renderDetail({ [`GET /api/project/care/root-cause-analysis/${analysisId}`]: () => json({ ...detail(), analysis: ranged }) });
    const size = await screen.findByTestId(`topic-size-${pendingTopicId}`, {}, slow);
    expect(size.textContent).toBe('42 documents');
    const href = new URL(size.getAttribute('href') ?? '', 'http://x');
    expect(href.searchParams.get('tab')).toBe('project_data');
    expect(href.searchParams.get('topic')).toBe(pendingTopicId);
    expect(href.searchParams.get('sd')).not.toBe('');
    expect(href.searchParams.get('ed')).not.toBe('');
    expect(screen.getByTestId(`topic-documents-${pendingTopicId}`)).toBeTruthy();
  });

  it("links a topic's size without dates when the analysis reads every date", async () => {
    renderDetail();
    const size = await screen.findByTestId(`topic-size-${pendingTopicId}`, {}, slow);
    const href = new URL(size.getAttribute('href') ?? '', 'http://x');
    expect(href.searchParams.get('topic')).toBe(pendingTopicId);
    expect(href.searchParams.get('sd') ?? '').toBe('');
  });
});
