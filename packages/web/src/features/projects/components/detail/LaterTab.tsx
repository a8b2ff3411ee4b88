import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Tabs of later releases (dashboards, journeys, rules…) say so instead of showing an empty page. */
export function LaterTab({ tab }: { tab: string }) {
  const { t } = useTranslation('projects');
  return (
    <Empty
      data-testid={`project-tab-later-${tab}`}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('detail.later', { tab: t(`breadcrumbs:tab.${tab}`) })}
    />
  );
}
