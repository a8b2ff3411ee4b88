import type { Journey, JourneyReport, JourneyStepReport } from '@sentio/domain';
import { analysisSummary } from '../../../shared/test/analysis-fixtures';

export const journeyId = '0b7e6c1d-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
export const stepIds = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

export function journey(over: Partial<Journey> = {}): Journey {
  return {
    id: journeyId,
    name: 'Purchase to support',
    description: 'From the order to the call centre',
    quickFilterTitle: 'Purchase',
    icon: 'cart',
    startDate: null,
    endDate: null,
    visibility: 'WORKSPACE',
    steps: [
      {
        id: stepIds[0] ?? '',
        name: 'Purchase',
        position: 0,
        conditions: [{ projectCode: 'care', categoryIds: ['c-payment'], attributes: [] }],
      },
      {
        id: stepIds[1] ?? '',
        name: 'Delivery',
        position: 1,
        conditions: [
          { projectCode: 'care', categoryIds: ['c-late'], attributes: [] },
          { projectCode: 'shop', categoryIds: ['s-late'], attributes: [] },
        ],
      },
      {
        id: stepIds[2] ?? '',
        name: 'Support',
        position: 2,
        conditions: [{ projectCode: 'care', categoryIds: ['c-delivery'], attributes: [] }],
      },
    ],
    scoreDisplay: ['SENTIMENT', 'NPS'],
    npsField: 'nps',
    csatField: null,
    rootCauseLimit: 5,
    categoryLimit: 5,
    detailCategoryLimit: 10,
    categoryDisplay: 'MOST_DECREASING',
    ownerId: 'u1',
    ownerName: 'Ayşe Demir',
    editable: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const figures = (documents: number, customers: number) => ({ documents, customers, nps: 20, csat: null, sentimentScore: -12.5 });

function step(
  position: number,
  documents: number,
  customers: number,
  conversion: JourneyStepReport['conversion'],
): JourneyStepReport {
  return {
    id: stepIds[position] ?? '',
    name: ['Purchase', 'Delivery', 'Support'][position] ?? '',
    position,
    figures: figures(documents, customers),
    comparison: figures(documents - 10, customers - 5),
    conversion,
    categories: [{ id: 'topics:c-late', projectCode: 'care', name: 'Late', count: 40, comparisonCount: 30, change: 10 }],
    rootCauses: [{ id: 'rc-1', projectCode: 'care', name: 'Courier delay', count: 7, comparisonCount: 9, change: -2 }],
    trend: [
      { date: '2026-03-01T00:00:00.000Z', documents: 10, comparisonDocuments: 8 },
      { date: '2026-03-02T00:00:00.000Z', documents: 12, comparisonDocuments: 9 },
    ],
  };
}

/** A report over the asked range (as the server answers for a journey without dates of its own). */
export function report(asked?: unknown): JourneyReport {
  const body = (asked ?? {}) as { startDate?: string; endDate?: string };
  return {
    journeyId,
    startDate: body.startDate ?? '2026-03-01T00:00:00.000Z',
    endDate: body.endDate ?? '2026-04-01T00:00:00.000Z',
    comparisonStartDate: '2026-02-01T00:00:00.000Z',
    comparisonEndDate: '2026-03-01T00:00:00.000Z',
    gap: 'DAY',
    steps: [
      step(0, 1234, 900, { customers: 450, rate: 50 }),
      step(1, 800, 600, { customers: 150, rate: 25 }),
      step(2, 300, 200, null),
    ],
  };
}

export const analysisPage = {
  content: [analysisSummary('care', 'Customer care'), analysisSummary('shop', 'Shop reviews')],
  page: 0,
  size: 100,
  total: 2,
};
