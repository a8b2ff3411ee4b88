import type { Action, ActionType, ActionUser } from '@sentio/domain';

/** Answers of the action form's look-ups and an action to edit (the form's and the create button's tests). */
export const ada: ActionUser = { id: '0b7e9d4c-1f2a-4c3b-8d9e-0a1b2c3d4e5f', name: 'Ada Lovelace', email: 'ada@sentio.local' };
export const bob: ActionUser = { id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Bob Stone', email: 'bob@sentio.local' };
export const people: ActionUser[] = [ada, bob];

export const processType: ActionType = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Process',
  color: null,
  actionCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function actionOf(over: Partial<Action> = {}): Action {
  return {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    name: 'Fix delivery delays',
    description: '',
    type: null,
    priority: 'MEDIUM',
    status: 'OPEN',
    dueDate: null,
    overdue: false,
    responsible: null,
    benefits: '',
    referenceName: '',
    creator: ada,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    closedAt: null,
    closedBy: null,
    version: 3,
    evidence: null,
    journeyStep: null,
    followers: [ada],
    following: true,
    noteCount: 0,
    correctiveCount: 0,
    ...over,
  };
}
