import type { z } from 'zod';
import type { categoryTreeSchema } from '@sentio/domain';

type CategoryTree = z.infer<typeof categoryTreeSchema>;

export interface TreeNode {
  value: string;
  title: string;
  disabled?: boolean;
  selectable?: boolean;
  children: TreeNode[];
}

/**
 * The chosen analyses' models as one tree for the sub-report's category picker: a model per top node (once, when two
 * analyses share it), its leaves selectable as `modelCode:categoryId` (what the sub-report stores), parents shown
 * for the structure only.
 */
export function subReportCategoryTree(trees: readonly CategoryTree[]): TreeNode[] {
  const models = new Map<string, TreeNode>();
  for (const tree of trees)
    for (const model of tree) {
      if (models.has(model.modelCode)) continue;
      const parents = new Set(model.categories.flatMap((c) => (c.parentId === null ? [] : [c.parentId])));
      const nodes = new Map<string, TreeNode>(
        model.categories.map((c) => [
          c.id,
          {
            value: `${model.modelCode}:${c.id}`,
            title: c.name,
            children: [],
            ...(parents.has(c.id) ? { disabled: true, selectable: false } : {}),
          },
        ]),
      );
      const root: TreeNode = {
        value: `model:${model.modelCode}`,
        title: model.modelName,
        disabled: true,
        selectable: false,
        children: [],
      };
      for (const c of model.categories) {
        const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
        (parent ?? root).children.push(nodes.get(c.id) as TreeNode);
      }
      models.set(model.modelCode, root);
    }
  return [...models.values()];
}
