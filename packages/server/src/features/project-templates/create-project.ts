import { randomUUID } from 'node:crypto';
import {
  projectCodeFromName,
  reservedProjectCodes,
  ruleIssue,
  type CreateProjectFromTemplateBody,
  type CreateProjectFromTemplateResult,
  type ModelTemplateInstallResult,
  type RuleIssue,
} from '@sentio/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PackageService } from '../packages/service.js';
import type { ChannelService } from '../projects/channel-service.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import type { ProjectCreateInput, ProjectService } from '../projects/project-service.js';
import { throwIssues } from '../projects/rules.js';
import { remapIds, uniqueCode, type ProjectTemplateConfig, type StoredModelRef } from './config.js';
import type { TemplatePartsRepository } from './parts-repository.js';
import { configOf, refsOf } from './presenter.js';
import type { ProjectTemplateRepository, TemplateRow } from './repository.js';
import type { ModelTemplatePort } from './snapshot.js';

export interface CreateFromTemplatePorts {
  repo: ProjectTemplateRepository;
  parts: TemplatePartsRepository;
  access: ProjectAccess;
  projects: ProjectService;
  channels: ChannelService;
  packages: PackageService;
  models: ModelTemplatePort;
  log: FastifyBaseLogger;
}

/** What a create-project made so far: removed again when a later step fails. */
interface Made {
  models: string[];
  channels: string[];
  projectCode: string | null;
}

/**
 * create-project (docs/marketplace.md): PROJECT_COUNT first; each model ref replaced by a model of the workspace (same
 * sense type) or installed from its model template; the analysis made through ProjectService.create (its rules
 * apply); then its parts with every source id rewritten through the id map. A failure anywhere removes what was made.
 */
export class ProjectFromTemplate {
  constructor(private readonly p: CreateFromTemplatePorts) {}

  async create(
    scope: ProjectScope,
    template: TemplateRow,
    body: CreateProjectFromTemplateBody,
  ): Promise<CreateProjectFromTemplateResult> {
    await this.p.packages.assertAvailable(scope.accountId, 'PROJECT_COUNT');
    const refs = [...refsOf(template)].sort((a, b) => a.position - b.position);
    const replacements = await this.replacements(scope, refs, body);
    const code = await this.code(scope, body);
    const made: Made = { models: [], channels: [], projectCode: null };
    try {
      return await this.make(scope, template, body, code, refs, replacements, made);
    } catch (err) {
      await this.undo(scope, made);
      throw err;
    }
  }

  /** Checks every replacement before anything is made: unknown keys, other sense types, refs that cannot install. */
  private async replacements(
    scope: ProjectScope,
    refs: readonly StoredModelRef[],
    body: CreateProjectFromTemplateBody,
  ): Promise<Map<string, { id: string; code: string }>> {
    const issues: RuleIssue[] = [];
    const keys = new Set(refs.map((r) => r.key));
    for (const key of Object.keys(body.models)) if (!keys.has(key)) issues.push(ruleIssue('FIELD_INVALID', 'models', key));
    const found = new Map(
      (
        await this.p.repo.models(
          scope.id,
          Object.values(body.models).map((m) => m.modelId),
        )
      ).map((m) => [m.id, m]),
    );
    const out = new Map<string, { id: string; code: string }>();
    for (const ref of refs) {
      const wanted = body.models[ref.key];
      if (wanted) {
        const model = found.get(wanted.modelId);
        if (!model || model.sense_type !== ref.senseType) issues.push(ruleIssue('TEMPLATE_MODEL_MISMATCH', 'models', ref.key));
        else out.set(ref.key, { id: model.id, code: model.code });
      } else if (ref.templateId === null) issues.push(ruleIssue('TEMPLATE_MODEL_REQUIRED', 'models', ref.key));
    }
    throwIssues(issues);
    return out;
  }

  /** The body's code (the analysis code rules), else a slug of the name made unique in the workspace. */
  private async code(scope: ProjectScope, body: CreateProjectFromTemplateBody): Promise<string> {
    if (body.code !== undefined) return body.code;
    const taken = new Set([...(await this.p.repo.projectCodes(scope.id)), ...reservedProjectCodes]);
    return uniqueCode(projectCodeFromName(body.name), taken);
  }

