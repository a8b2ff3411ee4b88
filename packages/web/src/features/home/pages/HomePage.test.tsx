import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Home } from '@sentio/domain';
import { initI18n } from '../../../app/i18n';
import { useAppStore } from '../../../app/store/appStore';
import { json, mockApi, renderAt } from '../../../shared/test/harness';
import { HomePage } from './HomePage';

const slow = { timeout: 8_000 };
const range = { sd: '2026-10-28', ed: '2026-11-26', csd: '2026-09-28', ced: '2026-10-27' };
const drill = { fq: [], cq: ['topics__c1__IN'], sd: null, ed: null, names: { c1: 'Delivery' } };

const moved: Home = {
  days: 30,
  range,
  checklist: { modelWithDocuments: true, trainedModel: true, analysisWithDocuments: true, canAddSample: false },
  analyses: [
    {
      code: 'voice',
      name: 'Voice',
      color: '#1677FF',
      documents: 1200,
      comparisonDocuments: 1000,
      nps: { score: 12.5, comparison: 20, delta: -7.5, significant: true, answers: 800 },
      csat: null,
      sentiment: {
        positive: 0.4,
        negative: 0.35,
        comparisonPositive: 0.5,
        comparisonNegative: 0.25,
        positiveDelta: -10,
        negativeDelta: 10,
        negativeSignificant: true,
        trend: [{ bucket: '2026-11-01T00:00:00.000Z', count: 10, positive: 4, neutral: 2, negative: 4 }],
      },
      rising: [{ categoryId: 'c1', name: 'Delivery', main: 300, comparison: 100, delta: 15, significant: true, drill }],
      falling: [],
      openAlerts: 2,
    },
  ],
  jobs: [{ kind: 'TRAINING', name: 'Topics', progress: 40, link: '/model/training/m1' }],
};
const empty: Home = {
  days: 30,
  range,
  checklist: { modelWithDocuments: false, trainedModel: false, analysisWithDocuments: false, canAddSample: true },
  analyses: [],
  jobs: [],
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().clearUser();
});

const open = () => renderAt([{ path: '/', element: <HomePage /> }], '/');

describe('home page', { timeout: 60_000 }, () => {
  it('shows what moved per analysis: numbers with their comparison, sentiment, movers that drill down, alerts, jobs', async () => {
    mockApi({ 'GET /api/home': () => json(moved), 'GET /api/package/account-features': () => json([]) });
    open();
    expect((await screen.findByTestId('home-nps-voice-value', {}, slow)).textContent).toBe('12.5');
    expect(screen.getByTestId('home-nps-voice-delta').textContent).toBe('−7.5 (before: 20)');
    expect(screen.getByTestId('home-documents-voice').textContent).toContain('1,200');
    expect(screen.getByTestId('home-negative-voice').textContent).toBe('Negative 35% (+10 pts)');
    // A mover opens the analysis's data tab on the home's window with the category's filter.
    const link = screen.getByTestId('home-mover-c1').getAttribute('href') ?? '';
    const params = new URLSearchParams(link.split('?')[1]);
    expect(link.startsWith('/project/detail/voice?')).toBe(true);
    expect([params.get('sd'), params.get('ed'), params.get('csd'), params.get('ced')]).toEqual([
      range.sd,
      range.ed,
      range.csd,
      range.ced,
    ]);
    expect([params.getAll('cq'), params.get('cqn_c1')]).toEqual([['topics__c1__IN'], 'Delivery']);
    expect(screen.getByTestId('home-alerts-voice').textContent).toBe('Open alerts: 2');
    expect(screen.getByTestId('home-job-TRAINING').textContent).toContain('Training Topics');
    // Set up already: no start-here checklist.
    expect(screen.queryByTestId('home-start')).toBeNull();
  });

  it('gives a new user the start-here checklist with sample data one click away', async () => {
    const calls = mockApi({
      'GET /api/home': () => json(empty),
      'POST /api/home/sample': () => json({ started: true }),
      'GET /api/package/account-features': () => json([]),
    });
    open();
    expect(await screen.findByTestId('home-start', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('home-step-upload').getAttribute('href')).toBe('/model/create');
    expect(screen.getByTestId('home-no-analyses')).toBeTruthy();
    fireEvent.click(screen.getByTestId('home-sample'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/home/sample')).toBe(true));
    expect((await screen.findByText(/Preparing sample data/, {}, slow)).textContent).toContain('training');
  });
});
