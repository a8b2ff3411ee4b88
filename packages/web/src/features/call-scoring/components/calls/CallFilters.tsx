import { Checkbox, Flex, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { scoringCriteria, type AgentRow, type ScoringCriterion } from '@sentio/domain';
import { useChannelName } from '../../../projects';
import type { TabState } from '../../lib/url';

interface Props {
  filters: TabState['filters'];
  channels: readonly string[];
  agents: readonly AgentRow[];
  onChange: (filters: TabState['filters']) => void;
}

/** The calls list's narrowing (the range is in the tab's header): every change goes to the URL and back to page 1. */
export function CallFilters({ filters, channels, agents, onChange }: Props) {
  const { t } = useTranslation('callScoring');
  const channelName = useChannelName();
  const set = (patch: Partial<TabState['filters']>) => onChange({ ...filters, ...patch });
  return (
    <Flex gap={8} wrap align="center" data-testid="calls-filters">
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 180 }}
        placeholder={t('filters.agent')}
        aria-label={t('filters.agent')}
        data-testid="calls-filter-agent"
        value={filters.agentId ?? undefined}
        onChange={(agentId: string | undefined) => set({ agentId: agentId ?? null })}
        options={agents.map((a) => ({ value: a.agentId, label: a.agentName ?? a.agentId }))}
      />
      {channels.length > 1 && (
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('filters.channel')}
          aria-label={t('filters.channel')}
          data-testid="calls-filter-channel"
          value={filters.channel ?? undefined}
          onChange={(channel: string | undefined) => set({ channel: channel ?? null })}
          options={channels.map((c) => ({ value: c, label: channelName(c) }))}
        />
      )}
      <InputNumber
        min={0}
        max={100}
        style={{ width: 110 }}
        placeholder={t('filters.minScore')}
        aria-label={t('filters.minScore')}
        data-testid="calls-filter-min"
        value={filters.minScore}
        onChange={(v) => set({ minScore: typeof v === 'number' ? v : null })}
      />
      <InputNumber
        min={0}
        max={100}
        style={{ width: 110 }}
        placeholder={t('filters.maxScore')}
        aria-label={t('filters.maxScore')}
        data-testid="calls-filter-max"
        value={filters.maxScore}
        onChange={(v) => set({ maxScore: typeof v === 'number' ? v : null })}
      />
      <Select
        allowClear
        style={{ minWidth: 220 }}
        placeholder={t('filters.lostCriterion')}
        aria-label={t('filters.lostCriterion')}
        data-testid="calls-filter-lost"
        value={filters.lostCriterion ?? undefined}
        onChange={(c: ScoringCriterion | undefined) => set({ lostCriterion: c ?? null })}
        options={scoringCriteria.map((c) => ({ value: c, label: t(`criterion.${c}.name`) }))}
      />
      <Checkbox
        checked={filters.includedOnly}
        onChange={(e) => set({ includedOnly: e.target.checked })}
        data-testid="calls-filter-included"
      >
        {t('filters.includedOnly')}
      </Checkbox>
      <Input.Search
        allowClear
        style={{ width: 200 }}
        placeholder={t('filters.callId')}
        aria-label={t('filters.callId')}
        data-testid="calls-filter-call-id"
        defaultValue={filters.callId ?? ''}
        onSearch={(q) => set({ callId: q.trim() || null })}
      />
    </Flex>
  );
}
