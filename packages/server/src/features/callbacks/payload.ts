import type { CallbackEvent, CallbackPayload } from '@sentio/domain';
import type { PayloadRepository } from './payload-repository.js';

/**
 * The body of a delivery: the document's result as it is when the POST goes out (so a retry after a re-evaluation
 * carries the newer result), or null when the document is gone or in the trash. Entities are listed by type and
 * text (offsets are internal); categories carry the model's code and name and the confidence.
 */
export async function buildPayload(
  repo: PayloadRepository,
  target: { workspaceId: string; projectId: string; documentId: string; deliveryId: string; event: CallbackEvent },
): Promise<CallbackPayload | null> {
  const [project, doc] = await Promise.all([
    repo.project(target.workspaceId, target.projectId),
    repo.document(target.projectId, target.documentId),
  ]);
  if (!project || !doc || doc.trashed_at) return null;
  const [categories, rootCauses] = await Promise.all([repo.categories(doc.id), repo.rootCauses(doc.id)]);
  return {
    event: target.event,
    deliveryId: target.deliveryId,
    analysis: { code: project.code, name: project.name },
    document: {
      id: doc.id,
      externalId: doc.external_id,
      date: new Date(doc.content_date).toISOString(),
      channel: doc.channel_code,
      dataType: doc.data_type,
      language: doc.language,
      categories: categories.map((c) => ({
        modelCode: c.model_code,
        modelName: c.model_name,
        categoryId: c.category_id,
        name: c.name ?? '',
        confidence: c.confidence,
        origin: c.origin,
        sentiment: c.sentiment,
      })),
      sentiment: doc.sentiment === null ? null : { label: doc.sentiment, score: doc.sentiment_score },
      entities: (doc.prediction?.entities ?? []).map((e) => ({ type: e.type, text: e.text })),
      rootCauses: rootCauses.map((r) => ({ id: r.id, name: r.name })),
      attributes: doc.attributes,
    },
  };
}
