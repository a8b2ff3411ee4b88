import type { Action, ActionList, ActionStatistics, ActionType } from '@sentio/domain';
import { actionOf, ada, bob } from './form-fixtures';

/** Answers of the action list page's calls: a page of actions with tab counts, the types and the statistics. */
export const deliveryType: ActionType = {
  id: '1b2c3d4e-5f60-4718-89ab-cdef01234567',
  name: 'Process',
  color: '#722ED1',
  actionCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const trainingType: ActionType = {
  id: '2c3d4e5f-6071-4829-9abc-def012345678',
  name: 'Training',
  color: null,
  actionCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const late: Action = actionOf({
  id: 'a1a1a1a1-1111-4111-8111-111111111111',
  name: 'Call back late deliveries',
  type: { id: deliveryType.id, name: deliveryType.name, color: deliveryType.color },
  priority: 'CRITICAL',
  status: 'IN_PROGRESS',
  dueDate: '2026-01-05',
  overdue: true,
  responsible: ada,
  evidence: { projectCode: 'care', projectName: 'Customer care', filter: 'cq=c-late', label: 'Category: Late', documentId: null },
  updatedAt: '2026-01-03T10:00:00.000Z',
});
export const training: Action = actionOf({
  id: 'b2b2b2b2-2222-4222-8222-222222222222',
  name: 'Train the couriers',
  priority: 'LOW',
  dueDate: null,
  responsible: bob,
});

export function listOf(content: Action[], over: Partial<ActionList> = {}): ActionList {
  return {
    content,
    page: 0,
    size: 10,
    total: content.length,
    tabCounts: { mine: 1, planned: 4, critical: 2, all: 12 },
    ...over,
  };
}

export const statistics: ActionStatistics = {
  total: 12,
  open: 7,
  closed: 5,
  overdue: 2,
  meanDaysToClose: 4.25,
  byType: [
    { typeId: deliveryType.id, name: deliveryType.name, open: 3, closed: 2 },
    { typeId: null, name: null, open: 4, closed: 3 },
  ],
  byPerson: [
    { user: ada, open: 5, closed: 1, overdue: 2 },
    { user: null, open: 2, closed: 4, overdue: 0 },
  ],
  byStatus: [
    { status: 'OPEN', count: 4 },
    { status: 'IN_PROGRESS', count: 3 },
    { status: 'DONE', count: 4 },
    { status: 'CANCELLED', count: 1 },
  ],
  effect: { measured: 4, improved: 1, share: 25 },
};
