import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Badge,
  Button,
  Dropdown,
  Empty,
  Input,
  Space,
  Tag,
  Tooltip,
  Tree,
  Typography,
  type TreeDataNode,
  type TreeProps,
} from 'antd';
import { DownloadOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ModelCategory, ModelDetail } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useCreateCategory, useDeleteCategory, useImportCategories, useUpdateCategory } from '../api/mutations';
import {
  categoryTreeToCsv,
  categoryTreeToJson,
  countCategories,
  namesWithSeparator,
  toCategoryNodes,
} from '../lib/categoryFormats';
import { canMoveTo, indexCategories, nameTakenUnder, subtreeDocuments, subtreeIds } from '../lib/categoryIndex';
import { downloadText } from '../lib/download';
import { CategoryEditModal } from './CategoryEditModal';
import { CategoryImportButton } from './CategoryImportButton';
import { CategoryNameModal } from './CategoryNameModal';
import { MoveCategoryModal } from './MoveCategoryModal';

/**
 * The server-side category tree of a category model: add (root or child), rename and aliases, move by drag or
 * "move to", delete with confirmation (labels on documents go with it), CSV/JSON import (merged by path) and export.
 */
export function CategoryTreeEditor({ model, tree, readOnly }: { model: ModelDetail; tree: ModelCategory[]; readOnly: boolean }) {
  const { t } = useTranslation('models');
  const { modal } = App.useApp();
  const index = useMemo(() => indexCategories(tree), [tree]);
  const create = useCreateCategory(model.id);
  const update = useUpdateCategory(model.id);
  const remove = useDeleteCategory(model.id);
  const importTree = useImportCategories(model.id);
  const [rootName, setRootName] = useState('');
  const [addUnder, setAddUnder] = useState<ModelCategory | null>(null);
  const [editing, setEditing] = useState<ModelCategory | null>(null);
  const [moving, setMoving] = useState<ModelCategory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const fail = (e: unknown) => {
    const api = apiErrorOf(e);
    if (api && (api.status === 400 || api.status === 409)) setError(apiErrorText(t, api));
  };
  const addRoot = () => {
    const name = rootName.trim();
    if (!name) return;
    if (nameTakenUnder(tree, index, null, name)) return setError(t('categories.duplicate', { name }));
    create.mutate({ name, parentId: null }, { onSuccess: () => setRootName(''), onError: fail });
  };
  const move = (category: ModelCategory, parentId: string | null) => {
    if (!canMoveTo(tree, index, category, parentId)) return setError(t('categories.moveRefused', { name: category.name }));
    update.mutate({ categoryId: category.id, parentId }, { onSuccess: () => setMoving(null), onError: fail });
  };
  const confirmDelete = (category: ModelCategory) => {
    const documents = subtreeDocuments(category);
    const below = subtreeIds(category).size - 1;
    void modal.confirm({
      title: t('categories.deleteTitle', { name: category.name }),
      content: [
        below > 0 ? t('categories.deleteChildren', { count: below }) : null,
        documents > 0 ? t('categories.deleteDocuments', { count: documents }) : null,
      ]
        .filter(Boolean)
        .join(' '),
      okText: t('categories.delete'),
      okButtonProps: { danger: true, 'data-testid': 'category-delete-confirm' },
      cancelText: t('actions.cancel'),
      onOk: () => remove.mutateAsync(category.id).catch(fail),
    });
  };
  const exportAs = (kind: 'csv' | 'json') => {
    const nodes = toCategoryNodes(tree);
    if (kind === 'csv') {
      const split = namesWithSeparator(nodes);
      if (split.length > 0)
        notices.warning({ title: t('categories.csvSeparatorWarning', { names: split.slice(0, 3).join(', ') }) });
      downloadText(`${model.code}-categories.csv`, categoryTreeToCsv(nodes), 'text/csv');
    } else downloadText(`${model.code}-categories.json`, categoryTreeToJson(nodes), 'application/json');
  };

  const title = (c: ModelCategory) => (
    <Space size={6} data-testid={`category-node-${c.name}`} data-category-id={c.id}>
      <Typography.Text>{c.name}</Typography.Text>
      {c.aliases.en && <Tag variant="filled">EN: {c.aliases.en}</Tag>}
      {c.aliases.tr && <Tag variant="filled">TR: {c.aliases.tr}</Tag>}
      <Tooltip title={t('categories.documents', { count: c.documentCount })}>
        <Badge count={c.documentCount} showZero color="#d9d9d9" style={{ color: 'rgba(0,0,0,0.65)' }} overflowCount={99999} />
      </Tooltip>
      {!readOnly && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'add', label: t('categories.addChild', { name: c.name }) },
              { key: 'edit', label: t('categories.editTitle') },
              { key: 'move', label: t('categories.move') },
              { type: 'divider' },
              { key: 'delete', label: t('categories.delete'), danger: true },
            ],
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              if (key === 'add') setAddUnder(c);
              if (key === 'edit') setEditing(c);
              if (key === 'move') setMoving(c);
              if (key === 'delete') confirmDelete(c);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('categories.actions', { name: c.name })}
            data-testid={`category-actions-${c.name}`}
            onClick={(e) => e.stopPropagation()}
          />
        </Dropdown>
      )}
    </Space>
  );
  const toData = (nodes: readonly ModelCategory[]): TreeDataNode[] =>
    nodes.map((c) => ({ key: c.id, title: title(c), children: toData(c.children) }));
  const parentKeys = index.all.filter((c) => c.children.length > 0).map((c) => c.id);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = index.byId.get(String(info.dragNode.key));
    const target = index.byId.get(String(info.node.key));
    if (!dragged || !target) return;
    // Dropping between nodes means "next to": the target's parent; on a node means "inside".
    move(dragged, info.dropToGap ? target.parentId : target.id);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        {!readOnly && (
          <Space.Compact>
            <Input
              value={rootName}
              onChange={(e) => {
                setRootName(e.target.value);
                setError(null);
              }}
              onPressEnter={addRoot}
              placeholder={t('categories.newName')}
              aria-label={t('categories.newName')}
              maxLength={100}
              style={{ width: 260 }}
              data-testid="category-add-input"
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={addRoot}
              loading={create.isPending && addUnder === null}
              disabled={!rootName.trim()}
              data-testid="category-add"
            >
              {t('categories.add')}
            </Button>
          </Space.Compact>
        )}
        {!readOnly && (
          <CategoryImportButton
            loading={importTree.isPending}
            onImport={(nodes) =>
              importTree
                .mutateAsync(nodes)
                .then((result) =>
                  notices.success({ title: t('categories.imported', { count: countCategories(toCategoryNodes(result)) }) }),
                )
            }
          />
        )}
        <Button
          icon={<DownloadOutlined />}
          disabled={tree.length === 0}
          onClick={() => exportAs('csv')}
          data-testid="category-export-csv"
        >
          {t('categories.exportCsv')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          disabled={tree.length === 0}
          onClick={() => exportAs('json')}
          data-testid="category-export-json"
        >
          {t('categories.exportJson')}
        </Button>
        <Typography.Text type="secondary">{t('categories.count', { count: index.all.length })}</Typography.Text>
      </Space>
      {error && (
        <Alert type="error" showIcon closable={{ onClose: () => setError(null) }} title={error} data-testid="category-error" />
      )}
      {tree.length === 0 ? (
        <Empty description={t('categories.empty')} data-testid="category-empty" />
      ) : (
        <Tree
          blockNode
          draggable={readOnly ? false : { icon: false }}
          selectable={false}
          expandedKeys={parentKeys.filter((k) => !collapsed.has(k))}
          onExpand={(keys) => setCollapsed(new Set(parentKeys.filter((k) => !keys.includes(k))))}
          treeData={toData(tree)}
          onDrop={onDrop}
          data-testid="category-tree"
        />
      )}
      <CategoryNameModal
        open={addUnder !== null}
        title={t('categories.addChild', { name: addUnder?.name ?? '' })}
        loading={create.isPending}
        isTaken={(name) => nameTakenUnder(tree, index, addUnder?.id ?? null, name)}
        onCancel={() => setAddUnder(null)}
        onSubmit={(name) =>
          addUnder && create.mutate({ name, parentId: addUnder.id }, { onSuccess: () => setAddUnder(null), onError: fail })
        }
      />
      <CategoryEditModal
        category={editing}
        saving={update.isPending}
        isTaken={(name) => (editing ? nameTakenUnder(tree, index, editing.parentId, name, editing.id) : false)}
        onSave={(change) => update.mutateAsync(change)}
        onClose={() => setEditing(null)}
      />
      <MoveCategoryModal
        category={moving}
        tree={tree}
        index={index}
        saving={update.isPending}
        onMove={(parentId) => moving && move(moving, parentId)}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}
