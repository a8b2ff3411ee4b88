import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MarkingReport, MarkingTargetBody, SearchRequest } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { docId, documentOf, searchResponse } from '../../shared/test/analysis-fixtures';
import { json, type Call } from '../../shared/test/api';
import { base, target, targetId } from './test/fixtures';
import { renderReports } from './test/render';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const report = (): MarkingReport => ({
  target: target(),
  startDate: '2026-02-28T21:00:00.000Z',
  endDate: '2026-03-31T20:59:59.999Z',
  marked: 150,
  ratio: 0.5,
  buckets: [
    { quality: 'MARKED', target: 300, achieved: 150, ratio: 0.5 },
    { quality: 'SHORT', target: 100, achieved: 80, ratio: 0.8 },
    { quality: 'MEDIUM', target: 100, achieved: 50, ratio: 0.5 },
    { quality: 'LONG', target: 100, achieved: 20, ratio: 0.2 },
  ],
  markers: [
    {
      userId: 'u1',
      name: 'Ada',
      marked: 150,
      share: 0.5,
      buckets: [
        { quality: 'MARKED', achieved: 150 },
        { quality: 'SHORT', achieved: 80 },
        { quality: 'MEDIUM', achieved: 50 },
        { quality: 'LONG', achieved: 20 },
      ],
    },
  ],
  daily: [
    { day: '2026-03-01', marked: 70, cumulative: 70 },
    { day: '2026-03-02', marked: 80, cumulative: 150 },
  ],
});

function renderMarking(over: Record<string, (call: Call) => Response> = {}) {
  return renderReports('report=marking', {
    [`GET ${base}/efficiency/marking`]: () => json([target()]),
    [`GET ${base}/${targetId}/efficiency/marking`]: () => json(report()),
    [`POST ${base}/efficiency/marking`]: () => json(target({ id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'April' })),
    [`POST ${base}/efficiency/document/search`]: () => json(searchResponse([documentOf(docId, 'The parcel came late')])),
    ...over,
  });
}

const item = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')?.textContent ?? '';
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function openModal() {
  fireEvent.click(await screen.findByTestId('marking-target-create-open', {}, slow));
  return screen.findByTestId('marking-target-form', {}, slow);
}
const submit = () => fireEvent.click(screen.getByTestId('marking-target-submit'));
const check = (criterion: string) => fireEvent.click(screen.getByTestId(`marking-criterion-${criterion}`));

