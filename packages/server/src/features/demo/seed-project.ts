import { analysisCreateBody } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { IngestService } from '../project-ingest/json-service.js';
import type { ProjectService } from '../projects/project-service.js';
import { demoActor, type DemoActor } from './actor.js';
import { CX_AGENT_ATTRIBUTE, CX_ATTRIBUTES, cxJsonBatches } from './cx-writers.js';
import { cxChannels, generateCx } from './cx.js';
import { startOfUtcDay } from './cx-calendar.js';
import { demoBacklog } from './cx-backlog.js';
import { DemoRepository } from './repository.js';
import { seedDemoActions, type DemoActionServices } from './seed-actions.js';
import { seedDemoAliasesFeedback, type DemoAliasFeedbackServices } from './seed-aliases-feedback.js';
import { seedDemoEntityMappings, type DemoEntityMappingServices } from './seed-entity-mappings.js';
import { seedDemoFcr, type DemoFcrServices } from './seed-fcr.js';
import { DEMO_MODEL_CODE } from './seed-model.js';
import { seedDemoJourneys, type DemoJourneyServices } from './seed-journeys.js';
import { seedDemoRootCauses, type DemoRootCauseServices } from './seed-root-causes.js';
import { seedDemoRules, type DemoRuleServices } from './seed-rules.js';
import { seedDemoNotificationDefinitions, type DemoNotificationServices } from './seed-notification-definitions.js';
import { DEMO_SENTIMENT_MODEL_CODE } from './seed-sentiment.js';

/**
 * The demo analysis: the customer-experience data of the demo company over the trained demo model, created and
 * filled through the projects area's services (what a user's wizard and JSON uploads run), from generated rows.
 */

/** App exposes these as `services.projects.projects.projects` and `services.projects.ingest.ingest`. */
export interface DemoProjectServices {
  projects: Pick<ProjectService, 'create'>;
  ingest: Pick<IngestService, 'ingestDocuments' | 'classifyPending'>;
  /** When given, the analysis comes with a completed root cause analysis (seed-root-causes.ts). */
  rootCauses?: DemoRootCauseServices;
  /** When given, the workspace gets the demo's first-call resolution settings (seed-fcr.ts). */
  fcr?: DemoFcrServices;
  /** When given, the analysis comes with a three-step workspace journey (seed-journeys.ts). */
  journeys?: DemoJourneyServices;
  /** When given (first start only), the demo workspace gets its teammates and actions (seed-actions.ts). */
  actions?: DemoActionServices;
  /** When given, the analysis gets the demo rules before its documents arrive (seed-rules.ts). */
  rules?: DemoRuleServices;
  /** When given, the analysis gets a daily report (sent once already) and a threshold alert (seed-notification-definitions.ts). */
  notifications?: DemoNotificationServices;
  /** When given, the analysis comes with TR/EN category aliases and a weekly feedback schedule. */
  aliasesFeedback?: DemoAliasFeedbackServices;
  /** When given, the analysis gets the demo's entity mappings before its documents arrive (seed-entity-mappings.ts). */
  entityMappings?: DemoEntityMappingServices;
}

export interface DemoProjectOptions {
  /** Documents to generate and ingest. Default 20,000. */
  count?: number;
  seed?: number;
  /** The day after the last day of data; default today (UTC), so "the last 30 days" always has data. */
  end?: Date;
  /** Documents per ingest call. Default 2,000. */
  batchSize?: number;
}

export interface DemoProjectResult {
  projectId: string;
  code: string;
  stored: number;
  failed: number;
}

export const DEMO_PROJECT_CODE = 'customer-experience';
export const DEMO_PROJECT_NAME = 'Müşteri Deneyimi / Customer experience';
const DEMO_WORKSPACE_CODE = 'demo';

/**
 * Creates the demo analysis in the demo user's first workspace and ingests the generated documents, each
 * classified by the deployed demo model. Returns null when there is no demo workspace, the demo model is missing
 * (seedDemoModel has not run) or the analysis exists already (so a second call changes nothing).
 */
