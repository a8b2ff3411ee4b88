import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModelShell } from '../../models';
import { useSourcePreview } from '../api/queries';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { PreviewTable, SourceTitle } from '../../../shared/sources/PreviewTable';

/** /model/columns-preview/:modelId/:sourceId — the first rows of an upload, with the guessed role of each column. */
export function ColumnsPreviewPage() {
  const { t } = useTranslation('modelData');
  const { modelId = '', sourceId = '' } = useParams();
  const preview = useSourcePreview(modelId, sourceId);

  const body = () => {
    if (preview.isError) return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
    if (preview.isPending) return <Loading rows={6} />;
    const { source, columns, rows, suggested } = preview.data;
    const roles = new Map(suggested.map((s) => [s.column, s.role]));
    const title = (column: string) => (
      <Space orientation="vertical" size={2}>
        <span>{column}</span>
        {roles.get(column) && (
          <Tag color="blue" style={{ fontWeight: 'normal' }}>
            {t(`role.${roles.get(column)?.toUpperCase() ?? 'IGNORE'}`, { defaultValue: roles.get(column) })}
          </Tag>
        )}
      </Space>
    );
    return (
      <Card
        title={<SourceTitle source={source} />}
        extra={
          <Space>
            <Link to={`/model/data-upload/${modelId}`}>
              <Button icon={<ArrowLeftOutlined />}>{t('common.back')}</Button>
            </Link>
            <Link to={`/model/match-columns/${modelId}/${sourceId}`}>
              <Button
                type="primary"
                icon={<NodeIndexOutlined />}
                disabled={source.status !== 'PENDING'}
                data-testid="preview-continue"
              >
                {t('preview.continue')}
              </Button>
            </Link>
          </Space>
        }
      >
        <Flex vertical gap={12}>
          {source.status !== 'PENDING' && <Alert type="info" showIcon title={t('preview.notPending')} />}
          <Typography.Text type="secondary">
            {t('preview.summary', { rows: rows.length, columns: columns.length })}
          </Typography.Text>
          <PreviewTable ns="modelData" columns={columns} rows={rows} title={title} cellWidth={260} />
        </Flex>
      </Card>
    );
  };

  return (
    <ModelShell modelId={modelId} page="columns-preview">
      {body()}
    </ModelShell>
  );
}
