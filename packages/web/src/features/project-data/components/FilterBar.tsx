import { useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { domainConstants, resetFilters, setQuery, setSort, type FilterState } from '@sentio/domain';
import { QuickFilters } from '../../project-views';
import { useSortOptions } from '../api/queries';
import { DateFilter } from './DateFilter';

interface Props {
  state: FilterState;
  timeZone: string;
  onChange: (next: FilterState) => void;
  extra?: React.ReactNode;
}

const tooShort = (text: string) => {
  const length = [...text.trim()].length;
  return length > 0 && length < domainConstants.searchMinLength;
};

/** Query, dates, sort and reset. A query of one or two characters is refused here, before any request. */
export function FilterBar({ state, timeZone, onChange, extra }: Props) {
  const { t } = useTranslation('projectData');
  const [text, setText] = useState(state.query);
  const [error, setError] = useState(false);
  const sorts = useSortOptions();
  // The URL is the truth: Back, reset or a pasted link change the query under the input.
  const [shownQuery, setShownQuery] = useState(state.query);
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    setText(state.query);
  }

  const submit = (value: string) => {
    if (tooShort(value)) {
      setError(true);
      return;
    }
    setError(false);
    if (value.trim() !== state.query) onChange(setQuery(state, value.trim()));
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="flex-start">
        <Flex vertical style={{ minWidth: 260, flex: 1 }}>
          <Input.Search
            data-testid="data-search-input"
            aria-label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            allowClear
            value={text}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error && !tooShort(e.target.value)) setError(false);
            }}
            onSearch={submit}
          />
          {error && (
            <Typography.Text type="danger" data-testid="search-too-short">
              {t('errors:codes.SEARCH_TOO_SHORT')}
            </Typography.Text>
          )}
        </Flex>
        <Select
          data-testid="sort-select"
          aria-label={t('filters.sort')}
          style={{ minWidth: 190 }}
          allowClear
          placeholder={t('filters.sort')}
          loading={sorts.isLoading}
          value={state.sort ?? undefined}
          onChange={(value: string | undefined) => onChange(setSort(state, value ?? null))}
          options={(sorts.data ?? []).map((o) => ({ value: o.value, label: t(`sort.${o.value}`, { defaultValue: o.label }) }))}
        />
        <Button data-testid="reset-filters" icon={<ReloadOutlined />} onClick={() => onChange(resetFilters(state))}>
          {t('filters.reset')}
        </Button>
        <QuickFilters />
        {extra}
      </Flex>
      <DateFilter state={state} timeZone={timeZone} onChange={onChange} />
    </Flex>
  );
}
