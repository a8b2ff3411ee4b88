import {
  speechNormalisationLimitIssue,
  speechSettingDuplicateIssue,
  type SpeechSetting,
  type speechSettingSaveBody,
} from '@sentio/domain';
import type { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { throwIssues } from '../projects/rules.js';
import { presentSetting } from './presenter.js';
import type { SpeechRepository, SpeechSettingRow, SpeechSettingWrite } from './repository.js';

export type SpeechSettingInput = z.output<typeof speechSettingSaveBody>;

/** The duplicate key, compared as the domain's duplicate rule compares settings (api type and language). */
export const settingKey = (s: { apiType: string; language: string }) =>
  `${s.apiType.trim().toUpperCase()}|${s.language.trim().toLowerCase()}`;

/**
 * Speech settings of an analysis (docs/speech.md "Settings"): channels different (the body's schema), at most the
 * configured number of normalisations, no two settings of one api type and language, and the API key sealed before it
 * is stored — it never leaves as a value.
 */
export class SpeechSettingService {
  constructor(
    private readonly access: ProjectAccess,
    private readonly repo: SpeechRepository,
    private readonly box: SecretBox,
    private readonly normalisationLimit: number,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<SpeechSetting[]> {
    const project = await this.access.require(scope, code);
    return (await this.repo.settings(project)).map(presentSetting);
  }

  async create(scope: ProjectScope, code: string, body: SpeechSettingInput): Promise<SpeechSetting> {
    const project = await this.access.require(scope, code);
    // A transcription becomes a dialogue: a text analysis could not store it.
    if (project.data_type !== 'DIALOGUE') throw errors.badRequest('SPEECH_DIALOGUE_ONLY');
    await this.check(project, body, null);
    const key = body.apiKey ? this.box.seal(body.apiKey) : null;
    try {
      return presentSetting(await this.repo.insertSetting(project, scope.userId, this.write(body, key)));
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  }

  /** An absent or null `apiKey` keeps the stored key; an empty one removes it. */
  async update(scope: ProjectScope, code: string, id: string, body: SpeechSettingInput): Promise<SpeechSetting> {
    const project = await this.access.require(scope, code);
    const stored = await this.repo.setting(project.workspace_id, project.id, id);
    if (!stored) throw errors.notFound('SPEECH_SETTING_NOT_FOUND');
    await this.check(project, body, stored);
    const key =
      body.apiKey === undefined || body.apiKey === null ? stored.api_key : body.apiKey === '' ? null : this.box.seal(body.apiKey);
    try {
      const row = await this.repo.updateSetting(project, id, this.write(body, key));
      if (!row) throw errors.notFound('SPEECH_SETTING_NOT_FOUND');
      return presentSetting(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<void> {
    const project = await this.access.require(scope, code);
    if (!(await this.repo.deleteSetting(project, id))) throw errors.notFound('SPEECH_SETTING_NOT_FOUND');
  }

  private async check(project: { id: string; workspace_id: string }, body: SpeechSettingInput, self: SpeechSettingRow | null) {
    throwIssues([speechNormalisationLimitIssue(body.normalisations.length, this.normalisationLimit)].filter((i) => i !== null));
    const others = (await this.repo.settings(project))
      .filter((s) => s.id !== self?.id)
      .map((s) => ({ apiType: s.api_type, language: s.language }));
    if (speechSettingDuplicateIssue(body, others)) throw duplicate();
  }

  private write(body: SpeechSettingInput, apiKey: string | null): SpeechSettingWrite {
    const text = (v: string | null) => (v === null || v.trim() === '' ? null : v);
    return {
      setting_key: settingKey(body),
      api_type: body.apiType,
      language: body.language,
      audio_type: body.audioType,
      implementation_type: body.implementationType,
      model_type: text(body.modelType),
      initial_prompt: text(body.initialPrompt),
      model_name: text(body.modelName),
      customer_channel: body.customerChannel,
      agent_channel: body.agentChannel,
      normalisations: JSON.stringify(body.normalisations.map((n) => ({ text: n.text, target: n.target }))),
      endpoint_url: body.endpointUrl,
      api_key: apiKey,
      timeout_seconds: body.timeoutSeconds,
    };
  }
}

const duplicate = () => errors.conflict('SPEECH_SETTING_DUPLICATE', 'language');
