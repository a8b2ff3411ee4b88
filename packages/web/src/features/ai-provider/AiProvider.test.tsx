import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AiProvider } from '@sentio/domain';
import { forgetRecentActions } from '../../app/api/useApiMutation';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { AiProviderAccountCard } from './components/AiProviderAccountCard';
import { providerBody, providerValues } from './lib/form';
import { AiProviderPage } from './pages/AiProviderPage';

const slow = { timeout: 15_000 };
const operator = { ...userWith('ADMIN'), userType: 'SYSTEM_ADMIN' as const };
const accountId = '22222222-2222-4222-8222-222222222222';
const base = '/api/admin/ai-provider';
const accountBase = `/api/admin/account/${accountId}/ai-provider`;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const provider = (over: Partial<AiProvider> = {}): AiProvider => ({
  scope: 'DEFAULT',
  accountId: null,
  enabled: true,
  baseUrl: 'http://localhost:11434/v1',
  hasApiKey: true,
  chatModel: 'llama3.1:8b',
  embeddingModel: null,
  timeoutMs: 30_000,
  monthlyTokenBudget: 500_000,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

function renderPage(stored: AiProvider | null, routes: Record<string, (call: Call) => Response> = {}) {
  const calls = mockApi({
    [`GET ${base}`]: () => json(stored),
    [`PUT ${base}`]: (c) => json({ ...provider(), ...(c.body as object), hasApiKey: true }),
    ...routes,
  });
  renderAt([{ path: '/', element: <AiProviderPage /> }], '/', operator);
  return calls;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const put = (calls: Call[]) => calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown> | undefined;

describe('the AI provider page', { timeout: 60_000 }, () => {
  it('checks the address with the server’s schema before sending, then sends the setting with the typed key', async () => {
    const calls = renderPage(null);
    await screen.findByText('No default is set: AI is off for accounts without an override.', {}, slow);
    type('ai-default-base-url', 'localhost:11434');
    type('ai-default-chat-model', 'llama3.1:8b');
    fireEvent.click(screen.getByTestId('ai-default-save'));
    await screen.findByText('This value is not valid.', {}, slow);
    expect(put(calls)).toBeUndefined();

    type('ai-default-base-url', 'http://localhost:11434/v1');
    type('ai-default-api-key', ' sk-local ');
    fireEvent.click(screen.getByTestId('ai-default-save'));
    await waitFor(() => expect(put(calls)).toBeDefined(), slow);
    expect(put(calls)).toEqual({
      enabled: true,
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-local',
      chatModel: 'llama3.1:8b',
      embeddingModel: null,
      timeoutMs: 60_000,
      monthlyTokenBudget: null,
    });
    await screen.findByText('The AI provider is saved.', {}, slow);
  });

  it('never shows the stored key: the field is empty, and an untouched field keeps it', async () => {
    const calls = renderPage(provider());
    await screen.findByText('A key is set. Leave empty to keep it, or type a new one to replace it.', {}, slow);
    expect(screen.getByTestId<HTMLInputElement>('ai-default-api-key').value).toBe('');
    expect(screen.getByTestId<HTMLInputElement>('ai-default-base-url').value).toBe('http://localhost:11434/v1');
    fireEvent.click(screen.getByTestId('ai-default-save'));
    await waitFor(() => expect(put(calls)).toBeDefined(), slow);
    expect(put(calls)).not.toHaveProperty('apiKey');
    expect(put(calls)).toMatchObject({ timeoutMs: 30_000, monthlyTokenBudget: 500_000 });
  });

  it('checks the connection and shows the answer or the provider’s trouble', async () => {
    let answer = { ok: true, code: null as string | null, latencyMs: 42, model: 'llama3.1:8b' };
    const calls = renderPage(provider(), { [`POST ${base}/check`]: () => json(answer) });
    fireEvent.click(await screen.findByTestId('ai-default-check', {}, slow));
    await screen.findByText('Connected: llama3.1:8b answered in 42 ms.', {}, slow);
    expect(calls.find((c) => c.path === `${base}/check`)?.body).toEqual({ accountId: null });

    answer = { ok: false, code: 'AI_PROVIDER_TIMEOUT', latencyMs: 30_000, model: 'llama3.1:8b' };
    // The same click again within the duplicate window would share the first answer.
    forgetRecentActions();
    fireEvent.click(screen.getByTestId('ai-default-check'));
    await screen.findByText('No answer: The AI provider did not answer in time. Try again, or raise its timeout.', {}, slow);
  });
});

describe('the account card', { timeout: 60_000 }, () => {
  it('says the account uses the default, and sets an override for it', async () => {
    const calls = mockApi({
      [`GET ${accountBase}`]: () => json(null),
      [`PUT ${accountBase}`]: (c) => json({ ...provider({ scope: 'ACCOUNT', accountId }), ...(c.body as object) }),
    });
    renderAt([{ path: '/', element: <AiProviderAccountCard accountId={accountId} /> }], '/', operator);
    expect((await screen.findByTestId('ai-account-source', {}, slow)).textContent).toBe('Uses the default');
    fireEvent.click(screen.getByTestId('ai-account-add'));
    type('ai-account-base-url', 'https://api.openai.com/v1');
    type('ai-account-chat-model', 'gpt-4o-mini');
    fireEvent.click(screen.getByTestId('ai-account-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === accountBase)).toBe(true), slow);
    expect(put(calls)).toMatchObject({ baseUrl: 'https://api.openai.com/v1', chatModel: 'gpt-4o-mini' });
  });

  it('removes an override after confirmation', async () => {
    const calls = mockApi({
      [`GET ${accountBase}`]: () => json(provider({ scope: 'ACCOUNT', accountId })),
      [`DELETE ${accountBase}`]: () => json({ ok: true }),
    });
    renderAt([{ path: '/', element: <AiProviderAccountCard accountId={accountId} /> }], '/', operator);
    expect((await screen.findByTestId('ai-account-source', {}, slow)).textContent).toBe('Own provider');
    fireEvent.click(screen.getByTestId('ai-account-remove'));
    // The popconfirm's own button (the card's button has the same name).
    const buttons = await screen.findAllByRole('button', { name: 'Remove override' }, slow);
    fireEvent.click(buttons.at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), slow);
  });
});

describe('the form’s body', () => {
  it('leaves an empty key out, sends a typed one trimmed, and an empty one to remove it; seconds become ms', () => {
    const values = providerValues(provider());
    expect(providerBody(values)).not.toHaveProperty('apiKey');
    expect(providerBody({ ...values, apiKey: ' sk-1 ' }).apiKey).toBe('sk-1');
    expect(providerBody({ ...values, apiKey: 'sk-1', removeKey: true }).apiKey).toBe('');
    expect(providerBody({ ...values, embeddingModel: '  ' }).embeddingModel).toBeNull();
    expect(providerBody({ ...values, timeoutSeconds: 90 }).timeoutMs).toBe(90_000);
  });
});
