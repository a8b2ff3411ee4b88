import { useState } from 'react';
import { Button, Col, Empty, Flex, Row } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, SearchRequest, WidgetResult } from '@sentio/domain';
import { hasPermission } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { useSaveSelection } from '../api/mutations';
import { useDrill } from '../lib/useDrill';
import { CustomizeDrawer } from './CustomizeDrawer';
import { WidgetCard, WidgetCardSkeleton } from './WidgetCard';

interface Props {
  project: ProjectDetail;
  /** The widgets of the screen's search; undefined while it loads. */
  widgets: readonly WidgetResult[] | undefined;
  loading: boolean;
  search: SearchRequest;
  /** The dashboard changed (picked, ordered, removed): ask for the widgets again. */
  onChanged: () => void;
}

/** The user's widgets as a responsive grid of cards, with the customize drawer. */
export function DashboardGrid({ project, widgets, loading, search, onChanged }: Props) {
  const code = project.code;
  const { t } = useTranslation('dashboard');
  const user = useAppStore((s) => s.user);
  const canExport = hasPermission(user, 'DOCUMENT/EXPORT');
  const [customizing, setCustomizing] = useState(false);
  const drill = useDrill();
  const save = useSaveSelection(code);

  const remove = (widgetId: string) => {
    const ids = (widgets ?? []).map((w) => w.widgetId).filter((id) => id !== widgetId);
    save.mutate(ids, { onSuccess: onChanged });
  };

  const customize = (
    <Button icon={<SettingOutlined />} data-testid="dashboard-customize" onClick={() => setCustomizing(true)}>
      {t('customize.open')}
    </Button>
  );

  let content: React.ReactNode;
  if (loading && !widgets)
    content = (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} lg={12} xxl={8}>
            <WidgetCardSkeleton />
          </Col>
        ))}
      </Row>
    );
  else if (!widgets || widgets.length === 0)
    content = <Empty data-testid="dashboard-empty" description={t('grid.empty')} />;
  else
    content = (
      <Row gutter={[16, 16]}>
        {widgets.map((w) => (
          <Col key={w.widgetId} xs={24} lg={12} xxl={8}>
            <WidgetCard code={code} result={w} search={search} canExport={canExport} onDrill={drill} onRemove={remove} />
          </Col>
        ))}
      </Row>
    );

  return (
    <Flex vertical gap={12} data-testid="dashboard-grid">
      <Flex justify="flex-end">{customize}</Flex>
      {content}
      {customizing && (
        <CustomizeDrawer
          project={project}
          onClose={() => setCustomizing(false)}
          onSaved={() => {
            setCustomizing(false);
            onChanged();
          }}
        />
      )}
    </Flex>
  );
}
