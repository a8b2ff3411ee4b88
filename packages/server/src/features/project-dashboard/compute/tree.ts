import type { NpsSettings } from '@sentio/domain';
import { csatFromHistogram, npsFromHistogram } from '@sentio/domain';
import type { Catalogue, CatalogueModel } from '../../project-documents/catalogue.js';
import { addMeasures, emptyMeasures, type CubeRow, type Measures } from '../../project-rollups/cube.js';
import type { WidgetContext } from './context.js';

/** The category model a widget shows, with each category's name and parent. */
export interface CategoryTree {
  modelId: string;
  modelCode: string;
  multiLabel: boolean;
  name(id: string): string;
  parent(id: string): string | null;
}

/**
 * The tree of one model from the catalogue. The catalogue keeps, per category, itself and everything below it
 * (`within`); the direct parent is the smallest such set that holds the category besides its own.
 */
export function treeOf(cat: Catalogue, model: CatalogueModel): CategoryTree {
  const within = cat.searchContext.models.get(model.code)?.within ?? new Map<string, readonly string[]>();
  const parents = new Map<string, string>();
  const size = new Map<string, number>();
  for (const [id, list] of within)
    for (const child of list) {
      if (child === id) continue;
      const current = parents.get(child);
      if (current === undefined || list.length < (size.get(current) ?? Infinity)) parents.set(child, id);
      size.set(id, list.length);
    }
  return {
    modelId: model.id,
    modelCode: model.code,
    multiLabel: model.classificationType === 'MULTI_LABEL',
    name: (id) => model.names.get(id)?.name ?? id,
    parent: (id) => parents.get(id) ?? null,
  };
}

/** The widget's model: config.modelCode, or the analysis's first category model; null when there is none. */
export function categoryModel(ctx: WidgetContext): CategoryTree | null {
  const { cat, config } = ctx;
  const model = config.modelCode === null ? cat.models.find((m) => m.senseType === 'CATEGORY') : cat.byCode.get(config.modelCode);
  if (!model || model.senseType !== 'CATEGORY') return null;
  return treeOf(cat, model);
}

export interface CategoryAggregate {
  categoryId: string;
  name: string;
  parentId: string | null;
  /** Whether some category with documents lies below it. */
  hasChildren: boolean;
  m: Measures;
}

/**
 * Per category, the measures of the documents filed under it or below it. Documents carry leaves, so a parent is
 * the sum of its leaves. For a single-label model that is each document once; for a multi-label model a document
 * filed under two leaves of one parent is counted in both (the parent shows the sum of its leaves' bars, while its
 * drill-down lists the document once) — a parent's bar then reads "leaf assignments", which keeps the bars additive.
 * Ordered by document count, descending, then name.
 */
export function aggregateCategories(
  rows: readonly CubeRow[],
  tree: CategoryTree,
  key: (r: CubeRow) => boolean = () => true,
): CategoryAggregate[] {
  const out = new Map<string, CategoryAggregate>();
  const entry = (id: string): CategoryAggregate => {
    let e = out.get(id);
    if (!e) {
      e = { categoryId: id, name: tree.name(id), parentId: tree.parent(id), hasChildren: false, m: emptyMeasures() };
      out.set(id, e);
    }
    return e;
  };
  for (const r of rows) {
    const id = r.keys.categoryId;
    if (id === undefined || !key(r) || (r.keys.modelId !== undefined && r.keys.modelId !== tree.modelId)) continue;
    let current: string | null = id;
    let child: CategoryAggregate | null = null;
    // The guard keeps a broken (cyclic) tree from looping; trees are checked when edited.
    for (let depth = 0; current !== null && depth < 100; depth++) {
      const e = entry(current);
      addMeasures(e.m, r.m);
      if (child) e.hasChildren = true;
      child = e;
      current = tree.parent(current);
    }
  }
  return [...out.values()].filter((e) => e.m.n > 0).sort(byCount);
}

export const byCount = (a: { m: Measures; name: string }, b: { m: Measures; name: string }): number =>
  b.m.n - a.m.n || a.name.localeCompare(b.name);

/** NPS score of a histogram, or null when the analysis has no NPS field. */
export const npsScore = (m: Measures, settings: NpsSettings): number | null =>
  settings.npsField === null ? null : npsFromHistogram(m.nps).score;

/** CSAT score of a histogram, or null when the analysis has no CSAT field. */
export const csatScore = (m: Measures, settings: NpsSettings): number | null =>
  settings.csatField === null ? null : csatFromHistogram(m.csat, settings.csatScaleMax, settings.csatSatisfiedFrom).score;
