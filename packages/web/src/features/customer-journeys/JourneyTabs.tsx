import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { useFilterUrl } from '../project-data';
import { JourneyView } from './components/JourneyView';

/**
 * The `cj_customer_journey` tab: the journeys with a step on this analysis (`cj` selects one), over the tab's range with
 * the comparison on by default; the tab's field and category filters narrow this analysis's documents.
 */
export function CustomerJourneyTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('journeys');
  const { state } = useFilterUrl();
  const filters = state.fieldQueries.length + state.categoryQueries.length;
  return (
    <JourneyView
      param="cj"
      projectCode={project.code}
      comparisonByDefault
      testId="cj-customer-journey"
      header={
        filters > 0 ? (
          <Typography.Text type="secondary" data-testid="journey-tab-filters">
            {t('tab.filtersApply', { count: filters })}
          </Typography.Text>
        ) : null
      }
    />
  );
}

/** The `ws_customer_journey` tab: the workspace's journeys (`wcj` selects one) over the tab's range, without filters. */
export function WorkspaceJourneyTab() {
  return <JourneyView param="wcj" projectCode={null} comparisonByDefault={false} testId="ws-customer-journey" />;
}
