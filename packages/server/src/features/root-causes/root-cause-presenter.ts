import type { RcaKeyword, RootCause, Topic, TopicUpdate } from '@sentio/domain';
import type { RcaKeywordRow } from './keyword-repository.js';
import type { RootCauseRow } from './root-cause-repository.js';
import type { DocumentPreview, TopicRow } from './topic-edit-repository.js';
import type { TopicUpdateRow } from './topic-update-repository.js';

type Sentiment = RootCause['sentiment'];
const sentiments = new Set<string>(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);
const asSentiment = (s: string | null): Sentiment => (s !== null && sentiments.has(s) ? (s as Sentiment) : null);

export function presentRootCause(
  row: RootCauseRow,
  projectCode: string,
  facts: { topicIds: string[]; documentCount: number },
): RootCause {
  return {
    id: row.id,
    projectCode,
    name: row.name,
    description: row.description,
    sentiment: asSentiment(row.sentiment),
    alias: { tr: row.alias.tr, en: row.alias.en },
    categoryIds: row.category_ids,
    topicIds: facts.topicIds,
    documentCount: facts.documentCount,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * An update as the client sees it. `undoable`: a finished confirmation whose topics are all still confirmed into its
 * root cause (the undo is per topic: unConfirm/{topicId}).
 */
export function presentUpdate(row: TopicUpdateRow, topicsNow: Map<string, TopicRow>): TopicUpdate {
  const undoable =
    (row.kind === 'CONFIRM' || row.kind === 'ASSIGN') &&
    row.state === 'DONE' &&
    row.root_cause_id !== null &&
    row.topic_ids.every((id) => topicsNow.get(id)?.root_cause_id === row.root_cause_id);
  return {
    id: row.id,
    kind: row.kind as TopicUpdate['kind'],
    state: row.state as TopicUpdate['state'],
    progress: row.progress,
    topicIds: row.topic_ids,
    rootCauseId: row.root_cause_id,
    undoable,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export function presentTopic(row: TopicRow, previews: DocumentPreview[]): Topic {
  const byId = new Map(previews.map((p) => [p.id, p]));
  return {
    id: row.id,
    analysisId: row.analysis_id,
    categoryId: row.category_id,
    algorithm: row.algorithm === 'KEYWORD' ? 'KEYWORD' : 'CLUSTERING',
    label: row.label,
    keyPhrases: row.key_phrases,
    size: row.size,
    status: row.status as Topic['status'],
    rootCauseId: row.root_cause_id,
    representatives: row.representative_ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [{ id: p.id, content: p.content, contentDate: p.contentDate.toISOString() }] : [];
    }),
    sentiment: row.sentiment,
    trend: row.trend,
    attributes: row.attributes,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentKeyword(row: RcaKeywordRow, documentCount: number): RcaKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    connected: row.connected,
    categoryId: row.category_id,
    documentCount,
    createdAt: row.created_at.toISOString(),
  };
}
