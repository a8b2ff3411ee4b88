import { useMemo } from 'react';
import { Flex, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerListQuery } from '@sentio/domain';
import { useLabelName } from '../../../shared/names/labels';
import { useCategoryTree } from '../../project-data';
import { useAnalysisOptions } from '../api/queries';

type Patch = Partial<Pick<CustomerListQuery, 'q' | 'segment' | 'pt' | 'pc'>>;

/** The categories of one analysis (every model), for `pc`: a model is a heading, its categories are picked. */
function CategorySelect({ code, value, onChange }: { code: string; value: string | undefined; onChange: (pc?: string) => void }) {
  const { t } = useTranslation('customers');
  const labelName = useLabelName();
  const tree = useCategoryTree(code);
  const treeData = useMemo(
    () =>
      (tree.data ?? []).flatMap((model) => [
        { id: `model:${model.modelCode}`, pId: 0, value: `model:${model.modelCode}`, title: model.modelName, selectable: false },
        ...model.categories.map((c) => ({
          id: `c-${model.modelCode}:${c.id}`,
          pId: c.parentId ? `c-${model.modelCode}:${c.parentId}` : `model:${model.modelCode}`,
          value: c.id,
          title: labelName(c.name),
        })),
      ]),
    [tree.data, labelName],
  );
  return (
    <TreeSelect
      data-testid="customer-filter-category"
      aria-label={t('filters.category')}
      placeholder={t('filters.category')}
      loading={tree.isLoading}
      treeData={treeData}
      treeDataSimpleMode
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
      value={value}
      onChange={(next?: string) => onChange(next || undefined)}
      style={{ minWidth: 220 }}
      popupMatchSelectWidth={false}
    />
  );
}

/** Search, segment, analysis and (with an analysis) category: each change goes back to the first page. */
export function CustomerFilters({
  query,
  segments,
  onChange,
}: {
  query: CustomerListQuery;
  segments: string[];
  onChange: (patch: Patch) => void;
}) {
  const { t } = useTranslation('customers');
  const analyses = useAnalysisOptions();
  // A segment chosen from a link stays selectable even when the current page's answer does not list it.
  const segmentOptions = [...new Set([...(query.segment ? [query.segment] : []), ...segments])];
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        key={query.q ?? ''}
        data-testid="customer-search"
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        defaultValue={query.q}
        allowClear
        maxLength={200}
        onSearch={(q) => onChange({ q: q.trim() || undefined })}
        style={{ width: 260 }}
      />
      <Select<string>
        data-testid="customer-filter-segment"
        aria-label={t('filters.segment')}
        placeholder={t('filters.segment')}
        allowClear
        showSearch
        value={query.segment}
        onChange={(segment?: string) => onChange({ segment: segment || undefined })}
        options={segmentOptions.map((s) => ({ value: s, label: s }))}
        style={{ minWidth: 180 }}
      />
      <Select<string>
        data-testid="customer-filter-analysis"
        aria-label={t('filters.analysis')}
        placeholder={t('filters.analysis')}
        allowClear
        showSearch
        optionFilterProp="label"
        loading={analyses.isLoading}
        value={query.pt}
        onChange={(pt?: string) => onChange({ pt: pt || undefined, pc: undefined })}
        options={(analyses.data?.content ?? []).map((p) => ({ value: p.code, label: p.name }))}
        style={{ minWidth: 220 }}
        popupMatchSelectWidth={false}
      />
      {query.pt && <CategorySelect code={query.pt} value={query.pc} onChange={(pc) => onChange({ pc })} />}
    </Flex>
  );
}
