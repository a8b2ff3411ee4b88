import type { Selectable } from 'kysely';
import type { ProjectDocumentTable } from '../../platform/db/schema-projects.js';
import type { HydrateRepository } from './hydrate-repository.js';

/** Every column of a document except the search vector, which only the database reads. */
export const documentColumns = [
  'project_document.id',
  'project_document.project_id',
  'project_document.workspace_id',
  'project_document.source_id',
  'project_document.external_id',
  'project_document.data_type',
  'project_document.content',
  'project_document.turns',
  'project_document.language',
  'project_document.content_date',
  'project_document.created_at',
  'project_document.status_updated_at',
  'project_document.channel_code',
  'project_document.attributes',
  'project_document.status',
  'project_document.prediction_status',
  'project_document.prediction_error',
  'project_document.predicted_at',
  'project_document.sentiment',
  'project_document.sentiment_score',
  'project_document.prediction',
  'project_document.masked',
  'project_document.alert_note',
  'project_document.alerted_by',
  'project_document.alerted_at',
  'project_document.reviewed_by',
  'project_document.reviewed_at',
  'project_document.approved_by',
  'project_document.approved_at',
  'project_document.trashed_at',
  'project_document.customer_key',
] as const;

// nps_score / csat_score are the rollups' trigger-kept copies of attribute answers, not part of the document's view.
export type DocumentRow = Omit<Selectable<ProjectDocumentTable>, 'search_vector' | 'nps_score' | 'csat_score' | 'call'>;

export interface CategoryLink {
  document_id: string;
  model_id: string;
  category_id: string;
  confidence: number;
  origin: string;
  sentiment: string | null;
}

/** What a page of documents carries besides its own rows: categories, labels, notes and the names of the users. */
export interface Hydration {
  categories: Map<string, CategoryLink[]>;
  labels: Map<string, { id: string; name: string; color: string }[]>;
  notes: Map<string, { id: string; text: string; userId: string | null; at: Date }[]>;
  users: Map<string, string>;
}

const group = <T extends { document_id: string }>(rows: readonly T[]): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.document_id) ?? [];
    list.push(r);
    out.set(r.document_id, list);
  }
  return out;
};

/** Loads the related rows of a page of documents in four queries, whatever the page size. */
export async function hydrateWith(
  repo: HydrateRepository,
  workspaceId: string,
  rows: readonly DocumentRow[],
): Promise<Hydration> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { categories: new Map(), labels: new Map(), notes: new Map(), users: new Map() };
  const { categories, labels, notes } = await repo.related(workspaceId, ids);
  const userIds = new Set<string>();
  for (const r of rows) for (const u of [r.alerted_by, r.reviewed_by, r.approved_by]) if (u) userIds.add(u);
  for (const n of notes) if (n.user_id) userIds.add(n.user_id);
  const users = userIds.size === 0 ? [] : await repo.users([...userIds]);
  return {
    categories: group(categories),
    labels: new Map([...group(labels)].map(([k, v]) => [k, v.map((l) => ({ id: l.id, name: l.name, color: l.color }))])),
    notes: new Map(
      [...group(notes)].map(([k, v]) => [k, v.map((n) => ({ id: n.id, text: n.text, userId: n.user_id, at: n.created_at }))]),
    ),
    users: new Map(users.map((u) => [u.id, [u.full_name, u.last_name].filter((p) => p !== '').join(' ')])),
  };
}
