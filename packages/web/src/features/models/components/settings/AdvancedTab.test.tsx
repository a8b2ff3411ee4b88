import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../../app/i18n';
import { useAppStore } from '../../../../app/store/appStore';
import { json, mockApi, renderAt } from '../../../../shared/test/harness';
import { modelDetail, modelId } from '../../test/fixtures';
import { AdvancedTab } from './AdvancedTab';

const slow = { timeout: 5_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = (model = modelDetail()) =>
  renderAt([{ path: '/model/settings/:id', element: <AdvancedTab model={model} readOnly={false} /> }], `/model/settings/${modelId}`);

describe('advanced settings: semantic features', { timeout: 30_000 }, () => {
  it('turns on for an English-only model, with its cost said beside the switch, and sends the setting', async () => {
    const english = modelDetail({ switches: [{ code: 'en', default: true }] });
    const calls = mockApi({ [`PATCH /api/model/${modelId}`]: () => json({ ...english, semanticFeatures: true }) });
    open(english);
    const toggle = await screen.findByTestId('settings-semantic', {}, slow);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/about 50–140 short documents a second per processor core/)).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('settings-advanced-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ semanticFeatures: true });
  });

  it('stays off and says why while the model has another language', async () => {
    open(modelDetail({ switches: [{ code: 'tr', default: true }, { code: 'en', default: false }] }));
    const toggle = await screen.findByTestId('settings-semantic', {}, slow);
    expect(toggle.hasAttribute('disabled') || toggle.classList.contains('ant-switch-disabled')).toBe(true);
    expect(screen.getByText(/Available when English is the model’s only language/)).toBeTruthy();
  });
});
