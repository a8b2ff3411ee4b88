import { useState } from 'react';
import { Modal, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelCategory } from '@sentio/domain';
import { canMoveTo, type CategoryIndex } from '../lib/categoryIndex';

/** The tree select's value for "top level" (TreeSelect cannot hold null). */
const rootValue = '__root__';

interface Option {
  value: string;
  title: string;
  disabled?: boolean;
  children?: Option[];
}

/** "Move to…": the keyboard-friendly alternative to dragging; invalid targets are greyed out. */
export function MoveCategoryModal({
  category,
  tree,
  index,
  saving,
  onMove,
  onClose,
}: {
  category: ModelCategory | null;
  tree: readonly ModelCategory[];
  index: CategoryIndex;
  saving: boolean;
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('models');
  const [target, setTarget] = useState<string | undefined>(undefined);
  const [shownFor, setShownFor] = useState(category);
  if (shownFor !== category) {
    setShownFor(category);
    setTarget(undefined);
  }
  if (!category) return null;

  const options = (nodes: readonly ModelCategory[]): Option[] =>
    nodes.map((n) => ({
      value: n.id,
      title: n.name,
      disabled: !canMoveTo(tree, index, category, n.id),
      children: options(n.children),
    }));
  const treeData: Option[] = [
    { value: rootValue, title: t('categories.topLevel'), disabled: !canMoveTo(tree, index, category, null) },
    ...options(tree),
  ];

  return (
    <Modal
      open
      title={t('categories.moveTitle', { name: category.name })}
      onCancel={onClose}
      onOk={() => target && onMove(target === rootValue ? null : target)}
      okButtonProps={{ disabled: !target, 'data-testid': 'category-move-save' }}
      confirmLoading={saving}
      okText={t('categories.move')}
      cancelText={t('actions.cancel')}
    >
      <Typography.Paragraph type="secondary">{t('categories.moveHint')}</Typography.Paragraph>
      <TreeSelect
        value={target}
        onChange={setTarget}
        treeData={treeData}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        style={{ width: '100%' }}
        placeholder={t('categories.moveTarget')}
        aria-label={t('categories.moveTarget')}
        data-testid="category-move-target"
      />
    </Modal>
  );
}
