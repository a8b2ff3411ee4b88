import {
  defaultMessages,
  entityMappingNameTakenIssue,
  entityMappingPreviewLimits,
  nameKey,
  type EntityMapping,
  type EntityMappingPreview,
  type entityMappingPreviewBody,
  type entityMappingSaveBody,
} from '@sentio/domain';
import { compileEntityMappings, findEntities, type CompiledEntityMappings, type EntityMapping as EngineMapping } from '@sentio/ml';
import type { z } from 'zod';
import { AppError, errors, isUniqueViolation } from '../../platform/errors.js';
import { viewerRulesOf, type ProjectAccess, type ProjectScope } from '../projects/project-access.js';
import { presentEntityMapping } from './presenter.js';
import type { EntityMappingRepository, EntityMappingRow } from './repository.js';

export type EntityMappingInput = z.output<typeof entityMappingSaveBody>;
export type EntityMappingPreviewInput = z.output<typeof entityMappingPreviewBody>;

const engineMapping = (m: EntityMappingInput): EngineMapping => ({
  name: m.name,
  source: m.sourceText,
  target: m.targetText,
  regex: m.regex,
});

/** The engine's compilation of mappings; a source the engine refuses is 400 ENTITY_GROUPING_INVALID on `sourceText`. */
export function compileOrRefuse(mappings: readonly EngineMapping[]): CompiledEntityMappings {
  try {
    return compileEntityMappings(mappings);
  } catch (cause) {
    const code = 'ENTITY_GROUPING_INVALID';
    throw new AppError(400, 'ValidationException', code, {
      fields: [{ field: 'sourceText', messageCode: code, message: defaultMessages[code] }],
      cause,
    });
  }
}

/**
 * Entity mappings of an analysis (docs/entity-mapping.md): the body's rules are the domain's (name required,
 * parentheses balanced); here the name is unique in the analysis as the domain compares names (409
 * ENTITY_MAPPING_NAME_TAKEN) and a regular expression must compile in the engine that applies it (400
 * ENTITY_GROUPING_INVALID). Unknown ids, and ids of another analysis or workspace, are 404 ENTITY_MAPPING_NOT_FOUND.
 */
export class EntityMappingService {
  constructor(
    private readonly access: ProjectAccess,
    private readonly repo: EntityMappingRepository,
  ) {}

  async list(scope: ProjectScope, code: string): Promise<EntityMapping[]> {
    const project = await this.access.require(scope, code);
    return (await this.repo.list(project)).map(presentEntityMapping);
  }

  async create(scope: ProjectScope, code: string, body: EntityMappingInput): Promise<EntityMapping> {
    const project = await this.access.require(scope, code);
    await this.check(project, body, null);
    try {
      return presentEntityMapping(await this.repo.insert(project, scope.userId, write(body)));
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async update(scope: ProjectScope, code: string, id: string, body: EntityMappingInput): Promise<EntityMapping> {
    const project = await this.access.require(scope, code);
    const stored = await this.repo.find(project, id);
    if (!stored) throw errors.notFound('ENTITY_MAPPING_NOT_FOUND');
    await this.check(project, body, stored);
    try {
      const row = await this.repo.update(project, id, write(body));
      if (!row) throw errors.notFound('ENTITY_MAPPING_NOT_FOUND');
      return presentEntityMapping(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<void> {
    const project = await this.access.require(scope, code);
    if (!(await this.repo.delete(project, id))) throw errors.notFound('ENTITY_MAPPING_NOT_FOUND');
  }

  /**
   * The draft (or, without one, the saved mappings) applied to the newest documents of the analysis, as the
   * classification applies them: mapped entities only, with offsets into the stored content. A restricted viewer
   * (docs/data-restrictions.md) is shown no documents.
   */
  async preview(scope: ProjectScope, code: string, body: EntityMappingPreviewInput): Promise<EntityMappingPreview> {
    const project = await this.access.require(scope, code);
    const mappings = body.mapping
      ? [engineMapping(body.mapping)]
      : (await this.repo.list(project)).map((r) => engineMapping(inputOf(r)));
    const compiled = compileOrRefuse(mappings);
    const sample =
      mappings.length === 0 || viewerRulesOf(project).length > 0
        ? []
        : await this.repo.sample(project, entityMappingPreviewLimits.scanned);
    const found = sample.map((doc) => ({
      id: doc.id,
      content: doc.content,
      entities: findEntities(doc.content, { types: [], mappings: compiled }).map((e) => ({
        type: e.type,
        text: e.text,
        value: e.value ?? e.text,
        start: e.start,
        end: e.end,
      })),
    }));
    const withEntities = found.filter((d) => d.entities.length > 0);
    return { scanned: sample.length, matched: withEntities.length, documents: withEntities.slice(0, body.size) };
  }

  private async check(project: { id: string; workspace_id: string }, body: EntityMappingInput, self: EntityMappingRow | null) {
    compileOrRefuse([engineMapping(body)]);
    const others = (await this.repo.list(project)).filter((m) => m.id !== self?.id).map((m) => m.name);
    if (entityMappingNameTakenIssue(body.name, others)) throw nameTaken();
  }
}

const nameTaken = () => errors.conflict('ENTITY_MAPPING_NAME_TAKEN', 'name');

const inputOf = (r: EntityMappingRow): EntityMappingInput => ({
  name: r.name,
  sourceText: r.source_text,
  targetText: r.target_text,
  regex: r.regex,
});

const write = (body: EntityMappingInput) => ({
  name: body.name,
  name_key: nameKey(body.name),
  source_text: body.sourceText,
  target_text: body.targetText,
  regex: body.regex,
});
