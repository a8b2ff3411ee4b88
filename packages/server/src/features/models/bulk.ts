import { labellingTabs, type bulkDocumentsBody } from '@sentio/domain';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../platform/jobs/queue.js';
import { errors } from '../../platform/errors.js';
import type { DocumentFilter } from './document-repository.js';
import { bulkScopes, inBulkScope, tabStatuses, type BulkAction, type DocumentService, type Labeller } from './document-service.js';
import type { ModelAccess } from './model-access.js';
import type { ModelChanges } from './model-changes.js';
import type { ModelRepositories } from './writes.js';

/** Up to this many documents a bulk action runs during the request; more run as the `model.documents.bulk` job. */
export const BULK_SYNC_LIMIT = 5_000;
/** Documents per transaction: a long action commits as it goes, and a failure keeps what was done. */
const BATCH = 1_000;

const filterPayload = z.object({
  tab: z.enum(labellingTabs),
  search: z.string().optional(),
  labelId: z.string().optional(),
});
export const bulkPayload = z.object({
  workspaceId: z.uuid(),
  modelId: z.uuid(),
  userId: z.uuid(),
  approves: z.boolean(),
  action: z.enum(['APPROVE', 'DISCARD', 'DELETE']),
  filter: filterPayload,
});
export type BulkPayload = z.infer<typeof bulkPayload>;

type BulkBody = z.output<typeof bulkDocumentsBody>;
type ListFilter = z.infer<typeof filterPayload>;

const documentFilter = (f: ListFilter): DocumentFilter => ({
  statuses: tabStatuses[f.tab],
  search: f.search,
  labelId: f.labelId,
});

/** `model.documents.bulk`: a bulk action over every document of a list's filter, too many for one request. */
export function defineBulkJob(run: (payload: BulkPayload, signal: AbortSignal) => Promise<void>): JobDefinition<BulkPayload> {
  return defineJob({
    name: 'model.documents.bulk',
    payload: bulkPayload,
    // Each batch commits on its own and leaves the scope (approved, discarded or deleted), so a retry goes on.
    retryLimit: 1,
    handler: (payload, ctx) => run(payload, ctx.signal),
  });
}

/**
 * Bulk approve, discard and delete over listed ids or over **every document of the list's filter** (tab, search,
 * label) — not the page on screen. `dryRun` answers the number first, for the confirmation; up to
 * BULK_SYNC_LIMIT the action runs at once, beyond it as a job (the answer says `queued`, and screens refetch on the
 * model's event when it is done). See docs/model-data.md.
 */
export class DocumentBulkService {
  constructor(
    private readonly repos: ModelRepositories,
    private readonly documents: DocumentService,
    private readonly access: ModelAccess,
    private readonly changes: ModelChanges,
    private readonly queue: { send(payload: BulkPayload): Promise<unknown> },
  ) {}

  async run(viewer: Labeller, modelId: string, action: BulkAction, body: BulkBody): Promise<{ affected: number; queued: boolean }> {
    if (!body.filter) {
      if (!body.ids) throw errors.badRequest('FIELD_REQUIRED', 'ids');
      if (body.dryRun) {
        const model = await this.access.requireVisible(viewer, modelId);
        const docs = await this.repos.documents.statuses(model.workspace_id, model.id, body.ids);
        return { affected: docs.filter((d) => inBulkScope(action, d)).length, queued: false };
      }
      if (action === 'APPROVE') return this.documents.approve(viewer, modelId, body.ids);
      if (action === 'DISCARD') return this.documents.discard(viewer, modelId, body.ids);
      return this.documents.delete(viewer, modelId, body.ids);
    }
    const model = await this.access.requireVisible(viewer, modelId);
    const filter = documentFilter(body.filter);
    const repo = this.repos.documents;
    const affected = await repo.countScoped(model.workspace_id, model.id, filter, bulkScopes[action]);
    // Checked before anything changes (and before a job is sent): taking trained labels out needs an approver.
    if (action === 'DISCARD' && !viewer.approves) {
      const trained = await repo.countScoped(model.workspace_id, model.id, filter, {
        statuses: ['AI_CONFIRMED', 'MANUAL_CHANGES', 'COMPLETED'],
      });
      if (trained > 0) throw errors.permissionDenied();
    }
    if (body.dryRun || affected === 0) return { affected, queued: false };
    const payload: BulkPayload = {
      workspaceId: model.workspace_id,
      modelId: model.id,
      userId: viewer.userId,
      approves: viewer.approves,
      action,
      filter: body.filter,
    };
    if (affected > BULK_SYNC_LIMIT) {
      await this.queue.send(payload);
      return { affected, queued: true };
    }
    return { affected: await this.runFiltered(payload), queued: false };
  }

  /** The job's work (also the request's for a small set): batch after batch until the filter holds no more. */
  async runFiltered(payload: BulkPayload, signal?: AbortSignal): Promise<number> {
    const model = await this.access.require(payload.workspaceId, payload.modelId);
    const filter = documentFilter(payload.filter);
    const scope = bulkScopes[payload.action];
    let done = 0;
    for (;;) {
      if (signal?.aborted) break;
      const batch = await this.repos.documents.scopedBatch(model.workspace_id, model.id, filter, scope, BATCH);
      if (batch.length === 0) break;
      const changed = await this.documents.apply(model, payload, payload.action, batch);
      done += changed;
      // Every document of the batch is in scope, so each one leaves it; nothing changed means nothing ever will.
      if (changed === 0) break;
    }
    await this.changes.modelUpdated(model.workspace_id, model.id);
    return done;
  }
}
