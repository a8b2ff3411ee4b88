import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorrelationReportBody } from '@sentio/domain';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json } from '../../shared/test/api';
import { base, summary } from './test/fixtures';
import { renderReports } from './test/render';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

async function pick(testId: string, option: string) {
  fireEvent.mouseDown(within(await screen.findByTestId(testId, {}, slow)).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, slow);
  fireEvent.click(options[options.length - 1]!);
}

const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item');

async function openModal() {
  const open = await screen.findByTestId('correlation-create-open', {}, slow);
  // Enabled once the axes the analysis offers have loaded.
  await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false), slow);
  fireEvent.click(screen.getByTestId('correlation-create-open'));
  return screen.findByTestId('correlation-create-form', {}, slow);
}

// Four antd selects per test: slow on a loaded machine.
describe('correlation report create modal', { timeout: 120_000 }, () => {
  it('shows x·y live and says when it goes over 900', async () => {
    renderReports('');
    await openModal();
    expect(screen.getByTestId('correlation-combinations').textContent).toBe('10 × 10 = 100 combinations (at most 900).');
    fireEvent.change(screen.getByTestId('correlation-x-max'), { target: { value: '40' } });
    fireEvent.change(screen.getByTestId('correlation-y-max'), { target: { value: '30' } });
    await waitFor(
      () =>
        expect(screen.getByTestId('correlation-combinations').textContent).toBe(
          '40 × 30 = 1,200 combinations: more than the 900 allowed. Pick fewer items.',
        ),
      slow,
    );
    // Picked items count instead of the maximum: 2 × 30.
    await pick('correlation-x-source', 'Topics');
    await pick('correlation-x-items', 'Delivery');
    await pick('correlation-x-items', 'Payment');
    await waitFor(
      () => expect(screen.getByTestId('correlation-combinations').textContent).toContain('2 × 30 = 60 combinations'),
      slow,
    );
  });

  it('refuses a short name and the same axis twice before sending, translated on their fields', async () => {
    const { calls } = renderReports('');
    await openModal();
    fireEvent.change(screen.getByTestId('correlation-name'), { target: { value: ' ab ' } });
    await pick('correlation-x-source', 'Topics');
    await pick('correlation-y-source', 'Topics');
    fireEvent.click(screen.getByTestId('correlation-create-submit'));
    await waitFor(
      () => expect(fieldOf('correlation-name')?.textContent).toContain('The report name needs at least 3 characters.'),
      slow,
    );
    expect(fieldOf('correlation-y-source')?.textContent).toContain('The x and y axes must be different.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says an axis is missing rather than "the same axis" while neither is chosen', async () => {
    renderReports('');
    await openModal();
    fireEvent.change(screen.getByTestId('correlation-name'), { target: { value: 'Topics by channel' } });
    fireEvent.click(screen.getByTestId('correlation-create-submit'));
    await waitFor(() => expect(fieldOf('correlation-x-source')?.textContent).toContain('Choose one of the'), slow);
    expect(fieldOf('correlation-y-source')?.textContent).not.toContain('must be different');
  });

  it("sends the tab's filters as the report's filterQuery and opens nothing until it is ready", async () => {
    const { calls } = renderReports('fq=channel__app__IN', {
      [`POST ${base}/efficiency/report/create`]: () => json(summary({ status: 'PREPARING', progress: 0 })),
    });
    await openModal();
    fireEvent.change(screen.getByTestId('correlation-name'), { target: { value: 'Topics by channel' } });
    await pick('correlation-x-source', 'Topics');
    await pick('correlation-y-source', 'Channel');
    fireEvent.click(screen.getByTestId('correlation-numeric-type').querySelector('input[value="COUNT"]')!);
    fireEvent.click(screen.getByTestId('correlation-create-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), slow);
    const body = calls.find((c) => c.method === 'POST')?.body as CorrelationReportBody;
    expect(body).toMatchObject({
      name: 'Topics by channel',
      xAxis: { kind: 'CATEGORY', modelCode: 'topics', attributeCode: null, itemIds: [], maxItems: 10 },
      yAxis: { kind: 'CHANNEL', modelCode: null, attributeCode: null, itemIds: [], maxItems: 10 },
      numericType: 'COUNT',
      nested: false,
      monthlyRepeat: false,
    });
    const filter = new URLSearchParams(body.filterQuery);
    expect(filter.getAll('fq')).toEqual(['channel__app__IN']);
    expect(filter.get('sd')).toBeTruthy();
    expect(filter.get('ed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('correlation-create-form')).toBeNull(), slow);
  });

  it('puts REPORT_NAME_TAKEN on the name and the document limit above the form with its figures', async () => {
    let answer = 0;
    renderReports('', {
      [`POST ${base}/efficiency/report/create`]: () =>
        answer++ === 0
          ? json(
              {
                status: 409,
                type: 'ConflictException',
                messageCode: 'REPORT_NAME_TAKEN',
                message: 'x',
                fields: [{ field: 'name', messageCode: 'REPORT_NAME_TAKEN', message: 'x' }],
              },
              409,
            )
          : json(
              {
                status: 400,
                type: 'ValidationException',
                messageCode: 'CORRELATION_DOCUMENT_LIMIT',
                message: 'x',
                data: { limit: 1_000_000, documentCount: 1_250_000 },
              },
              400,
            ),
    });
    await openModal();
    fireEvent.change(screen.getByTestId('correlation-name'), { target: { value: 'Topics by channel' } });
    await pick('correlation-x-source', 'Topics');
    await pick('correlation-y-source', 'Sentiment');
    fireEvent.click(screen.getByTestId('correlation-create-submit'));
    await waitFor(() => expect(fieldOf('correlation-name')?.textContent).toContain('Same-named report already started.'), slow);
    fireEvent.change(screen.getByTestId('correlation-name'), { target: { value: 'Topics by sentiment' } });
    // The duplicate-action guard drops an identical call within 500 ms; this one differs by its name.
    fireEvent.click(screen.getByTestId('correlation-create-submit'));
    expect((await screen.findByTestId('correlation-create-error', {}, slow)).textContent).toBe(
      'The filters select 1,250,000 documents; a correlation report takes at most 1,000,000. Filter the data and try again.',
    );
  });
});
