import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith } from '../../shared/test/api';
import { MakeTemplateModal, type MakeTemplateModalProps } from './components/MakeTemplateModal';

const slow = { timeout: 10_000 };
const modelId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const templateId = '0b6e1c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const onClose = vi.fn();
const open = (props: Partial<MakeTemplateModalProps> = {}) =>
  renderAt(
    [
      {
        path: '/here',
        element: <MakeTemplateModal kind="MODEL" sourceId={modelId} name="Shop feedback" onClose={onClose} {...props} />,
      },
    ],
    '/here',
    userWith('ANALYST'),
  );
const tags = () => mockApi({ 'GET /api/marketplace/tags': () => json([{ tag: 'retail', count: 2 }]) });
const error = (status: number, messageCode: string, fields?: { field: string; messageCode: string; message: string }[]) =>
  json(
    {
      status,
      type: status === 409 ? 'ConflictException' : 'ValidationException',
      messageCode,
      message: messageCode,
      ...(fields ? { fields } : {}),
    },
    status,
  );

describe('make it a template', { timeout: 60_000 }, () => {
  it('saves a model template shared with everyone and links to its page', async () => {
    const calls = mockApi({
      'GET /api/marketplace/tags': () => json([]),
      [`POST /api/model/${modelId}/make-it-template`]: () => json({ id: templateId, name: 'Shop reviews' }),
    });
    open({ tags: ['retail'] });
    const name = await screen.findByTestId('make-template-name', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Shop feedback');
    fireEvent.change(name, { target: { value: 'Shop reviews' } });
    fireEvent.change(screen.getByTestId('make-template-description'), { target: { value: 'Delivery and payment' } });
    // Sharing explains the review and asks for a note.
    expect(screen.queryByTestId('make-template-note')).toBeNull();
    fireEvent.click(screen.getByTestId('make-template-share'));
    expect(screen.getByText(/an operator reviews it within 24 hours/)).toBeTruthy();
    fireEvent.change(await screen.findByTestId('make-template-note', {}, slow), { target: { value: 'For shops' } });
    fireEvent.click(screen.getByTestId('make-template-save'));
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
          name: 'Shop reviews',
          description: 'Delivery and payment',
          tags: ['retail'],
          includeWeights: true,
          shareWithEveryone: true,
          note: 'For shops',
        }),
      slow,
    );
    expect(await screen.findByTestId('make-template-done', {}, slow)).toBeTruthy();
    expect(screen.getByText(/until an operator approves the request/)).toBeTruthy();
    expect(screen.getByTestId('make-template-link').getAttribute('href')).toBe(`/model-template/detail/${templateId}`);
  });

  it('refuses repeated tags (Turkish-aware) with the translated message, without a call', async () => {
    const calls = tags();
    open({ tags: ['İade', 'iade'] });
    fireEvent.click(await screen.findByTestId('make-template-save', {}, slow));
    expect(await screen.findByText('Tags cannot repeat.', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server refusing a repeated tag on the tags field', async () => {
    mockApi({
      'GET /api/marketplace/tags': () => json([]),
      [`POST /api/model/${modelId}/make-it-template`]: () =>
        error(400, 'VALIDATION_FAILED', [{ field: 'tags.1', messageCode: 'TAG_DUPLICATE', message: 'x' }]),
    });
    open({ tags: ['a', 'b'] });
    fireEvent.click(await screen.findByTestId('make-template-save', {}, slow));
    expect(await screen.findByText('Tags cannot repeat.', {}, slow)).toBeTruthy();
  });

  it('sends an untrained model without weights (the box cannot be ticked)', async () => {
    const calls = mockApi({
      'GET /api/marketplace/tags': () => json([]),
      [`POST /api/model/${modelId}/make-it-template`]: () => json({ id: templateId, name: 'Shop feedback' }),
    });
    open({ trained: false });
    const box = await screen.findByTestId<HTMLInputElement>('make-template-weights', {}, slow);
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByTestId('make-template-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ includeWeights: false }), slow);
    expect(await screen.findByText(/Only your workspace sees it; you can share it/, {}, slow)).toBeTruthy();
  });

  it("makes an analysis's template by its code and shows a pending request's refusal", async () => {
    const calls = mockApi({
      'GET /api/marketplace/tags': () => json([]),
      'POST /api/project-template/retail-voice/make-it-template': () => error(409, 'PUBLIC_REQUEST_PENDING'),
    });
    open({ kind: 'PROJECT', sourceId: 'retail-voice', name: 'Retail voice' });
    fireEvent.click(await screen.findByTestId('make-template-share', {}, slow));
    fireEvent.click(screen.getByTestId('make-template-save'));
    const failure = await screen.findByTestId('make-template-failure', {}, slow);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(failure.textContent).toContain('A publication request is already being reviewed.');
    expect(screen.queryByTestId('make-template-done')).toBeNull();
  });

  it('links an analysis template to its page', async () => {
    mockApi({
      'GET /api/marketplace/tags': () => json([]),
      'POST /api/project-template/retail-voice/make-it-template': () => json({ id: templateId, name: 'Retail voice' }),
    });
    open({ kind: 'PROJECT', sourceId: 'retail-voice', name: 'Retail voice' });
    expect(await screen.findByText('Include the trained weights of its models', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId('make-template-save'));
    const link = await screen.findByTestId('make-template-link', {}, slow);
    expect(link.getAttribute('href')).toBe(`/project-template/detail/${templateId}`);
  });
});
