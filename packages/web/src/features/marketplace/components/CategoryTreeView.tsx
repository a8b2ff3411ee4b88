import { Empty, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@sentio/domain';
import { useLabelName } from '../../../shared/names/labels';

const toTree = (nodes: readonly CategoryNode[], name: (n: string) => string, prefix = ''): TreeDataNode[] =>
  nodes.map((node, i) => {
    const key = `${prefix}${i}`;
    return { key, title: name(node.name), children: node.children?.length ? toTree(node.children, name, `${key}-`) : undefined };
  });

/** The template's category tree, read-only (installing gives the new model this tree). */
export function CategoryTreeView({ categories }: { categories: readonly CategoryNode[] }) {
  const { t } = useTranslation('marketplace');
  const labelName = useLabelName();
  if (categories.length === 0) return <Empty description={t('detail.noCategories')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return <Tree treeData={toTree(categories, labelName)} defaultExpandAll selectable={false} data-testid="template-categories" />;
}
