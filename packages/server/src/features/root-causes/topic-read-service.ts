import {
  rcaDefaults,
  type categoryTopicsSchema,
  type documentTopicsSchema,
  type Page,
  type rcaAlgorithmTypeSchema,
  type rcaParametersSchema,
  type RootCause,
  type Topic,
  type topicBriefSchema,
  type topicDocumentSchema,
  type TopicStatus,
  type TopicUpdate,
} from '@sentio/domain';
import type { z } from 'zod';
import type { StoredCategoryStat } from '../../platform/db/schema-root-causes.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { AnalysisRow } from './analysis-repository.js';
import { presentOpenUpdate, presentRootCause, presentTopic } from './topic-read-presenter.js';
import type { TopicFilter, TopicReadRepository, TopicRow } from './topic-read-repository.js';

type CategoryTopics = z.infer<typeof categoryTopicsSchema>;
type TopicBrief = z.infer<typeof topicBriefSchema>;
type TopicDocument = z.infer<typeof topicDocumentSchema>;
interface ListQuery extends TopicFilter {
  page: number;
  size: number;
}

const brief = (t: TopicRow): TopicBrief => ({
  id: t.id,
  analysisId: t.analysis_id,
  categoryId: t.category_id,
  label: t.label,
  status: t.status as TopicStatus,
  size: t.size,
});

/**
 * Reads of topics (docs/root-causes.md): the lists the root cause tab and the keyword widget show, a topic's
 * documents, a document's topics and root causes, the algorithms' parameters. Every read is scoped by the analysis
 * (project) of the path, which is loaded within the session's workspace.
 */
export class TopicReadService {
  constructor(
    private readonly repo: TopicReadRepository,
    private readonly access: ProjectAccess,
    private readonly timeZone: string,
  ) {}

  /** Rows of topics with their representative documents. */
  async present(project: ProjectRow, rows: readonly TopicRow[]): Promise<Topic[]> {
    const previews = await this.repo.previews(
      project,
      rows.flatMap((r) => r.representative_ids),
    );
    const byId = new Map(previews.map((p) => [p.id, p]));
    return rows.map((r) => presentTopic(r, byId));
  }

  /** What GET …/root-cause-analysis/{id} adds to the analysis: topics per category, root causes, open updates. */
  async detailOf(
    project: ProjectRow,
    analysis: AnalysisRow,
  ): Promise<{ categories: CategoryTopics[]; rootCauses: RootCause[]; updates: TopicUpdate[] }> {
    const rows = await this.repo.all(project, { analysisId: analysis.id });
    const topics = await this.present(project, rows);
    const [rootCauses, updates] = await Promise.all([
      this.repo.rootCauses(
        project,
        rows.flatMap((r) => (r.root_cause_id ? [r.root_cause_id] : [])),
      ),
      this.repo.openUpdates(project, analysis.id),
    ]);
    return {
      categories: groupByCategory(analysis.settings.categoryIds, analysis.category_stats, topics),
      rootCauses: rootCauses.map((r) => presentRootCause(r, project.code)),
      updates: updates.map(presentOpenUpdate),
    };
  }

  async topicPage(scope: ProjectScope, code: string, q: ListQuery, status?: TopicStatus): Promise<Page<Topic>> {
    const project = await this.access.require(scope, code);
    const filter = { analysisId: q.analysisId, categoryId: q.categoryId, status: status ?? q.status };
    const { rows, total } = await this.repo.page(project, filter, q.page, q.size);
    return { content: await this.present(project, rows), page: q.page, size: q.size, total };
  }

  async allTopics(scope: ProjectScope, code: string): Promise<TopicBrief[]> {
    const project = await this.access.require(scope, code);
    return (await this.repo.all(project)).map(brief);
  }

  /** Topics per category of an analysis (the newest one when none is named), filtered by category and status. */
  async categoryTopics(scope: ProjectScope, code: string, q: ListQuery): Promise<CategoryTopics[]> {
    const project = await this.access.require(scope, code);
    const analysisId = q.analysisId ?? (await this.repo.latestAnalysisId(project));
    if (!analysisId) return [];
    const analysis = await this.repo.analysis(project, analysisId);
    if (!analysis) throw errors.notFound('RCA_NOT_FOUND');
    const rows = await this.repo.all(project, { analysisId, categoryId: q.categoryId, status: q.status });
    const grouped = groupByCategory(analysis.settings.categoryIds, analysis.category_stats, await this.present(project, rows));
    return q.categoryId === undefined ? grouped : grouped.filter((c) => c.categoryId === q.categoryId);
  }

