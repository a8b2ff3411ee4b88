import type { CallbackEvent } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import type { IngestHook, StoredBatch } from '../project-ingest/hooks.js';
import { CallbackConfigRepository } from './config-repository.js';
import { DeliveryRepository } from './delivery-repository.js';
import type { WakeDeliveries } from './callback-service.js';

/**
 * Callbacks join ingestion here (docs/callbacks.md). `stored` runs inside the transaction that wrote the documents
 * and writes a PENDING delivery per classified document the callback wants — the outbox commits with the documents
 * or not at all. `committed` wakes the deliver job; if that fails (or the process dies first) the sweep finds the rows.
 * A new classification of a document delivered before is a REEVALUATED event; a first one (a new document, or one
 * that waited INLINE for a model) is CLASSIFIED.
 */
export function callbackHook(wake: WakeDeliveries): IngestHook {
  const enqueued = new WeakSet<StoredBatch>();
  return {
    async stored(trx: Db, batch: StoredBatch) {
      const config = await new CallbackConfigRepository(trx).find(batch.workspaceId, batch.projectId);
      if (!config?.enabled) return;
      const deliveries = new DeliveryRepository(trx);
      const ids = await deliveries.deliverable(batch.projectId, batch.documentIds, config.data_type);
      if (ids.length === 0) return;
      const before = batch.cause === 'RECLASSIFIED' ? await deliveries.delivered(batch.projectId, ids) : new Set<string>();
      const rows = ids.map((documentId) => {
        const event: CallbackEvent = before.has(documentId) ? 'REEVALUATED' : 'CLASSIFIED';
        return { documentId, event };
      });
      await deliveries.enqueue(batch.workspaceId, batch.projectId, rows);
      enqueued.add(batch);
    },
    async committed(batch: StoredBatch) {
      if (enqueued.has(batch)) await wake(batch.workspaceId, batch.projectId);
    },
  };
}
