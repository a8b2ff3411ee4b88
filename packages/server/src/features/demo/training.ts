import { modelCreateRequest, type CategoryNode, type VersionSummary } from '@sentio/domain';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { JsonSourceService } from '../model-sources/json-service.js';
import type { TrainingService } from '../model-training/service.js';
import type { CategoryService } from '../models/category-service.js';
import type { ModelService } from '../models/model-service.js';
import type { DemoActor } from './actor.js';

const TRAIN_JOB = 'model.train';

/** The services the seed drives; App exposes them as `services.models` (and the queue as `services.jobs`). */
export interface DemoModelServices {
  models: Pick<ModelService, 'create' | 'update'>;
  categories: Pick<CategoryService, 'tree' | 'update'>;
  jsonSources: Pick<JsonSourceService, 'upload'>;
  training: Pick<TrainingService, 'train' | 'deploy' | 'versions'>;
  jobs: Pick<JobQueue, 'drain'>;
}

export interface DemoModelOptions {
  seed?: number;
  /** Labelled documents (COMPLETED). Default 800. */
  labelled?: number;
  /** Documents left for labelling in the app. Default 200. */
  unlabelled?: number;
  now?: Date;
  /** How long to wait for the training job. Default 10 minutes: a slow machine must not fail the first start. */
  trainingTimeoutMs?: number;
}

/** Trains v1 through the real training job, waits for it and deploys it; throws when the training did not succeed. */
export async function trainAndDeploy(
  actor: DemoActor,
  services: DemoModelServices,
  modelId: string,
  options: Pick<DemoModelOptions, 'trainingTimeoutMs'>,
): Promise<VersionSummary> {
  const { auth, ws } = actor;
  const started = await services.training.train(auth, ws, modelId, 'v1');
  await services.jobs.drain({ names: [TRAIN_JOB], timeoutMs: options.trainingTimeoutMs ?? 600_000 });
  const version = (await services.training.versions(ws, modelId)).find((v) => v.id === started.id);
  if (version?.status !== 'SUCCESS') {
    throw new Error(`demo model training ended ${version?.status ?? 'missing'}: ${version?.error ?? ''}`);
  }
  return services.training.deploy(ws, modelId, version.id);
}

/**
 * The wizard's request for a demo model: single-label, standard texts, Turkish by default with English, normalised
 * and language-detected before its own stage (CLASSIFY for categories, SENTIMENT for the fixed sentiment labels).
 */
export function demoModelRequest(model: {
  name: string;
  code: string;
  description: string;
  sense: 'CATEGORY' | 'SENTIMENT';
  categories: CategoryNode[];
  color: string;
}) {
  return modelCreateRequest.parse({
    name: model.name,
    code: model.code,
    description: model.description,
    settings: [
      { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
      { type: 'SENSE_TYPE', value: model.sense },
      { type: 'DATA_TYPE', value: 'STANDARD' },
    ],
    switches: [
      { code: 'tr', default: true },
      { code: 'en', default: false },
    ],
    pipelineStages: [
      { code: 'NORMALISE', enabled: true, options: {} },
      { code: 'DETECT_LANGUAGE', enabled: true, options: {} },
      { code: model.sense === 'SENTIMENT' ? 'SENTIMENT' : 'CLASSIFY', enabled: true, options: {} },
    ],
    categories: model.categories,
    tags: ['demo'],
    color: model.color,
  });
}
