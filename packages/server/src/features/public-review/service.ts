import {
  publicReviewHours,
  type ProjectPublic,
  type PublicRequestState,
  type ReviewItem,
  type ReviewKind,
  type ReviewPage,
  type ReviewStatus,
} from '@sentio/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import { errors } from '../../platform/errors.js';
import type { EventRepository } from '../events/repository.js';
import { recipientOf, type Notice, type Notifier, type Recipient } from '../notifications/notifier.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import type { ModelAccess } from '../models/model-access.js';
import type { PublicReviewRepository, RequestRow, ReviewRow } from './repository.js';

/**
 * What a decision does to the item's template (docs/marketplace.md): approval makes the template public (snapshotting
 * the item first when it has none); a rejection leaves it to its workspace. Bound after the template areas exist.
 */
export interface TemplatePublication {
  decided(kind: ReviewKind, itemId: string, status: 'APPROVED' | 'REJECTED'): Promise<void>;
}

export interface PublicReviewPorts {
  /** Set by the app once the template areas are built; until then decisions touch no template. */
  publication: { current: TemplatePublication | null };
  repo: PublicReviewRepository;
  projects: ProjectAccess;
  models: ModelAccess;
  notifier: Notifier;
  mailer: Mailer;
  events: EventRepository;
  log: FastifyBaseLogger;
  /** The address the mailed link starts with. */
  publicUrl: string;
  /** The area's clock: tests move it to see a request become overdue. */
  clock: { now(): Date };
}

const overdueAt = (requestedAt: Date, now: Date) => now.getTime() - requestedAt.getTime() > publicReviewHours * 3600_000;

export const presentRequest = (row: RequestRow | null): PublicRequestState | null =>
  row
    ? {
        status: row.status as ReviewStatus,
        note: row.note,
        requestedAt: row.requested_at.toISOString(),
        reviewedAt: row.reviewed_at?.toISOString() ?? null,
        reason: row.reason,
      }
    : null;

function presentItem(row: ReviewRow, now: Date): ReviewItem {
  return {
    id: row.id,
    kind: row.kind,
    itemKey: row.item_key,
    itemName: row.item_name,
    workspaceName: row.workspace_name,
    accountName: row.account_name,
    requestedBy: row.requester_email ? { name: row.requester_name ?? row.requester_email, email: row.requester_email } : null,
    status: row.status as ReviewStatus,
    note: row.note,
    requestedAt: row.requested_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewedBy: row.reviewer_email,
    reason: row.reason,
    overdue: row.status === 'PENDING' && overdueAt(row.requested_at, now),
  };
}

/** The owner's page of the item: where the notice links. */
const itemLink = (row: Pick<ReviewRow, 'kind' | 'item_key'>) =>
  row.kind === 'MODEL' ? `/model/make-public/${row.item_key}` : `/project/make-public/${row.item_key}`;

/**
 * Make-public requests and their review (docs/public-review.md): an analysis's request, withdrawing a pending request
 * of either kind, and the operators' queue — approve, reject with a reason, a reminder once a request has waited
 * longer than the review time. The requester is told of a decision in the app and by e-mail.
 */
export class PublicReviewService {
  constructor(private readonly ports: PublicReviewPorts) {}

  async projectState(scope: ProjectScope, code: string): Promise<ProjectPublic> {
    const project = await this.ports.projects.require(scope, code);
    const request = await this.ports.repo.projectRequest(project.id);
    return { code: project.code, name: project.name, publicRequest: presentRequest(request) };
  }

  /** A request under review cannot be repeated; after a rejection it can; an approved analysis is already public. */
  async requestProject(scope: ProjectScope, code: string, note: string): Promise<ProjectPublic> {
    const project = await this.ports.projects.require(scope, code);
    const current = await this.ports.repo.projectRequest(project.id);
    if (current?.status === 'PENDING') throw errors.conflict('PUBLIC_REQUEST_PENDING');
    if (current?.status !== 'APPROVED') await this.ports.repo.file('PROJECT', scope.id, project.id, scope.userId, note);
    return this.projectState(scope, code);
  }

  async withdrawProject(scope: ProjectScope, code: string): Promise<ProjectPublic> {
    const project = await this.ports.projects.require(scope, code);
    if (!(await this.ports.repo.withdraw('PROJECT', project.id))) throw errors.conflict('PUBLIC_REQUEST_NOT_PENDING');
    return this.projectState(scope, code);
  }

