import {
  nameKey,
  type RootCause,
  type rootCauseAssignBody,
  type rootCauseCreateBody,
  type rootCauseMergeBody,
  type rootCauseUpdateBody,
  type TopicUpdate,
} from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { presentRootCause } from './topic-read-presenter.js';
import type { ProjectKey, RootCauseRow, RootCauseValues } from './root-cause-repository.js';
import type { TopicRow } from './topic-edit-repository.js';
import type { RcaRepos, TopicUpdateService } from './topic-update-service.js';
import type { TopicUpdateRow } from './topic-update-repository.js';

type CreateBody = z.output<typeof rootCauseCreateBody>;
type UpdateBody = z.output<typeof rootCauseUpdateBody>;
type MergeBody = z.output<typeof rootCauseMergeBody>;
type AssignBody = z.output<typeof rootCauseAssignBody>;

const unique = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];
/** The analysis of the topics when they share one (an update is shown under it), else null. */
const analysisOf = (topics: TopicRow[]): string | null => {
  const ids = unique(topics.map((t) => t.analysis_id));
  return ids.length === 1 ? (ids[0] ?? null) : null;
};

/**
 * Root causes (docs/root-causes.md): people confirm topics into them (a new one, an existing one, or the one named
 * after the topic), undo a confirmation, rename, merge and delete them. Topics and root causes change at once; the
 * documents follow through a background topic update (topic-update-service.ts).
 */
