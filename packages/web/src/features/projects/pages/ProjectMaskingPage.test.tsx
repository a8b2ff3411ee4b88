import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt } from '../../../shared/test/harness';
import { projectDetail } from '../test/fixtures';
import { ProjectMaskingPage } from './ProjectMaskingPage';

const slow = { timeout: 8_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('masking', { timeout: 60_000 }, () => {
  it('refuses a pattern that does not compile, saves the settings and previews the masked text', async () => {
    const calls = mockApi({
      'GET /api/project/voice': () => json(projectDetail()),
      'PUT /api/project/voice/advanced/settings': () => json(projectDetail()),
      'POST /api/project/document/test': () =>
        json({ language: 'en', masked: 'Mail me at [EMAIL]', categories: [], sentiment: null, entities: [] }),
    });
    renderAt([{ path: '/project/masking/:id', element: <ProjectMaskingPage /> }], '/project/masking/voice');
    fireEvent.click(await screen.findByTestId('masking-enabled', {}, slow));
    fireEvent.click(screen.getByTestId('masking-pattern-add'));
    fireEvent.change(screen.getByTestId('masking-pattern-0'), { target: { value: '([' } });
    await waitFor(() => expect(screen.getByTestId('masking-save').hasAttribute('disabled')).toBe(true));
    fireEvent.change(screen.getByTestId('masking-pattern-0'), { target: { value: 'C-\\d+' } });
    await waitFor(() => expect(screen.getByTestId('masking-save').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('masking-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        masking: { enabled: true, entityTypes: [], patterns: ['C-\\d+'], replacement: '[{TYPE}]' },
      }),
    );

    fireEvent.change(screen.getByTestId('masking-preview-input'), { target: { value: 'Mail me at a@b.co' } });
    fireEvent.click(screen.getByTestId('masking-preview-run'));
    expect((await screen.findByTestId('masking-preview-output', {}, slow)).textContent).toBe('Mail me at [EMAIL]');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ projectCode: 'voice', text: 'Mail me at a@b.co' });
  });
});
