import {
  nameKey,
  ruleIssue,
  type FcrSettings,
  type FcrSubReport,
  type fcrSettingsBody,
  type fcrSubReportBody,
  type RuleIssue,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import { seesProject, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import { throwIssues } from '../projects/rules.js';
import type { FcrDefinition } from './definition.js';
import type { FcrRepository, FcrSettingRow, FcrSubReportRow, SettingsValues } from './fcr-repository.js';

type SettingsBody = z.output<typeof fcrSettingsBody>;
type SubReportBody = z.output<typeof fcrSubReportBody>;

/** The settings of a workspace that has saved none. */
export const defaultFcrSettings: SettingsValues = {
  dayRange: 7,
  channels: [],
  projectCodes: [],
  sameCategory: false,
  matchAttribute: null,
  agentAttribute: null,
};

const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

const settingsOf = (row: FcrSettingRow | null): SettingsValues =>
  row
    ? {
        dayRange: row.day_range,
        channels: row.channels,
        projectCodes: row.project_codes,
        sameCategory: row.same_category,
        matchAttribute: row.match_attribute,
        agentAttribute: row.agent_attribute,
      }
    : defaultFcrSettings;

export function presentSubReport(row: FcrSubReportRow): FcrSubReport {
  return {
    id: row.id,
    name: row.name,
    projectCodes: row.project_codes,
    categories: row.categories,
    attributes: row.attributes,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * First-call resolution settings and topic-based sub-reports (docs/first-call-resolution.md), and the one place the
 * definition of a call is resolved: settings (or defaults), the analyses the caller may read, a sub-report's
 * narrowing and a day-range override — what the report and the search's `dofc` both build their SQL from.
 */
export class FcrService {
  constructor(
    private readonly repo: FcrRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async settings(scope: ProjectScope): Promise<FcrSettings> {
    const row = await this.repo.settings(scope.id);
    return { ...settingsOf(row), updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null };
  }

  /** Analyses, channels and attributes must exist in the workspace; every failure is reported at once (400). */
  async saveSettings(scope: ProjectScope, body: SettingsBody): Promise<FcrSettings> {
    const [projects, channels, attributes] = await Promise.all([
      this.repo.projects(scope.id),
      this.repo.channelCodes(scope.id),
      this.repo.attributeCodes(scope.id, null),
    ]);
    const codes = new Set(projects.filter((p) => p.status !== 'DRAFT').map((p) => p.code));
    const issues: RuleIssue[] = [];
    body.projectCodes.forEach((c, i) => {
      if (!codes.has(c)) issues.push(ruleIssue('ANALYSIS_NOT_FOUND', 'projectCodes', i));
    });
    body.channels.forEach((c, i) => {
      if (!channels.has(c)) issues.push(ruleIssue('ANALYSIS_CHANNEL_UNKNOWN', 'channels', i));
    });
    for (const field of ['matchAttribute', 'agentAttribute'] as const) {
      const code = body[field];
      if (code !== null && !attributes.has(code)) issues.push(ruleIssue('CUSTOMER_ATTRIBUTE_UNKNOWN', field));
    }
    throwIssues(issues);
    await this.repo.saveSettings(
      scope.id,
      { ...body, channels: unique(body.channels), projectCodes: unique(body.projectCodes) },
      this.clock(),
    );
    return this.settings(scope);
  }

  async subReports(scope: ProjectScope): Promise<FcrSubReport[]> {
    return (await this.repo.subReports(scope.id)).map(presentSubReport);
  }

  /**
   * A sub-report's analyses are analyses of the workspace, its categories (`modelCode:categoryId`) leaves of their
   * models, its attributes attributes of them (400, each on its field); its name is unique (409).
   */
  async createSubReport(scope: ProjectScope, body: SubReportBody): Promise<FcrSubReport> {
    const projects = (await this.repo.projects(scope.id)).filter((p) => p.status !== 'DRAFT');
    const byCode = new Map(projects.map((p) => [p.code, p]));
    const issues: RuleIssue[] = [];
    body.projectCodes.forEach((c, i) => {
      if (!byCode.has(c)) issues.push(ruleIssue('ANALYSIS_NOT_FOUND', 'projectCodes', i));
    });
    const ids = unique(body.projectCodes.flatMap((c) => byCode.get(c)?.id ?? []));
    const models = await this.repo.models(scope.id, ids);
    const modelIds = new Map(models.map((m) => [m.code, m.model_id]));
    const [leaves, attributes] = await Promise.all([
      this.repo.leaves(scope.id, unique(models.map((m) => m.model_id))),
      this.repo.attributeCodes(scope.id, ids),
    ]);
    body.categories.forEach((c, i) => {
      const [modelCode, categoryId] = splitCategory(c);
      const modelId = modelIds.get(modelCode);
      if (!modelId || !leaves.has(`${modelId}:${categoryId}`)) issues.push(ruleIssue('CATEGORY_NOT_FOUND', 'categories', i));
    });
    body.attributes.forEach((a, i) => {
      if (!attributes.has(a.field)) issues.push(ruleIssue('CUSTOMER_ATTRIBUTE_UNKNOWN', 'attributes', i, 'field'));
    });
    throwIssues(issues);
    const key = nameKey(body.name);
    if (await this.repo.nameTaken(scope.id, key)) throw errors.conflict('FCR_SUB_REPORT_NAME_TAKEN', 'name');
    try {
      const row = await this.repo.insertSubReport(
        scope.id,
        {
          name: body.name,
          nameKey: key,
          projectCodes: unique(body.projectCodes),
          categories: unique(body.categories),
          attributes: body.attributes,
        },
        scope.userId,
      );
      return presentSubReport(row);
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('FCR_SUB_REPORT_NAME_TAKEN', 'name');
      throw e;
    }
  }

  async deleteSubReport(scope: ProjectScope, id: string): Promise<{ ok: true }> {
    if (!(await this.repo.deleteSubReport(scope.id, id))) throw errors.notFound('FCR_SUB_REPORT_NOT_FOUND');
    return { ok: true };
  }

  /**
   * The definition of a report or drill-down: the workspace's settings (or defaults) over the analyses the caller may
   * read, narrowed by a sub-report (404 FCR_SUB_REPORT_NOT_FOUND when it is gone), with `dayRange` overriding the
   * settings'. Also returns the analyses it counts.
   */
  async definition(
    scope: ProjectScope,
    options: { dayRange?: number | null; subReportId?: string | null } = {},
  ): Promise<{ def: FcrDefinition; projects: ProjectRow[] }> {
    const [row, all, sub] = await Promise.all([
      this.repo.settings(scope.id),
      this.repo.projects(scope.id),
      options.subReportId ? this.repo.subReport(scope.id, options.subReportId) : Promise.resolve(null),
    ]);
    if (options.subReportId && !sub) throw errors.notFound('FCR_SUB_REPORT_NOT_FOUND');
    const s = settingsOf(row);
    const counted = new Set(s.projectCodes);
    const only = sub ? new Set(sub.project_codes) : null;
    let projects = all.filter(
      (p) =>
        p.status !== 'DRAFT' &&
        seesProject(scope, p) &&
        (counted.size === 0 || counted.has(p.code)) &&
        (only === null || only.has(p.code)),
    );
    let categories: FcrDefinition['categories'] = [];
    if (sub && sub.categories.length > 0) {
      const models = await this.repo.models(
        scope.id,
        projects.map((p) => p.id),
      );
      const modelIds = new Map(models.map((m) => [m.code, m.model_id]));
      categories = sub.categories.flatMap((c) => {
        const [modelCode, categoryId] = splitCategory(c);
        const modelId = modelIds.get(modelCode);
        return modelId ? [{ modelId, categoryId }] : [];
      });
      // Every category of the sub-report is gone from the analyses: it matches nothing rather than everything.
      if (categories.length === 0) projects = [];
    }
    return {
      def: {
        workspaceId: scope.id,
        projectIds: projects.map((p) => p.id),
        channels: s.channels,
        sameCategory: s.sameCategory,
        matchAttribute: s.matchAttribute,
        agentAttribute: s.agentAttribute,
        dayRange: options.dayRange ?? s.dayRange,
        categories,
        attributes: sub?.attributes ?? [],
      },
      projects,
    };
  }
}

/** `modelCode:categoryId` (a model code has no colon). */
function splitCategory(value: string): [string, string] {
  const at = value.indexOf(':');
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}
