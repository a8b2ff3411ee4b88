import type { RcaKeyword, TopicUpdate } from '@sentio/domain';
import type { RcaKeywordRow } from './keyword-repository.js';
import type { TopicRow } from './topic-edit-repository.js';
import type { TopicUpdateRow } from './topic-update-repository.js';

/** Root causes, topics and unfinished updates are presented by topic-read-presenter.ts; these are the rest. */

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
