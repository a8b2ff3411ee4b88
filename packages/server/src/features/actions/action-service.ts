import {
  isClosedStatus,
  nameKey,
  ruleIssue,
  type Action,
  type ActionHistoryEntry,
  type ActionHistoryField,
  type ActionList,
  type ActionListQuery,
  type ActionStatus,
  type ActionUser,
  type RuleIssue,
  type actionCreateBody,
  type actionUpdateBody,
} from '@sentio/domain';
import { mayRemove } from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import { throwIssues } from '../projects/rules.js';
import { closing, columnsOf, historyOf, stepDisplay, type ActionFields, type ResolvedFields } from './action-changes.js';
import type { ActionListRepository } from './action-list-repository.js';
import { noticeOf, presentAction } from './action-presenter.js';
import type { ActionDetailRow, ActionRepository, ActionRow } from './action-repository.js';
import { dayIn } from './days.js';
import type { EvidenceChecker, EvidenceValues } from './evidence.js';
import type { HistoryRepository } from './history-repository.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { ActionNotices } from './notices.js';
import type { ActionTypeService } from './type-service.js';

export { noticeOf } from './action-presenter.js';

type CreateInput = z.output<typeof actionCreateBody>;
type UpdateInput = z.output<typeof actionUpdateBody>;

/** What one transaction of the action service writes through. */
export interface ActionRepos {
  actions: ActionRepository;
  history: HistoryRepository;
}

export interface ActionServiceParts {
  repo: ActionRepository;
  lists: ActionListRepository;
  members: MemberRepository;
  historyRepo: HistoryRepository;
  types: ActionTypeService;
  evidence: EvidenceChecker;
  transaction: TransactionPort<ActionRepos>;
  notices: ActionNotices;
  timeZone: string;
  now?: () => Date;
}

const userOf = (m: MemberRow): ActionUser => ({ id: m.id, name: m.name, email: m.email });
const displayName = (m: MemberRow): string => m.name || m.email;

/**
 * Actions (docs/actions.md): the list with its tabs, create, read, save with optimistic locking and a history entry
 * per changed field, delete, and the history. Every call is scoped by the session's workspace; another workspace's
 * action answers 404 ACTION_NOT_FOUND like a missing one.
 */
export class ActionService {
  private readonly now: () => Date;

  constructor(private readonly p: ActionServiceParts) {
    this.now = p.now ?? (() => new Date());
  }

  private today(): string {
    return dayIn(this.now(), this.p.timeZone);
  }

  async list(scope: ProjectScope, query: ActionListQuery): Promise<ActionList> {
    const viewer = { workspaceId: scope.id, userId: scope.userId, today: this.today() };
    const [{ ids, total }, tabCounts] = await Promise.all([
      this.p.lists.page(viewer, query),
      this.p.lists.tabCounts(viewer, query),
    ]);
    return { content: await this.present(scope, ids), page: query.page, size: query.size, total, tabCounts };
  }

  async people(scope: ProjectScope): Promise<ActionUser[]> {
    return (await this.p.members.list(scope.id)).map(userOf);
  }

  /** The action as stored when it is this workspace's (404 ACTION_NOT_FOUND otherwise): what other services check. */
  async require(scope: ProjectScope, id: string): Promise<ActionRow> {
    const row = await this.p.repo.find(scope.id, id);
    if (!row) throw errors.notFound('ACTION_NOT_FOUND');
    return row;
  }

  async get(scope: ProjectScope, id: string): Promise<Action> {
    const [action] = await this.present(scope, [id]);
    if (!action) throw errors.notFound('ACTION_NOT_FOUND');
    return action;
  }

  async create(scope: ProjectScope, input: CreateInput): Promise<Action> {
    const resolved = await this.resolve(scope, input, null, input.followerIds);
    const now = this.now();
    const id = await this.write(() =>
      this.p.transaction(async ({ actions, history }) => {
        const id = await actions.insert(scope.id, {
          ...columnsOf(input, resolved),
          name: input.name,
          name_key: nameKey(input.name),
          creator_id: scope.userId,
          updated_at: now,
          ...closing(null, input.status, scope.userId, now),
        });
        await actions.addFollowers(id, [...new Set([scope.userId, ...input.followerIds])]);
        await history.add([{ actionId: id, userId: scope.userId, field: 'created', oldValue: null, newValue: input.name }]);
        return id;
      }),
    );
    const row = await this.require(scope, id);
    if (row.responsible_id !== null && row.responsible_id !== scope.userId)
      await this.p.notices.assigned(noticeOf(row), scope.userId);
    return this.get(scope, id);
  }

  /**
   * A save over the version the caller read. When the action moved on meanwhile nothing is written (history
   * neither): 409 ACTION_COMPLETED_BY_TEAMMATE when it is closed now, ACTION_VERSION_CONFLICT otherwise.
   */
  async update(scope: ProjectScope, id: string, input: UpdateInput): Promise<Action> {
    const [before] = await this.p.repo.details(scope.id, [id]);
    if (!before) throw errors.notFound('ACTION_NOT_FOUND');
    if (before.version !== input.version) throw conflictOf(before);
    const resolved = await this.resolve(scope, input, before, []);
    const entries = historyOf(before, input, resolved, scope.userId);
    const changes = {
      ...columnsOf(input, resolved),
      ...closing(before, input.status, scope.userId, this.now()),
      // A new due date is a new reminder: the job may tell again.
      ...(before.due_date !== input.dueDate ? { due_reminded_at: null, overdue_notified_at: null } : {}),
    };
    await this.write(() =>
      this.p.transaction(async ({ actions, history }) => {
        if (!(await actions.updateAtVersion(scope.id, id, input.version, changes))) {
          const now = await actions.find(scope.id, id);
          throw now ? conflictOf(now) : errors.notFound('ACTION_NOT_FOUND');
        }
        await history.add(entries);
        return id;
      }),
    );
    const row = await this.require(scope, id);
    const fields = entries.map((e) => e.field);
    if (fields.length > 0) await this.p.notices.changed(noticeOf(row), scope.userId, fields);
    if (row.responsible_id !== null && row.responsible_id !== before.responsible_id && row.responsible_id !== scope.userId)
      await this.p.notices.assigned(noticeOf(row), scope.userId);
    return this.get(scope, id);
  }

