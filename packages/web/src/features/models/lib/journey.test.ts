// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ModelDetail } from '@sentio/domain';
import { modelDetail, version } from '../test/fixtures';
import { journeyOf } from './journey';

const model = modelDetail;
const statuses = (m: ModelDetail) => Object.fromEntries(journeyOf(m).map((s) => [s.key, s.status]));

describe('journeyOf', () => {
  it('starts a new category model at defining categories', () => {
    expect(statuses(model())).toEqual({
      create: 'done',
      labels: 'current',
      data: 'todo',
      label: 'todo',
      train: 'todo',
      quality: 'todo',
      test: 'todo',
      deploy: 'todo',
    });
  });

  it('moves on as categories, documents and labels arrive, and shows a running training', () => {
    const m = model({
      categoryCount: 3,
      documentCount: 50,
      labelledCount: 10,
      trainingStatus: 'TRAINING',
      latestVersion: version({ status: 'TRAINING', progress: 42.4, macroF1: null }),
    });
    const steps = journeyOf(m);
    expect(statuses(m)).toMatchObject({ labels: 'done', data: 'done', label: 'done', train: 'running', quality: 'todo' });
    expect(steps.find((s) => s.key === 'train')?.values).toMatchObject({ progress: 42 });
  });

  it('reports quality figures of a trained version and ends at deploying it', () => {
    const m = model({
      categoryCount: 3,
      documentCount: 50,
      labelledCount: 10,
      trainingStatus: 'SUCCESS',
      latestVersion: version(),
    });
    expect(statuses(m)).toMatchObject({ train: 'done', quality: 'done', test: 'done', deploy: 'current' });
    expect(journeyOf(m).find((s) => s.key === 'quality')?.values).toEqual({ macroF1: 85, accuracy: 90 });
    const deployed = { ...m, deployedVersion: { id: 'v', name: 'v1' } };
    expect(journeyOf(deployed).every((s) => s.status === 'done')).toBe(true);
  });

  it('marks a failed training and skips what does not apply to sentiment and named-entity models', () => {
    expect(statuses(model({ categoryCount: 1, documentCount: 5, labelledCount: 5, trainingStatus: 'FAILED' })).train).toBe(
      'failed',
    );
    expect(statuses(model({ senseType: 'SENTIMENT' })).labels).toBe('skipped');
    expect(statuses(model({ senseType: 'SENTIMENT' })).data).toBe('current');
    expect(statuses(model({ senseType: 'NAMED_ENTITY', documentCount: 3 }))).toMatchObject({
      labels: 'skipped',
      label: 'skipped',
      train: 'skipped',
      quality: 'skipped',
      test: 'done',
      deploy: 'skipped',
    });
  });
});
