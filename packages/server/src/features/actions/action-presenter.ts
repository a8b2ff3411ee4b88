import { isClosedStatus, type Action, type ActionPriority, type ActionStatus, type ActionUser } from '@sentio/domain';
import type { ActionDetailRow, ActionRow, FollowerRow } from './action-repository.js';
import type { NoticeAction } from './notices.js';

const user = (id: string | null, name: string | null, email: string | null): ActionUser | null =>
  id === null ? null : { id, name: name ?? '', email: email ?? '' };

/** Closed actions are never overdue; an open one is from the day after its due date (reporting time zone). */
export const isOverdue = (row: Pick<ActionRow, 'status' | 'due_date'>, today: string): boolean =>
  !isClosedStatus(row.status as ActionStatus) && row.due_date !== null && row.due_date < today;

/** The action as the API answers it, for the user `viewerId` on the day `today`. */
export function presentAction(row: ActionDetailRow, followers: readonly FollowerRow[], viewerId: string, today: string): Action {
  const own = followers.filter((f) => f.action_id === row.id).map((f) => ({ id: f.id, name: f.name, email: f.email }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type_id && row.type_name !== null ? { id: row.type_id, name: row.type_name, color: row.type_color } : null,
    priority: row.priority as ActionPriority,
    status: row.status as ActionStatus,
    dueDate: row.due_date,
    overdue: isOverdue(row, today),
    responsible: user(row.responsible_id, row.responsible_name, row.responsible_email),
    benefits: row.benefits,
    referenceName: row.reference_name,
    creator: user(row.creator_id, row.creator_name, row.creator_email),
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    closedBy: user(row.closed_by, row.closed_by_name, row.closed_by_email),
    version: row.version,
    evidence:
      row.evidence_project_code === null
        ? null
        : {
            projectCode: row.evidence_project_code,
            projectName: row.evidence_project_id === null ? null : row.project_name,
            filter: row.evidence_filter ?? '',
            label: row.evidence_label ?? '',
            documentId: row.evidence_document_id,
          },
    journeyStep:
      row.journey_step_id && row.journey_id !== null
        ? {
            journeyId: row.journey_id,
            journeyName: row.journey_name ?? '',
            stepId: row.journey_step_id,
            stepName: row.step_name ?? '',
          }
        : null,
    followers: own,
    following: own.some((f) => f.id === viewerId),
    noteCount: row.note_count,
    correctiveCount: row.corrective_count,
  };
}

/** What the notices need of an action (ActionNotices). */
export const noticeOf = (row: ActionRow): NoticeAction => ({
  id: row.id,
  workspaceId: row.workspace_id,
  name: row.name,
  dueDate: row.due_date,
  responsibleId: row.responsible_id,
  creatorId: row.creator_id,
});
