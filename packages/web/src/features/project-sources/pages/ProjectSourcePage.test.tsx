import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../../shared/test/api';
import { base, channels, code, projectDetail } from '../test/fixtures';
import { ProjectSourcePage } from './ProjectSourcePage';

const slow = { timeout: 15_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

function setup(project = projectDetail()) {
  mockApi({ [`GET ${base}`]: () => json(project), 'GET /api/project/channel': () => json(channels) });
  renderAt([{ path: '/project/source/:id', element: <ProjectSourcePage /> }], `/project/source/${code}`, userWith('ANALYST'));
}

describe('ProjectSourcePage', { timeout: 30_000 }, () => {
  it('picks the only channel of the analysis and opens the drop zone', async () => {
    setup();
    const select = await screen.findByTestId('source-channel-select', {}, slow);
    await waitFor(() => expect(select.textContent).toContain('Survey (survey)'), slow);
    const input = screen.getByTestId<HTMLInputElement>('source-file-input');
    expect(input.type).toBe('file');
    expect(input.disabled).toBe(false);
  });

  it('waits for a channel when the analysis has several (all of the workspace with a proxy channel)', async () => {
    setup(projectDetail({ channels: ['survey'], proxyChannel: 'survey' }));
    await screen.findByTestId('source-channel-select', {}, slow);
    await waitFor(() => expect(screen.getByTestId('source-channel-select').textContent).toContain('Choose the channel'), slow);
    expect(screen.getByTestId<HTMLInputElement>('source-file-input').disabled).toBe(true);
    expect(screen.getByText('Choose a channel first')).toBeTruthy();
  });
});
