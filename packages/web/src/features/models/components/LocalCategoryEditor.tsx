import { useState, type Key } from 'react';
import { Button, Empty, Input, Popconfirm, Space, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@sentio/domain';
import {
  addCategory,
  mergeCategoryTrees,
  moveCategory,
  nodeAt,
  removeCategory,
  renameCategory,
  siblingNameTaken,
  type NodePath,
} from '../lib/categoryTree';
import { CategoryImportButton } from './CategoryImportButton';
import { CategoryNameModal } from './CategoryNameModal';

const keyOf = (path: NodePath) => path.join('-');
const pathOf = (key: Key): number[] => String(key).split('-').map(Number);

type Editing = { kind: 'add'; parent: NodePath | null } | { kind: 'rename'; path: NodePath } | null;

/**
 * The wizard's category tree, kept in the browser until the model is created: add (at the root or under a category),
 * rename, delete, drag to move, and import a CSV/JSON file (merged by path).
 */
export function LocalCategoryEditor({ tree, onChange }: { tree: CategoryNode[]; onChange: (tree: CategoryNode[]) => void }) {
  const { t } = useTranslation('models');
  const [rootName, setRootName] = useState('');
  const [rootError, setRootError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // Collapsed rather than expanded keys are kept, so categories added later show up opened.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const addRoot = () => {
    const name = rootName.trim();
    if (!name) return;
    if (siblingNameTaken(tree, null, name)) return setRootError(t('categories.duplicate', { name }));
    onChange(addCategory(tree, null, name));
    setRootName('');
    setRootError(null);
  };

  const title = (node: CategoryNode, path: NodePath) => (
    <Space size={4} data-testid={`category-node-${node.name}`}>
      <span>{node.name}</span>
      <Button
        type="text"
        size="small"
        icon={<PlusOutlined />}
        aria-label={t('categories.addChild', { name: node.name })}
        data-testid={`category-add-child-${node.name}`}
        onClick={(e) => {
          e.stopPropagation();
          setEditing({ kind: 'add', parent: path });
        }}
      />
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={t('categories.rename', { name: node.name })}
        onClick={(e) => {
          e.stopPropagation();
          setEditing({ kind: 'rename', path });
        }}
      />
      <Popconfirm
        title={t('categories.deleteLocal', { name: node.name })}
        okText={t('categories.delete')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onChange(removeCategory(tree, path))}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('categories.deleteNamed', { name: node.name })}
          onClick={(e) => e.stopPropagation()}
        />
      </Popconfirm>
    </Space>
  );

  const toData = (nodes: readonly CategoryNode[], parent: NodePath): TreeDataNode[] =>
    nodes.map((node, i) => {
      const path = [...parent, i];
      return { key: keyOf(path), title: title(node, path), children: toData(node.children ?? [], path) };
    });

  const onDrop: TreeProps['onDrop'] = (info) => {
    const from = pathOf(info.dragNode.key);
    const target = pathOf(info.node.key);
    const moved = moveCategory(tree, from, info.dropToGap ? target.slice(0, -1) : target);
    if (moved) onChange(moved);
  };

  const parentKeys: string[] = [];
  const collect = (nodes: readonly CategoryNode[], parent: NodePath) =>
    nodes.forEach((n, i) => {
      if (n.children?.length) {
        parentKeys.push(keyOf([...parent, i]));
        collect(n.children, [...parent, i]);
      }
    });
  collect(tree, []);

  const editingNode = editing?.kind === 'rename' ? nodeAt(tree, editing.path) : undefined;
  const editingParent = editing ? (editing.kind === 'add' ? editing.parent : editing.path.slice(0, -1)) : null;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Space.Compact>
          <Input
            value={rootName}
            onChange={(e) => {
              setRootName(e.target.value);
              setRootError(null);
            }}
            onPressEnter={addRoot}
            placeholder={t('categories.newName')}
            aria-label={t('categories.newName')}
            maxLength={100}
            status={rootError ? 'error' : undefined}
            style={{ width: 260 }}
            data-testid="category-add-input"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={addRoot} disabled={!rootName.trim()} data-testid="category-add">
            {t('categories.add')}
          </Button>
        </Space.Compact>
        <CategoryImportButton onImport={(imported) => onChange(mergeCategoryTrees(tree, imported))} />
      </Space>
      {rootError && <Typography.Text type="danger">{rootError}</Typography.Text>}
      {tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('categories.emptyLocal')} />
      ) : (
        <Tree
          blockNode
          draggable={{ icon: false }}
          selectable={false}
          expandedKeys={parentKeys.filter((k) => !collapsed.has(k))}
          onExpand={(keys) => setCollapsed(new Set(parentKeys.filter((k) => !keys.includes(k))))}
          treeData={toData(tree, [])}
          onDrop={onDrop}
          data-testid="category-tree"
        />
      )}
      <CategoryNameModal
        open={editing !== null}
        title={editing?.kind === 'rename' ? t('categories.renameTitle') : t('categories.addTitle')}
        initial={editingNode?.name ?? ''}
        isTaken={(name) =>
          siblingNameTaken(
            tree,
            editingParent,
            name,
            editing?.kind === 'rename' ? editing.path[editing.path.length - 1] : undefined,
          )
        }
        onCancel={() => setEditing(null)}
        onSubmit={(name) => {
          if (!editing) return;
          onChange(editing.kind === 'add' ? addCategory(tree, editing.parent, name) : renameCategory(tree, editing.path, name));
          setEditing(null);
        }}
      />
    </Space>
  );
}
