import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeFilters, type ActionCreateBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab, userWith } from '../../shared/test/analysis-harness';
import { docId, documentOf } from '../../shared/test/analysis-fixtures';
import { evidenceOf } from '../actions';

const slow = { timeout: 10_000 };
const filters = 'sd=2026-01-01T00&ed=2026-03-31T24&q=late&cq=topics__c-delivery.NEGATIVE__IN&cqn_c-delivery.NEGATIVE=Delivery';
const actionRoutes = {
  'GET /api/action-type': () => json([]),
  'GET /api/action/people': () => json([]),
  'POST /api/action': () =>
    json({ status: 400, type: 'ValidationException', messageCode: 'VALIDATION_FAILED', message: 'x' }, 400),
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const posted = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.find((c) => c.method === 'POST' && c.path === '/api/action')?.body as ActionCreateBody | undefined;

describe('create action from the data tab', { timeout: 60_000 }, () => {
  it("carries the tab's filter as evidence, named in words", async () => {
    const { calls } = renderTab(dataUrl(filters), defaultRoutes(actionRoutes));
    fireEvent.click(await screen.findByTestId('create-action-data', {}, slow));
    const label = await screen.findByTestId('action-form-evidence-label', {}, slow);
    expect(label.textContent).toBe('Category: Delivery (Negative) · Search: late');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => expect(posted(calls)).toBeDefined(), slow);
    const timeZone = useAppStore.getState().tenant.timeZone;
    const state = decodeFilters(`tab=project_data&${filters}`, { timeZone });
    expect(posted(calls)?.evidence).toEqual(evidenceOf('care', state, label.textContent ?? '', timeZone));
  });

  it('carries the document of the drawer with the filter', async () => {
    const { calls } = renderTab(
      dataUrl(`${filters}&doc=${docId}`),
      defaultRoutes({
        ...actionRoutes,
        [`GET /api/project/care/document/${docId}`]: () => json(documentOf(docId, 'Parcel arrived late and broken')),
        [`POST /api/project/care/audit/document/${docId}`]: () => json({ content: [], page: 0, size: 20, total: 0 }),
      }),
    );
    fireEvent.click(await screen.findByTestId('create-action-document', {}, slow));
    const name = await screen.findByTestId('action-form-name', {}, slow);
    expect((name as HTMLInputElement).value).toBe('Parcel arrived late and broken');
    fireEvent.click(screen.getByTestId('action-form-submit'));
    await waitFor(() => expect(posted(calls)).toBeDefined(), slow);
    expect(posted(calls)?.evidence).toMatchObject({ projectCode: 'care', documentId: docId });
    expect(posted(calls)?.evidence?.filter).toContain('cq=topics__c-delivery.NEGATIVE__IN');
    expect(posted(calls)?.evidence?.filter).not.toContain('doc=');
  });

  it('is not offered without the right to manage actions', async () => {
    const user = userWith('ANALYST');
    const workspace = user.workspaces[0];
    if (workspace) workspace.permissions = workspace.permissions.filter((p) => p !== 'ACTION/MANAGE');
    renderTab(dataUrl(filters), defaultRoutes(actionRoutes), user);
    expect(await screen.findByTestId('filter-chips', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('create-action-data')).toBeNull();
  });
});
