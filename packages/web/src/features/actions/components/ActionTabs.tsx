import { Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionPageTabs, type ActionList, type ActionPageTab } from '@sentio/domain';
import { formatCount } from '../../../shared/format';
import { isListTab } from '../lib/listQuery';

/**
 * The planner's tabs: my actions, planned, critical, all (each with its count under the current filters, from the
 * list's answer), action types and statistics.
 */
export function ActionTabs({
  active,
  counts,
  onChange,
}: {
  active: ActionPageTab;
  counts: ActionList['tabCounts'] | undefined;
  onChange: (tab: ActionPageTab) => void;
}) {
  const { t, i18n } = useTranslation('actions');
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as ActionPageTab)}
      items={actionPageTabs.map((tab) => ({
        key: tab,
        label: (
          <span data-testid={`action-tab-${tab}`}>
            {t(`tabs.${tab}`)}
            {isListTab(tab) && counts && (
              <Tag
                variant="filled"
                color={tab === 'critical' && counts.critical > 0 ? 'red' : undefined}
                style={{ marginInlineStart: 8, marginInlineEnd: 0 }}
                data-testid={`action-tab-count-${tab}`}
              >
                {formatCount(counts[tab], i18n.language)}
              </Tag>
            )}
          </span>
        ),
      }))}
    />
  );
}
