import { customerEndpoints as ce } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type JourneyCall = 'journeyList' | 'journeyCreate' | 'journeyGet' | 'journeyUpdate' | 'journeyDelete' | 'journeyReport';

/** What the routes matrix knows of A's records when the attacks run (read lazily: they are filled in its beforeAll). */
export interface JourneyTargets {
  /** A's analysis (a journey step condition names it by code). */
  projectCode: () => string;
  categoryId: () => string;
  /** A's workspace journey. */
  journeyId: () => string;
}

/**
 * The routes matrix's cross-workspace rows of customer journeys: B's client aims at A's journey (its id) and builds
 * journeys over A's analysis; every read and write of them is denied (404), while B's own list answers (empty of A's).
 */
export function journeyForeign(x: JourneyTargets): Record<JourneyCall, Row> {
  const id = () => ({ id: x.journeyId() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const body = () => ({
    name: 'Over another workspace',
    quickFilterTitle: 'Foreign',
    steps: [{ name: 'Step', conditions: [{ projectCode: x.projectCode(), categoryIds: [x.categoryId()], attributes: [] }] }],
  });
  const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
  return {
    journeyList: { attack: (c) => c.request(ce.journeyList, { query: { projectCode: x.projectCode() } }), expectDenied: false },
    journeyCreate: denied((c) => c.request(ce.journeyCreate, { body: body() })),
    journeyGet: denied((c) => c.request(ce.journeyGet, { params: id() })),
    journeyUpdate: denied((c) => c.request(ce.journeyUpdate, { params: id(), body: body() })),
    journeyDelete: denied((c) => c.request(ce.journeyDelete, { params: id() })),
    journeyReport: denied((c) => c.request(ce.journeyReport, { params: id(), body: range })),
  };
}
