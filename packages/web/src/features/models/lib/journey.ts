import { modelHasCategoryTree, modelIsTrainable, type ModelDetail } from '@sentio/domain';
import type { ModelMenuPage } from '../components/modelPages';

/** The path from an empty model to a deployed one, as /model-journey shows it. */
export const journeySteps = ['create', 'labels', 'data', 'label', 'train', 'quality', 'test', 'deploy'] as const;
export type JourneyStepKey = (typeof journeySteps)[number];
export type JourneyStatus = 'done' | 'current' | 'todo' | 'running' | 'failed' | 'skipped';

export interface JourneyStep {
  key: JourneyStepKey;
  status: JourneyStatus;
  /** The model page that does this step (null for "create", which the wizard did). */
  page: ModelMenuPage | null;
  /** Figures for the step's text (counts, scores, progress). */
  values: Record<string, number | string>;
}

/** Fewest labelled documents the trainer accepts: two labels with two documents each (MODEL_NOT_ENOUGH_LABELS). */
export const minimumLabelled = 4;

/**
 * Where a model stands on the journey. Each step is done or not from the model's own figures; the first step that is
 * not done is "current". Named-entity models skip training and quality (they run patterns), and models with fixed
 * labels skip defining categories.
 */
export function journeyOf(model: ModelDetail): JourneyStep[] {
  const trainable = modelIsTrainable(model.senseType);
  const version = model.latestVersion;
  const trained = version?.status === 'SUCCESS' || model.deployedVersion !== null;
  const state: Record<JourneyStepKey, JourneyStatus> = {
    create: 'done',
    labels: !modelHasCategoryTree(model.senseType) ? 'skipped' : model.categoryCount > 0 ? 'done' : 'todo',
    data: model.documentCount > 0 ? 'done' : 'todo',
    label: !trainable ? 'skipped' : model.labelledCount >= minimumLabelled ? 'done' : 'todo',
    train: !trainable
      ? 'skipped'
      : model.trainingStatus === 'TRAINING'
        ? 'running'
        : model.trainingStatus === 'FAILED'
          ? 'failed'
          : trained
            ? 'done'
            : 'todo',
    quality: !trainable ? 'skipped' : trained && version?.macroF1 !== null && version?.macroF1 !== undefined ? 'done' : 'todo',
    // A test is never required: it counts as done once there is something to test.
    test: trained || !trainable ? 'done' : 'todo',
    deploy: !trainable ? 'skipped' : model.deployedVersion ? 'done' : 'todo',
  };
  const pages: Record<JourneyStepKey, ModelMenuPage | null> = {
    create: null,
    labels: 'categories',
    data: 'data-upload',
    label: 'training',
    train: 'training',
    quality: 'statistics',
    test: 'test',
    deploy: 'statistics',
  };
  const steps: Omit<JourneyStep, 'status'>[] = [];
  for (const key of journeySteps) {
    const values: Record<string, number | string> = {};
    if (key === 'labels') values['count'] = model.categoryCount;
    if (key === 'data') values['count'] = model.documentCount;
    if (key === 'label') Object.assign(values, { count: model.labelledCount, minimum: minimumLabelled });
    if (key === 'train' && version) Object.assign(values, { progress: Math.round(version.progress), version: version.name });
    if (key === 'quality' && version?.macroF1 != null)
      Object.assign(values, {
        macroF1: Math.round(version.macroF1 * 100),
        accuracy: version.accuracy === null ? '–' : Math.round(version.accuracy * 100),
      });
    if (key === 'deploy' && model.deployedVersion) values['version'] = model.deployedVersion.name;
    steps.push({ key, page: pages[key], values });
  }
  const firstOpen = journeySteps.find((k) => state[k] === 'todo' || state[k] === 'failed' || state[k] === 'running');
  return steps.map((s) => ({
    ...s,
    status: s.key === firstOpen && state[s.key] === 'todo' ? 'current' : state[s.key],
  }));
}
