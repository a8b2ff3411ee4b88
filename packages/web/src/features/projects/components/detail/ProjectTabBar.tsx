import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectTab } from '@sentio/domain';
import { builtTabs, firstTabOf, groupOf, tabGroupNames, tabGroups } from '../../lib/tabs';

/**
 * Two levels instead of one bar of fifteen tabs (which overflowed at 1440 px): the five groups, then the tabs of the
 * current tab's group. Choosing a group opens its first built tab. Each tab keeps its `tab=` URL value.
 */
export function ProjectTabBar({ tab, onChange }: { tab: ProjectTab; onChange: (tab: ProjectTab) => void }) {
  const { t } = useTranslation('projects');
  const group = groupOf(tab);
  return (
    <nav data-testid="project-tabs">
      <Tabs
        activeKey={group}
        onChange={(next) => {
          const picked = tabGroupNames.find((g) => g === next);
          if (picked && picked !== group) onChange(firstTabOf(picked));
        }}
        tabBarStyle={{ marginBottom: 0 }}
        items={tabGroupNames.map((key) => ({
          key,
          label: <span data-testid={`project-tab-group-${key}`}>{t(`detail.tabGroups.${key}`)}</span>,
        }))}
      />
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(next) => {
          const picked = tabGroups[group].find((k) => k === next);
          if (picked) onChange(picked);
        }}
        items={tabGroups[group].map((key: ProjectTab) => ({
          key,
          label: (
            <span data-testid={`project-tab-${key}`} style={builtTabs.has(key) ? undefined : { opacity: 0.6 }}>
              {t(`breadcrumbs:tab.${key}`)}
            </span>
          ),
        }))}
      />
    </nav>
  );
}
