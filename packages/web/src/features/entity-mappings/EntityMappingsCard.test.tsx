import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntityMapping, EntityMappingPreview } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../shared/test/api';
import { EntityMappingsCard } from './components/EntityMappingsCard';
import { mappingBody, mappingIssues } from './lib/form';

const slow = { timeout: 15_000 };
const base = '/api/project/care/entity-mapping';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const mapping = (over: Partial<EntityMapping> = {}): EntityMapping => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'AIRLINE',
  sourceText: 'THY',
  targetText: 'Turkish Airlines',
  regex: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});
const preview: EntityMappingPreview = {
  scanned: 3,
  matched: 1,
  documents: [
    { id: 'd1', content: 'order SP-1234 is late', entities: [{ type: 'ORDER', text: 'SP-1234', value: 'Order', start: 6, end: 13 }] },
  ],
};
const refusal = (status: number, code: string, field: string) =>
  json({ status, type: 'ValidationException', messageCode: code, message: 'x', fields: [{ field, messageCode: code, message: 'x' }] }, status);

function renderCard(routes: Record<string, (call: Call) => Response> = {}, mappings = [mapping()]) {
  const calls = mockApi({ [`GET ${base}`]: () => json(mappings), ...routes });
  renderAt([{ path: '/', element: <EntityMappingsCard code="care" canManage /> }], '/', userWith('MANAGER'));
  return calls;
}

async function fill(values: { name?: string; source?: string; target?: string; regex?: boolean }) {
  fireEvent.click(await screen.findByTestId('entity-mapping-add', {}, slow));
  const field = async (id: string, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(await screen.findByTestId(id, {}, slow), { target: { value } });
  };
  await field('entity-mapping-name', values.name);
  await field('entity-mapping-source', values.source);
  await field('entity-mapping-target', values.target);
  if (values.regex) fireEvent.click(screen.getByTestId('entity-mapping-regex'));
}

describe('EntityMappingsCard', { timeout: 60_000 }, () => {
  it('lists the mappings with their source, regex tag and target', async () => {
    renderCard({}, [mapping(), mapping({ id: '2', name: 'ORDER', sourceText: 'SP-\\d{4}', targetText: 'Order', regex: true })]);
    const table = await screen.findByTestId('entity-mappings-table', {}, slow);
    await within(table).findByText('Turkish Airlines', {}, slow);
    expect(within(table).getByText('SP-\\d{4}')).toBeTruthy();
    expect(within(table).getByText('regex')).toBeTruthy();
  });

  it('checks the form with the domain schema (name required, parentheses balanced) before sending', async () => {
    const calls = renderCard({}, []);
    await fill({ name: ' ', source: 'SP-(\\d{4}', target: 'Order', regex: true });
    fireEvent.click(screen.getByTestId('entity-mapping-save'));
    await screen.findByText('This field is required.', {}, slow);
    expect(screen.getByText('Invalid entity grouping: the parentheses are not balanced.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of a regular expression next to the source field, translated', async () => {
    const calls = renderCard({ [`POST ${base}`]: () => refusal(400, 'ENTITY_GROUPING_INVALID', 'sourceText') }, []);
    await fill({ name: 'ORDER', source: 'SP-\\d{4,2}', target: 'Order', regex: true });
    fireEvent.click(screen.getByTestId('entity-mapping-save'));
    await screen.findByText('Invalid entity grouping: the regular expression cannot be used.', {}, slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'ORDER', sourceText: 'SP-\\d{4,2}', targetText: 'Order', regex: true });
  });

  it('previews the draft on documents with the entities highlighted', async () => {
    const calls = renderCard({ [`POST ${base}/preview`]: () => json(preview) }, []);
    await fill({ name: 'ORDER', source: 'SP-\\d{4}', target: 'Order', regex: true });
    fireEvent.click(screen.getByTestId('entity-mapping-preview'));
    const span = await screen.findByTestId('entity-span', {}, slow);
    expect(span.textContent).toBe('SP-1234');
    expect(span.getAttribute('data-type')).toBe('ORDER');
    expect(screen.getByTestId('entity-preview-summary').textContent).toBe('1 of the 3 newest documents have entities.');
    await waitFor(() => expect(calls.find((c) => c.path === `${base}/preview`)?.body).toMatchObject({ mapping: { name: 'ORDER' } }));
  });
});

describe('the mapping form’s body', () => {
  it('is judged by the same schema the server uses', () => {
    expect(mappingIssues(mappingBody({ name: 'A', sourceText: '(a', targetText: 'b', regex: true }))).toEqual([
      { code: 'ENTITY_MAPPING_UNBALANCED_PARENTHESES', path: ['sourceText'] },
    ]);
    // Escaped and class parentheses are not grouping.
    expect(mappingIssues(mappingBody({ name: 'A', sourceText: '\\([(]', targetText: 'b', regex: true }))).toEqual([]);
  });
});
