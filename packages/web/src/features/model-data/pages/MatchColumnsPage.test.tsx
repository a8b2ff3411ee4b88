import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Source } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, modelDetail, modelId, renderAt, userWith, type Call } from '../../../shared/test/api';
import { MatchColumnsPage } from './MatchColumnsPage';

const slow = { timeout: 15_000 };
const sourceId = '5a0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const base = `/api/model/${modelId}`;

const source: Source = {
  id: sourceId,
  fileName: 'feedback.csv',
  fileType: 'CSV',
  size: 2048,
  status: 'PENDING',
  progress: 0,
  total: 40,
  successCount: 0,
  failCount: 0,
  failedRowsUntil: null,
  errorCode: null,
  columns: ['no', 'comment', 'created', 'topic'],
  createdAt: '2025-01-01T00:00:00.000Z',
};
const preview = {
  source,
  columns: source.columns,
  rows: [
    ['1', 'Where is my parcel', '01.02.2025', 'Delivery'],
    ['2', 'Charged twice', '02.02.2025', 'Payment'],
  ],
  suggested: [
    { column: 'no', role: 'ATTRIBUTE' },
    { column: 'comment', role: 'CONTENT' },
    { column: 'created', role: 'DATE' },
    { column: 'topic', role: 'LABEL' },
  ],
};
const template = {
  id: 't1',
  name: 'Shop export',
  createdAt: '2025-01-01T00:00:00.000Z',
  matching: {
    columns: [
      { column: 'no', role: 'ID' },
      { column: 'comment', role: 'CONTENT' },
      { column: 'created', role: 'DATE' },
    ],
    labelColumn: 'topic',
    dateFormat: 'DD.MM.YYYY',
    sortType: 'DESC',
    sortFields: [],
  },
};

let created = false;
const labelValues = () =>
  json({
    values: [
      { value: 'Delivery', count: 25, exists: created },
      { value: 'Payment', count: 15, exists: created },
    ],
    truncated: false,
  });

function setup(
  matchAnswer: () => Response = () => json({ ...source, status: 'IMPORTING' }),
  role: 'ANALYST' | 'MANAGER' = 'ANALYST',
) {
  created = false;
  const calls = mockApi({
    [`GET ${base}`]: () => json(modelDetail()),
    [`GET ${base}/sources/${sourceId}/preview`]: () => json(preview),
    [`GET ${base}/sources/${sourceId}/label-values`]: labelValues,
    [`POST ${base}/sources/${sourceId}/label-categories`]: () => {
      created = true;
      return json({ created: ['Delivery', 'Payment'] });
    },
    [`GET ${base}/matching-templates`]: () => json([template]),
    [`POST ${base}/sources/${sourceId}/match`]: matchAnswer,
  });
  const router = renderAt(
    [
      { path: '/model/match-columns/:modelId/:sourceId', element: <MatchColumnsPage /> },
      { path: '/model/data-upload/:id', element: <div data-testid="landed-upload" /> },
    ],
    `/model/match-columns/${modelId}/${sourceId}`,
    userWith(role),
  );
  return { calls, router };
}

const role = (column: string, name: string) =>
  fireEvent.click(within(screen.getByTestId(`column-role-${column}`)).getByText(name));
const matchCalls = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/match'));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('MatchColumnsPage', { timeout: 30_000 }, () => {
  it('shows the rules’ messages and sends nothing until the matching is valid, then starts the import', async () => {
    const { calls } = setup();
    await screen.findByTestId('match-table', {}, slow);
    fireEvent.click(screen.getByTestId('match-submit'));
    expect((await screen.findByTestId('match-columns-error')).textContent).toBe('Match an ID column.');
    expect(screen.getByText('Choose the date format.')).toBeTruthy();
    expect(matchCalls(calls)).toHaveLength(0);

    role('no', 'ID');
    fireEvent.change(within(screen.getByTestId('match-date-format')).getByRole('combobox'), { target: { value: 'DD.MM.YYYY' } });
    await waitFor(() => expect(screen.queryByTestId('match-columns-error')).toBeNull());
    fireEvent.click(screen.getByTestId('match-submit'));
    await screen.findByTestId('landed-upload', {}, slow);
    expect(matchCalls(calls)[0]?.body).toEqual({
      name: null,
      columns: [
        { column: 'no', role: 'ID' },
        { column: 'comment', role: 'CONTENT' },
        { column: 'created', role: 'DATE' },
        { column: 'topic', role: 'IGNORE' },
      ],
      dateSource: 'COLUMN',
      dateFormat: 'DD.MM.YYYY',
      sortType: 'ASC',
      sortFields: [],
      labelColumn: 'topic',
      labelSeparator: ';',
      labelStatus: 'AWAITING_APPROVAL',
      duplicates: 'UPDATE',
    });
  });

  it('a manager’s labelled rows are training data by default, and missing categories can be created first', async () => {
    const { calls } = setup(undefined, 'MANAGER');
    await screen.findByTestId('match-table', {}, slow);
    const status = screen.getByTestId('match-label-status');
    expect(within(status).getByLabelText<HTMLInputElement>('Training data (completed)').checked).toBe(true);
    expect(screen.getByText(/Labels you import are training data/)).toBeTruthy();

    const values = await screen.findByTestId('label-values', {}, slow);
    expect(within(values).getByText(/no category for 2 of these values \(40 rows\)/)).toBeTruthy();
    fireEvent.click(within(values).getByTestId('label-values-create'));
    await screen.findByTestId('label-values-known', {}, slow);
    expect(calls.find((c) => c.path.endsWith('/label-categories'))?.body).toEqual({ column: 'topic', separator: ';' });

    role('no', 'ID');
    fireEvent.change(within(screen.getByTestId('match-date-format')).getByRole('combobox'), { target: { value: 'DD.MM.YYYY' } });
    fireEvent.click(within(screen.getByTestId('match-duplicates')).getByLabelText('Skip the row'));
    fireEvent.click(screen.getByTestId('match-submit'));
    await screen.findByTestId('landed-upload', {}, slow);
    expect(matchCalls(calls)[0]?.body).toMatchObject({ labelStatus: 'COMPLETED', duplicates: 'SKIP' });
  });

  it('puts the server’s field errors on the form', async () => {
    const { calls } = setup(() =>
      json(
        {
          status: 400,
          type: 'ValidationException',
          messageCode: 'FIELD_INVALID',
          message: 'x',
          fields: [{ field: 'dateFormat', messageCode: 'FIELD_INVALID', message: 'x' }],
        },
        400,
      ),
    );
    await screen.findByTestId('match-table', {}, slow);
    role('no', 'ID');
    fireEvent.change(within(screen.getByTestId('match-date-format')).getByRole('combobox'), { target: { value: 'QQ' } });
    fireEvent.click(screen.getByTestId('match-submit'));
    await waitFor(() => expect(matchCalls(calls)).toHaveLength(1), slow);
    expect(await screen.findByText('This value is not valid.', {}, slow)).toBeTruthy();
  });
});
