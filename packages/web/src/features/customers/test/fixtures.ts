import {
  customerKeyToParam,
  type CustomerDetail,
  type CustomerInteraction,
  type CustomerList,
  type CustomerSettings,
  type CustomerSummary,
} from '@sentio/domain';
import { analysisSummary } from '../../../shared/test/analysis-fixtures';

export function customer(key: string, over: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    key,
    param: customerKeyToParam(key),
    name: null,
    company: null,
    address: null,
    segment: null,
    sentimentScore: null,
    positive: 0,
    neutral: 0,
    negative: 0,
    totalInteractions: 0,
    firstInteraction: null,
    lastInteraction: null,
    ...over,
  };
}

export const ada = customer('C-1001', {
  name: 'Ada Yılmaz',
  company: 'Acme',
  segment: 'Gold',
  sentimentScore: 50,
  positive: 3,
  neutral: 0,
  negative: 1,
  totalInteractions: 1234,
  firstInteraction: '2026-01-02T09:00:00.000Z',
  lastInteraction: '2026-03-04T10:00:00.000Z',
});
export const bob = customer('bob@example.com', { segment: 'Silver', sentimentScore: -60, totalInteractions: 2 });

export const listOf = (content: CustomerSummary[], over: Partial<CustomerList> = {}): CustomerList => ({
  content,
  page: 0,
  size: 10,
  total: content.length,
  segments: ['Gold', 'Silver'],
  ...over,
});

export function interaction(id: string, over: Partial<CustomerInteraction> = {}): CustomerInteraction {
  return {
    documentId: id,
    externalId: null,
    projectCode: 'care',
    projectName: 'Customer care',
    dataType: 'STANDARD',
    contentDate: '2026-03-04T10:00:00.000Z',
    channel: null,
    content: 'text',
    sentiment: null,
    categories: [],
    rootCauses: [],
    nps: null,
    csat: null,
    ...over,
  };
}

export function detailOf(over: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...ada,
    address: 'Istanbul',
    attributes: [{ code: 'city', name: 'City', value: 'Istanbul' }],
    analyses: [
      { code: 'care', name: 'Customer care', total: 3, lastInteraction: '2026-03-04T10:00:00.000Z' },
      { code: 'calls', name: 'Call centre', total: 1, lastInteraction: '2026-02-01T08:00:00.000Z' },
    ],
    scores: [
      { date: '2026-01-02T09:00:00.000Z', projectCode: 'care', nps: 9, csat: null },
      { date: '2026-02-01T08:00:00.000Z', projectCode: 'care', nps: 3, csat: 2 },
    ],
    journeySteps: [
      {
        journeyId: 'j-1',
        journeyName: 'Purchase to support',
        stepId: 's-1',
        stepName: 'Delivery',
        position: 1,
        interactions: 2,
        firstAt: '2026-01-02T09:00:00.000Z',
        lastAt: '2026-02-01T08:00:00.000Z',
      },
    ],
    interactions: {
      content: [
        interaction('d-2', {
          content: 'Agent: How can I help?\nCustomer: My parcel is late.',
          dataType: 'DIALOGUE',
          projectCode: 'calls',
          projectName: 'Call centre',
          sentiment: 'NEGATIVE',
          categories: [{ modelCode: 'topics', categoryId: 'c-late', name: 'Late delivery' }],
          rootCauses: [{ id: 'r-1', name: 'Courier capacity' }],
          contentDate: '2026-03-04T10:00:00.000Z',
        }),
        interaction('d-1', { content: 'Great product', sentiment: 'POSITIVE', nps: 9, contentDate: '2026-01-02T09:00:00.000Z' }),
      ],
      page: 0,
      size: 10,
      total: 2,
    },
    ...over,
  };
}

export function settingsOf(over: Partial<CustomerSettings> = {}): CustomerSettings {
  return {
    keyAttribute: 'customer_id',
    nameAttribute: 'customer_name',
    companyAttribute: null,
    addressAttribute: null,
    segmentAttribute: 'segment',
    shownAttributes: [],
    analysisKeys: [],
    relinkState: 'IDLE',
    relinkProgress: 0,
    attributes: [
      { code: 'customer_id', name: 'Customer id', projectCodes: ['care'] },
      { code: 'customer_name', name: 'Customer name', projectCodes: ['care'] },
      { code: 'segment', name: 'Segment', projectCodes: ['care'] },
      { code: 'phone', name: 'Phone', projectCodes: ['calls'] },
    ],
    updatedAt: null,
    ...over,
  };
}

export const analysesPage = {
  content: [analysisSummary('care', 'Customer care'), analysisSummary('calls', 'Call centre')],
  page: 0,
  size: 100,
  total: 2,
};
