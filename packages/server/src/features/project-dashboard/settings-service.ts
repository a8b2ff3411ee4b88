import type { attributeSettingSchema, attributeSettingsBody, npsFieldSchema, NpsSettings, npsSettingsBody } from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { readSettings, type StoredSettings } from '../projects/settings.js';
import type { DashboardSettingsRepository } from './settings-repository.js';

type AttributeSetting = z.infer<typeof attributeSettingSchema>;

/** Re-scores an analysis's stored documents after its NPS/CSAT settings changed (the rollups service). */
export type Rescore = (workspaceId: string, projectId: string) => Promise<unknown>;

const numeric = (type: string): boolean => type === 'NUMERIC';

/** NPS/CSAT settings and the attributes' dashboard settings, kept in project.settings. */
export class DashboardSettingsService {
  constructor(
    private readonly repo: DashboardSettingsRepository,
    private readonly access: ProjectAccess,
    private readonly rescore: Rescore,
  ) {}

  async npsField(scope: ProjectScope, code: string): Promise<z.infer<typeof npsFieldSchema>> {
    const project = await this.access.require(scope, code);
    const attributes = await this.attributes(project);
    return {
      candidates: attributes.filter((a) => numeric(a.type)).map((a) => ({ code: a.code, name: a.name, type: a.type })),
      settings: this.present(readSettings(project.settings)),
    };
  }

  async npsSettings(scope: ProjectScope, code: string): Promise<NpsSettings> {
    return this.present(readSettings((await this.access.require(scope, code)).settings));
  }

  /** Saves the settings; an attribute that is unknown or not numeric is refused; the documents are re-scored. */
  async saveNpsSettings(scope: ProjectScope, code: string, body: z.output<typeof npsSettingsBody>): Promise<NpsSettings> {
    const project = await this.access.require(scope, code);
    const types = new Map((await this.attributes(project)).map((a) => [a.code, a.type]));
    for (const key of ['npsField', 'csatField'] as const) {
      const value = body[key];
      if (value === null) continue;
      const type = types.get(value);
      if (type === undefined) throw errors.badRequest('ATTRIBUTE_UNKNOWN', key);
      if (!numeric(type)) throw errors.badRequest('WIDGET_ATTRIBUTE_NOT_NUMERIC', key);
    }
    const settings: StoredSettings = { ...readSettings(project.settings), ...body };
    await this.write(project, settings);
    await this.rescore(project.workspace_id, project.id);
    return this.present(settings);
  }

  async attributeSettings(scope: ProjectScope, code: string): Promise<AttributeSetting[]> {
    const project = await this.access.require(scope, code);
    return this.presentAttributes(project, readSettings(project.settings));
  }

  /** Replaces the settings of the listed attributes (others keep theirs); unknown codes are refused. */
  async saveAttributeSettings(
    scope: ProjectScope,
    code: string,
    body: z.output<typeof attributeSettingsBody>,
  ): Promise<AttributeSetting[]> {
    const project = await this.access.require(scope, code);
    const known = new Set((await this.attributes(project)).map((a) => a.code));
    body.attributes.forEach((a) => {
      if (!known.has(a.code)) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'attributes');
    });
    const current = readSettings(project.settings);
    const listed = new Set(body.attributes.map((a) => a.code));
    const settings: StoredSettings = {
      ...current,
      attributeSettings: [...current.attributeSettings.filter((a) => !listed.has(a.code)), ...body.attributes],
    };
    await this.write(project, settings);
    return this.presentAttributes(project, settings);
  }

  private async presentAttributes(project: ProjectRow, settings: StoredSettings): Promise<AttributeSetting[]> {
    const byCode = new Map(settings.attributeSettings.map((a) => [a.code, a]));
    return (await this.attributes(project)).map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type,
      dashboard: byCode.get(a.code)?.dashboard ?? numeric(a.type),
      bucketWidth: byCode.get(a.code)?.bucketWidth ?? null,
    }));
  }

  private present(s: StoredSettings): NpsSettings {
    return { npsField: s.npsField, csatField: s.csatField, csatScaleMax: s.csatScaleMax, csatSatisfiedFrom: s.csatSatisfiedFrom };
  }

  private attributes(project: ProjectRow) {
    return this.repo.attributes(project);
  }

  private write(project: ProjectRow, settings: StoredSettings): Promise<void> {
    return this.repo.writeSettings(project, settings);
  }
}
