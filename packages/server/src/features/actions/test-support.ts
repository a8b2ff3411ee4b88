import {
  actionEndpoints as ae,
  actionUpdateBodyOf,
  createFilterState,
  customerEndpoints as ce,
  encodeFilters,
  type Action,
  type ActionCreateBody,
  type ActionUpdateBody,
} from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { createModel, member } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis, type SeedDocument } from '../project-documents/test-support.js';

/** The action tests' category tree. */
export const ACTION_TREE = [{ name: 'Delivery' }, { name: 'Payment' }, { name: 'Returns' }];

/**
 * The action tests' cast: an owner (admin) with an analysis over a category model holding a few documents and a
 * journey with one step on it, an analyst and a manager of the same workspace, and an outsider (another workspace)
 * with an analysis of their own.
 */
export interface ActionCast {
  owner: SignedInUser;
  analyst: SignedInUser;
  manager: SignedInUser;
  outsider: SignedInUser;
  a: Analysis;
  other: Analysis;
  /** Document ids of `a` by external id (d1…d4). */
  documents: Record<string, string>;
  journey: { journeyId: string; stepId: string };
}

/** Four documents of `a` from January 2026 (Delivery twice, Payment, Returns). */
export const ACTION_DOCUMENTS: SeedDocument[] = [
  {
    externalId: 'd1',
    content: 'Late parcel',
    contentDate: '2026-01-05T10:00:00Z',
    categories: ['Delivery'],
    sentiment: 'NEGATIVE',
  },
  {
    externalId: 'd2',
    content: 'Lost parcel',
    contentDate: '2026-01-06T10:00:00Z',
    categories: ['Delivery'],
    sentiment: 'NEGATIVE',
  },
  {
    externalId: 'd3',
    content: 'Card refused',
    contentDate: '2026-01-07T10:00:00Z',
    categories: ['Payment'],
    sentiment: 'NEUTRAL',
  },
  {
    externalId: 'd4',
    content: 'Easy return',
    contentDate: '2026-01-08T10:00:00Z',
    categories: ['Returns'],
    sentiment: 'POSITIVE',
  },
];

export async function actionCast(t: TestApp, company: string, code: string): Promise<ActionCast> {
  const owner = await signUp(t, { company });
  const [analyst, manager] = [await member(t, owner, 'ANALYST'), await member(t, owner, 'MANAGER')];
  const outsider = await signUp(t, { company: `Outside ${company}` });
  const model = await createModel(owner, { code: `${code}-topics`, categories: ACTION_TREE });
  const a = await createAnalysis(t, owner, model, `${code}-a`);
  const documents = await seedDocuments(t, a, ACTION_DOCUMENTS);
  const otherModel = await createModel(outsider, { code: `${code}-topics`, categories: ACTION_TREE });
  const other = await createAnalysis(t, outsider, otherModel, `${code}-other`);
  const journey = await owner.client.call(ce.journeyCreate, {
    body: {
      name: 'Order journey',
      quickFilterTitle: 'Order',
      steps: [
        {
          name: 'Delivery',
          conditions: [{ projectCode: a.code, categoryIds: [a.categories['Delivery'] ?? ''], attributes: [] }],
        },
      ],
    },
  });
  return {
    owner,
    analyst,
    manager,
    outsider,
    a,
    other,
    documents,
    journey: { journeyId: journey.id, stepId: journey.steps[0]?.id ?? '' },
  };
}

/** The URL filter of one category of `a`, as the web keeps evidence: the analysis URL without page, size and tab. */
export function categoryFilter(a: Analysis, category: string): string {
  const params = encodeFilters(
    createFilterState({
      categoryQueries: [
        {
          fieldName: a.modelCode,
          operand: 'IN',
          ids: [
            {
              _id: a.categories[category] ?? category,
              code: null,
              name: category,
              sentiment: null,
              virtual: false,
              dynamic: false,
            },
          ],
        },
      ],
    }),
  );
  for (const name of ['page', 'size', 'tab']) params.delete(name);
  return params.toString();
}

export const createAction = (user: SignedInUser, body: ActionCreateBody): Promise<Action> =>
  user.client.call(ae.actionCreate, { body });

/** A save of `action` as read, with `over` changed (the version it was read at). */
export const saveAction = (user: SignedInUser, action: Action, over: Partial<ActionUpdateBody> = {}) =>
  user.client.request(ae.actionUpdate, { params: { id: action.id }, body: actionUpdateBodyOf(action, over) });