describe('marking target modal', { timeout: 60_000 }, () => {
  it('names every missing field and the missing criterion, translated, without sending', async () => {
    const { calls } = renderMarking();
    await openModal();
    submit();
    await waitFor(() => expect(item('marking-target-name')).toContain('This field is required.'), slow);
    expect(item('marking-target-total')).toContain('This field is required.');
    expect(item('marking-target-criteria')).toContain('Choose at least one criterion.');
    type('marking-target-total', '0');
    submit();
    await waitFor(() => expect(item('marking-target-total')).toContain('The total target must be greater than 0.'), slow);
    expect(calls.some((c) => c.method === 'POST' && c.path === `${base}/efficiency/marking`)).toBe(false);
  });

  it('checks the length targets: not below 0, adding up to the total, long length above the short one', async () => {
    renderMarking();
    await openModal();
    type('marking-target-name', 'April');
    type('marking-target-total', '100');
    check('CONTENT_LENGTH');
    await screen.findByTestId('marking-target-length-short', {}, slow);
    type('marking-target-length-short', '-1');
    type('marking-target-length-medium', '10');
    type('marking-target-length-long', '10');
    type('marking-target-limit-short', '0');
    type('marking-target-limit-long', '0');
    submit();
    await waitFor(() => expect(item('marking-target-length-short')).toContain('Length targets cannot be below 0.'), slow);
    expect(screen.getByTestId('marking-target-lengthTargets-error').textContent).toBe(
      'The length targets must add up to the total target.',
    );
    expect(item('marking-target-limit-short')).toContain('The short length must be greater than 0.');
    expect(item('marking-target-limit-long')).toContain('The long length must be at least 1.');

    type('marking-target-length-short', '80');
    type('marking-target-limit-short', '500');
    type('marking-target-limit-long', '100');
    submit();
    await waitFor(
      () => expect(item('marking-target-limit-long')).toContain('The long length must be greater than the short length.'),
      slow,
    );
    expect(screen.queryByTestId('marking-target-lengthTargets-error')).toBeNull();
    // A cleared message leaves after antd's short delay.
    await waitFor(() => expect(item('marking-target-length-short')).not.toContain('below 0'), slow);
  });

  it('checks the category counts: minimum not below 0, maximum above 0 and not below the minimum', async () => {
    renderMarking();
    await openModal();
    check('CATEGORY_COUNT');
    await screen.findByTestId('marking-target-category-min', {}, slow);
    type('marking-target-category-min', '-1');
    type('marking-target-category-max', '0');
    submit();
    await waitFor(
      () => expect(item('marking-target-category-min')).toContain('The minimum category count cannot be below 0.'),
      slow,
    );
    expect(item('marking-target-category-max')).toContain('The maximum category count must be greater than 0.');
    // The cross-field rules are checked once every field passes its own (as on the server).
    type('marking-target-name', 'April');
    type('marking-target-total', '90');
    type('marking-target-category-min', '3');
    type('marking-target-category-max', '2');
    submit();
    await waitFor(() => expect(item('marking-target-category-max')).toContain('cannot be below the minimum'), slow);
  });

  it('sends a valid target and puts a server conflict on its field', async () => {
    let first = true;
    const { calls, params } = renderMarking({
      [`POST ${base}/efficiency/marking`]: () => {
        if (!first) return json(target({ id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'April' }));
        first = false;
        return json(
          {
            status: 409,
            type: 'ConflictException',
            messageCode: 'MARKING_TARGET_PERIOD_TAKEN',
            message: 'x',
            fields: [{ field: 'month', messageCode: 'MARKING_TARGET_PERIOD_TAKEN', message: 'x' }],
          },
          409,
        );
      },
    });
    await openModal();
    type('marking-target-name', 'April');
    type('marking-target-total', '90');
    check('CONTENT_LENGTH');
    check('CATEGORY_COUNT');
    await screen.findByTestId('marking-target-length-short', {}, slow);
    type('marking-target-length-short', '30');
    type('marking-target-length-medium', '30');
    type('marking-target-length-long', '30');
    type('marking-target-limit-short', '100');
    type('marking-target-limit-long', '500');
    type('marking-target-category-min', '1');
    type('marking-target-category-max', '3');
    submit();
    await waitFor(() => expect(item('marking-target-month')).toContain('There is already a target for this period.'), slow);
    const body = calls.find((c) => c.method === 'POST' && c.path === `${base}/efficiency/marking`)?.body as MarkingTargetBody;
    expect(body).toEqual({
      name: 'April',
      year: new Date().getFullYear(),
      month: new Date().getMonth() + 1,
      totalTarget: 90,
      criteria: ['CONTENT_LENGTH', 'CATEGORY_COUNT'],
      lengthTargets: { short: 30, medium: 30, long: 30 },
      lengthLimits: { short: 100, long: 500 },
      categoryCount: { min: 1, max: 3 },
      contentDate: 'CONTENT_DATE',
    });
    type('marking-target-name', 'April 2');
    submit();
    await waitFor(() => expect(params().get('markingGoalId')).toBe('9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'), slow);
  });
});

describe('marking target report', { timeout: 60_000 }, () => {
  it("shows the buckets and lists a bucket's documents through the efficiency search, kept in the URL", async () => {
    const { calls, params } = renderMarking();
    expect((await screen.findByTestId('marking-total', {}, slow)).textContent).toBe('150 of 300 documents marked');
    expect(screen.getByTestId('marking-bucket-SHORT').textContent).toContain('80 / 100');
    fireEvent.click(screen.getByRole('button', { name: 'Short: 80 documents' }));
    await waitFor(() => expect(params().get('quality')).toBe('SHORT'), slow);
    expect(params().get('markingGoalId')).toBe(targetId);
    const list = await screen.findByTestId('marking-bucket-documents', {}, slow);
    await within(list).findByTestId(`document-row-${docId}`, {}, slow);
    const body = calls.find((c) => c.path === `${base}/efficiency/document/search`)?.body as SearchRequest;
    expect(body).toMatchObject({ quality: 'SHORT', markingGoalId: targetId, projectCode: 'care', searchByDate: 'CONTENT_DATE' });
    expect(body.startDate).toBe('2026-02-28T21:00:00.000Z');

    fireEvent.click(screen.getByTestId('marker-bucket-u1-LONG'));
    await waitFor(() => expect(params().get('quality')).toBe('LONG@u1'), slow);
    expect((await screen.findByTestId('marking-bucket-documents', {}, slow)).textContent).toContain('Documents: Long · Ada');
  });
});
