// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryModel, dialogueModel, sentimentModel } from '../test/fixtures';
import {
  draftValues,
  firstStepWithIssues,
  initialWizardState,
  issuesOfStep,
  serverIssues,
  stateFromDraft,
  toCreateBody,
  toggleModel,
  withDataType,
  withSuffix,
  wizardIssues,
  type WizardState,
} from './wizard';

const models = [categoryModel, sentimentModel, dialogueModel];
const valid = (): WizardState => ({
  ...initialWizardState(),
  name: 'Voice',
  icon: 'preset:chart',
  models: ['complaints'],
  channels: ['web'],
});

describe('analysis wizard rules', () => {
  it('accepts a complete state and builds the create body with the models’ sense types', () => {
    const state = { ...valid(), models: ['complaints', 'mood'] };
    expect(wizardIssues(state, models)).toEqual([]);
    expect(toCreateBody(state, models).models).toEqual([
      { code: 'complaints', senseType: 'CATEGORY' },
      { code: 'mood', senseType: 'SENTIMENT' },
    ]);
  });

  it('puts each rule on its step: name and icon, sentiment alone, channels, pipeline stages', () => {
    const state = { ...initialWizardState(), models: ['mood'], pipelineStages: [] };
    const issues = wizardIssues(state, models);
    expect(
      issuesOfStep(issues, 'info')
        .map((i) => `${i.field}:${i.code}`)
        .sort(),
    ).toEqual(['icon:FIELD_REQUIRED', 'name:FIELD_REQUIRED']);
    expect(issuesOfStep(issues, 'models').map((i) => i.code)).toEqual(['ANALYSIS_SENTIMENT_NOT_ALONE']);
    expect(issuesOfStep(issues, 'channels').map((i) => i.code)).toEqual(['ANALYSIS_CHANNEL_REQUIRED']);
    expect(issuesOfStep(issues, 'summary').map((i) => i.code)).toEqual(['ANALYSIS_PIPELINE_STAGE_REQUIRED']);
    expect(firstStepWithIssues(issues)).toBe('info');
  });

  it('asks for the real channels when only a proxy is set, and for restricted models when restriction is on', () => {
    const state = { ...valid(), channels: [], proxyChannel: 'proxy', restrictModels: true };
    const codes = wizardIssues(state, models).map((i) => `${i.step}:${i.code}`);
    expect(codes).toContain('channels:ANALYSIS_PROXY_CHANNEL_SELECTION_REQUIRED');
    expect(codes).toContain('models:ANALYSIS_RESTRICTED_MODEL_REQUIRED');
  });

  it('refuses a model of another data type and drops such models when the data type changes', () => {
    const mixed = { ...valid(), models: ['complaints', 'calls'] };
    expect(wizardIssues(mixed, models).map((i) => i.code)).toContain('ANALYSIS_MODEL_DATA_TYPE');
    const dialogue = withDataType({ ...mixed, restrictedModels: ['complaints'] }, 'DIALOGUE', models);
    expect(dialogue.models).toEqual(['calls']);
    expect(dialogue.restrictedModels).toEqual([]);
  });

  it('takes an unchecked model out of the restricted selection', () => {
    const state = toggleModel({ ...valid(), restrictModels: true, restrictedModels: ['complaints'] }, 'complaints', false);
    expect(state.models).toEqual([]);
    expect(state.restrictedModels).toEqual([]);
  });

  it('maps the server’s field errors to steps', () => {
    expect(serverIssues([{ field: 'models', messageCode: 'ANALYSIS_MODEL_LIMIT', message: 'x' }])[0]?.step).toBe('models');
    expect(serverIssues([{ field: 'attributes.0.code', messageCode: 'FIELD_INVALID', message: 'x' }])[0]?.step).toBe('summary');
  });

  it('round-trips the draft and ignores values of the wrong shape', () => {
    const state = { ...valid(), tags: ['a'], proxyChannel: 'p' };
    expect(stateFromDraft(state.name, draftValues(state))).toEqual(state);
    const lenient = stateFromDraft('X', { models: 'nope', restrictModels: 'yes', color: '#000000', unknown: 1 });
    expect(lenient).toEqual({ ...initialWizardState(), name: 'X', color: '#000000' });
  });

  it('adds a numeric suffix to a taken code', () => {
    expect(withSuffix('voice', 1)).toBe('voice-2');
    expect(withSuffix('a'.repeat(60), 2)).toBe(`${'a'.repeat(55)}-3`);
  });
});
