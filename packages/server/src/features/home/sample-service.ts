import type { HomeJob } from '@sentio/domain';
import { z } from 'zod';
import { errors } from '../../platform/errors.js';
import { defineJob, type JobDefinition, type JobQueue } from '../../platform/jobs/queue.js';
import { demoActor } from '../demo/actor.js';
import type { DemoRepository } from '../demo/repository.js';
import { DEMO_MODEL_CODE, createDemoModel } from '../demo/seed-model.js';
import { DEMO_PROJECT_CODE, createDemoProject, type DemoProjectServices } from '../demo/seed-project.js';
import { DEMO_SENTIMENT_MODEL_CODE, createDemoSentimentModel } from '../demo/seed-sentiment.js';
import type { DemoModelServices } from '../demo/training.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { HomeRepository } from './repository.js';

const payload = z.object({ workspaceId: z.string(), userId: z.string() });
type SamplePayload = z.infer<typeof payload>;

/** Smaller than the first start's demo: quick to train and classify, still enough for every widget. */
const sampleSize = { labelled: 400, unlabelled: 100, documents: 2000 };
/** A sample whose analysis has not appeared this long after its first model is taken as failed, not running. */
const sampleTimeoutMs = 30 * 60_000;

/**
 * "Sample data one click away": fills an empty workspace with the demo's category and sentiment models and a
 * demo analysis, built from generated data by the same code as the first start's demo (features/demo), acting as
 * the user who asked. Runs as a job: two trainings and 2,000 classified documents take minutes.
 */
export class SampleService {
  readonly job: JobDefinition<SamplePayload>;

  constructor(
    private readonly repo: HomeRepository,
    private readonly demo: DemoRepository,
    private readonly models: DemoModelServices,
    private readonly projects: DemoProjectServices,
    private readonly jobs: Pick<JobQueue, 'send'>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.job = defineJob({ name: 'home.sample', payload, retryLimit: 0, handler: (p) => this.run(p) });
  }

  /** Only an empty workspace gets sample data (409 HOME_SAMPLE_EXISTS otherwise), and only from who may create both. */
  async start(scope: ProjectScope): Promise<{ started: true }> {
    if (!scope.permissions.includes('MODEL/MANAGE')) throw errors.permissionDenied();
    if (!(await this.repo.progress(scope.id)).empty) throw errors.conflict('HOME_SAMPLE_EXISTS');
    await this.jobs.send(this.job, { workspaceId: scope.id, userId: scope.userId });
    return { started: true };
  }

  /** The sample being built in the workspace, as a job of the home page, or null. */
  async running(workspaceId: string): Promise<HomeJob | null> {
    const models = await this.repo.modelsByCode(workspaceId, [DEMO_MODEL_CODE, DEMO_SENTIMENT_MODEL_CODE]);
    const category = models.find((m) => m.code === DEMO_MODEL_CODE);
    if (!category || this.clock().getTime() - category.createdAt.getTime() > sampleTimeoutMs) return null;
    if (await this.repo.hasAnalysis(workspaceId, DEMO_PROJECT_CODE)) return null;
    const deployed = models.filter((m) => m.deployed).length;
    return { kind: 'SAMPLE', name: 'sample', progress: 10 + deployed * 35, link: '/' };
  }

  private async run(p: SamplePayload): Promise<void> {
    const target = await this.demo.member(p.userId, p.workspaceId);
    // Gone meanwhile, or filled by a second click's job: nothing to do.
    if (!target || !(await this.repo.progress(p.workspaceId)).empty) return;
    const actor = demoActor(target);
    await createDemoModel(actor, this.models, { labelled: sampleSize.labelled, unlabelled: sampleSize.unlabelled });
    await createDemoSentimentModel(actor, this.models, { labelled: sampleSize.labelled });
    await createDemoProject(actor, this.demo, this.projects, { count: sampleSize.documents });
  }
}
