import { rootCauseAnalysisBody, type RootCauseAnalysis } from '@sentio/domain';
import type { AnalysisService } from '../root-causes/analysis-service.js';
import type { RootCauseService } from '../root-causes/root-cause-service.js';
import { runAnalysis, type RunDeps } from '../root-causes/run-job.js';
import { computeTopics } from '../root-causes/run-task.js';
import type { ProjectScope } from '../projects/project-access.js';

/** App exposes these as `services.projects.rootCauses.analyses`. */
export interface DemoRootCauseServices {
  analyses: Pick<AnalysisService, 'create' | 'get'>;
  run: RunDeps;
  /** When given, the largest topics are confirmed into root causes (their documents follow in a background update). */
  rootCauses?: Pick<RootCauseService, 'confirm'>;
}

export const DEMO_RCA_NAME = 'Kök nedenler / Root causes';
/** The busiest leaves the demo analysis reads, and how many of their newest documents: small enough to seed fast. */
const CATEGORIES = 3;
const CONTENT_LIMIT = 2000;
/** Topics confirmed into root causes on first start, so the drawer, the facet and the root cause widgets show some. */
const CONFIRMED = 2;

/**
 * The demo analysis's completed root cause analysis (docs/root-causes.md): over its busiest categories, run at once
 * on this thread (a few thousand documents take well under a second of clustering), so it is COMPLETED when the seed
 * ends; its two largest topics are confirmed into root causes (their documents follow in a background update), so the
 * drawer, the root cause facet and widgets have something to show. Returns null when the analysis has no category
 * model or no classified documents.
 */
export async function seedDemoRootCauses(
  scope: ProjectScope,
  code: string,
  services: DemoRootCauseServices,
): Promise<RootCauseAnalysis | null> {
  const { run } = services;
  const project = await run.access.require(scope, code);
  const cat = await run.catalogues.load(project);
  const model = cat.models.find((m) => m.senseType === 'CATEGORY');
  if (!model) return null;
  const categoryIds = await run.reads.busiestCategories(project, model.id, [...model.labelIds], CATEGORIES);
  if (categoryIds.length === 0) return null;
  const body = rootCauseAnalysisBody.parse({
    name: DEMO_RCA_NAME,
    modelCode: model.code,
    categoryIds,
    dataTypeFilter: 'ALL',
    contentLimit: CONTENT_LIMIT,
    topicCountLimit: 8,
    attributeCodes: cat.attributes.has('segment') ? ['segment'] : [],
  });
  const created = await services.analyses.create(scope, code, body, { queue: false });
  await runAnalysis(
    { ...run, compute: (input, options) => Promise.resolve(computeTopics(input, options.onProgress)) },
    { workspaceId: project.workspace_id, analysisId: created.id, incremental: false, until: null },
  );
  if (services.rootCauses) {
    const detail = await services.analyses.get(scope, code, created.id);
    const largest = detail.categories
      .flatMap((c) => c.topics)
      .sort((a, b) => b.size - a.size)
      .slice(0, CONFIRMED);
    for (const topic of largest) await services.rootCauses.confirm(scope, code, topic.id);
  }
  return created;
}
