import { isClosedStatus, type ActionHistoryField, type ActionStatus, type actionCreateBody } from '@sentio/domain';
import { nameKey } from '@sentio/domain';
import type { z } from 'zod';
import type { ActionChanges, ActionDetailRow } from './action-repository.js';
import type { EvidenceValues } from './evidence.js';
import type { HistoryEntry } from './history-repository.js';

/** The fields a user sets on create and on save (the body without followers and version). */
export type ActionFields = Omit<z.output<typeof actionCreateBody>, 'followerIds'>;

/** The body's references, checked and named as the history shows them. */
export interface ResolvedFields {
  typeName: string | null;
  responsibleName: string | null;
  evidence: EvidenceValues;
  journeyStep: { stepId: string; display: string } | null;
}

/** How a journey step reads in the history: "journey › step". */
export const stepDisplay = (journeyName: string, stepName: string): string => `${journeyName} › ${stepName}`;

/** How evidence reads in the history: its label, or the analysis code when it has none. */
const evidenceDisplay = (e: Pick<EvidenceValues, 'evidence_label' | 'evidence_project_code'>): string | null =>
  e.evidence_project_code === null ? null : e.evidence_label || e.evidence_project_code;

/** The stored columns of the body's fields (closing and reminders are decided by the caller). */
export function columnsOf(input: ActionFields, resolved: ResolvedFields): ActionChanges {
  return {
    name: input.name,
    name_key: nameKey(input.name),
    description: input.description,
    type_id: input.typeId,
    priority: input.priority,
    status: input.status,
    due_date: input.dueDate,
    responsible_id: input.responsibleId,
    benefits: input.benefits,
    reference_name: input.referenceName,
    ...resolved.evidence,
    journey_step_id: resolved.journeyStep?.stepId ?? null,
  };
}

/**
 * Closing (DONE, CANCELLED) stamps when and by whom; moving between closed statuses keeps the stamp; reopening
 * clears it (docs/actions.md).
 */
export function closing(
  before: { status: string; closed_at: Date | string | null; closed_by: string | null } | null,
  status: ActionStatus,
  userId: string,
  now: Date,
): Pick<ActionChanges, 'closed_at' | 'closed_by'> {
  if (!isClosedStatus(status)) return { closed_at: null, closed_by: null };
  if (before && isClosedStatus(before.status as ActionStatus))
    return { closed_at: before.closed_at, closed_by: before.closed_by };
  return { closed_at: now, closed_by: userId };
}

/** One history entry per field the save changes, old → new as they read now (docs/actions.md). */
export function historyOf(
  before: ActionDetailRow,
  input: ActionFields,
  resolved: ResolvedFields,
  userId: string,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const add = (field: ActionHistoryField, changed: boolean, oldValue: string | null, newValue: string | null) => {
    if (changed) entries.push({ actionId: before.id, userId, field, oldValue, newValue });
  };
  add('name', before.name !== input.name, before.name, input.name);
  add('description', before.description !== input.description, before.description, input.description);
  add('type', before.type_id !== input.typeId, before.type_name, resolved.typeName);
  add('priority', before.priority !== input.priority, before.priority, input.priority);
  add('status', before.status !== input.status, before.status, input.status);
  add('dueDate', before.due_date !== input.dueDate, before.due_date, input.dueDate);
  add('responsible', before.responsible_id !== input.responsibleId, before.responsible_name, resolved.responsibleName);
  add('benefits', before.benefits !== input.benefits, before.benefits, input.benefits);
  add('referenceName', before.reference_name !== input.referenceName, before.reference_name, input.referenceName);
  const ev = resolved.evidence;
  add(
    'evidence',
    before.evidence_project_code !== ev.evidence_project_code ||
      (before.evidence_filter ?? null) !== ev.evidence_filter ||
      (before.evidence_label ?? null) !== ev.evidence_label ||
      before.evidence_document_id !== ev.evidence_document_id,
    evidenceDisplay(before),
    evidenceDisplay(ev),
  );
  const oldStep = before.journey_step_id === null ? null : stepDisplay(before.journey_name ?? '', before.step_name ?? '');
  add(
    'journeyStep',
    before.journey_step_id !== (resolved.journeyStep?.stepId ?? null),
    oldStep,
    resolved.journeyStep?.display ?? null,
  );
  return entries;
}