export async function seedDemoProject(
  db: Db,
  services: DemoProjectServices,
  options: DemoProjectOptions = {},
): Promise<DemoProjectResult | null> {
  const repo = new DemoRepository(db);
  const target = await repo.firstWorkspace(DEMO_EMAIL, DEMO_WORKSPACE_CODE);
  if (!target) return null;
  if (!(await repo.modelIdByCode(target.workspace.id, DEMO_MODEL_CODE))) return null;
  if (await repo.projectIdByCode(target.workspace.id, DEMO_PROJECT_CODE)) return null;
  // One day for the data's end and the actions' story, so the courier change closes as its backlog ends.
  const end = options.end ?? startOfUtcDay(new Date());
  const result = await createDemoProject(demoActor(target), repo, services, { ...options, end });
  if (services.actions) await seedDemoActions(db, demoActor(target), DEMO_PROJECT_CODE, services.actions, end);
  return result;
}

/**
 * The demo analysis in the actor's workspace, over its demo models (the sentiment model when it has one), filled
 * with the generated CX rows. The workspace must hold the deployed demo category model.
 */
export async function createDemoProject(
  actor: DemoActor,
  repo: DemoRepository,
  services: DemoProjectServices,
  options: DemoProjectOptions = {},
): Promise<DemoProjectResult> {
  const { scope } = actor;
  const withSentiment = (await repo.modelIdByCode(scope.id, DEMO_SENTIMENT_MODEL_CODE)) !== null;
  const project = await services.projects.create(scope, DEMO_PROJECT_CODE, demoProjectBody(withSentiment));
  await repo.setScoreFields(project.id, 'nps', 'csat');
  // A segment filter on the demo's dashboard is a rollup read (docs/dashboards.md "Dimension attributes").
  await repo.declareEmptyDimensions(project.id, ['segment']);
  if (services.rules) await seedDemoRules(scope, DEMO_PROJECT_CODE, services.rules);
  if (services.entityMappings) await seedDemoEntityMappings(scope, DEMO_PROJECT_CODE, services.entityMappings);

  let stored = 0;
  let failed = 0;
  const rows = generateCx({
    seed: options.seed ?? 20_260_601,
    count: options.count ?? 20_000,
    ...(options.end ? { end: options.end } : {}),
    // The courier backlog the demo's closed action measures (cx-backlog.ts).
    backlog: demoBacklog(options.end ?? startOfUtcDay(new Date())),
  });
  for (const batch of cxJsonBatches(rows, options.batchSize ?? 2000, { agents: true })) {
    const result = await services.ingest.ingestDocuments(scope, DEMO_PROJECT_CODE, batch.channelCode, batch.documents);
    stored += result.stored;
    failed += result.failed;
  }
  // Ingest classifies as it stores; whatever a model could not take then (still INLINE) is classified now.
  await services.ingest.classifyPending(project.id);
  if (services.rootCauses) await seedDemoRootCauses(scope, DEMO_PROJECT_CODE, services.rootCauses);
  if (services.fcr) await seedDemoFcr(scope, services.fcr);
  if (services.journeys) await seedDemoJourneys(scope, DEMO_PROJECT_CODE, services.journeys);
  if (services.notifications) await seedDemoNotificationDefinitions(scope, DEMO_PROJECT_CODE, services.notifications, repo);
  if (services.aliasesFeedback) await seedDemoAliasesFeedback(scope, DEMO_PROJECT_CODE, services.aliasesFeedback);
  return { projectId: project.id, code: DEMO_PROJECT_CODE, stored, failed };
}

/** The wizard's request for the demo analysis: the demo model, the five default channels, the CX attributes and the agent. */
export function demoProjectBody(withSentiment = false) {
  return analysisCreateBody.parse({
    name: DEMO_PROJECT_NAME,
    description:
      'Demo: Sepet24 müşterilerinin anket, uygulama yorumu, e-posta, sosyal medya ve çağrı merkezi geri bildirimleri (18 ay). ' +
      'Demo: 18 months of Sepet24 customer feedback from surveys, app reviews, e-mail, social media and the call centre.',
    icon: 'preset:chart',
    color: '#13A8A8',
    models: [
      { code: DEMO_MODEL_CODE, senseType: 'CATEGORY' },
      ...(withSentiment ? [{ code: DEMO_SENTIMENT_MODEL_CODE, senseType: 'SENTIMENT' }] : []),
    ],
    channels: [...cxChannels],
    pipelineStages: ['NORMALISE', 'DETECT_LANGUAGE', 'CLASSIFY'],
    tags: ['demo'],
    dataType: 'STANDARD',
    attributes: [...CX_ATTRIBUTES, CX_AGENT_ATTRIBUTE].map((a) => ({ ...a })),
  });
}
