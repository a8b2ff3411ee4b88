import {
  analysisCreateBody,
  analysisModelIssues,
  validationIssues,
  type AnalysisCreateBody,
  type AttributeType,
  type ModelSummary,
} from '@sentio/domain';

/** The five steps of analysis creation, in order. */
export const wizardSteps = ['info', 'privacy', 'models', 'channels', 'summary'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type DataType = 'STANDARD' | 'DIALOGUE';
export type Visibility = 'WORKSPACE' | 'PRIVATE';
export type RestrictedAttributeType = 'STRING' | 'NUMBER' | 'BOOLEAN';

export interface WizardState {
  name: string;
  description: string;
  /** `preset:{name}` or `file:{id}`; empty until chosen. */
  icon: string;
  color: string;
  tags: string[];
  dataType: DataType;
  visibility: Visibility;
  privacyLabels: string[];
  restrictedAttributes: { name: string; type: RestrictedAttributeType }[];
  restrictModels: boolean;
  restrictedModels: string[];
  /** Model codes. */
  models: string[];
  channels: string[];
  proxyChannel: string | null;
  attributes: { code: string; name: string; type: AttributeType }[];
  pipelineStages: string[];
}

export const defaultStages = ['NORMALISE', 'DETECT_LANGUAGE', 'CLASSIFY', 'SENTIMENT', 'ENTITIES'];

export const initialWizardState = (): WizardState => ({
  name: '',
  description: '',
  icon: '',
  color: '#FFD803',
  tags: [],
  dataType: 'STANDARD',
  visibility: 'WORKSPACE',
  privacyLabels: [],
  restrictedAttributes: [],
  restrictModels: false,
  restrictedModels: [],
  models: [],
  channels: [],
  proxyChannel: null,
  attributes: [],
  pipelineStages: [...defaultStages],
});

/** A changed data type drops the chosen models of the other type (an analysis's models share its data type). */
export function withDataType(state: WizardState, dataType: DataType, models: readonly ModelSummary[]): WizardState {
  if (state.dataType === dataType) return state;
  const keep = new Set(models.filter((m) => m.dataType === dataType).map((m) => m.code));
  return {
    ...state,
    dataType,
    models: state.models.filter((c) => keep.has(c)),
    restrictedModels: state.restrictedModels.filter((c) => keep.has(c)),
  };
}

/** Unchecking a model also takes it out of the restricted selection. */
export function toggleModel(state: WizardState, code: string, on: boolean): WizardState {
  const models = on ? [...new Set([...state.models, code])] : state.models.filter((c) => c !== code);
  return { ...state, models, restrictedModels: state.restrictedModels.filter((c) => models.includes(c)) };
}

/** The `POST /api/project/:code` body. Unknown model codes are sent as CATEGORY; the server then reports them. */
export function toCreateBody(state: WizardState, models: readonly ModelSummary[]): AnalysisCreateBody {
  const byCode = new Map(models.map((m) => [m.code, m]));
  return {
    name: state.name,
    description: state.description,
    icon: state.icon,
    color: state.color,
    tags: state.tags,
    dataType: state.dataType,
    visibility: state.visibility,
    privacyLabels: state.privacyLabels,
    restrictedAttributes: state.restrictedAttributes,
    restrictModels: state.restrictModels,
    restrictedModels: state.restrictModels ? state.restrictedModels : [],
    models: state.models.map((code) => ({ code, senseType: byCode.get(code)?.senseType ?? 'CATEGORY' })),
    channels: state.channels,
    proxyChannel: state.proxyChannel,
    attributes: state.attributes,
    pipelineStages: state.pipelineStages,
  };
}

export interface WizardIssue {
  step: WizardStep;
  /** The request field the issue is about, dotted ("name", "attributes.0.code"). */
  field: string;
  code: string;
  /** The server's own text, when the issue came from a 400. */
  message?: string;
}

const stepOfField: Record<string, WizardStep> = {
  name: 'info',
  description: 'info',
  icon: 'info',
  color: 'info',
  tags: 'info',
  dataType: 'info',
  visibility: 'privacy',
  privacyLabels: 'privacy',
  restrictedAttributes: 'privacy',
  restrictModels: 'privacy',
  models: 'models',
  restrictedModels: 'models',
  channels: 'channels',
  proxyChannel: 'channels',
  attributes: 'summary',
  pipelineStages: 'summary',
};
export const stepOf = (field: string): WizardStep => stepOfField[field.split('.')[0] ?? ''] ?? 'summary';

/**
 * Every problem of the wizard by the domain rules (the same schema the server applies), plus the one rule the body
 * alone cannot tell: each chosen model must have the analysis's data type.
 */
export function wizardIssues(state: WizardState, models: readonly ModelSummary[]): WizardIssue[] {
  const out: WizardIssue[] = validationIssues(analysisCreateBody, toCreateBody(state, models)).map((i) => {
    const field = i.path.join('.');
    return { step: stepOf(field), field, code: i.code };
  });
  const byCode = new Map(models.map((m) => [m.code, m]));
  if (state.models.some((c) => byCode.get(c) && byCode.get(c)?.dataType !== state.dataType))
    out.push({ step: 'models', field: 'models', code: 'ANALYSIS_MODEL_DATA_TYPE' });
  return out;
}

/** The model-mix rules alone, for the live hint under the model list. */
export const modelMixIssues = (state: WizardState, models: readonly ModelSummary[]): string[] => {
  const byCode = new Map(models.map((m) => [m.code, m]));
  return analysisModelIssues(state.models.map((c) => ({ senseType: byCode.get(c)?.senseType ?? 'CATEGORY' }))).map((i) => i.code);
};

export const issuesOfStep = (issues: readonly WizardIssue[], step: WizardStep) => issues.filter((i) => i.step === step);
export const firstStepWithIssues = (issues: readonly WizardIssue[]): WizardStep | undefined =>
  wizardSteps.find((s) => issues.some((i) => i.step === s));

/** The server's 400 field errors on the steps they belong to. */
export const serverIssues = (fields: readonly { field: string; messageCode: string; message?: string }[]): WizardIssue[] =>
  fields.map((f) => ({
    step: stepOf(f.field),
    field: f.field,
    code: f.messageCode,
    ...(f.message ? { message: f.message } : {}),
  }));

/** The draft's `values` (the wizard state without the name), read back leniently: what does not fit is default. */
export function stateFromDraft(name: string, values: Record<string, unknown>): WizardState {
  const base = initialWizardState();
  const out: Record<string, unknown> = { ...base, name };
  for (const key of Object.keys(base) as (keyof WizardState)[]) {
    const value = values[key];
    const expected = base[key];
    if (key === 'name' || value === undefined) continue;
    if (key === 'proxyChannel') out[key] = typeof value === 'string' ? value : null;
    else if (Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected) out[key] = value;
  }
  return out as unknown as WizardState;
}

export function draftValues(state: WizardState): Record<string, unknown> {
  const { name: _name, ...values } = state;
  return values;
}

/** A code for a taken one: `name-2`, `name-3`… (the base is cut so the suffix fits the 60 characters). */
export const withSuffix = (code: string, attempt: number): string => `${code.slice(0, 55).replace(/-+$/, '')}-${attempt + 1}`;
