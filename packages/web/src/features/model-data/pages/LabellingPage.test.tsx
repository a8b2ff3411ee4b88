import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModelDetail, ModelDocument } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { documentOf, json, mockApi, modelDetail, modelId, renderAt, userWith, type Call } from '../../../shared/test/api';
import { LabellingPage } from './LabellingPage';

const slow = { timeout: 15_000 };
const base = `/api/model/${modelId}`;

const docs: ModelDocument[] = [
  documentOf('d1000000-0000-4000-8000-000000000001', 'Where is my parcel, it is late', {
    suggestion: {
      versionId: 'v1',
      labels: [
        { labelId: 'l-delivery', name: 'Delivery', score: 0.81 },
        { labelId: 'l-payment', name: 'Payment', score: 0.12 },
      ],
      predicted: ['l-delivery'],
      spans: [
        { labelId: 'l-delivery', segment: 0, start: 12, end: 18, text: 'parcel', weight: 0.7 },
        { labelId: 'l-payment', segment: 0, start: 0, end: 5, text: 'Where', weight: -0.2 },
      ],
    },
  }),
  documentOf('d1000000-0000-4000-8000-000000000002', 'I was charged twice'),
  documentOf('d1000000-0000-4000-8000-000000000003', 'Nice shop'),
];

function setup(model: ModelDetail = modelDetail()) {
  const calls = mockApi({
    [`GET ${base}`]: () => json(model),
    [`GET ${base}/documents`]: () => json({ content: docs, page: 0, size: 20, total: docs.length }),
    [`PUT ${base}/documents/${docs[0]!.id}/mark`]: () => json({ ...docs[0]!, status: 'AWAITING_APPROVAL' }),
    [`PUT ${base}/documents/${docs[1]!.id}/mark`]: () => json({ ...docs[1]!, status: 'DRAFT' }),
    [`POST ${base}/documents/discard`]: () => json({ affected: 1 }),
  });
  renderAt([{ path: '/model/data/:id', element: <LabellingPage /> }], `/model/data/${modelId}`, userWith('ANALYST'));
  return calls;
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });
const marks = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/mark'));
const openDocument = () => screen.getByTestId('reading-pane').dataset['documentId'];

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