  /** A topic's documents, closest to its centre first; `analysisId` (when given) must be the topic's analysis. */
  async topicDocuments(
    scope: ProjectScope,
    code: string,
    topicId: string,
    paging: { page: number; size: number },
    analysisId?: string,
  ): Promise<Page<TopicDocument>> {
    const project = await this.access.require(scope, code);
    await this.requireTopic(project, topicId, analysisId);
    const { rows, total } = await this.repo.documents(project, topicId, paging.page, paging.size);
    return {
      content: rows.map((r) => ({
        id: r.id,
        content: r.content,
        contentDate: new Date(r.content_date).toISOString(),
        sentiment: r.sentiment,
        similarity: Number(r.similarity),
      })),
      page: paging.page,
      size: paging.size,
      total,
    };
  }

  async rename(scope: ProjectScope, code: string, analysisId: string, topicId: string, label: string): Promise<Topic> {
    const project = await this.access.require(scope, code);
    await this.requireTopic(project, topicId, analysisId);
    await this.repo.rename(project, topicId, label);
    const row = await this.repo.topic(project, topicId);
    if (!row) throw errors.notFound('TOPIC_NOT_FOUND');
    const [topic] = await this.present(project, [row]);
    if (!topic) throw errors.notFound('TOPIC_NOT_FOUND');
    return topic;
  }

  /** The topics documents of `topicId` may move to: same analysis and category, not passive, not itself. */
  async topicsToAdd(scope: ProjectScope, code: string, topicId: string): Promise<TopicBrief[]> {
    const project = await this.access.require(scope, code);
    const topic = await this.requireTopic(project, topicId);
    const rows = await this.repo.all(project, { analysisId: topic.analysis_id, categoryId: topic.category_id });
    return rows.filter((r) => r.id !== topic.id && r.status !== 'PASSIVE').map(brief);
  }

  async documentTopics(scope: ProjectScope, code: string, documentId: string): Promise<z.infer<typeof documentTopicsSchema>> {
    const project = await this.access.require(scope, code);
    if (!(await this.repo.documentExists(project, documentId))) throw errors.notFound('DOCUMENT_NOT_FOUND');
    const [causes, topics] = await Promise.all([
      this.repo.documentRootCauses(project, documentId),
      this.repo.documentTopics(project, documentId),
    ]);
    return {
      rootCauses: causes.map((c) => ({
        rootCauseId: c.id,
        name: c.name,
        alias: c.alias,
        sentiment: c.sentiment as z.infer<typeof documentTopicsSchema>['rootCauses'][number]['sentiment'],
        topicId: c.topic_id,
        topicLabel: c.topic_label,
        categoryId: c.category_id,
      })),
      topics: topics.map((t) => ({ id: t.id, analysisId: t.analysis_id, label: t.label, status: t.status as TopicStatus })),
    };
  }

  async algorithmTypes(scope: ProjectScope, code: string): Promise<z.infer<typeof rcaAlgorithmTypeSchema>[]> {
    await this.access.require(scope, code);
    return [
      { code: 'CLUSTERING', contentLimit: rcaDefaults.contentLimit },
      { code: 'KEYWORD', contentLimit: rcaDefaults.maxContentLimit },
    ];
  }

  async parameters(scope: ProjectScope, code: string): Promise<z.infer<typeof rcaParametersSchema>> {
    await this.access.require(scope, code);
    return {
      topicCountLimit: rcaDefaults.topicCountLimit,
      maxTopicCountLimit: rcaDefaults.maxTopicCountLimit,
      contentLimit: rcaDefaults.contentLimit,
      maxContentLimit: rcaDefaults.maxContentLimit,
      minSimilarity: rcaDefaults.minSimilarity,
      defaultCategoryCount: rcaDefaults.defaultCategoryCount,
      defaultCategoryLevel: rcaDefaults.defaultCategoryLevel,
      maxLevels: rcaDefaults.maxLevels,
      nightlyRunAt: '00:00',
      timeZone: this.timeZone,
    };
  }

  private async requireTopic(project: ProjectRow, topicId: string, analysisId?: string): Promise<TopicRow> {
    if (analysisId !== undefined && !(await this.repo.analysis(project, analysisId))) throw errors.notFound('RCA_NOT_FOUND');
    const topic = await this.repo.topic(project, topicId);
    if (!topic || (analysisId !== undefined && topic.analysis_id !== analysisId)) throw errors.notFound('TOPIC_NOT_FOUND');
    return topic;
  }
}

/** Topics under the analysis's categories in their selected order, with each category's figures of the last run. */
function groupByCategory(
  categoryIds: readonly string[],
  stats: readonly StoredCategoryStat[],
  topics: readonly Topic[],
): CategoryTopics[] {
  const ids = [...categoryIds];
  for (const t of topics) if (!ids.includes(t.categoryId)) ids.push(t.categoryId);
  return ids.map((categoryId) => {
    const stat = stats.find((s) => s.categoryId === categoryId);
    return {
      categoryId,
      documentCount: stat?.documentCount ?? 0,
      outlierCount: stat?.outlierCount ?? 0,
      topics: topics.filter((t) => t.categoryId === categoryId),
    };
  });
}
