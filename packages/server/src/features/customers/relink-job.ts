import { z } from 'zod';
import { defineJob, type JobDefinition, type JobLog } from '../../platform/jobs/queue.js';
import type { CustomerSettingsRepository } from './settings-repository.js';

export const relinkPayload = z.object({
  workspaceId: z.uuid(),
  /** The key attribute changed: every document's customer key is recomputed before the recount. */
  relink: z.boolean(),
});
export type RelinkPayload = z.infer<typeof relinkPayload>;

/** Documents re-keyed per statement: each batch commits on its own, so imports are never blocked for long. */
export const RELINK_BATCH = 2000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1_000;

export interface RelinkDeps {
  settings: Pick<CustomerSettingsRepository, 'get' | 'update' | 'relinkBatch' | 'rebuild'>;
  log?: JobLog;
  batchSize?: number;
}

/**
 * The re-link after a mapping change (docs/customers.md): with a changed key, every document of the workspace gets
 * its customer key from the current mapping in id-ordered batches (progress in `customer_setting.relink_*`); then
 * the customers are recounted from the documents, which also takes the profiles from the current attributes. A
 * failure leaves FAILED with the error; a settings row that is not RUNNING (nothing asked) is left alone.
 */
export async function relinkCustomers(deps: RelinkDeps, payload: RelinkPayload): Promise<void> {
  const { workspaceId } = payload;
  const row = await deps.settings.get(workspaceId);
  if (!row || row.relink_state !== 'RUNNING') return;
  try {
    if (payload.relink) {
      let after: string | null = null;
      let done = 0;
      let last = Date.now();
      for (;;) {
        const { read, lastId } = await deps.settings.relinkBatch(workspaceId, after, deps.batchSize ?? RELINK_BATCH);
        if (read === 0 || lastId === null) break;
        after = lastId;
        done += read;
        if (Date.now() - last >= PROGRESS_EVERY_MS) {
          last = Date.now();
          await deps.settings.update(workspaceId, { relink_done: Math.min(done, row.relink_total) });
        }
      }
      await deps.settings.update(workspaceId, { relink_done: Math.min(done, row.relink_total) });
    }
    await deps.settings.rebuild(workspaceId);
    await deps.settings.update(workspaceId, { relink_state: 'IDLE', relink_error: null, relink_done: row.relink_total });
  } catch (err) {
    deps.log?.error({ err, job: 'customers.relink', workspaceId }, 'customer re-link failed');
    await deps.settings.update(workspaceId, {
      relink_state: 'FAILED',
      relink_error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
    });
  }
}

/** `customers.relink`: one re-link of one workspace; a failure is recorded on the settings row. */
export function defineRelinkJob(deps: RelinkDeps): JobDefinition<RelinkPayload> {
  return defineJob({
    name: 'customers.relink',
    payload: relinkPayload,
    retryLimit: 1,
    expireInSeconds: 3 * 3600,
    handler: (payload) => relinkCustomers(deps, payload),
  });
}
