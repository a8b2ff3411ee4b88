import { Flex, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, entityTypeOfField, setQuery, setRootCauseFilter, type FilterState } from '@sentio/domain';
import { useProjectTopics, useRootCauses } from '../api/queries';
import { fieldValueText, removeCategory, removeFieldQuery } from '../lib/filters';
import { rootCauseName, rrIdParts } from '../lib/rootCauses';
import { useLabelName } from '../../../shared/names/labels';
import { useJourneyChip } from '../../customer-journeys';
import { useNotificationChip } from '../../notification-definitions';
import { useValueLabel } from './labels';

interface Chip {
  testId: string;
  label: string;
  remove: (state: FilterState) => FilterState;
}

/**
 * The names of the root cause and topic filters: a root cause's from the URL (`id|label`) or, for a bare id, from the
 * analysis's root causes (alias in the interface language); a topic's label from its topics. The id while unknown.
 */
function useRootCauseNames(code: string, state: FilterState): { rootCause: string | null; topic: string | null } {
  const { i18n } = useTranslation('projectData');
  const rr = state.rrId ? rrIdParts(state.rrId) : null;
  const rootCauses = useRootCauses(code, rr !== null && rr.label === null);
  const topics = useProjectTopics(code, (state.topic ?? '') !== '');
  const found = rr && rr.label === null ? rootCauses.data?.find((r) => r.id === rr.id) : undefined;
  return {
    rootCause: rr ? (rr.label ?? (found ? rootCauseName(found, i18n.language) : rr.id)) : null,
    topic: state.topic ? (topics.data?.find((x) => x.id === state.topic)?.label ?? state.topic) : null,
  };
}

/** Every active filter as a removable chip; names of categories come from the URL's `cqn_` parameters. */
export function FilterChips({
  code,
  state,
  onChange,
}: {
  code: string;
  state: FilterState;
  onChange: (next: FilterState) => void;
}) {
  const { t } = useTranslation('projectData');
  const valueLabel = useValueLabel();
  const labelName = useLabelName();
  const names = useRootCauseNames(code, state);
  const journeyChip = useJourneyChip(state);
  const notificationChip = useNotificationChip(code, state);
  const chips: Chip[] = [];
  if (journeyChip) chips.push(journeyChip);
  if (notificationChip) chips.push(notificationChip);
  if (state.query !== '')
    chips.push({ testId: 'filter-chip-query', label: `${t('filters.search')}: ${state.query}`, remove: (s) => setQuery(s, '') });
  if (names.rootCause !== null)
    chips.push({
      testId: 'filter-chip-rrId',
      label: `${t('rootCause.chip')}: ${names.rootCause}`,
      remove: (s) => setRootCauseFilter(s, { rrId: null }),
    });
  if (names.topic !== null)
    chips.push({
      testId: 'filter-chip-topic',
      label: `${t('rootCause.topicChip')}: ${names.topic}`,
      remove: (s) => setRootCauseFilter(s, { topic: null }),
    });
  if (state.dofc) {
    // First-call resolution drill-down (`{bucket}[:{subReportId}]`): named by its bucket.
    const bucket = state.dofc.split(/[:@]/)[0] ?? '';
    chips.push({
      testId: 'filter-chip-dofc',
      label: t('fcr:chip', { bucket: t(`fcr:bucket.${bucket}`, { defaultValue: bucket }) }),
      remove: (s) => ({ ...s, dofc: null, page: 0, widget: true }),
    });
  }
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
  // An entity filter (`entity:{type}`, docs/entity-mapping.md) is named by its entity type.
  const fieldLabel = (fieldName: string) => {
    const entityType = entityTypeOfField(fieldName);
    return entityType === null
      ? t(`fieldName.${fieldName}`, { defaultValue: fieldName })
      : t('entity-mappings:filterChip', { type: entityType });
  };
  for (const query of state.fieldQueries) {
    const operand = query.operand === 'IN' ? '' : ` ${t(`operand.${query.operand}`, { defaultValue: query.operand })}`;
    const values = query.operand === 'EXISTS' ? '' : `: ${query.values.map((v) => valueLabel(query.fieldName, fieldValueText(v))).join(', ')}`;
    chips.push({
      testId: `filter-chip-field-${query.fieldName}-${query.operand}`,
      label: `${fieldLabel(query.fieldName)}${operand}${values}`,
      remove: (s) => applySidebar(s, { fieldQueries: removeFieldQuery(s.fieldQueries, query) }),
    });
  }
  if (chips.length === 0) return null;
  const byRootCause = names.rootCause !== null || names.topic !== null;
  return (
    <Flex gap={4} wrap align="center" data-testid="filter-chips">
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
      {byRootCause && (
        // Documents no root cause was found for yet, beside those of the chosen one (widens only this filter).
        <Flex gap={6} align="center" style={{ marginLeft: 8 }}>
          <Switch
            size="small"
            id="filter-rootcauseless"
            data-testid="filter-rootcauseless"
            checked={state.showRootCauselessContent}
            onChange={(checked) => onChange(setRootCauseFilter(state, { showRootCauselessContent: checked }))}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <label htmlFor="filter-rootcauseless">{t('rootCause.includeWithout')}</label>
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
