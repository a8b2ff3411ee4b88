import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt, userWith, type Call } from '../../../shared/test/api';
import { base, code, projectDetail, source, sourceId } from '../test/fixtures';
import { ProjectMatchColumnsPage } from './ProjectMatchColumnsPage';

const slow = { timeout: 30_000 };

const preview = {
  source: source(),
  columns: ['no', 'comment', 'created', 'segment', 'score'],
  rows: [
    ['1', 'Where is my parcel', '01.02.2025', 'gold', '3'],
    ['2', 'Charged twice', '02.02.2025', 'silver', '1'],
  ],
  suggested: [
    { column: 'no', role: 'ATTRIBUTE' },
    { column: 'comment', role: 'CONTENT' },
  ],
};
const guesses = [
  { column: 'no', role: 'ID', type: 'TEXT', samples: ['1'] },
  { column: 'comment', role: 'CONTENT', type: 'TEXT', samples: [] },
  { column: 'created', role: 'DATE', type: 'DATE', samples: [] },
  { column: 'segment', role: 'ATTRIBUTE', type: 'TEXT', samples: [] },
  { column: 'score', role: 'ATTRIBUTE', type: 'NUMERIC', samples: [] },
];
const template = {
  id: 't1',
  name: 'Survey export',
  createdAt: '2025-01-01T00:00:00.000Z',
  matching: {
    columns: [
      { column: 'no', role: 'ID' },
      { column: 'comment', role: 'CONTENT' },
      { column: 'created', role: 'DATE' },
      { column: 'segment', role: 'IGNORE' },
      { column: 'score', role: 'ATTRIBUTE' },
      { column: 'region', role: 'ATTRIBUTE' },
    ],
    attributes: [{ column: 'score', code: 'nps', type: 'NUMERIC' }],
    channelColumn: 'segment',
    dateFormat: 'DD.MM.YYYY',
    sortType: 'DESC',
    sortFields: ['created'],
    multiValueSeparator: '|',
  },
};

function setup(
  matchAnswer: () => Response = () => json(source({ status: 'IMPORTING' })),
  previewAnswer: () => Response = () => json(preview),
) {
  const calls = mockApi({
    [`GET ${base}`]: () => json(projectDetail()),
    [`GET /api/project/file/${sourceId}/preview`]: previewAnswer,
    [`GET ${base}/file/${sourceId}/field/type`]: () => json(guesses),
    [`GET ${base}/file/settings`]: () => json([template]),
    [`POST ${base}/file/${sourceId}/settings`]: matchAnswer,
  });
  const router = renderAt(
    [
      { path: '/project/:code/match-columns/:sourceId', element: <ProjectMatchColumnsPage /> },
      { path: '/project/detail/:code', element: <div data-testid="landed-detail" /> },
    ],
    `/project/${code}/match-columns/${sourceId}`,
    userWith('ANALYST'),
  );
  return { calls, router };
}

const role = (column: string, name: string) =>
  fireEvent.click(within(screen.getByTestId(`match-role-${column}`)).getByText(name));
