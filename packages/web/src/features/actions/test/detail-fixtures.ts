import type {
  Action,
  ActionEffect,
  ActionHistoryEntry,
  ActionNote,
  ActionUser,
  CorrectiveAction,
  EffectMetric,
} from '@sentio/domain';
import { json, mockApi, type Call } from '../../../shared/test/api';

/** The detail page's answers: an action with evidence, its people, notes, history, corrective actions and effect. */
export const me: ActionUser = { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace', email: 'ada@sentio.local' };
export const bob: ActionUser = { id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Bob Stone', email: 'bob@sentio.local' };
export const cem: ActionUser = { id: '6e2f3a4b-5c6d-4e7f-8a81-92a3b4c5d6e7', name: 'Cem Kaya', email: 'cem@sentio.local' };
export const actionId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const path = `/api/action/${actionId}`;

export function detailAction(over: Partial<Action> = {}): Action {
  return {
    id: actionId,
    name: 'Fix delivery delays',
    description: 'Couriers are late in Istanbul.',
    type: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Process', color: null },
    priority: 'HIGH',
    status: 'OPEN',
    dueDate: '2026-03-15',
    overdue: false,
    responsible: bob,
    benefits: 'Fewer complaints',
    referenceName: '',
    creator: bob,
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-02T09:00:00.000Z',
    closedAt: null,
    closedBy: null,
    version: 3,
    evidence: {
      projectCode: 'calls',
      projectName: 'Call centre',
      filter: 'cat=m1%3Adelivery',
      label: 'Category: Delivery',
      documentId: null,
    },
    journeyStep: null,
    followers: [bob],
    following: false,
    noteCount: 2,
    correctiveCount: 1,
    ...over,
  };
}

const note = (id: string, text: string, parentId: string | null, author: ActionUser, at: string): ActionNote => ({
  id,
  parentId,
  author,
  text,
  mentions: [],
  createdAt: at,
});
export const notes: ActionNote[] = [
  note('n-1', 'Spoke to the courier.', null, bob, '2026-01-03T10:00:00.000Z'),
  note('n-2', 'Which courier?', 'n-1', me, '2026-01-03T11:00:00.000Z'),
  note('n-3', 'Second topic.', null, cem, '2026-01-04T10:00:00.000Z'),
];

export const history: ActionHistoryEntry[] = [
  { id: 'h-1', at: '2026-01-02T09:00:00.000Z', user: bob, field: 'created', oldValue: null, newValue: 'Fix delivery delays' },
  { id: 'h-2', at: '2026-01-05T09:00:00.000Z', user: me, field: 'status', oldValue: 'OPEN', newValue: 'IN_PROGRESS' },
  { id: 'h-3', at: '2026-01-06T09:00:00.000Z', user: me, field: 'follower', oldValue: null, newValue: 'Cem Kaya' },
];

export const correctives: CorrectiveAction[] = [
  {
    id: 'c-1',
    kind: 'REGULATOR',
    text: 'Reported the delays to the regulator.',
    realisedBy: bob,
    realisedAt: '2026-01-07T09:00:00.000Z',
    createdBy: me,
    createdAt: '2026-01-07T10:00:00.000Z',
  },
];

const metric = (over: Partial<EffectMetric> & Pick<EffectMetric, 'key'>): EffectMetric => ({
  before: 20,
  after: 10,
  nBefore: 400,
  nAfter: 380,
  change: { delta: -10, pValue: 0.001, significant: true },
  better: 'DOWN',
  improved: true,
  ...over,
});
export function effectOf(over: Partial<ActionEffect> = {}): ActionEffect {
  return {
    reason: null,
    pivot: '2026-02-01T00:00:00.000Z',
    pivotKind: 'CLOSED',
    windowDays: 28,
    before: { start: '2026-01-04T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z', documents: 80, total: 400 },
    after: { start: '2026-02-01T00:00:00.000Z', end: '2026-03-01T00:00:00.000Z', documents: 38, total: 380 },
    metrics: [
      metric({ key: 'VOLUME_SHARE' }),
      metric({
        key: 'SENTIMENT_SCORE',
        before: 10,
        after: 2,
        better: 'UP',
        change: { delta: -8, pValue: 0.01, significant: true },
        improved: false,
      }),
      metric({
        key: 'NPS',
        before: 20,
        after: 22,
        better: 'UP',
        change: { delta: 2, pValue: 0.4, significant: false },
        improved: null,
      }),
    ],
    improved: false,
    ...over,
  };
}

/** The page's default answers; `over` replaces any of them. */
export function mockDetail(over: Record<string, (call: Call) => Response> = {}, action: Action = detailAction()): Call[] {
  return mockApi({
    [`GET ${path}`]: () => json(action),
    [`GET ${path}/note`]: () => json(notes),
    [`GET ${path}/history`]: () => json(history),
    [`GET ${path}/corrective-action`]: () => json(correctives),
    [`GET ${path}/effect`]: () => json(effectOf()),
    'GET /api/action/people': () => json([me, bob, cem]),
    ...over,
  });
}