// Rendering the whole page with antd in jsdom takes seconds on a busy two-core machine.
describe('LabellingPage keyboard', { timeout: 20_000 }, () => {
  it('chooses a label with its number key, submits with Enter and moves to the next document', async () => {
    const calls = setup();
    await screen.findByTestId('reading-pane', {}, slow);
    expect(openDocument()).toBe(docs[0]!.id);
    press('2');
    expect(screen.getByTestId('label-button-1').getAttribute('aria-pressed')).toBe('true');
    press('1');
    // Single-label: the second key replaces the first choice.
    expect(screen.getByTestId('label-button-1').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('label-button-0').getAttribute('aria-pressed')).toBe('true');
    press('Enter');
    await waitFor(() => expect(marks(calls)).toHaveLength(1), slow);
    expect(marks(calls)[0]!.body).toEqual({ labelIds: ['l-delivery'], action: 'SUBMIT' });
    await waitFor(() => expect(openDocument()).toBe(docs[1]!.id), slow);
  });

  it('sends nothing when Enter is pressed without a label on a single-label model', async () => {
    const calls = setup();
    await screen.findByTestId('reading-pane', {}, slow);
    press('Enter');
    expect(await screen.findByText('Choose exactly one label', {}, slow)).toBeTruthy();
    expect(marks(calls)).toHaveLength(0);
  });

  it('saves a draft with D, discards with X and moves with J and K', async () => {
    const calls = setup();
    await screen.findByTestId('reading-pane', {}, slow);
    press('j');
    expect(openDocument()).toBe(docs[1]!.id);
    press('k');
    expect(openDocument()).toBe(docs[0]!.id);
    press('j');
    press('3');
    press('d');
    await waitFor(() => expect(marks(calls)).toHaveLength(1), slow);
    expect(marks(calls)[0]).toMatchObject({
      path: `${base}/documents/${docs[1]!.id}/mark`,
      body: { labelIds: ['l-other'], action: 'DRAFT' },
    });
    await waitFor(() => expect(openDocument()).toBe(docs[2]!.id), slow);
    press('k');
    press('k');
    press('x');
    await waitFor(() => expect(calls.some((c) => c.path === `${base}/documents/discard`)).toBe(true), slow);
    expect(calls.find((c) => c.path === `${base}/documents/discard`)?.body).toEqual({ ids: [docs[0]!.id] });
  });

  it('leaves keys typed into the search field alone', async () => {
    const calls = setup();
    await screen.findByTestId('reading-pane', {}, slow);
    const search = screen.getByPlaceholderText('Search the texts');
    fireEvent.keyDown(search, { key: '1' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByTestId('label-button-0').getAttribute('aria-pressed')).toBe('false');
    expect(marks(calls)).toHaveLength(0);
  });

  it('toggles several labels on a multi-label model', async () => {
    const calls = setup(modelDetail({ classificationType: 'MULTI_LABEL' }));
    await screen.findByTestId('reading-pane', {}, slow);
    press('1');
    press('2');
    press('3');
    press('3');
    press('Enter');
    await waitFor(() => expect(marks(calls)).toHaveLength(1), slow);
    expect(marks(calls)[0]!.body).toEqual({ labelIds: ['l-delivery', 'l-payment'], action: 'SUBMIT' });
  });
});

describe('LabellingPage suggestion', { timeout: 20_000 }, () => {
  it('highlights the spans of the predicted label and switches to the label pointed at', async () => {
    setup();
    await screen.findByTestId('suggestion-panel', {}, slow);
    expect(screen.getAllByTestId('highlight-span').map((m) => m.textContent)).toEqual(['parcel']);
    const payment = screen.getAllByTestId('suggestion-label').find((el) => el.dataset['labelId'] === 'l-payment')!;
    fireEvent.mouseEnter(payment);
    expect(screen.getAllByTestId('highlight-span').map((m) => m.textContent)).toEqual(['Where']);
    fireEvent.click(screen.getByTestId('suggestion-accept'));
    expect(screen.getByTestId('label-button-0').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('LabellingPage bulk actions over the whole list', { timeout: 90_000 }, () => {
  it('approves every document of the filter, not one page, after a confirmation that names the count', async () => {
    const calls = mockApi({
      [`GET ${base}`]: () => json(modelDetail()),
      [`GET ${base}/documents`]: () => json({ content: docs, page: 0, size: 20, total: 11_584 }),
      [`POST ${base}/documents/approve`]: (call) =>
        json({ affected: 11_584, queued: (call.body as { dryRun?: boolean }).dryRun !== true }),
    });
    renderAt(
      [{ path: '/model/data/:id', element: <LabellingPage /> }],
      `/model/data/${modelId}?tab=WAITING&q=parcel`,
      userWith('MANAGER'),
    );
    fireEvent.click(await screen.findByTestId('bulk-all', {}, slow));
    fireEvent.click(await screen.findByText('Approve all', {}, slow));
    expect((await screen.findAllByText('Approve 11,584 documents of this list?', {}, slow)).length).toBeGreaterThan(0);
    const approvals = () => calls.filter((c) => c.path.endsWith('/documents/approve'));
    expect(approvals().map((c) => c.body)).toEqual([{ filter: { tab: 'WAITING', search: 'parcel' }, dryRun: true }]);
    const buttons = document.querySelector<HTMLElement>('.ant-modal-confirm-btns');
    fireEvent.click(within(buttons!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approvals()).toHaveLength(2), slow);
    expect(approvals()[1]?.body).toEqual({ filter: { tab: 'WAITING', search: 'parcel' }, dryRun: false });
    expect((await screen.findAllByText(/being processed in the background/, {}, slow)).length).toBeGreaterThan(0);
  });
});
