import {
  analysisModelIssues,
  analysisNameTakenIssue,
  defaultMessages,
  ruleIssue,
  type RuleIssue,
  type SenseType,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import { presetIcons } from './presets.js';
import type { ModelRow, ProjectRepository, ProjectViewer } from './repository.js';

/** One 400 with every rule that failed, each on its field (the wizard shows them all at once). */
export function throwIssues(issues: readonly RuleIssue[]): void {
  if (issues.length === 0) return;
  throw errors.validation(
    issues.map((i) => ({ field: i.path.join('.'), messageCode: i.code, message: defaultMessages[i.code] })),
  );
}

export type ModelViewer = ProjectViewer & { seesPrivateModels: boolean };

/**
 * The models an analysis asks for, checked against the real rows (the body's sense types are only what the wizard
 * believed): every code a model of the workspace the user may see (else 404 ANALYSIS_MODEL_NOT_FOUND), sense types
 * as sent, the analysis's data type, and the allowed mix of models judged by the models' real sense types.
 */
export async function resolveModels(
  repo: ProjectRepository,
  viewer: ModelViewer,
  requested: readonly { code: string; senseType?: SenseType }[],
  dataType: string,
  issues: RuleIssue[],
): Promise<ModelRow[]> {
  const found = await repo.modelsByCode(
    viewer,
    requested.map((m) => m.code),
  );
  const byCode = new Map(found.map((m) => [m.code, m]));
  const seen = new Set<string>();
  const models: ModelRow[] = [];
  requested.forEach((m, i) => {
    const model = byCode.get(m.code);
    if (!model) throw errors.notFound('ANALYSIS_MODEL_NOT_FOUND');
    if (seen.has(m.code)) {
      issues.push(ruleIssue('FIELD_INVALID', 'models', i, 'code'));
      return;
    }
    seen.add(m.code);
    if (m.senseType !== undefined && m.senseType !== model.sense_type)
      issues.push(ruleIssue('FIELD_INVALID', 'models', i, 'senseType'));
    models.push(model);
  });
  if (models.some((m) => m.data_type !== dataType)) issues.push(ruleIssue('ANALYSIS_MODEL_DATA_TYPE', 'models'));
  issues.push(...analysisModelIssues(models.map((m) => ({ senseType: m.sense_type as SenseType }))));
  return models;
}

/** Every selected channel (and the proxy channel) must be a channel of the workspace. */
export function channelIssues(known: Set<string>, channels: readonly string[], proxy: string | null | undefined): RuleIssue[] {
  const out: RuleIssue[] = [];
  channels.forEach((c, i) => {
    if (!known.has(c)) out.push(ruleIssue('ANALYSIS_CHANNEL_UNKNOWN', 'channels', i));
  });
  if (proxy && !known.has(proxy)) out.push(ruleIssue('ANALYSIS_CHANNEL_UNKNOWN', 'proxyChannel'));
  return out;
}

/** Restricted models name models of the analysis; restriction on needs at least one. */
export function restrictionIssues(restrict: boolean, restricted: readonly string[], modelCodes: readonly string[]): RuleIssue[] {
  const out: RuleIssue[] = [];
  if (restrict && restricted.length === 0) out.push(ruleIssue('ANALYSIS_RESTRICTED_MODEL_REQUIRED', 'restrictedModels'));
  restricted.forEach((code, i) => {
    if (!modelCodes.includes(code)) out.push(ruleIssue('FIELD_INVALID', 'restrictedModels', i));
  });
  return out;
}

/** `preset:{name}` of the preset list, or `file:{id}` of an icon uploaded to this workspace. */
export async function iconIssue(repo: ProjectRepository, workspaceId: string, icon: string): Promise<RuleIssue | null> {
  const preset = /^preset:(.+)$/.exec(icon);
  if (preset) return (presetIcons as readonly string[]).includes(preset[1] ?? '') ? null : ruleIssue('FIELD_INVALID', 'icon');
  const file = /^file:([0-9a-f-]{36})$/.exec(icon);
  if (file && (await repo.appFile(workspaceId, file[1] ?? '', 'PROJECT_ICON'))) return null;
  return ruleIssue('FIELD_INVALID', 'icon');
}

export async function nameIssue(
  repo: ProjectRepository,
  workspaceId: string,
  name: string,
  exceptId: string | null,
): Promise<RuleIssue | null> {
  return analysisNameTakenIssue(name, await repo.activeNames(workspaceId, exceptId));
}
