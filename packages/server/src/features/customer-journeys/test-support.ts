import { customerEndpoints as ce, type Journey, type JourneyBody } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, member } from '../models/test-fixtures.js';
import { createAnalysis, type Analysis } from '../project-documents/test-support.js';

/** The journey tests' category tree (Service has two leaves). */
export const JOURNEY_TREE = [
  { name: 'Payment' },
  { name: 'Delivery' },
  { name: 'Service', children: [{ name: 'Staff' }, { name: 'Returns' }] },
];

/**
 * The journey tests' cast: an owner (admin) with two analyses over one category model, an analyst and a manager of
 * the same workspace, and an outsider with an analysis of their own in another workspace.
 */
export interface JourneyCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  manager: SignedInUser;
  outsider: SignedInUser;
  a: Analysis;
  b: Analysis;
  other: Analysis;
}

export async function journeyCast(t: TestApp, company: string, code: string): Promise<JourneyCast> {
  const owner = await signUp(t, { company });
  const [analyst, manager] = [await member(t, owner, 'ANALYST'), await member(t, owner, 'MANAGER')];
  const outsider = await signUp(t, { company: `Outside ${company}` });
  const model = await createModel(owner, { code: `${code}-topics`, categories: JOURNEY_TREE });
  const a = await createAnalysis(t, owner, model, `${code}-a`);
  const b = await createAnalysis(t, owner, model, `${code}-b`);
  const otherModel = await createModel(outsider, { code: `${code}-topics`, categories: JOURNEY_TREE });
  const other = await createAnalysis(t, outsider, otherModel, `${code}-other`);
  return { owner, analyst, manager, outsider, a, b, other };
}

/** A condition on `a` with the named categories. */
export const on = (a: Analysis, categories: string[], attributes: { field: string; value: string }[] = []) => ({
  projectCode: a.code,
  categoryIds: categories.map((c) => a.categories[c] ?? c),
  attributes,
});

/** A valid two-step body over `a` (Payment → Delivery); `over` replaces any part. */
export function journeyBody(a: Analysis, over: Partial<JourneyBody> = {}): JourneyBody {
  return {
    name: 'Purchase to delivery',
    quickFilterTitle: 'Purchase',
    steps: [
      { name: 'Purchase', conditions: [on(a, ['Payment'])] },
      { name: 'Delivery', conditions: [on(a, ['Delivery'])] },
    ],
    ...over,
  };
}

export const createJourney = (user: SignedInUser, body: JourneyBody): Promise<Journey> =>
  user.client.call(ce.journeyCreate, { body });
