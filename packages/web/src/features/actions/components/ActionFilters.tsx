import { useEffect, useState } from 'react';
import { Checkbox, Flex, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { actionPriorities, actionStatuses, type ActionPriority, type ActionStatus } from '@sentio/domain';
import { useActionPeople, useActionTypes } from '../api/queries';
import type { ActionListState } from '../lib/listQuery';

export type FilterPatch = Partial<
  Pick<ActionListState, 'type' | 'status' | 'priority' | 'assignUsers' | 'search' | 'showCompleted'>
>;

/** Typing pauses this long before the search reaches the URL (and the server): one request per word, not per key. */
export const searchDebounceMs = 400;

const listOrUndefined = <T,>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined);

/** The search box: typed text is debounced into the URL; a changed URL (Back, a link) replaces what the box shows. */
function SearchBox({ value, onChange }: { value: string | undefined; onChange: (search: string | undefined) => void }) {
  const { t } = useTranslation('actions');
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value ?? '');
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return;
    const timer = setTimeout(() => onChange(trimmed || undefined), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input
      allowClear
      value={text}
      prefix={<SearchOutlined />}
      placeholder={t('filters.search')}
      aria-label={t('filters.search')}
      maxLength={200}
      onChange={(e) => setText(e.target.value)}
      style={{ width: 240 }}
      data-testid="action-filter-search"
    />
  );
}

/** Type, status, priority, responsible people, search and "show completed"; each change goes back to the first page. */
export function ActionFilters({ state, onChange }: { state: ActionListState; onChange: (patch: FilterPatch) => void }) {
  const { t } = useTranslation('actions');
  const types = useActionTypes();
  const people = useActionPeople();
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox value={state.search} onChange={(search) => onChange({ search })} />
      <Select<string[]>
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount={2}
        placeholder={t('filters.type')}
        aria-label={t('filters.type')}
        loading={types.isPending}
        value={state.type ?? []}
        options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        onChange={(type) => onChange({ type: listOrUndefined(type) })}
        style={{ minWidth: 180 }}
        popupMatchSelectWidth={false}
        data-testid="action-filter-type"
      />
      <Select<ActionStatus[]>
        mode="multiple"
        allowClear
        maxTagCount={2}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={state.status ?? []}
        options={actionStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(status) => onChange({ status: listOrUndefined(status) })}
        style={{ minWidth: 170 }}
        popupMatchSelectWidth={false}
        data-testid="action-filter-status"
      />
      <Select<ActionPriority[]>
        mode="multiple"
        allowClear
        maxTagCount={2}
        placeholder={t('filters.priority')}
        aria-label={t('filters.priority')}
        value={state.priority ?? []}
        options={actionPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
        onChange={(priority) => onChange({ priority: listOrUndefined(priority) })}
        style={{ minWidth: 170 }}
        popupMatchSelectWidth={false}
        data-testid="action-filter-priority"
      />
      <Select<string[]>
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount={2}
        placeholder={t('filters.assignee')}
        aria-label={t('filters.assignee')}
        loading={people.isPending}
        value={state.assignUsers ?? []}
        options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name || p.email }))}
        onChange={(assignUsers) => onChange({ assignUsers: listOrUndefined(assignUsers) })}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
        data-testid="action-filter-assignee"
      />
      <Checkbox
        checked={state.showCompleted}
        onChange={(e) => onChange({ showCompleted: e.target.checked })}
        data-testid="action-filter-completed"
      >
        {t('filters.showCompleted')}
      </Checkbox>
    </Flex>
  );
}
