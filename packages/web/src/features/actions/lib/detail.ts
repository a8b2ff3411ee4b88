import type { Action, ActionStatus, ActionUpdateBody } from '@sentio/domain';

/**
 * Where the detail page's back link goes: `returnUrl` when it is a path of this app (starts with one '/'), else the
 * list. A full URL or `//host` would send the user off the site, so those fall back to the list.
 */
export function backTarget(returnUrl: string | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return '/actions';
  return returnUrl;
}

/**
 * The save body of an action as it is, with some fields changed. The quick status buttons send every field back with
 * the version they were read with, so a teammate's save in between answers 409 instead of being overwritten.
 */
export function updateBodyOf(action: Action, over: Partial<ActionUpdateBody> = {}): ActionUpdateBody {
  return {
    name: action.name,
    description: action.description,
    typeId: action.type?.id ?? null,
    priority: action.priority,
    status: action.status,
    dueDate: action.dueDate,
    responsibleId: action.responsible?.id ?? null,
    benefits: action.benefits,
    referenceName: action.referenceName,
    evidence: action.evidence
      ? {
          projectCode: action.evidence.projectCode,
          filter: action.evidence.filter,
          label: action.evidence.label,
          documentId: action.evidence.documentId,
        }
      : null,
    journeyStep: action.journeyStep ? { journeyId: action.journeyStep.journeyId, stepId: action.journeyStep.stepId } : null,
    version: action.version,
    ...over,
  };
}

/** The status buttons offered for a status: start, finish or cancel an open action; reopen a closed one. */
export function statusMoves(status: ActionStatus): ActionStatus[] {
  switch (status) {
    case 'OPEN':
      return ['IN_PROGRESS', 'DONE', 'CANCELLED'];
    case 'IN_PROGRESS':
      return ['DONE', 'CANCELLED'];
    default:
      return ['OPEN'];
  }
}
