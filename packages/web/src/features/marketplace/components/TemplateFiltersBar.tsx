import { Button, Input, Segmented, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateSorts } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import { useListSearch } from '../../../shared/forms/useListSearch';
import { useTemplateTags } from '../api/queries';
import { hasFilters, kindFilters, templateLanguages, type ListFrame, type TemplateFilters } from '../lib/filters';

export interface TemplateFiltersBarProps {
  filters: TemplateFilters;
  frame: ListFrame;
  onChange: (patch: Partial<TemplateFilters>) => void;
  onReset: () => void;
}

/** Kind (marketplace) or scope (template pages), search, tags, language and sort of a template list. */
export function TemplateFiltersBar({ filters, frame, onChange, onReset }: TemplateFiltersBarProps) {
  const { t } = useTranslation('marketplace');
  const tags = useTemplateTags();
  const { inputProps, tooShort } = useListSearch(filters.search, (search) => onChange({ search }));

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%', marginBottom: 16 }}>
      <Space wrap>
        {!frame.kind && (
          <Segmented
            value={filters.kind}
            onChange={(kind) => onChange({ kind })}
            options={kindFilters.map((k) => ({ value: k, label: <span data-testid={`kind-${k}`}>{t(`kindFilter.${k}`)}</span> }))}
            data-testid="kind-filter"
          />
        )}
        {!frame.scope && (
          <Segmented
            value={filters.scope}
            onChange={(scope) => onChange({ scope })}
            options={(['ALL', 'WORKSPACE'] as const).map((s) => ({
              value: s,
              label: <span data-testid={`scope-${s}`}>{t(`scope.${s}`)}</span>,
            }))}
            data-testid="scope-filter"
          />
        )}
      </Space>
      <Space wrap>
        <Input.Search
          allowClear
          {...inputProps}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          style={{ width: 260 }}
          data-testid="template-search"
        />
        <Select
          mode="multiple"
          allowClear
          value={filters.tags}
          onChange={(next: string[]) => onChange({ tags: next })}
          placeholder={t('filters.tags')}
          aria-label={t('filters.tags')}
          style={{ minWidth: 200 }}
          options={(tags.data ?? []).map((tag) => ({ value: tag.tag, label: `${tag.tag} (${tag.count})` }))}
          data-testid="template-filter-tags"
        />
        <Select
          allowClear
          value={filters.language}
          onChange={(language) => onChange({ language })}
          placeholder={t('filters.language')}
          aria-label={t('filters.language')}
          style={{ width: 140 }}
          options={templateLanguages.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
          data-testid="template-filter-language"
        />
        <Select
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          aria-label={t('filters.sort')}
          prefix={t('filters.sort')}
          style={{ width: 220 }}
          options={templateSorts.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          data-testid="template-sort"
        />
        {hasFilters(filters) && (
          <Button onClick={onReset} data-testid="template-filters-reset">
            {t('filters.reset')}
          </Button>
        )}
      </Space>
      {tooShort && (
        <Typography.Text type="warning" data-testid="template-search-hint">
          {messageText(t, 'SEARCH_TOO_SHORT')}
        </Typography.Text>
      )}
    </Space>
  );
}
