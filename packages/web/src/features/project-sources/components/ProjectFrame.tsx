import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { useProject } from '../../projects';
import { LoadError, Loading } from '../../../shared/query/QueryState';

/** Where the sources tab of an analysis lives (a tab of the project-detail URL). */
export const sourcesTabUrl = (code: string) => `/project/detail/${encodeURIComponent(code)}?tab=sources`;

/**
 * The frame of the stand-alone data-in pages: loads the analysis, shows its name with a way back to its sources tab,
 * and renders the page once the analysis is there (loading and error states in between).
 */
export function ProjectFrame({
  code,
  title,
  children,
}: {
  code: string;
  title: string;
  children: (project: ProjectDetail) => ReactNode;
}) {
  const { t } = useTranslation('projectSources');
  const project = useProject(code);
  if (project.isError) return <LoadError error={project.error} onRetry={() => void project.refetch()} />;
  if (project.isPending) return <Loading rows={6} />;
  return (
    <Flex vertical gap={16} data-testid="project-frame">
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Flex vertical gap={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{project.data.name}</Typography.Text>
        </Flex>
        <Link to={sourcesTabUrl(code)}>
          <Button icon={<ArrowLeftOutlined />} data-testid="back-to-sources">
            {t('common.backToSources')}
          </Button>
        </Link>
      </Flex>
      {children(project.data)}
    </Flex>
  );
}