  private async make(
    scope: ProjectScope,
    template: TemplateRow,
    body: CreateProjectFromTemplateBody,
    code: string,
    refs: readonly StoredModelRef[],
    replacements: ReadonlyMap<string, { id: string; code: string }>,
    made: Made,
  ): Promise<CreateProjectFromTemplateResult> {
    const config = configOf(template);
    const idMap = new Map<string, string>();
    const installed: ModelTemplateInstallResult[] = [];
    const links: { modelId: string; code: string; ref: StoredModelRef }[] = [];
    for (const ref of refs) {
      const replacement = replacements.get(ref.key);
      if (replacement) {
        idMap.set(ref.sourceModelId, replacement.id);
        for (const [from, to] of await this.categoriesByPath(scope, ref, replacement.id)) idMap.set(from, to);
        links.push({ modelId: replacement.id, code: replacement.code, ref });
        continue;
      }
      // The project template's visibility was checked: its model templates install through it (trusted).
      const result = await this.p.models.installInto(scope, ref.templateId ?? '', { trusted: true });
      made.models.push(result.modelId);
      installed.push({ modelId: result.modelId, modelCode: result.modelCode, deployed: result.deployed });
      for (const [from, to] of result.idMap) idMap.set(from, to);
      idMap.set(ref.sourceModelId, result.modelId);
      links.push({ modelId: result.modelId, code: result.modelCode, ref });
    }
    for (const part of [...config.widgets, ...config.quickFilters, ...config.virtualCategories]) idMap.set(part.id, randomUUID());
    const mapped = withModelCodes(remapIds(config, idMap), codeMap(links));

    const known = await this.p.channels.codes(scope.id);
    for (const c of config.channels) {
      if (known.has(c.code)) continue;
      const image = c.image?.startsWith('preset:') ? c.image : null;
      await this.p.channels.save(scope, { code: c.code, name: c.name, description: c.description, image });
      made.channels.push(c.code);
    }

    const sameWorkspace = template.workspace_id === scope.id;
    const codeOf = new Map(links.map((l) => [l.modelId, l.code]));
    const input: ProjectCreateInput = {
      name: body.name,
      description: config.description,
      icon: sameWorkspace || template.icon.startsWith('preset:') ? template.icon : 'preset:chart',
      models: links.map((l) => ({ code: l.code, senseType: l.ref.senseType })),
      restrictModels: mapped.restrictModels,
      restrictedModels: mapped.restrictedModelIds.flatMap((id) => codeOf.get(id) ?? []),
      channels: config.channels.map((c) => c.code),
      proxyChannel: config.proxyChannel,
      pipelineStages: config.pipelineStages,
      tags: config.projectTags,
      dataType: config.dataType as ProjectCreateInput['dataType'],
      color: template.color,
      visibility: config.visibility as ProjectCreateInput['visibility'],
      privacyLabels: config.privacyLabels,
      restrictedAttributes: config.restrictedAttributes as ProjectCreateInput['restrictedAttributes'],
      attributes: config.attributes as ProjectCreateInput['attributes'],
    };
    await this.p.projects.create(scope, code, input);
    made.projectCode = code;
    const project = await this.p.access.require(scope, code);
    await this.p.parts.write(
      project,
      scope.userId,
      mapped,
      links.map((l) => ({
        modelId: l.modelId,
        predictionActive: l.ref.predictionActive,
        aspectSentiment: l.ref.aspectSentiment,
      })),
    );
    await this.p.repo.recordInstall(template.id, scope.id, scope.userId, project.id);
    return { project: await this.p.projects.get(scope, code), installedModels: installed };
  }

  /**
   * A replacement model has its own category ids: the template's categories are matched to its categories by their
   * path of names (case-insensitive), so filters and rules over a category still point at the same topic.
   */
  private async categoriesByPath(scope: ProjectScope, ref: StoredModelRef, modelId: string): Promise<Map<string, string>> {
    if (ref.templateId === null) return new Map();
    const [from, to] = await Promise.all([
      this.p.repo.templateCategories(ref.templateId),
      this.p.repo.modelCategories(scope.id, modelId),
    ]);
    const target = new Map([...pathsOf(to)].map(([id, path]) => [path, id]));
    const out = new Map<string, string>();
    for (const [id, path] of pathsOf(from)) {
      const match = target.get(path);
      if (match) out.set(id, match);
    }
    return out;
  }

  /** Best effort, newest first; each failure is logged and the rest still goes. */
  private async undo(scope: ProjectScope, made: Made): Promise<void> {
    const attempt = async (what: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (err) {
        this.p.log.error({ err, what }, 'create-project rollback step failed');
      }
    };
    const code = made.projectCode;
    if (code !== null) await attempt('analysis', () => this.p.projects.delete(scope, code));
    for (const id of made.models) await attempt('model', () => this.p.models.removeInstalled(scope, id));
    for (const c of made.channels) await attempt('channel', () => this.p.channels.delete(scope, c));
  }
}

/** Source model code → the code of the model standing in for it, where they differ. */
function codeMap(links: readonly { code: string; ref: StoredModelRef }[]): Map<string, string> {
  // A ref's key is its source model's code.
  return new Map(links.filter((l) => l.ref.key !== l.code).map((l) => [l.ref.key, l.code]));
}

/**
 * Widgets, virtual categories, rules and notification definitions also name models by code (`modelCode`, a
 * category query's field): those parts go through the code map as well; channels and attributes never do.
 */
function withModelCodes(config: ProjectTemplateConfig, codes: ReadonlyMap<string, string>): ProjectTemplateConfig {
  if (codes.size === 0) return config;
  return {
    ...config,
    widgets: remapIds(config.widgets, codes),
    virtualCategories: remapIds(config.virtualCategories, codes),
    rules: remapIds(config.rules, codes),
    notificationDefinitions: remapIds(config.notificationDefinitions, codes),
  };
}

/** Each category's path of names, lower-cased ("billing/refund"). */
function pathsOf(categories: readonly { id: string; parentId: string | null; name: string }[]): Map<string, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (id: string, depth = 0): string => {
    const c = byId.get(id);
    if (!c || depth > 50) return '';
    const own = c.name.toLocaleLowerCase('tr');
    return c.parentId ? `${path(c.parentId, depth + 1)}/${own}` : own;
  };
  return new Map(categories.map((c) => [c.id, path(c.id)]));
}
