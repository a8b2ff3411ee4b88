import { useState } from 'react';
import { Form, Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { searchQueryIssue } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import type { ProjectListQuery } from '../api/keys';
import { useProjectSortOptions, useProjectTags } from '../api/queries';
import { tagsOf } from '../lib/listQuery';

/**
 * The parent keys this by the URL's search, so a changed URL (Back, a link) resets the box.
 * Search (sent from 3 characters on; shorter shows SEARCH_TOO_SHORT), tags (all must match) and sort of the list. */
export function ProjectFilters({
  query,
  onChange,
}: {
  query: ProjectListQuery;
  onChange: (patch: Partial<ProjectListQuery>) => void;
}) {
  const { t } = useTranslation('projects');
  const tags = useProjectTags();
  const sorts = useProjectSortOptions();
  const [text, setText] = useState(query.search ?? '');
  const issue = searchQueryIssue(text);

  const apply = (value: string) => {
    const trimmed = value.trim();
    if (searchQueryIssue(trimmed) !== null) return;
    if (trimmed !== (query.search ?? '')) onChange(trimmed ? { search: trimmed } : { search: undefined });
  };

  return (
    <Space wrap align="start" style={{ marginBottom: 16 }}>
      <Form.Item
        style={{ marginBottom: 0 }}
        validateStatus={issue ? 'error' : undefined}
        help={issue ? <span data-testid="project-search-too-short">{messageText(t, issue.code)}</span> : undefined}
      >
        <Input
          allowClear
          value={text}
          prefix={<SearchOutlined />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') apply('');
          }}
          onPressEnter={() => apply(text)}
          style={{ width: 280 }}
          data-testid="project-search"
        />
      </Form.Item>
      <Select
        mode="multiple"
        allowClear
        value={tagsOf(query)}
        placeholder={t('list.tags')}
        aria-label={t('list.tags')}
        style={{ minWidth: 220 }}
        loading={tags.isPending}
        options={(tags.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
        onChange={(value: string[]) => onChange({ tags: value.length ? value.join(',') : undefined })}
        data-testid="project-tag-filter"
      />
      <Select
        value={query.sort ?? 'UPDATED_DESC'}
        aria-label={t('list.sort')}
        style={{ minWidth: 200 }}
        loading={sorts.isPending}
        options={(sorts.data ?? []).map((o) => ({ value: o.value, label: t(`sorts.${o.value}`, { defaultValue: o.label }) }))}
        onChange={(sort: ProjectListQuery['sort']) => onChange({ sort })}
        data-testid="project-sort"
      />
    </Space>
  );
}
