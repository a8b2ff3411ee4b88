import type { Rule, RuleHistoryEntry } from '@sentio/domain';

export const ruleId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const runningId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5e';
export const ada = { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace' };

const doneRun: NonNullable<Rule['lastRun']> = {
  id: 'run-1',
  ruleId,
  state: 'SUCCESS',
  done: 2000,
  total: 2000,
  matched: 57,
  errorCode: null,
  startedBy: ada,
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: '2026-11-25T10:01:00.000Z',
};

/** "Refund requests": content contains iade OR category Late ≥ 0.7 → label REFUND and an alert. */
export function ruleOf(over: Partial<Rule> = {}): Rule {
  return {
    id: ruleId,
    name: 'Refund requests',
    description: 'Customers asking for their money back',
    enabled: true,
    relation: 'OR',
    algorithmType: 'KEYWORD',
    conditions: [
      { field: 'content', operator: 'contains', value: 'iade' },
      { field: 'category:m1:c-late', operator: 'gte', value: '0.7' },
    ],
    actions: [
      {
        actorType: 'ADD_LABEL',
        modelId: null,
        categoryId: null,
        sentiment: null,
        label: 'REFUND',
        note: null,
        name: null,
        assigneeId: null,
        typeId: null,
      },
      {
        actorType: 'ALERT',
        modelId: null,
        categoryId: null,
        sentiment: null,
        label: null,
        note: 'Refund asked',
        name: null,
        assigneeId: null,
        typeId: null,
      },
    ],
    version: 3,
    createdBy: ada,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedBy: ada,
    updatedAt: '2026-11-25T10:00:00.000Z',
    effectiveFrom: '2026-11-20T10:00:00.000Z',
    pendingFrom: null,
    lastRun: doneRun,
    appliedCount: 1234,
    ...over,
  };
}

export const runningRule = ruleOf({
  id: runningId,
  name: 'Angry callers',
  relation: 'AND',
  conditions: [{ field: 'sentiment', operator: 'equals', value: 'NEGATIVE' }],
  actions: [
    {
      actorType: 'MARK_REVIEW',
      modelId: null,
      categoryId: null,
      sentiment: null,
      label: null,
      note: null,
      name: null,
      assigneeId: null,
      typeId: null,
    },
  ],
  pendingFrom: '2026-11-27T00:00:00.000Z',
  lastRun: {
    ...doneRun,
    id: 'run-2',
    ruleId: runningId,
    state: 'PROCESSING',
    done: 500,
    total: 2000,
    matched: 3,
    finishedAt: null,
  },
  appliedCount: 0,
});

export const historyOf = (): RuleHistoryEntry[] => [
  {
    id: 'h2',
    kind: 'UPDATED',
    by: ada,
    at: '2026-11-25T10:00:00.000Z',
    before: { ...ruleOf(), name: 'Refunds' },
    after: ruleOf(),
    runId: null,
  },
  {
    id: 'h1',
    kind: 'CREATED',
    by: ada,
    at: '2026-11-20T10:00:00.000Z',
    before: null,
    after: { ...ruleOf(), name: 'Refunds' },
    runId: null,
  },
];
