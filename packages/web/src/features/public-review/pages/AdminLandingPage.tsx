import { Badge, Card, Col, Row, Space, Typography } from 'antd';
import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  MailOutlined,
  ReadOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shellConstants } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { visibleAdminPages, type AdminPage } from '../adminPages';
import { useReviewQueue } from '../api/queries';
import { ReviewQueue } from '../components/ReviewQueue';

const icons: Record<string, ReactNode> = {
  workspace: <TeamOutlined />,
  user: <UserOutlined />,
  channels: <ApiOutlined />,
  accounts: <ShopOutlined />,
  packages: <AppstoreOutlined />,
  statistics: <BarChartOutlined />,
  monitor: <DashboardOutlined />,
  systemLog: <FileSearchOutlined />,
  projectQueue: <UnorderedListOutlined />,
  pool: <ClusterOutlined />,
  cache: <DatabaseOutlined />,
  parameters: <SettingOutlined />,
  dictionary: <ReadOutlined />,
  outbox: <MailOutlined />,
  aiProvider: <RobotOutlined />,
};

function PageCard({ page }: { page: AdminPage }) {
  const { t } = useTranslation('publicReview');
  return (
    <Link to={page.path} data-testid={`admin-card-${page.key}`}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Card.Meta
          avatar={<span style={{ fontSize: 22 }}>{icons[page.key]}</span>}
          title={t(`pages.${page.key}.title`)}
          description={t(`pages.${page.key}.description`)}
        />
      </Card>
    </Link>
  );
}

function Landing() {
  const { t } = useTranslation('publicReview');
  const user = useAppStore((s) => s.user);
  const operator = accessOf(user).systemAdmin;
  const pages = visibleAdminPages(user);
  // The counters of the review card (the queue below reads its own pages).
  const counts = useReviewQueue('PENDING', undefined, 0, shellConstants.defaultPageSize, { enabled: operator });
  const groups = (['accounts', 'system'] as const)
    .map((group) => ({ group, pages: pages.filter((p) => p.group === group) }))
    .filter((g) => g.pages.length > 0);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="admin-landing">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('landing.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{operator ? t('landing.introOperator') : t('landing.intro')}</Typography.Paragraph>
      </div>
      {groups.map(({ group, pages: list }) => (
        <section key={group}>
          <Typography.Title level={5}>{t(`landing.groups.${group}`)}</Typography.Title>
          <Row gutter={[16, 16]}>
            {list.map((page) => (
              <Col key={page.key} xs={24} sm={12} lg={8} xl={6}>
                <PageCard page={page} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
      {operator && (
        <Card
          id="review"
          title={
            <Space>
              <AuditOutlined />
              {t('queue.title')}
              <Badge count={counts.data?.pending ?? 0} showZero data-testid="admin-review-pending" />
              {(counts.data?.overdue ?? 0) > 0 && (
                <Badge
                  count={t('queue.overdueCount', { count: counts.data?.overdue ?? 0 })}
                  color="orange"
                  data-testid="admin-review-overdue"
                />
              )}
            </Space>
          }
          extra={<Typography.Text type="secondary">{t('queue.hint')}</Typography.Text>}
          data-testid="admin-review-card"
        >
          <ReviewQueue />
        </Card>
      )}
    </Space>
  );
}

/**
 * /admin — the administration landing: a card for every admin page the viewer may open (operators all of them,
 * account managers their account's users and workspaces, workspace admins the workspace page) and, for operators,
 * the review queue of make-public requests with its pending and overdue counts.
 */
export function AdminLandingPage() {
  const user = useAppStore((s) => s.user);
  return (
    <AccessGuard allowed={visibleAdminPages(user).length > 0}>
      <Landing />
    </AccessGuard>
  );
}
