import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { AppstoreOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { FeatureUsage, useAccountFeatures } from '../../packages';

/** The plan's usage and the quick links: below what moved, for whoever manages the account. */
export function UsageAndLinks() {
  const { t } = useTranslation('home');
  const user = useAppStore((s) => s.user);
  const access = accessOf(user);
  const features = useAccountFeatures(access.packages);
  const links = [
    { to: '/profile/1', icon: <UserOutlined />, label: t('links.profile') },
    ...(access.packages ? [{ to: '/packages', icon: <AppstoreOutlined />, label: t('links.packages') }] : []),
    ...(access.workspaceAdmin ? [{ to: '/admin/workspace', icon: <TeamOutlined />, label: t('links.workspace') }] : []),
  ];
  return (
    <Row gutter={[16, 16]}>
      {access.packages && (
        <Col xs={24} lg={14}>
          <Card title={t('usage.title')} extra={<Link to="/packages">{t('usage.details')}</Link>}>
            {features.data ? (
              <Flex vertical gap={12}>
                {features.data.map((f) => (
                  <Flex key={f.code} justify="space-between" align="center" gap={16} wrap>
                    <Typography.Text>{t(`packages:features.${f.code}`)}</Typography.Text>
                    <FeatureUsage feature={f} compact />
                  </Flex>
                ))}
              </Flex>
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      )}
      <Col xs={24} lg={10}>
        <Card title={t('links.title')}>
          <Flex vertical gap={8}>
            {links.map((l) => (
              <Link key={l.to} to={l.to}>
                <Flex gap={8}>
                  {l.icon}
                  {l.label}
                </Flex>
              </Link>
            ))}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
