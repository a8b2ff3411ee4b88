import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, setQuery, type FilterState } from '@sentio/domain';
import { fieldValueText, removeCategory, removeFieldQuery } from '../lib/filters';
import { useLabelName } from '../../../shared/names/labels';
import { useValueLabel } from './labels';

interface Chip {
  testId: string;
  label: string;
  remove: (state: FilterState) => FilterState;
}

/** Every active filter as a removable chip; names of categories come from the URL's `cqn_` parameters. */
export function FilterChips({ state, onChange }: { state: FilterState; onChange: (next: FilterState) => void }) {
  const { t } = useTranslation('projectData');
  const valueLabel = useValueLabel();
  const labelName = useLabelName();
  const chips: Chip[] = [];
  if (state.query !== '')
    chips.push({ testId: 'filter-chip-query', label: `${t('filters.search')}: ${state.query}`, remove: (s) => setQuery(s, '') });
  for (const query of state.categoryQueries)
    for (const id of query.ids) {
      const sentiment = id.sentiment ? ` · ${t(`sentiment.${id.sentiment}`, { defaultValue: id.sentiment })}` : '';
      const operand = query.operand === 'IN' ? '' : `${t(`categoryOperand.${query.operand}`, { defaultValue: query.operand })}: `;
      chips.push({
        testId: `filter-chip-category-${query.fieldName}-${id.dynamic ? `DYN_${id.code ?? ''}~` : ''}${id._id}`,
        label: `${operand}${labelName(id.name)}${sentiment}`,
        remove: (s) => applySidebar(s, { categoryQueries: removeCategory(s.categoryQueries, query.fieldName, id) }),
      });
    }
  for (const query of state.fieldQueries) {
    const operand = query.operand === 'IN' ? '' : ` ${t(`operand.${query.operand}`, { defaultValue: query.operand })}`;
    const values = query.operand === 'EXISTS' ? '' : `: ${query.values.map((v) => valueLabel(query.fieldName, fieldValueText(v))).join(', ')}`;
    chips.push({
      testId: `filter-chip-field-${query.fieldName}-${query.operand}`,
      label: `${t(`fieldName.${query.fieldName}`, { defaultValue: query.fieldName })}${operand}${values}`,
      remove: (s) => applySidebar(s, { fieldQueries: removeFieldQuery(s.fieldQueries, query) }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <Flex gap={4} wrap data-testid="filter-chips">
      {chips.map((chip) => (
        <Tag
          key={chip.testId}
          data-testid={chip.testId}
          closable
          closeIcon={<span aria-label={t('filters.removeChip', { name: chip.label })}>×</span>}
          onClose={(e) => {
            e.preventDefault();
            onChange(chip.remove(state));
          }}
        >
          {chip.label}
        </Tag>
      ))}
    </Flex>
  );
}
