import { journeyConditionSchema, virtualFilterSchema } from '@sentio/domain';
import { z } from 'zod';
import { categoryPaths, fixedLabels, leafLabels, type ModelRow } from '../models/model-access.js';
import { aliasNames, type AliasLanguage } from '../aliases/alias-names.js';
import { viewerRulesOf, type ProjectAccess, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import type { CatalogueRepository, CatalogueRows } from './catalogue-repository.js';
import type { JourneyCondition, SearchContext } from './search-plan.js';
import type { VirtualFilter } from './virtual-filter.js';

/** A model of the analysis as the documents area reads it: its code, kind and the names of its categories. */
export interface CatalogueModel {
  id: string;
  code: string;
  name: string;
  senseType: string;
  classificationType: string;
  aspectSentiment: boolean;
  row: ModelRow;
  /** Category id → name and path (every category, not only leaves: rows may name a parent after a tree change). */
  names: Map<string, { name: string; path: string }>;
  /** What a document may be marked with: leaves, or the fixed sentiment/emotion codes. */
  labelIds: Set<string>;
}

/** What a search, a document view or an export needs to know of the analysis, loaded once per call. */
export interface Catalogue {
  project: ProjectRow;
  models: CatalogueModel[];
  byId: Map<string, CatalogueModel>;
  byCode: Map<string, CatalogueModel>;
  attributes: Map<string, string>;
  searchContext: SearchContext;
}

/** Loads catalogues through the catalogue repository and the analysis's model links. */
export class CatalogueLoader {
  constructor(
    private readonly repo: CatalogueRepository,
    private readonly access: ProjectAccess,
  ) {}

  /** With a language, category names are those of the analysis's aliases in it (docs/aliases.md). */
  async load(project: ProjectRow, language?: AliasLanguage): Promise<Catalogue> {
    const links = await this.access.models(project);
    const rows = await this.repo.rows(
      project,
      links.map((l) => l.model.id),
    );
    return buildCatalogue(project, links, rows, language);
  }

  async require(scope: ProjectScope, code: string): Promise<Catalogue> {
    return this.load(await this.access.require(scope, code), scope.language);
  }

  /** The analysis alone, for calls that need no catalogue. */
  project(scope: ProjectScope, code: string): Promise<ProjectRow> {
    return this.access.require(scope, code);
  }
}

type ModelLinks = Awaited<ReturnType<ProjectAccess['models']>>;

/** The catalogue of an analysis from its rows: pure. */
export function buildCatalogue(project: ProjectRow, links: ModelLinks, rows: CatalogueRows, language?: AliasLanguage): Catalogue {
  const { categories: categoryRows, attributes: attributeRows, virtualCategories: virtualRows } = rows;
  const aliases = aliasNames(rows.aliases ?? [], language);
  const journeySteps = new Map<string, JourneyCondition>();
  for (const step of rows.journeySteps ?? []) {
    const parsed = z.array(journeyConditionSchema).safeParse(step.conditions);
    const condition = parsed.success ? parsed.data.find((c) => c.projectCode === project.code) : undefined;
    if (condition) journeySteps.set(step.id, condition);
  }
  const models = links.map(({ link, model }): CatalogueModel => {
    // Aliased names before the paths are built, so a child's path reads its parent's alias too.
    const alias = (id: string, name: string) => aliases?.category(model.id, id) ?? name;
    const rows = categoryRows.filter((r) => r.model_id === model.id).map((r) => ({ ...r, name: alias(r.id, r.name) }));
    const fixed = fixedLabels(model.sense_type);
    const names = new Map<string, { name: string; path: string }>();
    if (fixed) for (const l of fixed) names.set(l.id, { name: alias(l.id, l.name), path: alias(l.id, l.path) });
    const paths = categoryPaths(rows);
    for (const r of rows) names.set(r.id, { name: r.name, path: paths.get(r.id) ?? r.name });
    const labels = fixed ?? (model.sense_type === 'CATEGORY' ? leafLabels(rows) : []);
    return {
      id: model.id,
      code: model.code,
      name: model.name,
      senseType: model.sense_type,
      classificationType: model.classification_type,
      aspectSentiment: link.aspect_sentiment,
      row: model,
      names,
      labelIds: new Set(labels.map((l) => l.id)),
    };
  });
  const attributes = new Map(attributeRows.map((a) => [a.code, a.type]));
  return {
    project,
    models,
    byId: new Map(models.map((m) => [m.id, m])),
    byCode: new Map(models.map((m) => [m.code, m])),
    attributes,
    searchContext: {
      workspaceId: project.workspace_id,
      projectId: project.id,
      attributes,
      models: new Map(
        models.map((m) => [
          m.code,
          {
            id: m.id,
            senseType: m.senseType,
            aspectSentiment: m.aspectSentiment,
            within: subtrees(categoryRows.filter((r) => r.model_id === m.id)),
          },
        ]),
      ),
      virtualCategories: virtualFilters(virtualRows),
      journeySteps,
      ...restrictionContext(project, attributes),
    },
  };
}

/** Each category with itself and every category below it (a parent's filter covers its leaves). */
function subtrees(rows: readonly { id: string; parent_id: string | null }[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parent_id) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.id]);
  const out = new Map<string, string[]>();
  const collect = (id: string, depth: number): string[] => {
    const known = out.get(id);
    if (known) return known;
    // The depth guard only keeps a broken (cyclic) row from hanging a search; moves are checked when made.
    const list = [id, ...(depth < 100 ? (children.get(id) ?? []).flatMap((c) => collect(c, depth + 1)) : [])];
    out.set(id, list);
    return list;
  };
  for (const r of rows) collect(r.id, 0);
  return out;
}

/** Saved virtual filters by id; a row the contract cannot read is left out (its id then matches its included documents). */
function virtualFilters(rows: readonly { id: string; filter: unknown }[]): Map<string, VirtualFilter> {
  const out = new Map<string, VirtualFilter>();
  for (const r of rows) {
    const parsed = virtualFilterSchema.safeParse(r.filter);
    if (parsed.success) out.set(r.id, parsed.data);
  }
  return out;
}

/** A restricted viewer's attribute rules (docs/data-restrictions.md), each marked whether the analysis has the attribute. */
function restrictionContext(project: ProjectRow, attributes: ReadonlyMap<string, string>): Pick<SearchContext, 'restriction'> {
  const rules = viewerRulesOf(project);
  if (rules.length === 0) return {};
  return { restriction: rules.map((r) => ({ field: r.field, values: [...r.values], known: attributes.has(r.field) })) };
}
