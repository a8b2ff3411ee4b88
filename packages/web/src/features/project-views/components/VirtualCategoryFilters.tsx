import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { applySidebar, type FilterState, type SearchResponse, type VirtualCategory } from '@sentio/domain';
import { useDeleteVirtualCategory } from '../api/mutations';
import { useVirtualCategories } from '../api/queries';
import { useViewAccess } from '../lib/access';
import { isEmptyFilter, isVirtualSelected, toggleVirtual, virtualFieldName, virtualFilterOf } from '../lib/virtual';
import { VirtualCategoryModal } from './VirtualCategoryModal';

interface Props {
  code: string;
  state: FilterState;
  counts: SearchResponse['modelCategoryCounts'] | undefined;
  onChange: (next: FilterState) => void;
}

type Editing = { category?: VirtualCategory } | null;

/** Virtual categories in the sidebar: they filter and count like categories; managers save the current filters as one. */
export function VirtualCategoryFilters({ code, state, counts, onChange }: Props) {
  const { t } = useTranslation('projectViews');
  const list = useVirtualCategories(code);
  const remove = useDeleteVirtualCategory(code);
  const { manage } = useViewAccess();
  const [editing, setEditing] = useState<Editing>(null);
  const categories = list.data ?? [];
  if (!manage && categories.length === 0) return null;

  const countOf = new Map(counts?.find((c) => c.modelCode === virtualFieldName)?.counts.map((c) => [c.categoryId, c.count]));
  const filter = virtualFilterOf(state);
  const toggle = (c: VirtualCategory, checked: boolean) =>
    onChange(applySidebar(state, { categoryQueries: toggleVirtual(state.categoryQueries, { id: c.id, name: c.name }, checked) }));

  return (
    <Card size="small" title={t('virtual.title')} data-testid="virtual-categories" loading={list.isLoading}>
      <Flex vertical gap={2}>
        {list.isError && <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>}
        {list.isSuccess && categories.length === 0 && <Typography.Text type="secondary">{t('virtual.none')}</Typography.Text>}
        {categories.map((c) => (
          <Flex key={c.id} gap={6} align="center">
            <Checkbox
              data-testid={`virtual-category-filter-${c.id}`}
              checked={isVirtualSelected(state.categoryQueries, c.id)}
              onChange={(e) => toggle(c, e.target.checked)}
            >
              <span
                style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: c.color, marginInlineEnd: 6 }}
              />
              {c.name}
            </Checkbox>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`virtual-category-count-${c.id}`}>
              {countOf.get(c.id) ?? (counts ? 0 : '')}
            </Typography.Text>
            {manage && (
              <Flex gap={2} style={{ marginInlineStart: 'auto' }}>
                <Button
                  type="text"
                  size="small"
                  aria-label={t('virtual.edit')}
                  data-testid={`virtual-category-edit-${c.id}`}
                  icon={<EditOutlined />}
                  onClick={() => setEditing({ category: c })}
                />
                <Popconfirm
                  title={t('virtual.deleteConfirm', { name: c.name })}
                  okText={t('delete')}
                  okButtonProps={{ danger: true, 'data-testid': 'virtual-category-delete-confirm' }}
                  onConfirm={() => {
                    // A deleted category cannot stay in the filter: the search would answer VIRTUAL_CATEGORY_NOT_FOUND.
                    if (isVirtualSelected(state.categoryQueries, c.id)) toggle(c, false);
                    remove.mutate(c.id);
                  }}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    aria-label={t('delete')}
                    data-testid={`virtual-category-delete-${c.id}`}
                    icon={<DeleteOutlined />}
                  />
                </Popconfirm>
              </Flex>
            )}
          </Flex>
        ))}
        {manage && (
          <Tooltip title={isEmptyFilter(filter) ? t('virtual.needsFilter') : undefined}>
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              style={{ marginTop: 6 }}
              disabled={isEmptyFilter(filter)}
              data-testid="virtual-category-save"
              onClick={() => setEditing({})}
            >
              {t('virtual.save')}
            </Button>
          </Tooltip>
        )}
      </Flex>
      {editing && (
        <VirtualCategoryModal code={code} category={editing.category} filter={filter} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
