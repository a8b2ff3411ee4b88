import { useState } from 'react';
import { Button, Card, DatePicker, Flex, InputNumber, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  applySidebar,
  type AttributeType,
  type FieldQuery,
  type FieldValue,
  type FilterState,
  type SearchRequest,
} from '@sentio/domain';
import { useFields, useFieldValues } from '../api/queries';
import { fromPicker } from '../lib/dates';
import { upsertFieldQuery } from '../lib/filters';

/** Operands offered per attribute type (contract: fieldOperands). */
export const operandsByType: Readonly<Record<AttributeType, readonly string[]>> = {
  TEXT: ['IN', 'NOT_IN', 'CONTAINS', 'EXISTS'],
  MULTI_TEXT: ['IN', 'NOT_IN', 'CONTAINS', 'EXISTS'],
  NUMERIC: ['RANGE', 'BETWEEN', 'EXISTS'],
  MULTI_NUMERIC: ['RANGE', 'BETWEEN', 'EXISTS'],
  DATE: ['RANGE', 'EXISTS'],
};

interface Draft {
  values: string[];
  min: number | null;
  max: number | null;
  dates: [Dayjs, Dayjs] | null;
}
const emptyDraft: Draft = { values: [], min: null, max: null, dates: null };

/**
 * The field query a draft makes, or null while incomplete. Numeric ranges use GTE/LTE bounds; BETWEEN sends the
 * two integers as values; a date range is a RANGE over epoch milliseconds (our reading); EXISTS sends `*`.
 */
export function draftQuery(fieldName: string, operand: string, draft: Draft, timeZone: string): FieldQuery | null {
  if (operand === 'EXISTS') return { fieldName, operand, values: [{ key: '*' }] };
  if (operand === 'BETWEEN') {
    if (draft.min === null || draft.max === null) return null;
    return { fieldName, operand, values: [{ key: String(Math.round(draft.min)) }, { key: String(Math.round(draft.max)) }] };
  }
  if (operand === 'RANGE') {
    const bounds: FieldValue[] = [];
    const min = draft.dates ? fromPicker(draft.dates[0], timeZone, false).getTime() : draft.min;
    const max = draft.dates ? fromPicker(draft.dates[1], timeZone, true).getTime() : draft.max;
    if (min !== null) bounds.push({ key: 'GTE', minValue: min });
    if (max !== null) bounds.push({ key: 'LTE', maxValue: max });
    return bounds.length > 0 ? { fieldName, operand, values: bounds } : null;
  }
  return draft.values.length > 0 ? { fieldName, operand, values: draft.values.map((key) => ({ key })) } : null;
}

interface Props {
  code: string;
  state: FilterState;
  timeZone: string;
  /** The tab's current search: the suggestions' counts are under its filters. */
  search?: SearchRequest;
  onChange: (next: FilterState) => void;
}

/** Attribute → operand (by type) → values, with suggestions from the attribute's stored values. */
export function AttributeFilter({ code, state, timeZone, search, onChange }: Props) {
  const { t } = useTranslation('projectData');
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<string | null>(null);
  const [operand, setOperand] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const fields = useFields(code);
  const type = fields.data?.find((f) => f.code === field)?.type ?? null;
  const textual = type === 'TEXT' || type === 'MULTI_TEXT';
  const suggestions = useFieldValues(code, open && textual ? field : null, text, search);
  const query = field && operand ? draftQuery(field, operand, draft, timeZone) : null;

  const reset = () => {
    setField(null);
    setOperand(null);
    setText('');
    setDraft(emptyDraft);
  };
  const apply = () => {
    if (!query) return;
    onChange(applySidebar(state, { fieldQueries: upsertFieldQuery(state.fieldQueries, query) }));
    reset();
    setOpen(false);
  };

  if (!open)
    return (
      <Button data-testid="attribute-filter-add" icon={<PlusOutlined />} block onClick={() => setOpen(true)}>
        {t('attribute.add')}
      </Button>
    );

  return (
    <Card size="small" title={t('attribute.title')}>
      <Flex vertical gap={8}>
        <Select
          data-testid="attribute-filter-field"
          aria-label={t('attribute.field')}
          placeholder={t('attribute.field')}
          loading={fields.isLoading}
          value={field ?? undefined}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: string) => {
            const nextType = fields.data?.find((f) => f.code === value)?.type;
            setField(value);
            setOperand(nextType ? (operandsByType[nextType][0] ?? null) : null);
            setDraft(emptyDraft);
          }}
          options={(fields.data ?? []).map((f) => ({ value: f.code, label: f.name }))}
        />
        {type && (
          <Select
            data-testid="attribute-filter-operand"
            aria-label={t('attribute.operand')}
            value={operand ?? undefined}
            onChange={(value: string) => {
              setOperand(value);
              setDraft(emptyDraft);
            }}
            options={operandsByType[type].map((o) => ({ value: o, label: t(`operand.${o}`) }))}
          />
        )}
        {type && operand && operand !== 'EXISTS' && textual && (
          <Select
            data-testid="attribute-filter-value"
            aria-label={t('attribute.values')}
            placeholder={t('attribute.values')}
            mode={operand === 'CONTAINS' ? 'tags' : 'multiple'}
            value={draft.values}
            showSearch={{ filterOption: false, onSearch: setText }}
            loading={suggestions.isFetching}
            onChange={(values: string[]) => setDraft({ ...draft, values })}
            onPopupScroll={(e) => {
              const list = e.currentTarget;
              const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
              if (nearEnd && suggestions.hasNextPage && !suggestions.isFetchingNextPage) void suggestions.fetchNextPage();
            }}
            options={(suggestions.data?.pages ?? []).flatMap((page) =>
              page.values.map((v) => ({ value: v.value, label: `${v.value} (${v.count})` })),
            )}
          />
        )}
        {type && operand && operand !== 'EXISTS' && (type === 'NUMERIC' || type === 'MULTI_NUMERIC') && (
          <Flex gap={6} data-testid="attribute-filter-value">
            <InputNumber
              data-testid="attribute-filter-min"
              aria-label={t('attribute.min')}
              placeholder={t('attribute.min')}
              value={draft.min}
              onChange={(min) => setDraft({ ...draft, min: typeof min === 'number' ? min : null })}
            />
            <InputNumber
              data-testid="attribute-filter-max"
              aria-label={t('attribute.max')}
              placeholder={t('attribute.max')}
              value={draft.max}
              onChange={(max) => setDraft({ ...draft, max: typeof max === 'number' ? max : null })}
            />
          </Flex>
        )}
        {type === 'DATE' && operand === 'RANGE' && (
          <span data-testid="attribute-filter-value">
            <DatePicker.RangePicker
              value={draft.dates}
              onChange={(values) => {
                const [start, end] = values ?? [];
                setDraft({ ...draft, dates: start && end ? [start, end] : null });
              }}
            />
          </span>
        )}
        <Flex gap={8} justify="flex-end">
          <Button
            onClick={() => {
              reset();
              setOpen(false);
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button type="primary" data-testid="attribute-filter-apply" disabled={!query} onClick={apply}>
            {t('attribute.apply')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
