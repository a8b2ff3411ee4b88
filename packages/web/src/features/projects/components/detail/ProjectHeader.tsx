import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { formatDateTime } from '../../../../app/dates';
import { useChannelName } from '../../api/useChannelName';
import { ProjectIcon } from '../ProjectIcon';
import { ProjectMenu } from './ProjectMenu';

/** Icon, name, models, channels and counts of the analysis, with the edit menu for those who may manage it. */
export function ProjectHeader({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t, i18n } = useTranslation('projects');
  const channelName = useChannelName();
  return (
    <Flex justify="space-between" align="start" gap={16} data-testid="project-header">
      <Space align="start" size={16}>
        <ProjectIcon icon={project.icon} color={project.color} size={48} />
        <Space orientation="vertical" size={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {project.name}
          </Typography.Title>
          {project.description && <Typography.Text type="secondary">{project.description}</Typography.Text>}
          <Space wrap size={[4, 4]}>
            {project.projectModels.map((m) => (
              <Tag key={m.code} color={m.color}>
                {m.name}
              </Tag>
            ))}
            {project.channels.map((c) => (
              <Tag key={c}>{channelName(c)}</Tag>
            ))}
            {project.tags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
          </Space>
          <Typography.Text type="secondary" data-testid="project-counts">
            {t('detail.counts', { count: project.documentCount })}
            {project.lastDocumentAt &&
              ` · ${t('detail.lastDocument', { date: formatDateTime(project.lastDocumentAt, i18n.language) })}`}
          </Typography.Text>
        </Space>
      </Space>
      {canManage && <ProjectMenu project={project} />}
    </Flex>
  );
}
