import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProjectDocument } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { dataUrl, defaultRoutes, json, renderTab, userWith, type Call } from '../../../shared/test/analysis-harness';
import { docId, documentOf, owner } from '../../../shared/test/analysis-fixtures';

const slow = { timeout: 8_000 };
const base = `/api/project/care/document/${docId}`;
const alerted = documentOf(docId, 'Parcel arrived late and broken', {
  alert: { note: 'check this', by: owner, at: '2026-03-02T10:00:00.000Z' },
});

function open(doc: ProjectDocument, over: Record<string, (call: Call) => Response> = {}, role: 'ANALYST' | 'ADMIN' = 'ANALYST') {
  return renderTab(
    dataUrl(`sd=2026-01-01T00&ed=2026-03-31T24&doc=${docId}`),
    defaultRoutes({
      [`GET ${base}`]: () => json(doc),
      [`POST /api/project/care/audit/document/${docId}`]: () =>
        json({
          content: [{ id: 'a1', action: 'ALERT', user: owner, at: '2026-03-02T10:00:00.000Z', before: null, after: null }],
          page: 0,
          size: 20,
          total: 1,
        }),
      ...over,
    }),
    userWith(role),
  );
}

const drawer = () => screen.findByTestId('document-drawer', {}, slow);
const callsTo = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('document drawer', { timeout: 120_000 }, () => {
  it('opens from the URL with content, categories, attributes and history', async () => {
    open(documentOf(docId, 'Parcel arrived late and broken'));
    const root = await drawer();
    expect((await within(root).findByTestId('document-content', {}, slow)).textContent).toContain('Parcel arrived late');
    expect(within(root).getByTestId('drawer-category-c-delivery').textContent).toContain('87%');
    expect(within(root).getByTestId('drawer-attributes').textContent).toContain('gold');
    // Pointing at a category shows the words behind it.
    fireEvent.mouseEnter(within(root).getByTestId('drawer-category-c-delivery'));
    expect(within(root).getAllByTestId('highlight-span')[0]?.textContent).toBe('Parcel ');
    // Analysts may not approve.
    expect(within(root).queryByTestId('document-approve')).toBeNull();
    expect(within(root).queryByTestId('document-reviewed')).toBeNull();
  });

  it('names the model, channel, language, entity types and fixed sentiment labels instead of showing their codes', async () => {
    const doc = documentOf(docId, 'Parcel arrived late and broken', {
      entities: [{ type: 'EMAIL', text: 'a@b.co', start: 0, end: 6, segment: 0 }],
    });
    doc.categories = [...doc.categories, { ...doc.categories[0]!, modelCode: 'mood', categoryId: 'POSITIVE', name: 'POSITIVE', path: 'POSITIVE' }];
    open(doc, {
      'GET /api/project/channel': () => json([{ code: 'app', name: 'App store reviews', description: '', image: null, usage: 1 }]),
    });
    const root = await drawer();
    await within(root).findByTestId('document-content', {}, slow);
    expect(within(root).getByTestId('drawer-model-topics').textContent).toBe('Topics');
    expect(within(root).getByTestId('drawer-model-mood').textContent).toBe('Mood');
    expect(within(root).getByTestId('drawer-category-POSITIVE').textContent).toContain('Positive');
    expect(within(root).getByTestId('drawer-category-POSITIVE').textContent).not.toContain('POSITIVE');
    expect(root.textContent).toContain('English');
    expect(root.textContent).toContain('E-mail: a@b.co');
    await waitFor(() => expect(root.textContent).toContain('App store reviews'), slow);
  });

  it("lists the document's root causes (alias in the interface language) and topics; a root cause filters the list", async () => {
    const rc = '0d0c7b5a-1111-4222-8333-444455556666';
    const topicsPath = '/api/project/care/widget/attributeBaseKeyword/findDocumentTopics';
    const { router, calls } = open(documentOf(docId, 'Parcel arrived late and broken'), {
      [`GET ${topicsPath}`]: () =>
        json({
          rootCauses: [
            {
              rootCauseId: rc,
              name: 'Late delivery',
              alias: { tr: 'Geç teslimat', en: 'Parcel came late' },
              sentiment: 'NEGATIVE',
              topicId: 't1',
              topicLabel: 'courier late',
              categoryId: 'c-delivery',
            },
            {
              rootCauseId: rc,
              name: 'Late delivery',
              alias: { tr: 'Geç teslimat', en: 'Parcel came late' },
              sentiment: 'NEGATIVE',
              topicId: 't2',
              topicLabel: 'waited days',
              categoryId: 'c-delivery',
            },
          ],
          topics: [
            { id: 't1', analysisId: 'a1', label: 'courier late', status: 'CONFIRMED' },
            { id: 't2', analysisId: 'a1', label: 'waited days', status: 'CONFIRMED' },
            { id: 't3', analysisId: 'a1', label: 'set aside', status: 'PASSIVE' },
          ],
        }),
    });
    const section = await screen.findByTestId('drawer-root-causes', {}, slow);
    expect(callsTo(calls, 'GET', topicsPath)[0]?.query).toBe(`documentId=${docId}`);
    // Reached through two topics, listed once, with its sentiment.
    expect(within(section).getAllByTestId(`drawer-root-cause-${rc}`)).toHaveLength(1);
    expect(within(section).getByTestId(`drawer-root-cause-${rc}`).textContent).toBe('Parcel came lateNegative');
    expect(within(section).getByTestId('drawer-topics').textContent).toContain('courier late');
    expect(within(section).getByTestId('drawer-topic-t2').textContent).toBe('waited days');
    expect(within(section).queryByTestId('drawer-topic-t3')).toBeNull();
    fireEvent.click(within(section).getByTestId(`drawer-root-cause-link-${rc}`));
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).get('rrId')).toBe(`${rc}|Parcel came late`),
      slow,
    );
    expect(router.state.location.search).not.toContain('doc=');
    expect(router.state.location.search).toContain('sd=2026-01-01T00');
  });

  it('says when a document has no root cause, lists its topics by their documents, and leaves the section out when the call fails', async () => {
    const topicsPath = '/api/project/care/widget/attributeBaseKeyword/findDocumentTopics';
    const { router } = open(documentOf(docId, 'Parcel arrived late and broken'), {
      [`GET ${topicsPath}`]: () =>
        json({ rootCauses: [], topics: [{ id: 't9', analysisId: 'a1', label: 'courier late', status: 'PENDING' }] }),
    });
    expect((await screen.findByTestId('drawer-no-root-cause', {}, slow)).textContent).toBe('No root cause yet');
    fireEvent.click(screen.getByTestId('drawer-topic-t9'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('topic')).toBe('t9'), slow);
    expect(router.state.location.search).not.toContain('doc=');
    cleanup();
    vi.restoreAllMocks();
    open(documentOf(docId, 'Parcel arrived late and broken'));
    const root = await drawer();
    await within(root).findByTestId('document-content', {}, slow);
    expect(within(root).queryByTestId('drawer-root-causes')).toBeNull();
    // An aid, not the answer: no error notice for it.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('alerts with a note and marks categories through their endpoints', async () => {
    let current = documentOf(docId, 'Parcel arrived late and broken');
    const { calls } = open(current, {
      [`GET ${base}`]: () => json(current),
      [`POST ${base}/alert`]: () => {
        current = alerted;
        return json(alerted);
      },
      'PUT /api/project/care/mark': () => json(alerted),
    });
    const root = await drawer();
    fireEvent.click(await within(root).findByTestId('document-alert', {}, slow));
    const submit = await screen.findByTestId('alert-submit');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('alert-note'), { target: { value: 'Wrong category' } });
    fireEvent.click(screen.getByTestId('alert-submit'));
    await waitFor(() => expect(callsTo(calls, 'POST', `${base}/alert`)[0]?.body).toEqual({ note: 'Wrong category' }), slow);
    expect(await screen.findByTestId('alert-info', {}, slow)).toBeTruthy();

    fireEvent.click(within(root).getByTestId('document-mark'));
    fireEvent.click(await screen.findByTestId('mark-save', {}, slow));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/project/care/mark').length).toBe(1), slow);
    expect(callsTo(calls, 'PUT', '/api/project/care/mark')[0]?.body).toEqual({
      documentId: docId,
      modelCode: 'topics',
      categoryIds: ['c-delivery'],
      sentiment: 'NEGATIVE',
      labelIds: [],
    });
  });

  it('shows DOCUMENT_REVIEW_SAME_USER when the approver marks an alerted document reviewed', async () => {
    const { calls } = open(alerted, {
      [`POST ${base}/reviewed`]: () =>
        json({ status: 409, type: 'ConflictException', messageCode: 'DOCUMENT_REVIEW_SAME_USER', message: 'x' }, 409),
    });
    fireEvent.click(await screen.findByTestId('document-reviewed', {}, slow));
    expect((await screen.findByTestId('document-action-error', {}, slow)).textContent).toContain('other than the approver');
    expect(callsTo(calls, 'POST', `${base}/reviewed`).length).toBe(1);
  });

  it('lets an admin approve and trash (after confirming)', async () => {
    const { calls, router } = open(
      documentOf(docId, 'Parcel arrived late and broken'),
      {
        'PUT /api/project/care/documents/approve': () => json({ affected: 1 }),
        [`DELETE ${base}/trash`]: () => json({ ok: true }),
      },
      'ADMIN',
    );
    fireEvent.click(await screen.findByTestId('document-approve', {}, slow));
    await waitFor(
      () => expect(callsTo(calls, 'PUT', '/api/project/care/documents/approve')[0]?.body).toEqual({ documentIds: [docId] }),
      slow,
    );
    fireEvent.click(screen.getByTestId('document-trash'));
    expect(callsTo(calls, 'DELETE', `${base}/trash`).length).toBe(0);
    fireEvent.click(await screen.findByTestId('trash-confirm', {}, slow));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${base}/trash`).length).toBe(1), slow);
    await waitFor(() => expect(router.state.location.search).not.toContain('doc='), slow);
  });
});
