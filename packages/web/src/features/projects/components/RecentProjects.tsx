import { Card, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRecentProjects } from '../api/queries';
import { ProjectIcon } from './ProjectIcon';

/** The analyses the user opened last; nothing is shown until there are some (or when the call fails: it is a shortcut). */
export function RecentProjects() {
  const { t } = useTranslation('projects');
  const recent = useRecentProjects();
  const items = recent.data ?? [];
  if (items.length === 0) return null;
  return (
    <div style={{ marginBottom: 16 }} data-testid="project-recent">
      <Typography.Text type="secondary">{t('list.recent')}</Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        {items.map((p) => (
          <Link key={p.code} to={`/project/detail/${encodeURIComponent(p.code)}`} data-testid={`project-recent-${p.code}`}>
            <Card size="small" hoverable style={{ minWidth: 200 }}>
              <Space>
                <ProjectIcon icon={p.icon} color={p.color} size={28} />
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{p.name}</Typography.Text>
                  <Typography.Text type="secondary">{t('list.documentCount', { count: p.documentCount })}</Typography.Text>
                </Space>
              </Space>
            </Card>
          </Link>
        ))}
      </Flex>
    </div>
  );
}
