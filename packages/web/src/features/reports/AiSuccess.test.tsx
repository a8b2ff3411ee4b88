import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { useAppStore } from '../../app/store/appStore';
import { json } from '../../shared/test/api';
import { base, efficiency } from './test/fixtures';
import { renderReports } from './test/render';

const slow = { timeout: 10_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

describe('AI success rate and marker statistics', { timeout: 60_000 }, () => {
  it('shows the rate, the versions, a drift tag on the category whose precision fell, and the corrections', async () => {
    const { calls } = renderReports('report=aiSuccess', { [`GET ${base}/efficiency/report`]: () => json(efficiency()) });
    expect((await screen.findByTestId('ai-success-rate', {}, slow)).textContent).toContain('80.0%');
    // The first model with reviewed documents, over the tab's range.
    const query = new URLSearchParams(calls.find((c) => c.path === `${base}/efficiency/report`)?.query);
    expect(query.get('modelCode')).toBe('topics');
    expect(query.get('startDate')).toBeTruthy();
    expect(query.get('dateType')).toBeTruthy();

    const delivery = screen.getByTestId('ai-category-c-delivery');
    expect(within(delivery).getByTestId('drift-c-delivery').textContent).toBe('Drift');
    expect(delivery.textContent).toContain('95.0% → 70.0%');
    expect(within(screen.getByTestId('ai-category-c-payment')).queryByTestId('drift-c-payment')).toBeNull();
    fireEvent.mouseEnter(within(delivery).getByTestId('drift-c-delivery'));
    expect(
      (await screen.findByText('Live precision fell from 95.0% in the first half of the range to 70.0% in the second.', {}, slow))
        .textContent,
    ).toBeTruthy();

    expect(screen.getByTestId('ai-success-versions').textContent).toContain('Version 3');
    expect(screen.getByTestId('ai-success-versions').textContent).toContain('88.0%');
    const confusion = screen.getByTestId('ai-success-confusion').textContent;
    expect(confusion).toContain('Delivery');
    expect(confusion).toContain('Payment');
    expect(confusion).toContain('(none)');
  });

  it('lists each marker with per day, approval rate, kappa with the model and with others, and time spent', async () => {
    renderReports('report=markers&model=topics', { [`GET ${base}/efficiency/report`]: () => json(efficiency()) });
    const row = await screen.findByTestId('marker-row-u1', {}, slow);
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['Ada', '80', '20', '60', '8', '75.0%', '0.71', '0.62', '2 h 5 min']);
  });

  it('keeps the chosen model in the URL', async () => {
    const { params, calls } = renderReports('report=aiSuccess', { [`GET ${base}/efficiency/report`]: () => json(efficiency()) });
    fireEvent.mouseDown(within(await screen.findByTestId('reports-model', {}, slow)).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Mood (0 reviewed)', { selector: '.ant-select-item-option-content' }, slow));
    await waitFor(() => expect(params().get('model')).toBe('mood'), slow);
    await waitFor(
      () =>
        expect(
          calls.some((c) => c.path === `${base}/efficiency/report` && new URLSearchParams(c.query).get('modelCode') === 'mood'),
        ).toBe(true),
      slow,
    );
    expect(params().get('report')).toBe('aiSuccess');
  });
});
