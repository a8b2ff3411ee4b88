import type { Topic, topicMergeBody, topicMoveBody, topicPassiveBody, TopicUpdate } from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { presentTopic } from './topic-read-presenter.js';
import type { ProjectKey } from './root-cause-repository.js';
import type { TopicRow } from './topic-edit-repository.js';
import type { RcaRepos, TopicUpdateService } from './topic-update-service.js';
import type { TopicUpdateRow } from './topic-update-repository.js';

type MergeBody = z.output<typeof topicMergeBody>;
type MoveBody = z.output<typeof topicMoveBody>;
type PassiveBody = z.output<typeof topicPassiveBody>;

const unique = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];
const confirmedInto = (t: TopicRow): string | null => (t.status === 'CONFIRMED' ? t.root_cause_id : null);

/** A merged topic's trend: the members' counts and shares added per bucket. */
export function mergeTrends(topics: Pick<TopicRow, 'trend'>[]): TopicRow['trend'] {
  const byBucket = new Map<string, { bucket: string; count: number; share: number }>();
  for (const point of topics.flatMap((t) => t.trend)) {
    const p = byBucket.get(point.bucket) ?? { bucket: point.bucket, count: 0, share: 0 };
    p.count += point.count;
    p.share += point.share;
    byBucket.set(point.bucket, p);
  }
  return [...byBucket.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

/** A merged topic's attribute values: counts added per value, the five most frequent kept per attribute. */
export function mergeAttributes(topics: Pick<TopicRow, 'attributes'>[]): TopicRow['attributes'] {
  const codes = new Map<string, Map<string, number>>();
  for (const a of topics.flatMap((t) => t.attributes)) {
    const values = codes.get(a.code) ?? new Map<string, number>();
    for (const v of a.values) values.set(v.value, (values.get(v.value) ?? 0) + v.count);
    codes.set(a.code, values);
  }
  return [...codes].map(([code, values]) => ({
    code,
    values: [...values]
      .map(([value, count]) => ({ value, count }))
      .sort((x, y) => y.count - x.count || x.value.localeCompare(y.value))
      .slice(0, 5),
  }));
}

/**
 * The edits people make to an analysis's topics besides confirming them (docs/root-causes.md): merge topics of one
 * category, move documents between them, set one aside (passive). Where a confirmed topic is involved the
 * documents' root causes follow through a background topic update.
 */
export class TopicEditService {
  constructor(
    private readonly repos: RcaRepos,
    private readonly transaction: TransactionPort<RcaRepos>,
    private readonly access: ProjectAccess,
    private readonly updates: TopicUpdateService,
  ) {}

  /**
   * Members of all join the first topic, the others are deleted. Confirmed topics keep their root cause: the merged
   * topic stays confirmed into it and the members that did not carry it get it in the background. Topics confirmed
   * into different root causes cannot be merged (409 TOPIC_ALREADY_CONFIRMED).
   */
  async merge(scope: ProjectScope, code: string, analysisId: string, body: MergeBody): Promise<Topic> {
    const project = await this.access.require(scope, code);
    const ids = unique(body.topicIds);
    if (ids.length < 2) throw errors.badRequest('TOPIC_MERGE_TOO_FEW', 'topicIds');
    const { topic, update } = await this.transaction(async (r) => {
      const topics = await this.sameCategory(r, project, analysisId, ids);
      const [target, ...others] = topics as [TopicRow, ...TopicRow[]];
      const roots = unique(topics.map(confirmedInto).filter((x): x is string => x !== null));
      if (roots.length > 1) throw errors.conflict('TOPIC_ALREADY_CONFIRMED');
      const root = roots[0] ?? null;
      await this.updates.assertQuiet(r, project, [...ids, root]);
      const otherIds = others.map((t) => t.id);
      if (root) await r.topics.repointRows(project, root, otherIds, target.id);
      await r.topics.absorb(project, target.id, otherIds);
      const facts = await r.topics.memberFacts(target.id);
      const merged = await r.topics.update(project, target.id, {
        label: body.label || target.label,
        size: facts.size,
        sentiment: facts.sentiment,
        trend: mergeTrends(topics),
        attributes: mergeAttributes(topics),
        status: root ? 'CONFIRMED' : target.status,
        rootCauseId: root,
      });
      const update: TopicUpdateRow | null = root
        ? await this.updates.record(r, project, scope, {
            kind: 'MERGE_TOPICS',
            analysisId,
            topicIds: [target.id],
            rootCauseId: root,
          })
        : null;
      return { topic: merged, update };
    });
    if (update) await this.updates.start(project, update);
    return this.present(project, topic);
  }

  /**
   * Documents of one topic move to another of the same analysis and category. Root causes follow in the
   * background: they lose the source topic's and gain the target topic's, when those are confirmed.
   */
  async move(scope: ProjectScope, code: string, analysisId: string, body: MoveBody): Promise<TopicUpdate> {
    const project = await this.access.require(scope, code);
    if (body.fromTopicId === body.toTopicId) throw errors.badRequest('FIELD_INVALID', 'toTopicId');
    const documentIds = unique(body.documentIds);
    const update = await this.transaction(async (r) => {
      const [from, to] = (await this.sameCategory(r, project, analysisId, [body.fromTopicId, body.toTopicId])) as [
        TopicRow,
        TopicRow,
      ];
      if ((await r.topics.members(from.id, documentIds)).size !== documentIds.length) throw errors.notFound('DOCUMENT_NOT_FOUND');
      const [fromRoot, toRoot] = [confirmedInto(from), confirmedInto(to)];
      await this.updates.assertQuiet(r, project, [from.id, to.id, fromRoot, toRoot]);
      await r.topics.moveMembers(project, from.id, to.id, documentIds);
      for (const t of [from, to]) await r.topics.update(project, t.id, await r.topics.memberFacts(t.id));
      return this.updates.record(r, project, scope, {
        kind: 'MOVE_DOCUMENTS',
        analysisId,
        topicIds: [from.id, to.id],
        rootCauseId: toRoot ?? fromRoot,
        params: { documentIds, fromTopicId: from.id, toTopicId: to.id, fromRootCauseId: fromRoot, toRootCauseId: toRoot },
      });
    });
    return this.updates.start(project, update);
  }

  /** update-topic-passive: PENDING ↔ PASSIVE; a confirmed topic is undone first (409 TOPIC_ALREADY_CONFIRMED). */
  async passive(scope: ProjectScope, code: string, body: PassiveBody): Promise<Topic> {
    const project = await this.access.require(scope, code);
    const topic = await this.transaction(async (r) => {
      const [t] = await r.topics.byIds(project, [body.topicId], true);
      if (!t) throw errors.notFound('TOPIC_NOT_FOUND');
      await this.updates.assertQuiet(r, project, [t.id]);
      if (t.status === 'CONFIRMED') throw errors.conflict('TOPIC_ALREADY_CONFIRMED');
      return r.topics.update(project, t.id, { status: body.passive ? 'PASSIVE' : 'PENDING' });
    });
    return this.present(project, topic);
  }

  /**
   * Topics of the path's analysis (404 RCA_NOT_FOUND) by id, locked, in the order asked: 404 TOPIC_NOT_FOUND for
   * one not of this analysis's project, 400 TOPIC_MERGE_ANALYSIS when they are of another analysis or category.
   */
  private async sameCategory(r: RcaRepos, project: ProjectKey, analysisId: string, ids: string[]): Promise<TopicRow[]> {
    if (!(await r.topics.analysisExists(project, analysisId))) throw errors.notFound('RCA_NOT_FOUND');
    const rows = await r.topics.byIds(project, ids, true);
    if (rows.length !== ids.length) throw errors.notFound('TOPIC_NOT_FOUND');
    const topics = ids.map((id) => rows.find((t) => t.id === id) as TopicRow);
    const first = topics[0] as TopicRow;
    if (topics.some((t) => t.analysis_id !== analysisId || t.category_id !== first.category_id))
      throw errors.badRequest('TOPIC_MERGE_ANALYSIS', 'topicIds');
    return topics;
  }

  private async present(project: ProjectKey, row: TopicRow): Promise<Topic> {
    return presentTopic(row, await this.repos.topics.previews(project, row.representative_ids));
  }
}
