import {
  modelCreateRequest,
  pipelineStageCodes,
  type CategoryNode,
  type ClassificationType,
  type ModelCreateRequest,
  type PipelineStage,
  type PipelineStageCode,
  type SenseType,
} from '@sentio/domain';

/** The six steps of model creation (docs/models.md), in order. */
export const wizardSteps = ['type', 'language', 'data', 'pipeline', 'labels', 'preview'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export type ModelLanguage = 'tr' | 'en';
export const modelLanguages: readonly ModelLanguage[] = ['tr', 'en'];

export interface WizardState {
  name: string;
  code: string;
  description: string;
  color: string;
  senseType: SenseType | null;
  classificationType: ClassificationType | null;
  languages: ModelLanguage[];
  defaultLanguage: ModelLanguage | null;
  dataType: 'STANDARD' | 'DIALOGUE' | null;
  stages: PipelineStage[];
  /** Kept while another sense is chosen, so going back to "categories" restores them; sent only for CATEGORY. */
  categories: CategoryNode[];
  tags: string[];
}

/** Which stage does the model's own work, per sense (the others prepare the text). */
const senseStage: Record<SenseType, PipelineStageCode> = {
  CATEGORY: 'CLASSIFY',
  EMOTION: 'CLASSIFY',
  SENTIMENT: 'SENTIMENT',
  NAMED_ENTITY: 'ENTITIES',
};

/** All stages in the canonical order; text preparation and the sense's own stage switched on. */
export function defaultStages(sense: SenseType | null): PipelineStage[] {
  const own = sense ? senseStage[sense] : 'CLASSIFY';
  return pipelineStageCodes.map((code) => ({
    code,
    enabled: code === 'NORMALISE' || code === 'DETECT_LANGUAGE' || code === own,
    options: {},
  }));
}

/** The stage a sense cannot work without (shown as a warning when it is switched off). */
export const ownStageOf = (sense: SenseType | null): PipelineStageCode | null => (sense ? senseStage[sense] : null);

export function initialWizardState(uiLanguage: string): WizardState {
  const language: ModelLanguage = uiLanguage === 'tr' ? 'tr' : 'en';
  return {
    name: '',
    code: '',
    description: '',
    color: '#1677FF',
    senseType: 'CATEGORY',
    classificationType: 'SINGLE_LABEL',
    languages: [language],
    defaultLanguage: language,
    dataType: 'STANDARD',
    stages: defaultStages('CATEGORY'),
    categories: [],
    tags: [],
  };
}

/**
 * Sentiment has one label per text by nature; a named-entity model finds any number of entities. Only category and
 * emotion models let the user choose.
 */
export function effectiveClassification(state: Pick<WizardState, 'senseType' | 'classificationType'>): ClassificationType | null {
  if (state.senseType === 'SENTIMENT') return 'SINGLE_LABEL';
  if (state.senseType === 'NAMED_ENTITY') return 'MULTI_LABEL';
  return state.classificationType;
}
export const classificationChoosable = (sense: SenseType | null): boolean => sense === 'CATEGORY' || sense === 'EMOTION';

/** Choosing another sense resets the pipeline to that sense's defaults (a sentiment pipeline makes no sense for categories). */
export function withSense(state: WizardState, senseType: SenseType): WizardState {
  if (state.senseType === senseType) return state;
  return { ...state, senseType, stages: defaultStages(senseType) };
}

/** The `POST /api/model` body of the wizard's state. */
export function toCreateRequest(state: WizardState): ModelCreateRequest {
  const classification = effectiveClassification(state);
  const settings: { type: 'CLASSIFIER_TYPE' | 'SENSE_TYPE' | 'DATA_TYPE'; value: string }[] = [];
  if (classification) settings.push({ type: 'CLASSIFIER_TYPE', value: classification });
  if (state.senseType) settings.push({ type: 'SENSE_TYPE', value: state.senseType });
  if (state.dataType) settings.push({ type: 'DATA_TYPE', value: state.dataType });
  const code = state.code.trim();
  return {
    name: state.name,
    ...(code ? { code } : {}),
    typeCode: state.dataType === 'DIALOGUE' ? 'DIALOG' : 'TEXT',
    description: state.description,
    settings,
    switches: state.languages.map((l) => ({ code: l, default: l === state.defaultLanguage })),
    pipelineStages: state.stages,
    categories: state.senseType === 'CATEGORY' ? state.categories : [],
    tags: state.tags,
    color: state.color,
  };
}

export interface WizardIssue {
  step: WizardStep;
  /** The request field the issue is about, dotted ("name", "categories.0.children.1.name"). */
  field: string;
  code: string;
  /** The server's own text, when the issue came from a 400. */
  message?: string;
}

const stepOfField: Record<string, WizardStep> = {
  name: 'type',
  code: 'type',
  description: 'type',
  color: 'type',
  switches: 'language',
  typeCode: 'data',
  pipelineStages: 'pipeline',
  categories: 'labels',
  tags: 'labels',
};

/** The step that shows a field: settings issues go where their choice is made (data type on "data"). */
export function stepOf(field: string, code: string): WizardStep {
  const head = field.split('.')[0] ?? '';
  if (head === 'settings') return code === 'MODEL_DATA_TYPE_REQUIRED' ? 'data' : 'type';
  return stepOfField[head] ?? 'preview';
}

/**
 * Everything wrong with the wizard's state, by step: the server's own schema (`modelCreateRequest`, docs/models.md)
 * plus two checks the form makes stricter — at least one language, and at least one stage switched on.
 */
export function wizardIssues(state: WizardState): WizardIssue[] {
  const out: WizardIssue[] = [];
  const parsed = modelCreateRequest.safeParse(toCreateRequest(state));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      out.push({ step: stepOf(field, issue.message), field, code: issue.message });
    }
  }
  if (state.languages.length === 0) out.push({ step: 'language', field: 'switches', code: 'FIELD_REQUIRED' });
  if (!state.stages.some((s) => s.enabled))
    out.push({ step: 'pipeline', field: 'pipelineStages', code: 'MODEL_PIPELINE_STAGE_REQUIRED' });
  // One message per field and code is enough (the refine and the client check may both fire).
  return out.filter((i, n) => out.findIndex((j) => j.field === i.field && j.code === i.code) === n);
}

export const issuesOfStep = (issues: readonly WizardIssue[], step: WizardStep) => issues.filter((i) => i.step === step);

/** The server's 400 field list as wizard issues, so the wizard can jump to the first step that has one. */
export function serverIssues(fields: readonly { field: string; messageCode: string; message: string }[]): WizardIssue[] {
  return fields.map((f) => ({ step: stepOf(f.field, f.messageCode), field: f.field, code: f.messageCode, message: f.message }));
}

export function firstStepWithIssues(issues: readonly WizardIssue[]): WizardStep | null {
  return wizardSteps.find((s) => issues.some((i) => i.step === s)) ?? null;
}

/** Issues of one field (exact, or its children: "categories" collects "categories.0.name"). */
export const issuesOfField = (issues: readonly WizardIssue[], field: string) =>
  issues.filter((i) => i.field === field || i.field.startsWith(`${field}.`));

/** Moves a pipeline stage up (-1) or down (+1); out-of-range moves leave the order as it is. */
export function moveStage(stages: readonly PipelineStage[], index: number, delta: -1 | 1): PipelineStage[] {
  const target = index + delta;
  if (index < 0 || target < 0 || index >= stages.length || target >= stages.length) return [...stages];
  const out = [...stages];
  const [stage] = out.splice(index, 1);
  if (stage) out.splice(target, 0, stage);
  return out;
}
