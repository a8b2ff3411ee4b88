import { Alert, Card, Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../app/access';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { useMatchingTemplates, useSourceFieldTypes, useSourcePreview } from '../api/queries';
import { ProjectMatchingForm } from '../components/matching/ProjectMatchingForm';
import { PreviewTable, SourceTitle } from '../../../shared/sources/PreviewTable';
import { ProjectFrame, sourcesTabUrl } from '../components/ProjectFrame';

/** /project/:code/match-columns/:sourceId — see the first rows, match the columns (maybe as a template), start the import. */
export function ProjectMatchColumnsPage() {
  const { t } = useTranslation('projectSources');
  const { code = '', sourceId = '' } = useParams();
  const navigate = useNavigate();
  const canUpload = hasPermission(
    useAppStore((s) => s.user),
    'PROJECT/UPLOAD',
  );
  const preview = useSourcePreview(code, sourceId);
  const guesses = useSourceFieldTypes(code, sourceId);
  const templates = useMatchingTemplates(code);

  return (
    <ProjectFrame code={code} title={t('match.pageTitle')}>
      {(project) => {
        if (!canUpload) return <Alert type="info" showIcon title={t('upload.noPermission')} />;
        if (preview.isError) return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
        // The guess only pre-fills the form: without it (an error) the preview's suggestion is used.
        if (preview.isPending || guesses.isPending) return <Loading rows={8} />;
        const { source, columns, rows, suggested } = preview.data;
        return (
          <Flex vertical gap={16}>
            <Card size="small" title={<SourceTitle source={source} />}>
              <Flex vertical gap={8}>
                <Typography.Text type="secondary">
                  {t('preview.summary', { rows: rows.length, columns: columns.length })}
                </Typography.Text>
                <PreviewTable ns="projectSources" columns={columns} rows={rows} />
              </Flex>
            </Card>
            {source.status === 'UPLOADING' ? (
              <Alert type="info" showIcon title={t('preview.reading')} data-testid="match-reading" />
            ) : source.status !== 'PENDING' ? (
              <Alert type="info" showIcon title={t('preview.notPending')} data-testid="match-not-pending" />
            ) : (
              <ProjectMatchingForm
                key={sourceId}
                code={code}
                sourceId={sourceId}
                columns={columns}
                rows={rows}
                suggested={suggested}
                guesses={guesses.data ?? []}
                known={project.attributes}
                templates={templates.data ?? []}
                onDone={() => {
                  notices.success({ title: t('match.started') });
                  void navigate(sourcesTabUrl(code));
                }}
              />
            )}
          </Flex>
        );
      }}
    </ProjectFrame>
  );
}