  /** Its creator or a manager deletes an action (as with analyses); others get PERMISSION_DENIED. */
  async remove(scope: ProjectScope, id: string): Promise<{ ok: true }> {
    const row = await this.require(scope, id);
    if (!mayRemove(scope.permissions, scope.userId, row.creator_id)) throw errors.permissionDenied();
    await this.p.repo.delete(scope.id, id);
    return { ok: true };
  }

  async history(scope: ProjectScope, id: string): Promise<ActionHistoryEntry[]> {
    await this.require(scope, id);
    return (await this.p.historyRepo.list(id)).map((h) => ({
      id: String(h.id),
      at: new Date(h.at).toISOString(),
      user: h.user_id === null ? null : { id: h.user_id, name: h.user_name ?? '', email: h.user_email ?? '' },
      field: h.field as ActionHistoryField,
      oldValue: h.old_value,
      newValue: h.new_value,
    }));
  }

  /** The actions of `ids` as the API answers them, in that order (ids not of this workspace are left out). */
  private async present(scope: ProjectScope, ids: readonly string[]): Promise<Action[]> {
    const [details, followers] = await Promise.all([this.p.repo.details(scope.id, ids), this.p.repo.followers(ids)]);
    const byId = new Map(details.map((d) => [d.id, d]));
    const today = this.today();
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentAction(row, followers, scope.userId, today)] : [];
    });
  }

  /**
   * The rules that need the workspace (docs/actions.md): a unique name, a type of this workspace, members as people,
   * a journey step of this workspace, and evidence the analysis page can open. Rule issues are reported at once.
   */
  private async resolve(
    scope: ProjectScope,
    input: ActionFields,
    before: ActionDetailRow | null,
    followerIds: readonly string[],
  ): Promise<ResolvedFields> {
    const exceptId = before?.id ?? null;
    const issues: RuleIssue[] = [];
    if (await this.p.repo.nameTaken(scope.id, nameKey(input.name), exceptId)) issues.push(ruleIssue('ACTION_NAME_TAKEN', 'name'));
    const type = input.typeId === null ? null : await this.p.types.find(scope, input.typeId);
    if (input.typeId !== null && type === null) issues.push(ruleIssue('ACTION_TYPE_NOT_FOUND', 'typeId'));
    const people = [...(input.responsibleId ? [input.responsibleId] : []), ...followerIds];
    const members = new Map((await this.p.members.members(scope.id, people)).map((m) => [m.id, m]));
    const responsible = input.responsibleId === null ? null : (members.get(input.responsibleId) ?? null);
    if (input.responsibleId !== null && responsible === null) issues.push(ruleIssue('ACTION_USER_NOT_MEMBER', 'responsibleId'));
    followerIds.forEach((f, i) => {
      if (!members.has(f)) issues.push(ruleIssue('ACTION_USER_NOT_MEMBER', 'followerIds', i));
    });
    let journeyStep: ResolvedFields['journeyStep'] = null;
    if (input.journeyStep) {
      const step = await this.p.repo.journeyStep(scope.id, input.journeyStep.journeyId, input.journeyStep.stepId);
      if (step) journeyStep = { stepId: input.journeyStep.stepId, display: stepDisplay(step.journeyName, step.stepName) };
      else issues.push(ruleIssue('JOURNEY_STEP_NOT_FOUND', 'journeyStep'));
    }
    throwIssues(issues);
    // Evidence sent back as it was read is kept as stored: its analysis may have been deleted since, and the action
    // must stay editable.
    const evidence =
      before && sameEvidence(before, input.evidence)
        ? storedEvidence(before)
        : await this.p.evidence.check(scope, input.evidence);
    return {
      typeName: type?.name ?? null,
      responsibleName: responsible ? displayName(responsible) : null,
      evidence,
      journeyStep,
    };
  }

  /** A concurrent save of the same name passes the check but not the unique index: the same 400. */
  private async write(work: () => Promise<string>): Promise<string> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throwIssues([ruleIssue('ACTION_NAME_TAKEN', 'name')]);
      throw err;
    }
  }
}

const storedEvidence = (row: ActionDetailRow): EvidenceValues => ({
  evidence_project_id: row.evidence_project_id,
  evidence_project_code: row.evidence_project_code,
  evidence_filter: row.evidence_filter,
  evidence_label: row.evidence_label,
  evidence_document_id: row.evidence_document_id,
});

function sameEvidence(row: ActionDetailRow, e: ActionFields['evidence']): boolean {
  if (e === null) return row.evidence_project_code === null;
  return (
    row.evidence_project_code === e.projectCode &&
    row.evidence_filter === e.filter &&
    (row.evidence_label ?? '') === e.label &&
    row.evidence_document_id === e.documentId
  );
}

/** Why a save over an old version is refused: a closed action was completed by a teammate; else a plain conflict. */
const conflictOf = (row: Pick<ActionRow, 'status'>) =>
  isClosedStatus(row.status as ActionStatus)
    ? errors.conflict('ACTION_COMPLETED_BY_TEAMMATE')
    : errors.conflict('ACTION_VERSION_CONFLICT');

export type { ActionDetailRow };
