import type { ProjectDocument } from '@sentio/domain';
import type { Catalogue } from './catalogue.js';
import type { DocumentRow, Hydration } from './hydrate.js';

type Span = ProjectDocument['categories'][number]['spans'][number];
/** Explanation spans per model id and category id (the document view computes them; lists leave them empty). */
export type SpanIndex = Map<string, Map<string, Span[]>>;

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

function userRef(h: Hydration, id: string | null): { id: string; name: string } {
  if (id === null) return { id: '', name: '' };
  return { id, name: h.users.get(id) ?? '' };
}

function by(h: Hydration, id: string | null, at: Date | string | null): { by: { id: string; name: string }; at: string } | null {
  return at === null ? null : { by: userRef(h, id), at: iso(at) };
}

/** A document row with its related rows as the contract's documentSchema. */
export function presentDocument(row: DocumentRow, cat: Catalogue, h: Hydration, spans: SpanIndex = new Map()): ProjectDocument {
  const categories = (h.categories.get(row.id) ?? []).flatMap((c) => {
    const model = cat.byId.get(c.model_id);
    if (!model) return [];
    const named = model.names.get(c.category_id);
    return [
      {
        modelCode: model.code,
        categoryId: c.category_id,
        name: named?.name ?? c.category_id,
        path: named?.path ?? c.category_id,
        confidence: c.confidence,
        origin: c.origin === 'MANUAL' ? ('MANUAL' as const) : ('AI' as const),
        sentiment: c.sentiment,
        spans: spans.get(c.model_id)?.get(c.category_id) ?? [],
      },
    ];
  });
  const predicted = row.prediction?.sentiment ?? null;
  const sentimentModel = (predicted && cat.byId.get(predicted.modelId)) || cat.models.find((m) => m.senseType === 'SENTIMENT');
  return {
    id: row.id,
    externalId: row.external_id,
    dataType: row.data_type === 'DIALOGUE' ? 'DIALOGUE' : 'STANDARD',
    content: row.content,
    turns: row.turns ? row.turns.map((t) => ({ speaker: t.speaker, text: t.text, time: t.time ?? null })) : null,
    language: row.language,
    contentDate: iso(row.content_date),
    createdAt: iso(row.created_at),
    statusUpdatedAt: iso(row.status_updated_at),
    channelCode: row.channel_code,
    sourceId: row.source_id,
    attributes: row.attributes,
    status: row.status as ProjectDocument['status'],
    predictionStatus: row.prediction_status as ProjectDocument['predictionStatus'],
    predictionError: row.prediction_error,
    categories,
    sentiment:
      row.sentiment === null
        ? null
        : { label: row.sentiment, score: row.sentiment_score ?? predicted?.score ?? 1, modelCode: sentimentModel?.code ?? '' },
    entities: row.prediction?.entities ?? [],
    masked: row.masked,
    customerKey: row.customer_key,
    alert: row.alerted_at === null ? null : { note: row.alert_note ?? '', ...userAt(h, row.alerted_by, row.alerted_at) },
    reviewed: by(h, row.reviewed_by, row.reviewed_at),
    approved: by(h, row.approved_by, row.approved_at),
    labels: h.labels.get(row.id) ?? [],
    notes: (h.notes.get(row.id) ?? []).map((n) => ({ id: n.id, text: n.text, by: userRef(h, n.userId), at: iso(n.at) })),
  };
}

function userAt(h: Hydration, id: string | null, at: Date | string): { by: { id: string; name: string }; at: string } {
  return { by: userRef(h, id), at: iso(at) };
}

export { iso, isoOrNull };
