import type { ProjectDocument, ProjectModel } from '@sentio/domain';

export type TestCategory = ProjectDocument['categories'][number];

export interface ModelCategories {
  modelCode: string;
  modelName: string;
  categories: TestCategory[];
}

/** A category is named by its model and id (two models may share category ids). */
export const categoryKey = (c: Pick<TestCategory, 'modelCode' | 'categoryId'>) => `${c.modelCode}:${c.categoryId}`;

/**
 * The test answer's categories grouped per model, in the analysis's model order (unknown models last), each group
 * by confidence, highest first.
 */
export function categoriesByModel(
  categories: readonly TestCategory[],
  models: readonly Pick<ProjectModel, 'code' | 'name'>[],
): ModelCategories[] {
  const order = new Map(models.map((m, i) => [m.code, i]));
  const groups = new Map<string, TestCategory[]>();
  for (const c of categories) groups.set(c.modelCode, [...(groups.get(c.modelCode) ?? []), c]);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map(([modelCode, list]) => ({
      modelCode,
      modelName: models.find((m) => m.code === modelCode)?.name ?? modelCode,
      categories: [...list].sort((a, b) => b.confidence - a.confidence),
    }));
}
