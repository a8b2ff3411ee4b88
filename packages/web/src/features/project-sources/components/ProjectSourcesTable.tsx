import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, type ProjectSource } from '@sentio/domain';
import { SourcesTable } from '../../../shared/sources/SourcesTable';
import { fileSize } from '../../../shared/upload/files';
import { useDeleteProjectSource } from '../api/mutations';

export interface ProjectSourcesTableProps {
  code: string;
  sources: ProjectSource[];
  loading: boolean;
  canUpload: boolean;
  channelName: (code: string) => string;
}

/**
 * The analysis's uploads: the sources kit's table over the analysis's endpoints, with each upload's channel and
 * its classification (documents waiting, predictions failed).
 */
export function ProjectSourcesTable({ code, sources, loading, canUpload, channelName }: ProjectSourcesTableProps) {
  const { t } = useTranslation('projectSources');
  const remove = useDeleteProjectSource(code);

  return (
    <SourcesTable<ProjectSource>
      ns="projectSources"
      testId="project-sources-table"
      sources={sources}
      loading={loading}
      canManage={canUpload}
      failedRowsHref={(s) => fillPath(endpoints.sourceFailedRows.path, { code, id: s.id })}
      matchHref={(s) => `/project/${encodeURIComponent(code)}/match-columns/${s.id}`}
      onDelete={(s) => remove.mutate(s.id)}
      describe={(s) => (
        <>
          {t(`sourceType.${s.fileType}`)}
          {s.fileType !== 'PUSH' && ` · ${fileSize(s.size)}`}
          {s.channelCode && ` · ${channelName(s.channelCode)}`}
        </>
      )}
      extraColumns={[
        {
          title: t('sources.classification'),
          key: 'classification',
          render: (_, s) =>
            s.inlineCount === 0 && s.failedPredictionCount === 0 ? (
              s.status === 'IMPORTED' ? (
                <Tag color="success">{t('sources.classified')}</Tag>
              ) : null
            ) : (
              <Space size={4} wrap>
                {s.inlineCount > 0 && (
                  <Tag color="processing" data-testid="source-inline">
                    {t('sources.inline', { count: s.inlineCount })}
                  </Tag>
                )}
                {s.failedPredictionCount > 0 && (
                  <Tag color="error" data-testid="source-failed-predictions">
                    {t('sources.failedPredictions', { count: s.failedPredictionCount })}
                  </Tag>
                )}
              </Space>
            ),
        },
      ]}
    />
  );
}
