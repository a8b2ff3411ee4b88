import { useMemo } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { senseTypes, trainingStatuses, type ModelSummary } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { useWorkspaceMembers } from '../api/queries';
import type { ModelListQuery } from '../api/keys';
import { messageText } from '../../../app/api/messages';
import { hasFilters } from '../lib/listQuery';
import { useListSearch } from '../../../shared/forms/useListSearch';

export interface ModelFiltersProps {
  query: ModelListQuery;
  /** Models on screen: their owners fill the owner filter when the member list is not readable. */
  models: readonly ModelSummary[];
  onChange: (patch: Partial<ModelListQuery>) => void;
  onReset: () => void;
}

/** Search and the four filters of the list: type (sense), language, owner, training status. */
export function ModelFilters({ query, models, onChange, onReset }: ModelFiltersProps) {
  const { t } = useTranslation('models');
  const user = useAppStore((s) => s.user);
  const canReadMembers = accessOf(user).workspaceAdmin;
  const members = useMembersIfAllowed(canReadMembers);
  const { inputProps, tooShort } = useListSearch(query.search, (search) => onChange({ search }));

  const owners = useMemo(() => {
    const map = new Map<string, string>();
    if (user) map.set(user.id, t('list.filters.me'));
    for (const m of members ?? []) map.set(m.userId, `${m.full_name} ${m.lastName}`.trim());
    for (const m of models) if (!map.has(m.owner.id)) map.set(m.owner.id, m.owner.name);
    return [...map].map(([value, label]) => ({ value, label }));
  }, [user, members, models, t]);

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        {...inputProps}
        placeholder={t('list.filters.search')}
        aria-label={t('list.filters.search')}
        style={{ width: 240 }}
        data-testid="model-search"
      />
      {tooShort && (
        <Typography.Text type="warning" data-testid="model-search-hint">
          {messageText(t, 'SEARCH_TOO_SHORT')}
        </Typography.Text>
      )}
      <Select
        allowClear
        value={query.senseType}
        onChange={(senseType) => onChange({ senseType })}
        placeholder={t('list.filters.type')}
        aria-label={t('list.filters.type')}
        style={{ width: 180 }}
        options={senseTypes.map((s) => ({ value: s, label: t(`senseType.${s}`) }))}
        data-testid="model-filter-type"
      />
      <Select
        allowClear
        value={query.language}
        onChange={(language) => onChange({ language })}
        placeholder={t('list.filters.language')}
        aria-label={t('list.filters.language')}
        style={{ width: 140 }}
        options={(['tr', 'en'] as const).map((l) => ({ value: l, label: t(`language.${l}`) }))}
        data-testid="model-filter-language"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={query.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        placeholder={t('list.filters.owner')}
        aria-label={t('list.filters.owner')}
        style={{ width: 200 }}
        options={owners}
        data-testid="model-filter-owner"
      />
      <Select
        allowClear
        value={query.trainingStatus}
        onChange={(trainingStatus) => onChange({ trainingStatus })}
        placeholder={t('list.filters.status')}
        aria-label={t('list.filters.status')}
        style={{ width: 180 }}
        options={trainingStatuses.map((s) => ({ value: s, label: t(`trainingStatus.${s}`) }))}
        data-testid="model-filter-status"
      />
      {hasFilters(query) && <Button onClick={onReset}>{t('list.filters.reset')}</Button>}
    </Space>
  );
}

/** The member list needs MEMBER/READ; without it the owner filter lists the owners it can see. */
function useMembersIfAllowed(allowed: boolean) {
  const members = useWorkspaceMembers(allowed);
  return allowed ? members.data : undefined;
}
