// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultStages,
  firstStepWithIssues,
  initialWizardState,
  issuesOfField,
  issuesOfStep,
  moveStage,
  serverIssues,
  toCreateRequest,
  withSense,
  wizardIssues,
  type WizardState,
} from './wizard';

const valid = (): WizardState => ({ ...initialWizardState('en'), name: 'Complaints' });
const codes = (state: WizardState) => wizardIssues(state).map((i) => `${i.step}:${i.field}:${i.code}`);

describe('wizard state', () => {
  it('starts valid except for the name, in the interface language', () => {
    const state = initialWizardState('tr');
    expect(state.languages).toEqual(['tr']);
    expect(state.defaultLanguage).toBe('tr');
    expect(codes(state)).toEqual(['type:name:FIELD_REQUIRED']);
    expect(codes(valid())).toEqual([]);
  });

  it('builds the POST /api/model body with typeCode and the three settings', () => {
    const state = {
      ...valid(),
      dataType: 'DIALOGUE' as const,
      languages: ['tr', 'en'] as ('tr' | 'en')[],
      defaultLanguage: 'en' as const,
    };
    const body = toCreateRequest({ ...state, code: ' cx_1 ', categories: [{ name: 'A' }] });
    expect(body).toMatchObject({
      name: 'Complaints',
      code: 'cx_1',
      typeCode: 'DIALOG',
      settings: [
        { type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' },
        { type: 'SENSE_TYPE', value: 'CATEGORY' },
        { type: 'DATA_TYPE', value: 'DIALOGUE' },
      ],
      switches: [
        { code: 'tr', default: false },
        { code: 'en', default: true },
      ],
      categories: [{ name: 'A' }],
    });
    expect(toCreateRequest(valid())).not.toHaveProperty('code');
  });

  it('fixes the classification of sentiment and named-entity models and sends no categories for them', () => {
    const sentiment = withSense({ ...valid(), classificationType: 'MULTI_LABEL', categories: [{ name: 'kept' }] }, 'SENTIMENT');
    const body = toCreateRequest(sentiment);
    expect(body.settings).toContainEqual({ type: 'CLASSIFIER_TYPE', value: 'SINGLE_LABEL' });
    expect(body.categories).toEqual([]);
    // Kept in the state, so choosing categories again restores them.
    expect(sentiment.categories).toEqual([{ name: 'kept' }]);
    expect(toCreateRequest(withSense(valid(), 'NAMED_ENTITY')).settings).toContainEqual({
      type: 'CLASSIFIER_TYPE',
      value: 'MULTI_LABEL',
    });
    expect(codes(sentiment)).toEqual([]);
  });

  it("resets the pipeline to the new sense's defaults", () => {
    const state = withSense(valid(), 'SENTIMENT');
    expect(state.stages.filter((s) => s.enabled).map((s) => s.code)).toEqual(['NORMALISE', 'DETECT_LANGUAGE', 'SENTIMENT']);
    expect(withSense(state, 'SENTIMENT')).toBe(state);
    expect(defaultStages('NAMED_ENTITY').find((s) => s.code === 'ENTITIES')?.enabled).toBe(true);
  });
});

describe('wizardIssues (model creation rules)', () => {
  it('requires a sense type, a classification type and a data type, each on its own step', () => {
    const state = { ...valid(), senseType: null, classificationType: null, dataType: null };
    expect(codes(state)).toEqual([
      'type:settings:MODEL_CLASSIFICATION_TYPE_REQUIRED',
      'type:settings:MODEL_SENSE_TYPE_REQUIRED',
      'data:settings:MODEL_DATA_TYPE_REQUIRED',
    ]);
  });

  it('requires a language and a default one', () => {
    expect(codes({ ...valid(), defaultLanguage: null })).toEqual(['language:switches:MODEL_DEFAULT_SELECTION_REQUIRED']);
    expect(codes({ ...valid(), languages: [], defaultLanguage: null })).toEqual([
      'language:switches:MODEL_DEFAULT_SELECTION_REQUIRED',
      'language:switches:FIELD_REQUIRED',
    ]);
  });

  it('requires at least one pipeline stage switched on', () => {
    const off = valid().stages.map((s) => ({ ...s, enabled: false }));
    expect(codes({ ...valid(), stages: off })).toEqual(['pipeline:pipelineStages:MODEL_PIPELINE_STAGE_REQUIRED']);
    expect(codes({ ...valid(), stages: [] })).toEqual(['pipeline:pipelineStages:MODEL_PIPELINE_STAGE_REQUIRED']);
  });

  it('checks category names: not empty, not repeated among siblings (same name under other parents is fine)', () => {
    const categories = [
      { name: 'Food', children: [{ name: 'Price' }] },
      { name: 'Service', children: [{ name: 'Price' }, { name: 'price' }] },
      { name: '  ' },
    ];
    expect(codes({ ...valid(), categories })).toEqual([
      'labels:categories.1.children.1.name:MODEL_CATEGORY_NAME_DUPLICATE',
      'labels:categories.2.name:MODEL_CATEGORY_NAME_REQUIRED',
    ]);
  });

  it('checks the name length and the code format', () => {
    expect(codes({ ...valid(), name: 'x'.repeat(101) })).toEqual(['type:name:FIELD_TOO_LONG']);
    expect(codes({ ...valid(), code: 'no spaces' })).toEqual(['type:code:FIELD_INVALID']);
  });

  it('groups issues by step and field, and finds the first step to show', () => {
    const issues = wizardIssues({ ...valid(), name: '', languages: [], defaultLanguage: null });
    expect(issuesOfStep(issues, 'language')).toHaveLength(2);
    expect(issuesOfField(issues, 'switches')).toHaveLength(2);
    expect(firstStepWithIssues(issues)).toBe('type');
    expect(firstStepWithIssues([])).toBeNull();
  });

  it("maps the server's 400 fields to steps", () => {
    const issues = serverIssues([
      { field: 'categories.0.name', messageCode: 'MODEL_CATEGORY_NAME_DUPLICATE', message: 'dup' },
      { field: 'code', messageCode: 'MODEL_CODE_TAKEN', message: 'taken' },
      { field: 'settings', messageCode: 'MODEL_DATA_TYPE_REQUIRED', message: 'x' },
      { field: 'somethingElse', messageCode: 'FIELD_INVALID', message: 'x' },
    ]);
    expect(issues.map((i) => i.step)).toEqual(['labels', 'type', 'data', 'preview']);
    expect(firstStepWithIssues(issues)).toBe('type');
  });
});

describe('moveStage', () => {
  it('moves a stage up or down and ignores moves past the ends', () => {
    const stages = defaultStages('CATEGORY');
    expect(
      moveStage(stages, 1, -1)
        .map((s) => s.code)
        .slice(0, 2),
    ).toEqual(['DETECT_LANGUAGE', 'NORMALISE']);
    expect(moveStage(stages, 0, -1)).toEqual(stages);
    expect(moveStage(stages, stages.length - 1, 1)).toEqual(stages);
  });
});
