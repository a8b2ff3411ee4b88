import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { AliasRepository } from '../aliases/alias-repository.js';
import type { AliasNameRow } from '../aliases/alias-names.js';
import type { ProjectRow } from '../projects/project-access.js';

/** The rows an analysis's catalogue is made of (catalogue.ts builds it): categories, attributes, virtual categories. */
export interface CatalogueRows {
  categories: { id: string; model_id: string; parent_id: string | null; name: string; position: number }[];
  attributes: { code: string; type: string }[];
  virtualCategories: { id: string; filter: unknown }[];
  /** Customer journey steps with a condition on this analysis (the `cjs` filter). */
  journeySteps?: { id: string; conditions: unknown }[];
  /** The analysis's aliases (names per language, docs/aliases.md). */
  aliases?: AliasNameRow[];
}

/** The SQL of the catalogue: five reads, in parallel, whatever the number of models. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async rows(project: ProjectRow, modelIds: readonly string[]): Promise<CatalogueRows> {
    const [categories, attributes, virtualCategories, journeySteps, aliases] = await Promise.all([
      modelIds.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('model_category')
            .select(['id', 'model_id', 'parent_id', 'name', 'position'])
            .where('workspace_id', '=', project.workspace_id)
            .where('model_id', 'in', [...modelIds])
            .execute(),
      this.db
        .selectFrom('project_attribute')
        .select(['code', 'type'])
        .where('workspace_id', '=', project.workspace_id)
        .where('project_id', '=', project.id)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('project_virtual_category')
        .select(['id', 'filter'])
        .where('workspace_id', '=', project.workspace_id)
        .where('project_id', '=', project.id)
        .execute(),
      // Containment, so the GIN index on the conditions answers it.
      this.db
        .selectFrom('customer_journey_step')
        .select(['id', 'conditions'])
        .where('workspace_id', '=', project.workspace_id)
        .where(sql<SqlBool>`conditions @> ${JSON.stringify([{ projectCode: project.code }])}::jsonb`)
        .execute(),
      new AliasRepository(this.db).forProject(project),
    ]);
    return { categories, attributes, virtualCategories, journeySteps, aliases };
  }
}