export class RootCauseService {
  constructor(
    private readonly repos: RcaRepos,
    private readonly transaction: TransactionPort<RcaRepos>,
    private readonly access: ProjectAccess,
    private readonly updates: TopicUpdateService,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<RootCause[]> {
    const project = await this.access.require(scope, code);
    return this.presentAll(project, await this.repos.rootCauses.list(project));
  }

  /** The root causes of an analysis, as the list shows them (for the analysis detail too). */
  async presentAll(project: ProjectRow, rows: RootCauseRow[]): Promise<RootCause[]> {
    const ids = rows.map((r) => r.id);
    const [topics, counts] = await Promise.all([
      this.repos.rootCauses.topicIds(project, ids),
      this.repos.rootCauses.documentCounts(project, ids),
    ]);
    return rows.map((r) =>
      presentRootCause({ ...r, topic_ids: topics.get(r.id) ?? [], document_count: counts.get(r.id) ?? 0 }, project.code),
    );
  }

  /** POST …/root-cause: topics confirmed into a new root cause; its documents follow in the background. */
  async create(scope: ProjectScope, code: string, body: CreateBody): Promise<{ rootCause: RootCause; update: TopicUpdate }> {
    const project = await this.access.require(scope, code);
    const topicIds = unique(body.topicIds);
    const { rootCause, update } = await this.named(() =>
      this.transaction(async (r) => {
        const topics = await this.confirmable(r, project, topicIds, null);
        const values = this.values(
          body,
          body.categoryIds.length > 0 ? body.categoryIds : unique(topics.map((t) => t.category_id)),
        );
        if (await r.rootCauses.byNameKey(project, values.nameKey)) throw errors.conflict('ROOT_CAUSE_NAME_TAKEN', 'name');
        const rootCause = await r.rootCauses.insert(project, values, scope.userId);
        return { rootCause, update: await this.confirmInto(r, project, scope, topics, rootCause.id, 'CONFIRM') };
      }),
    );
    const started = await this.updates.start(project, update);
    return { rootCause: await this.one(project, rootCause), update: started };
  }

  /** POST …/root-cause/assign: topics confirmed into an existing root cause. */
  async assign(scope: ProjectScope, code: string, body: AssignBody): Promise<TopicUpdate> {
    const project = await this.access.require(scope, code);
    const update = await this.transaction(async (r) => {
      const [root] = await this.require(r, project, [body.rootCauseId]);
      const topics = await this.confirmable(r, project, unique(body.topicIds), body.rootCauseId);
      await this.addCategories(r, project, root, topics);
      return this.confirmInto(r, project, scope, topics, body.rootCauseId, 'ASSIGN');
    });
    return this.updates.start(project, update);
  }

  /**
   * The keyword widget's confirm/{topicId}: the topic becomes a root cause named after its label, or joins the root
   * cause that already has that name.
   */
  async confirm(scope: ProjectScope, code: string, topicId: string): Promise<TopicUpdate> {
    const project = await this.access.require(scope, code);
    const update = await this.named(() =>
      this.transaction(async (r) => {
        const [topic] = await r.topics.byIds(project, [topicId], true);
        if (!topic) throw errors.notFound('TOPIC_NOT_FOUND');
        const existing = await r.rootCauses.byNameKey(project, nameKey(topic.label));
        const topics = await this.confirmable(r, project, [topicId], existing?.id ?? null);
        if (existing) await this.addCategories(r, project, existing, topics);
        const root =
          existing ??
          (await r.rootCauses.insert(
            project,
            this.values({ name: topic.label, description: '', sentiment: null, alias: { tr: '', en: '' } }, [topic.category_id]),
            scope.userId,
          ));
        return this.confirmInto(r, project, scope, topics, root.id, 'CONFIRM');
      }),
    );
    return this.updates.start(project, update);
  }

  /**
   * The keyword widget's unConfirm/{topicId}: the topic returns to pending approval and its documents lose the root
   * cause in the background (those also in another topic of that root cause keep it); a root cause left without
   * topics is deleted when the update is done.
   */
  async unconfirm(scope: ProjectScope, code: string, topicId: string): Promise<TopicUpdate> {
    const project = await this.access.require(scope, code);
    const update = await this.transaction(async (r) => {
      const [topic] = await r.topics.byIds(project, [topicId], true);
      if (!topic) throw errors.notFound('TOPIC_NOT_FOUND');
      if (topic.status !== 'CONFIRMED' || !topic.root_cause_id) throw errors.conflict('TOPIC_NOT_CONFIRMED');
      await this.updates.assertQuiet(r, project, [topic.id, topic.root_cause_id]);
      await r.topics.setStatus(project, [topic.id], 'PENDING', null);
      return this.updates.record(r, project, scope, {
        kind: 'UNCONFIRM',
        analysisId: topic.analysis_id,
        topicIds: [topic.id],
        rootCauseId: topic.root_cause_id,
      });
    });
    return this.updates.start(project, update);
  }

  /** PUT …/root-cause: name, description, sentiment, alias, categories (kept when none are sent); documents stay. */
  async update(scope: ProjectScope, code: string, body: UpdateBody): Promise<RootCause> {
    const project = await this.access.require(scope, code);
    const row = await this.named(() =>
      this.transaction(async (r) => {
        const [root] = await this.require(r, project, [body.id]);
        // A rename that sends no categories keeps the root cause's (they come from its topics).
        const values = this.values(body, body.categoryIds.length > 0 ? body.categoryIds : root.category_ids);
        const same = await r.rootCauses.byNameKey(project, values.nameKey);
        if (same && same.id !== root.id) throw errors.conflict('ROOT_CAUSE_NAME_TAKEN', 'name');
        return r.rootCauses.update(project, root.id, values);
      }),
    );
    return this.one(project, row);
  }

  /** DELETE …/root-cause?id=: its documents lose it and its topics return to pending approval. */
  async delete(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const project = await this.access.require(scope, code);
    await this.transaction(async (r) => {
      await this.require(r, project, [id]);
      const topics = await r.topics.ofRootCauses(project, [id], true);
      await this.updates.assertQuiet(r, project, [id, ...topics.map((t) => t.id)]);
      await r.topics.setStatus(
        project,
        topics.map((t) => t.id),
        'PENDING',
        null,
      );
      await r.rootCauses.delete(project, [id]);
    });
    return { ok: true };
  }

  /**
   * POST …/root-cause/merge: the sources' topics join the target at once; their documents move to it in the
   * background, and the sources are removed when that is done.
   */
  async merge(scope: ProjectScope, code: string, body: MergeBody): Promise<TopicUpdate> {
    const project = await this.access.require(scope, code);
    const sourceIds = unique(body.sourceIds);
    if (sourceIds.includes(body.targetId)) throw errors.badRequest('ROOT_CAUSE_MERGE_SELF', 'sourceIds');
    const update = await this.transaction(async (r) => {
      const rows = await this.require(r, project, [body.targetId, ...sourceIds]);
      const target = rows.find((x) => x.id === body.targetId) as RootCauseRow;
      const topics = await r.topics.ofRootCauses(project, sourceIds, true);
      await this.updates.assertQuiet(r, project, [body.targetId, ...sourceIds, ...topics.map((t) => t.id)]);
      await r.topics.moveToRootCause(project, sourceIds, target.id);
      await r.rootCauses.setCategories(project, target.id, unique(rows.flatMap((x) => x.category_ids)));
      return this.updates.record(r, project, scope, {
        kind: 'MERGE_ROOT_CAUSES',
        analysisId: analysisOf(topics),
        topicIds: topics.map((t) => t.id),
        rootCauseId: target.id,
        params: { sourceIds },
      });
    });
    return this.updates.start(project, update);
  }

  /** Root causes of the analysis by id, locked; 404 ROOT_CAUSE_NOT_FOUND when any is missing (or another's). */
  private async require(r: RcaRepos, project: ProjectKey, ids: string[]): Promise<[RootCauseRow, ...RootCauseRow[]]> {
    const rows = await r.rootCauses.byIds(project, ids, true);
    const first = rows.find((x) => x.id === ids[0]);
    if (!first || rows.length !== unique(ids).length) throw errors.notFound('ROOT_CAUSE_NOT_FOUND');
    return [first, ...rows.filter((x) => x !== first)];
  }

  /**
   * Topics that may be confirmed (into the existing root cause `into`), locked: all of this analysis (404
   * TOPIC_NOT_FOUND), none busy in an unfinished update, nor `into` in one that takes documents away (409
   * RCA_UPDATE_UNFINISHED), none passive (409 TOPIC_PASSIVE) or confirmed already
   * (409 TOPIC_ALREADY_CONFIRMED).
   */
  private async confirmable(r: RcaRepos, project: ProjectKey, topicIds: string[], into: string | null): Promise<TopicRow[]> {
    const topics = await r.topics.byIds(project, topicIds, true);
    if (topics.length !== topicIds.length) throw errors.notFound('TOPIC_NOT_FOUND');
    await this.updates.assertQuiet(r, project, [...topicIds, into], into ? { addingTo: into } : {});
    if (topics.some((t) => t.status === 'PASSIVE')) throw errors.conflict('TOPIC_PASSIVE');
    if (topics.some((t) => t.status === 'CONFIRMED')) throw errors.conflict('TOPIC_ALREADY_CONFIRMED');
    return topicIds.map((id) => topics.find((t) => t.id === id) as TopicRow);
  }

  private async confirmInto(
    r: RcaRepos,
    project: ProjectKey,
    scope: ProjectScope,
    topics: TopicRow[],
    rootCauseId: string,
    kind: 'CONFIRM' | 'ASSIGN',
  ): Promise<TopicUpdateRow> {
    const topicIds = topics.map((t) => t.id);
    await r.topics.setStatus(project, topicIds, 'CONFIRMED', rootCauseId);
    return this.updates.record(r, project, scope, { kind, analysisId: analysisOf(topics), topicIds, rootCauseId });
  }

  private async addCategories(r: RcaRepos, project: ProjectKey, root: RootCauseRow, topics: TopicRow[]): Promise<void> {
    const categoryIds = unique([...root.category_ids, ...topics.map((t) => t.category_id)]);
    if (categoryIds.length !== root.category_ids.length) await r.rootCauses.setCategories(project, root.id, categoryIds);
  }

  private values(body: Pick<CreateBody, 'name' | 'description' | 'sentiment' | 'alias'>, categoryIds: string[]): RootCauseValues {
    return {
      name: body.name,
      nameKey: nameKey(body.name),
      description: body.description,
      sentiment: body.sentiment,
      alias: body.alias,
      categoryIds: unique(categoryIds),
    };
  }

  /** Two people naming root causes alike at the same moment: the second gets 409, not a 500. */
  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('ROOT_CAUSE_NAME_TAKEN', 'name');
      throw e;
    }
  }

  private async one(project: ProjectRow, row: RootCauseRow): Promise<RootCause> {
    return (await this.presentAll(project, [row]))[0] as RootCause;
  }
}