const matchCalls = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/settings'));
const dateFormat = (value: string) =>
  fireEvent.change(within(screen.getByTestId('match-date-format')).getByRole('combobox'), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

// Five columns of antd radios and selects render slowly in jsdom on a shared machine.
describe('ProjectMatchColumnsPage', { timeout: 90_000 }, () => {
  it('pre-fills roles and attributes from the guess; an attribute of the analysis keeps its type', async () => {
    setup();
    await screen.findByTestId('match-table', {}, slow);
    const checked = (column: string) =>
      within(screen.getByTestId(`match-role-${column}`))
        .getByRole('radio', { checked: true })
        .getAttribute('value');
    expect(['no', 'comment', 'created', 'segment', 'score'].map(checked)).toEqual([
      'ID',
      'CONTENT',
      'DATE',
      'ATTRIBUTE',
      'ATTRIBUTE',
    ]);
    expect(screen.getByTestId<HTMLInputElement>('match-attribute-code-score').value).toBe('score');
    expect(screen.getByTestId('match-attribute-type-score').textContent).toContain('Number');
    expect(screen.getByTestId('match-attribute-type-segment').className).toContain('disabled');
    expect(screen.getByTestId('preview-table').textContent).toContain('Where is my parcel');
  });

  it('shows the rules’ messages per field and sends nothing until the matching is valid, then starts the import', async () => {
    const { calls } = setup();
    await screen.findByTestId('match-table', {}, slow);
    role('comment', 'Ignore');
    role('created', 'Ignore');
    fireEvent.change(screen.getByTestId('match-attribute-code-score'), { target: { value: 'bad code!' } });
    fireEvent.click(screen.getByTestId('match-submit'));
    expect((await screen.findByTestId('match-columns-error')).textContent).toBe(
      'Match at least one content column. Match a date column, or use the upload time as the date.',
    );
    expect(screen.getByText('Choose the date format.')).toBeTruthy();
    expect(screen.getByTestId('match-attribute-error-score').textContent).toBe('This value is not valid.');
    expect(matchCalls(calls)).toHaveLength(0);

    role('comment', 'Content');
    role('created', 'Date');
    fireEvent.change(screen.getByTestId('match-attribute-code-score'), { target: { value: 'segment' } });
    dateFormat('DD.MM.YYYY');
    fireEvent.click(screen.getByTestId('match-submit'));
    expect((await screen.findByTestId('match-attribute-error-score')).textContent).toBe(
      'An attribute with this code already exists.',
    );
    expect(matchCalls(calls)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('match-attribute-code-score'), { target: { value: 'score' } });
    await waitFor(() => expect(screen.queryByTestId('match-columns-error')).toBeNull());
    fireEvent.click(screen.getByTestId('match-submit'));
    await screen.findByTestId('landed-detail', {}, slow);
    expect(matchCalls(calls)[0]?.body).toEqual({
      name: null,
      columns: [
        { column: 'no', role: 'ID' },
        { column: 'comment', role: 'CONTENT' },
        { column: 'created', role: 'DATE' },
        { column: 'segment', role: 'ATTRIBUTE' },
        { column: 'score', role: 'ATTRIBUTE' },
      ],
      dateSource: 'COLUMN',
      dateFormat: 'DD.MM.YYYY',
      sortType: 'ASC',
      sortFields: [],
      attributes: [
        { column: 'segment', code: 'segment', type: 'TEXT' },
        { column: 'score', code: 'score', type: 'NUMERIC' },
      ],
      channelColumn: null,
      multiValueSeparator: ';',
    });
  });

  it('applies a saved template and saves a new one under a name', async () => {
    const { calls, router } = setup();
    await screen.findByTestId('match-table', {}, slow);
    fireEvent.mouseDown(within(screen.getByTestId('match-template')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Survey export', {}, slow));
    expect((await screen.findByTestId('match-template-note')).textContent).toContain('missing from this file: 1');
    expect(screen.getByTestId<HTMLInputElement>('match-attribute-code-score').value).toBe('nps');
    fireEvent.click(screen.getByTestId('match-save-template'));
    fireEvent.change(screen.getByTestId('match-template-name'), { target: { value: 'Survey v2' } });
    fireEvent.click(screen.getByTestId('match-submit'));
    await screen.findByTestId('landed-detail', {}, slow);
    expect(router.state.location.search).toBe('?tab=sources');
    expect(matchCalls(calls)[0]?.body).toEqual({
      name: 'Survey v2',
      columns: [
        { column: 'no', role: 'ID' },
        { column: 'comment', role: 'CONTENT' },
        { column: 'created', role: 'DATE' },
        { column: 'segment', role: 'IGNORE' },
        { column: 'score', role: 'ATTRIBUTE' },
      ],
      dateSource: 'COLUMN',
      dateFormat: 'DD.MM.YYYY',
      sortType: 'DESC',
      sortFields: ['created'],
      attributes: [{ column: 'score', code: 'nps', type: 'NUMERIC' }],
      channelColumn: 'segment',
      multiValueSeparator: '|',
    });
  });

  it('goes back to the sources tab although the refreshed upload, already importing, hides the form', async () => {
    let matched = false;
    const { router } = setup(
      () => {
        matched = true;
        return json(source({ status: 'IMPORTING' }));
      },
      () => json({ ...preview, source: source({ status: matched ? 'IMPORTING' : 'PENDING' }) }),
    );
    await screen.findByTestId('match-table', {}, slow);
    fireEvent.mouseDown(within(screen.getByTestId('match-template')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Survey export', {}, slow));
    fireEvent.click(screen.getByTestId('match-submit'));
    await screen.findByTestId('landed-detail', {}, slow);
    expect(router.state.location.search).toBe('?tab=sources');
  });

  it('puts the server’s field errors on the attribute they name', async () => {
    const { calls } = setup(() =>
      json(
        {
          status: 400,
          type: 'ValidationException',
          messageCode: 'FIELD_INVALID',
          message: 'x',
          fields: [{ field: 'attributes.1.type', messageCode: 'ATTRIBUTE_TYPE_IMMUTABLE', message: 'x' }],
        },
        400,
      ),
    );
    await screen.findByTestId('match-table', {}, slow);
    dateFormat('ISO');
    fireEvent.click(screen.getByTestId('match-submit'));
    await waitFor(() => expect(matchCalls(calls)).toHaveLength(1), slow);
    expect((await screen.findByTestId('match-attribute-error-score', {}, slow)).textContent).not.toBe('');
  });

  it('says so when the upload is no longer pending', async () => {
    mockApi({
      [`GET ${base}`]: () => json(projectDetail()),
      [`GET /api/project/file/${sourceId}/preview`]: () => json({ ...preview, source: source({ status: 'IMPORTED' }) }),
      [`GET ${base}/file/${sourceId}/field/type`]: () => json(guesses),
      [`GET ${base}/file/settings`]: () => json([]),
    });
    renderAt(
      [{ path: '/project/:code/match-columns/:sourceId', element: <ProjectMatchColumnsPage /> }],
      `/project/${code}/match-columns/${sourceId}`,
      userWith('ANALYST'),
    );
    expect(await screen.findByTestId('match-not-pending', {}, slow)).toBeTruthy();
  });
});
