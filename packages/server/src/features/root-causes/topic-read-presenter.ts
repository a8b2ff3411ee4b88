import type {
  RootCause,
  Topic,
  TopicAlgorithm,
  TopicStatus,
  TopicUpdate,
  TopicUpdateKind,
  TopicUpdateState,
} from '@sentio/domain';
import type { DocumentPreviewRow, RootCauseRow, TopicRow, TopicUpdateRow } from './topic-read-repository.js';

const iso = (d: Date | string): string => new Date(d).toISOString();

export function presentTopic(row: TopicRow, previews: ReadonlyMap<string, DocumentPreviewRow>): Topic {
  return {
    id: row.id,
    analysisId: row.analysis_id,
    categoryId: row.category_id,
    algorithm: row.algorithm as TopicAlgorithm,
    label: row.label,
    keyPhrases: row.key_phrases,
    size: row.size,
    status: row.status as TopicStatus,
    rootCauseId: row.root_cause_id,
    representatives: row.representative_ids.flatMap((id) => {
      const d = previews.get(id);
      return d ? [{ id: d.id, content: d.content, contentDate: iso(d.content_date) }] : [];
    }),
    sentiment: row.sentiment,
    trend: row.trend,
    attributes: row.attributes,
    createdAt: iso(row.created_at),
  };
}

export function presentRootCause(row: RootCauseRow, projectCode: string): RootCause {
  return {
    id: row.id,
    projectCode,
    name: row.name,
    description: row.description,
    sentiment: row.sentiment as RootCause['sentiment'],
    alias: row.alias,
    categoryIds: row.category_ids,
    topicIds: row.topic_ids,
    documentCount: row.document_count,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** An unfinished update as the analysis shows it (only finished ones can be undone). */
export function presentOpenUpdate(row: TopicUpdateRow): TopicUpdate {
  return {
    id: row.id,
    kind: row.kind as TopicUpdateKind,
    state: row.state as TopicUpdateState,
    progress: row.progress,
    topicIds: row.topic_ids,
    rootCauseId: row.root_cause_id,
    undoable: false,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
  };
}
