import type { IngestHook } from '../project-ingest/hooks.js';
import { CallScoreRepository } from './score-repository.js';
import { CallScorer } from './scorer.js';
import { CallSetupRepository } from './setup-repository.js';
import { versionedSet } from './versions.js';

/**
 * Call scoring in the ingestion pipeline (docs/call-scoring.md, docs/ingestion.md): inside the transaction that
 * stored a batch, every dialogue of it is scored with the rule set in force on its local date, so a call and its
 * score commit together. Scores read only the dialogue, never a prediction: re-classification (RECLASSIFIED)
 * changes nothing here.
 */
export function callScoringIngestHook(timeZone: string): IngestHook {
  return {
    stored: async (trx, batch) => {
      if (batch.cause !== 'STORED' || batch.hasDialogues === false) return;
      const scores = new CallScoreRepository(trx);
      const docs = await scores.dialogues(batch.workspaceId, batch.projectId, batch.documentIds);
      if (docs.length === 0) return;
      const versions = (await new CallSetupRepository(trx).all(batch.workspaceId, batch.projectId)).map(versionedSet);
      const scorer = new CallScorer(versions, timeZone);
      await scores.upsert(
        batch.workspaceId,
        batch.projectId,
        docs.map((d) => scorer.score(d)),
      );
    },
  };
}
