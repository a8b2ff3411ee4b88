import { useState } from 'react';
import { Button, Card, Flex, Space } from 'antd';
import { CodeOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { hasPermission } from '../../app/access';
import { useAppStore } from '../../app/store/appStore';
import { LoadError } from '../../shared/query/QueryState';
import { useChannels, useProjectSources } from './api/queries';
import { JsonDocumentsModal } from './components/JsonDocumentsModal';
import { ProjectSourcesTable } from './components/ProjectSourcesTable';
import { PushSourceCard } from './components/PushSourceCard';
import { SourceTotalsBar } from './components/SourceTotalsBar';
import { uploadChannels } from './lib/channels';
import { sourceTotals } from './lib/sources';

/**
 * The sources tab (`?tab=sources`): the analysis's uploads with their progress and exact counts, and the three ways
 * data comes in — a file, JSON documents, the push source. The list follows the project events and refreshes itself
 * every 2 s while something is importing.
 */
export function ProjectSourcesTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  const { t } = useTranslation('projectSources');
  const user = useAppStore((s) => s.user);
  const canUpload = hasPermission(user, 'PROJECT/UPLOAD');
  const canManage = hasPermission(user, 'PROJECT/MANAGE');
  const sources = useProjectSources(project.code);
  const channels = useChannels();
  const [jsonOpen, setJsonOpen] = useState(false);
  const names = new Map((channels.data ?? []).map((c) => [c.code, c.name]));

  return (
    <Flex vertical gap={16} data-testid="project-sources-tab">
      {sources.data && <SourceTotalsBar totals={sourceTotals(sources.data)} />}
      <Card
        title={t('sources.title')}
        extra={
          canUpload && (
            <Space wrap>
              <Link to={`/project/source/${encodeURIComponent(project.code)}`}>
                <Button type="primary" icon={<UploadOutlined />} data-testid="sources-upload-open">
                  {t('sources.uploadFile')}
                </Button>
              </Link>
              <Button icon={<CodeOutlined />} onClick={() => setJsonOpen(true)} data-testid="json-open">
                {t('sources.json')}
              </Button>
            </Space>
          )
        }
      >
        {sources.isError ? (
          <LoadError error={sources.error} onRetry={() => void sources.refetch()} testId="sources-error" />
        ) : (
          <ProjectSourcesTable
            code={project.code}
            sources={sources.data ?? []}
            loading={sources.isPending}
            canUpload={canUpload}
            channelName={(code) => names.get(code) ?? code}
          />
        )}
      </Card>
      <PushSourceCard project={project} canManage={canManage} />
      {canUpload && (
        <JsonDocumentsModal
          project={project}
          channels={uploadChannels(project, channels.data ?? [])}
          open={jsonOpen}
          onClose={() => setJsonOpen(false)}
        />
      )}
    </Flex>
  );
}
