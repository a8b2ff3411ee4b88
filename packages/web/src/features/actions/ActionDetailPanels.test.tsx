import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, renderAt, userWith, type Call } from '../../shared/test/api';
import { ActionDetailPage } from './pages/ActionDetailPage';
import { actionId, bob, cem, detailAction, effectOf, me, mockDetail, path } from './test/detail-fixtures';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function renderDetail(over: Record<string, (call: Call) => Response> = {}) {
  const calls = mockDetail(over);
  renderAt([{ path: '/actions/:id', element: <ActionDetailPage /> }], `/actions/${actionId}`, userWith('ANALYST'));
  return calls;
}

async function pick(testId: string, title: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title, {}, slow);
  const option = options[options.length - 1];
  if (!option) throw new Error(`no option ${title}`);
  fireEvent.click(option);
}

describe('action detail panels', { timeout: 60_000 }, () => {
  it('adds a follower from the people, follows oneself and removes a follower', async () => {
    const calls = renderDetail({
      [`POST ${path}/follower`]: () => json(detailAction({ followers: [bob, cem] })),
      [`DELETE ${path}/follower`]: () => json(detailAction({ followers: [] })),
    });
    const followers = await screen.findByTestId('action-followers', {}, slow);
    expect(followers.textContent).toContain('Bob Stone');
    await pick('action-follower-select', 'Cem Kaya');
    fireEvent.click(screen.getByTestId('action-follower-add'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${path}/follower`)).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: cem.id });

    fireEvent.click(screen.getByTestId('action-follow-me'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').length).toBe(2), slow);
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ userId: me.id });

    fireEvent.click(screen.getByTestId(`action-follower-remove-${bob.id}`));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), slow);
    expect(new URLSearchParams(calls.find((c) => c.method === 'DELETE')?.query).get('userId')).toBe(bob.id);
  });

  it('shows replies under their note and sends a reply with its mentions', async () => {
    const calls = renderDetail({
      [`POST ${path}/note`]: () =>
        json({ id: 'n-4', parentId: 'n-3', author: me, text: 'Agreed.', mentions: [bob], createdAt: '2026-01-05T00:00:00.000Z' }),
    });
    const parent = await screen.findByTestId('action-note-n-1', {}, slow);
    expect(within(parent).getByTestId('action-note-n-2').textContent).toContain('Which courier?');
    expect(within(screen.getByTestId('action-note-n-3')).queryByTestId('action-note-n-2')).toBeNull();

    fireEvent.click(screen.getByTestId('action-note-reply-n-3'));
    expect(screen.getByTestId('action-note-replying').textContent).toContain('Replying to Cem Kaya');
    fireEvent.change(screen.getByTestId('action-note-input'), { target: { value: 'Agreed.' } });
    await pick('action-note-mentions', 'Bob Stone');
    fireEvent.click(screen.getByTestId('action-note-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Agreed.', parentId: 'n-3', mentionIds: [bob.id] });
    await waitFor(() => expect(screen.getByTestId<HTMLTextAreaElement>('action-note-input').value).toBe(''), slow);
    expect(screen.queryByTestId('action-note-replying')).toBeNull();
  });

  it('lists the history newest first with translated old → new values', async () => {
    renderDetail();
    const history = await screen.findByTestId('action-history', {}, slow);
    await within(history).findByTestId('action-history-h-2', {}, slow);
    const ids = within(history)
      .getAllByTestId(/^action-history-h-/)
      .map((e) => e.dataset['testid']);
    expect(ids).toEqual(['action-history-h-3', 'action-history-h-2', 'action-history-h-1']);
    const status = screen.getByTestId('action-history-h-2').textContent;
    expect(status).toContain('Ada Lovelace changed Status');
    expect(status).toContain('Open → In progress');
    expect(screen.getByTestId('action-history-h-3').textContent).toContain('Ada Lovelace added a follower: Cem Kaya');
    expect(screen.getByTestId('action-history-h-1').textContent).toContain('Bob Stone created the action');
  });

  it('refuses a corrective action under 10 characters and adds a longer one', async () => {
    const calls = renderDetail({
      [`POST ${path}/corrective-action`]: () =>
        json({
          id: 'c-2',
          kind: 'CORRECTIVE',
          text: 'Added a second courier.',
          realisedBy: null,
          realisedAt: null,
          createdBy: me,
          createdAt: '2026-01-08T00:00:00.000Z',
        }),
    });
    expect((await screen.findByTestId('action-corrective-c-1', {}, slow)).textContent).toContain('Regulator action');
    const form = screen.getByTestId('action-corrective-form');
    fireEvent.change(screen.getByTestId('action-corrective-text'), { target: { value: 'too short' } });
    fireEvent.click(screen.getByTestId('action-corrective-submit'));
    expect(await within(form).findByText('Enter at least 10 characters.', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('action-corrective-text'), { target: { value: 'Added a second courier.' } });
    await pick('action-corrective-realised-by', 'Bob Stone');
    fireEvent.click(screen.getByTestId('action-corrective-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'CORRECTIVE',
      text: 'Added a second courier.',
      realisedById: bob.id,
      realisedAt: null,
    });
  });

  it('shows the effect windows and each measure with its test, and asks again for another window', async () => {
    const calls = renderDetail();
    const effect = await screen.findByTestId('action-effect', {}, slow);
    const volume = await within(effect).findByTestId('action-effect-metric-VOLUME_SHARE', {}, slow);
    for (const text of ['Share of all documents', '20.0%', '10.0%', '−10 pp', '0.001', 'Significant', 'Improved'])
      expect(volume.textContent).toContain(text);
    const sentiment = screen.getByTestId('action-effect-metric-SENTIMENT_SCORE').textContent;
    expect(sentiment).toContain('Worse');
    const nps = screen.getByTestId('action-effect-metric-NPS').textContent;
    expect(nps).toContain('Not significant');
    expect(nps).not.toContain('Improved');
    expect(screen.getByTestId('action-effect-before').textContent).toContain('80 of 400 documents');
    expect(screen.getByTestId('action-effect-after').textContent).toContain('2026-02-01');
    expect(screen.getByTestId('action-effect-pivot').textContent).toContain('closed date');
    expect(new URLSearchParams(calls.find((c) => c.path === `${path}/effect`)?.query).get('windowDays')).toBe('28');

    fireEvent.click(within(screen.getByTestId('action-effect-window')).getByText('7 days'));
    await waitFor(
      () =>
        expect(calls.some((c) => c.path === `${path}/effect` && new URLSearchParams(c.query).get('windowDays') === '7')).toBe(
          true,
        ),
      slow,
    );
  });

  it('says plainly when there is not enough data, and shows no figures without evidence', async () => {
    renderDetail({ [`GET ${path}/effect`]: () => json(effectOf({ reason: 'NOT_ENOUGH_DATA' })) });
    expect((await screen.findByTestId('action-effect-reason', {}, slow)).textContent).toContain(
      'There is not enough data yet: each window needs at least 30 documents',
    );
    expect(screen.getByTestId('action-effect-metrics')).toBeTruthy();
    expect(screen.queryByTestId('action-effect-summary')).toBeNull();
  });

  it('explains an action without evidence', async () => {
    renderDetail({ [`GET ${path}/effect`]: () => json(effectOf({ reason: 'NO_EVIDENCE', metrics: [] })) });
    expect((await screen.findByTestId('action-effect-reason', {}, slow)).textContent).toContain(
      'not linked to an analysis filter',
    );
    expect(screen.queryByTestId('action-effect-metrics')).toBeNull();
  });
});
