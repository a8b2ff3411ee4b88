import { Card, Checkbox, Empty, Flex, Segmented, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, sentimentLabels, type FilterState, type SearchResponse } from '@sentio/domain';
import { VirtualCategoryFilters } from '../../project-views';
import { useCategoryTree } from '../api/queries';
import { categoryCounter } from '../lib/counts';
import { categoryQueryOf, setCategoryOperand, setCategorySentiment, toggleCategory } from '../lib/filters';
import { formatCount } from '../../../shared/format';
import { useLabelName } from '../../../shared/names/labels';

interface Props {
  code: string;
  state: FilterState;
  counts: SearchResponse['modelCategoryCounts'] | undefined;
  onChange: (next: FilterState) => void;
}

const operands = ['IN', 'NOT_IN', 'ALL'] as const;

/** Category trees of the analysis's models: a checked category filters on it (any / none / all of the checked ones). */
export function CategoryFilters({ code, state, counts, onChange }: Props) {
  const { t } = useTranslation('projectData');
  const labelName = useLabelName();
  const tree = useCategoryTree(code);
  if (tree.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const models = (tree.data ?? []).filter((m) => m.categories.length > 0);
  const virtual = <VirtualCategoryFilters code={code} state={state} counts={counts} onChange={onChange} />;
  if (models.length === 0)
    return (
      <Flex vertical gap={8}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sidebar.noCategories')} />
        {virtual}
      </Flex>
    );

  const apply = (categoryQueries: FilterState['categoryQueries']) => onChange(applySidebar(state, { categoryQueries }));

  return (
    <Flex vertical gap={8}>
      {models.map((model) => {
        const query = categoryQueryOf(state.categoryQueries, model.modelCode);
        // Counts under the current filters (zero when absent), never the tree's unfiltered totals; none while loading.
        const countOf = categoryCounter(counts, model.modelCode);
        const depth = new Map<string, number>();
        for (const c of model.categories) depth.set(c.id, c.parentId ? (depth.get(c.parentId) ?? 0) + 1 : 0);
        // Documents carry leaves: a parent has no count of its own (selecting it covers its leaves), so none is shown.
        const parents = new Set(model.categories.flatMap((c) => (c.parentId ? [c.parentId] : [])));
        return (
          <Card
            key={model.modelCode}
            size="small"
            title={model.modelName}
            data-testid={`category-model-${model.modelCode}`}
            extra={
              query && (
                <Segmented
                  size="small"
                  data-testid={`category-operand-${model.modelCode}`}
                  value={query.operand}
                  onChange={(operand) => apply(setCategoryOperand(state.categoryQueries, model.modelCode, String(operand)))}
                  options={operands.map((o) => ({ value: o, label: t(`categoryOperand.${o}`) }))}
                />
              )
            }
          >
            <Flex vertical gap={2}>
              {model.categories.map((category) => {
                const selected = query?.ids.find((c) => c._id === category.id && !c.dynamic);
                return (
                  <Flex key={category.id} gap={6} align="center" style={{ paddingInlineStart: (depth.get(category.id) ?? 0) * 16 }}>
                    <Checkbox
                      data-testid={`category-filter-${model.modelCode}-${category.id}`}
                      checked={selected !== undefined}
                      onChange={(e) =>
                        apply(toggleCategory(state.categoryQueries, model.modelCode, { id: category.id, name: category.name }, e.target.checked))
                      }
                    >
                      {labelName(category.name)}
                    </Checkbox>
                    {!parents.has(category.id) && countOf && (
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        data-testid={`category-count-${model.modelCode}-${category.id}`}
                      >
                        {formatCount(countOf(category.id))}
                      </Typography.Text>
                    )}
                    {selected && model.senseType === 'CATEGORY' && (
                      <Select
                        size="small"
                        data-testid={`category-sentiment-${model.modelCode}-${category.id}`}
                        aria-label={t('sidebar.sentiment')}
                        style={{ minWidth: 110, marginInlineStart: 'auto' }}
                        value={selected.sentiment ?? ''}
                        onChange={(value: string) =>
                          apply(setCategorySentiment(state.categoryQueries, model.modelCode, category.id, value === '' ? null : value))
                        }
                        options={[
                          { value: '', label: t('sidebar.anySentiment') },
                          ...sentimentLabels.map((s) => ({ value: s, label: t(`sentiment.${s}`) })),
                        ]}
                      />
                    )}
                  </Flex>
                );
              })}
            </Flex>
          </Card>
        );
      })}
      {virtual}
    </Flex>
  );
}
