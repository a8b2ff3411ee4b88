import type { Alias, AliasOptions, AliasSaveBody, aliasSaveBody } from '@sentio/domain';
import type { z } from 'zod';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import { categoryPaths, fixedLabels } from '../models/model-access.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { aliasKey } from './alias-names.js';
import type { AliasRepository, AliasRow, AliasWrite } from './alias-repository.js';

type Body = z.output<typeof aliasSaveBody>;
export type { AliasSaveBody };

/** Aliases of an analysis: what they rename must exist in it; one alias per key (docs/aliases.md). */
export class AliasService {
  constructor(
    private readonly repo: AliasRepository,
    private readonly access: ProjectAccess,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<Alias[]> {
    const project = await this.access.require(scope, code);
    const [rows, options] = await Promise.all([this.repo.forProject(project), this.optionsOf(project)]);
    const paths = new Map(options.categories.map((c) => [`${c.modelId}:${c.categoryId}`, c.path]));
    return rows.map((r) => present(r, paths));
  }

  async options(scope: ProjectScope, code: string): Promise<AliasOptions> {
    return this.optionsOf(await this.access.require(scope, code));
  }

  async create(scope: ProjectScope, code: string, body: Body): Promise<Alias> {
    const project = await this.access.require(scope, code);
    const write = await this.checked(project, body);
    const row = await this.unique(() => this.repo.insert(project, scope.userId, write));
    return this.presentOne(project, row);
  }

  async update(scope: ProjectScope, code: string, id: string, body: Body): Promise<Alias> {
    const project = await this.access.require(scope, code);
    if (!(await this.repo.byId(project, id))) throw errors.notFound('ALIAS_NOT_FOUND');
    const write = await this.checked(project, body);
    const row = await this.unique(() => this.repo.update(project, id, write));
    if (!row) throw errors.notFound('ALIAS_NOT_FOUND');
    return this.presentOne(project, row);
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<void> {
    const project = await this.access.require(scope, code);
    if (!(await this.repo.delete(project, id))) throw errors.notFound('ALIAS_NOT_FOUND');
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('ALIAS_KEY_TAKEN', 'aliasType');
      throw e;
    }
  }

  /** The key must name a category of one of the analysis's models, or one of its attributes. */
  private async checked(project: ProjectRow, body: Body): Promise<AliasWrite> {
    const options = await this.optionsOf(project);
    const base = { alias_tr: body.keyAlias.tr, alias_en: body.keyAlias.en, value_alias: body.valueAlias };
    let key: Pick<AliasWrite, 'alias_type' | 'model_id' | 'category_id' | 'attribute' | 'value'>;
    if (body.aliasType === 'CATEGORY') {
      const modelId = body.modelId ?? '';
      const categoryId = body.categoryId ?? '';
      if (!options.categories.some((c) => c.modelId === modelId)) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'modelId');
      if (!options.categories.some((c) => c.modelId === modelId && c.categoryId === categoryId)) {
        throw errors.badRequest('CATEGORY_NOT_FOUND', 'categoryId');
      }
      key = { alias_type: 'CATEGORY', model_id: modelId, category_id: categoryId, attribute: null, value: null };
    } else {
      const attribute = body.attribute ?? '';
      if (!options.attributes.some((a) => a.code === attribute)) throw errors.badRequest('ATTRIBUTE_UNKNOWN', 'attribute');
      key = {
        alias_type: body.aliasType,
        model_id: null,
        category_id: null,
        attribute,
        value: body.aliasType === 'VALUE' ? (body.value ?? '') : null,
      };
    }
    return { ...key, ...base, key: aliasKey(key) };
  }

  private async optionsOf(project: ProjectRow): Promise<AliasOptions> {
    const links = await this.access.models(project);
    const [rows, attributes] = await Promise.all([
      this.repo.categories(
        project.workspace_id,
        links.map((l) => l.model.id),
      ),
      this.repo.attributes(project),
    ]);
    const categories: AliasOptions['categories'] = [];
    for (const { model } of links) {
      const own = rows.filter((r) => r.model_id === model.id);
      const fixed = fixedLabels(model.sense_type);
      const paths = categoryPaths(own);
      const labels = fixed ?? own.map((r) => ({ id: r.id, name: r.name, path: paths.get(r.id) ?? r.name }));
      for (const l of labels) {
        categories.push({ modelId: model.id, modelName: model.name, categoryId: l.id, name: l.name, path: l.path });
      }
    }
    return { categories, attributes };
  }

  private async presentOne(project: ProjectRow, row: AliasRow): Promise<Alias> {
    const options = await this.optionsOf(project);
    return present(row, new Map(options.categories.map((c) => [`${c.modelId}:${c.categoryId}`, c.path])));
  }
}

function present(r: AliasRow, categoryPathsByKey: Map<string, string>): Alias {
  const keyName =
    r.alias_type === 'CATEGORY'
      ? (categoryPathsByKey.get(`${r.model_id ?? ''}:${r.category_id ?? ''}`) ?? r.category_id ?? '')
      : r.alias_type === 'ATTRIBUTE'
        ? (r.attribute ?? '')
        : `${r.attribute ?? ''} = ${r.value ?? ''}`;
  return {
    id: r.id,
    aliasType: r.alias_type as Alias['aliasType'],
    modelId: r.model_id,
    categoryId: r.category_id,
    attribute: r.attribute,
    value: r.value,
    keyAlias: { tr: r.alias_tr, en: r.alias_en },
    valueAlias: r.value_alias,
    keyName,
    updatedAt: r.updated_at.toISOString(),
  };
}
