import type { attributeSettingSchema, attributeSettingsBody, npsFieldSchema, NpsSettings, npsSettingsBody } from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { readSettings, type StoredSettings } from '../projects/settings.js';
import type { DashboardSettingsRepository } from './settings-repository.js';

type AttributeSetting = z.infer<typeof attributeSettingSchema>;

/** Re-scores an analysis's stored documents after its NPS/CSAT settings changed (the rollups service). */
export type Rescore = (workspaceId: string, projectId: string) => Promise<unknown>;

/** The attributes declared as dimensions (project-rollups/dimensions): their states, and declaring a new set. */
export interface DimensionPort {
  states(workspaceId: string, projectId: string): Promise<Map<string, 'BUILDING' | 'READY' | 'OVERFLOW'>>;
  declare(workspaceId: string, projectId: string, codes: readonly string[]): Promise<void>;
}
/** At most this many dimensions per analysis (each adds rows to two rollups on every document write). */
const DIMENSION_LIMIT = 3;
/** Single-valued text only: a number is bucketed, a list has several values per document. */
const dimensionType = (type: string): boolean => type === 'TEXT';

const numeric = (type: string): boolean => type === 'NUMERIC';

/** NPS/CSAT settings and the attributes' dashboard settings, kept in project.settings. */
export class DashboardSettingsService {
  constructor(
    private readonly repo: DashboardSettingsRepository,
    private readonly access: ProjectAccess,
    private readonly rescore: Rescore,
    private readonly dimensions: DimensionPort,
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

  /**
   * Replaces the settings of the listed attributes (others keep theirs); unknown codes are refused. `dimension`
   * declares or undeclares an attribute as a dimension (absent: unchanged): text attributes only, at most
   * DIMENSION_LIMIT; a new one is backfilled by a job.
   */
  async saveAttributeSettings(
    scope: ProjectScope,
    code: string,
    body: z.output<typeof attributeSettingsBody>,
  ): Promise<AttributeSetting[]> {
    const project = await this.access.require(scope, code);
    const types = new Map((await this.attributes(project)).map((a) => [a.code, a.type]));
    body.attributes.forEach((a) => {
      if (!types.has(a.code)) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'attributes');
    });
    const declared = new Set((await this.dimensions.states(project.workspace_id, project.id)).keys());
    // A dimension whose attribute was removed from the analysis is dropped with the next save.
    const dimensions = new Set([...declared].filter((c) => types.has(c)));
    for (const a of body.attributes) {
      if (a.dimension === true && !declared.has(a.code) && !dimensionType(types.get(a.code) ?? ''))
        throw errors.badRequest('ATTRIBUTE_DIMENSION_TYPE', 'attributes');
      if (a.dimension === true) dimensions.add(a.code);
      if (a.dimension === false) dimensions.delete(a.code);
    }
    if (dimensions.size > DIMENSION_LIMIT) throw errors.badRequest('ATTRIBUTE_DIMENSION_LIMIT', 'attributes');
    const current = readSettings(project.settings);
    const listed = new Set(body.attributes.map((a) => a.code));
    const settings: StoredSettings = {
      ...current,
      attributeSettings: [
        ...current.attributeSettings.filter((a) => !listed.has(a.code)),
        ...body.attributes.map(({ code: c, dashboard, bucketWidth }) => ({ code: c, dashboard, bucketWidth })),
      ],
    };
    await this.write(project, settings);
    const changed = dimensions.size !== declared.size || [...dimensions].some((c) => !declared.has(c));
    if (changed) await this.dimensions.declare(project.workspace_id, project.id, [...dimensions].sort());
    return this.presentAttributes(project, settings);
  }

  private async presentAttributes(project: ProjectRow, settings: StoredSettings): Promise<AttributeSetting[]> {
    const byCode = new Map(settings.attributeSettings.map((a) => [a.code, a]));
    const states = await this.dimensions.states(project.workspace_id, project.id);
    return (await this.attributes(project)).map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type,
      dashboard: byCode.get(a.code)?.dashboard ?? numeric(a.type),
      bucketWidth: byCode.get(a.code)?.bucketWidth ?? null,
      dimension: states.has(a.code),
      dimensionState: states.get(a.code) ?? null,
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