  async withdrawModel(viewer: { workspaceId: string; userId: string; seesPrivate: boolean }, id: string): Promise<void> {
    const model = await this.ports.models.requireVisible(viewer, id);
    if (!(await this.ports.repo.withdraw('MODEL', model.id))) throw errors.conflict('PUBLIC_REQUEST_NOT_PENDING');
    await this.ports.events.add({
      type: 'MODEL_UPDATED',
      userId: null,
      workspaceId: model.workspace_id,
      payload: { modelId: model.id },
    });
  }

  async list(query: { status: ReviewStatus; kind?: ReviewKind; page: number; size: number }): Promise<ReviewPage> {
    const now = this.ports.clock.now();
    const [{ rows, total }, counts] = await Promise.all([this.ports.repo.page(query), this.ports.repo.counts(now)]);
    return { content: rows.map((r) => presentItem(r, now)), page: query.page, size: query.size, total, ...counts };
  }

  approve(operatorId: string, id: string): Promise<ReviewItem> {
    return this.decide(operatorId, id, 'APPROVED', null);
  }

  reject(operatorId: string, id: string, reason: string): Promise<ReviewItem> {
    return this.decide(operatorId, id, 'REJECTED', reason);
  }

  private async decide(operatorId: string, id: string, status: 'APPROVED' | 'REJECTED', reason: string | null) {
    const row = await this.ports.repo.byId(id);
    if (!row) throw errors.notFound();
    if (!(await this.ports.repo.decide(row.kind, id, status, operatorId, reason))) {
      throw errors.conflict('PUBLIC_REQUEST_NOT_PENDING');
    }
    try {
      await this.ports.publication.current?.decided(row.kind, row.item_id, status);
    } catch (err) {
      // The template could not be published (e.g. its snapshot failed): the request waits again, so the operator
      // can retry, rather than an approval whose item never appears.
      await this.ports.repo.reopen(row.kind, id);
      throw err;
    }
    const decided = (await this.ports.repo.byId(id)) ?? row;
    if (row.kind === 'MODEL') {
      await this.ports.events.add({
        type: 'MODEL_UPDATED',
        userId: null,
        workspaceId: row.workspace_id,
        payload: { modelId: row.item_id },
      });
    }
    const to = await this.ports.repo.user(row.requested_by ?? row.item_owner_id);
    if (to) {
      const key = status === 'APPROVED' ? 'publicReviewApproved' : 'publicReviewRejected';
      const params: Record<string, string> = { name: row.item_name, ...(reason ? { reason } : {}) };
      await this.tell(recipientOf(to), { type: 'SYSTEM', key, params, link: itemLink(row) });
    }
    return presentItem(decided, this.ports.clock.now());
  }

  /**
   * The reminder schedule's work: every operator hears of each request pending longer than the review time, once per
   * request (marked before telling, so two processes never both remind). Returns how many requests were reminded.
   */
  async remind(): Promise<number> {
    const now = this.ports.clock.now();
    const due = await this.ports.repo.overdueUnreminded(now);
    if (due.length === 0) return 0;
    const operators = (await this.ports.repo.operators()).map(recipientOf);
    let reminded = 0;
    for (const row of due) {
      if (!(await this.ports.repo.markReminded(row.kind, row.id))) continue;
      reminded += 1;
      for (const to of operators) {
        await this.ports.notifier.notify(to, {
          type: 'SYSTEM',
          key: 'publicReviewOverdue',
          params: { name: row.item_name, workspaceName: row.workspace_name },
          link: '/admin',
        });
      }
    }
    return reminded;
  }

  /** In the app (as the user's settings say) and always by e-mail: a review decision is the answer they waited for. */
  private async tell(to: Recipient, notice: Notice): Promise<void> {
    await this.ports.notifier.notify(to, notice, { email: false });
    const { subject, text } = renderMail(to.language, `notification.${notice.key}`, notice.params);
    const link = notice.link ? `\n\n${this.ports.publicUrl}${notice.link}` : '';
    await this.ports.mailer.send({ to: to.email, subject, text: text + link }).catch((err: unknown) => {
      this.ports.log.error({ err }, 'public review mail failed');
    });
  }
}
