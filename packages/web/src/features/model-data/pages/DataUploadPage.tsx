import { Alert, Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { ApiOutlined, CodeOutlined, ImportOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell } from '../../models';
import { SourcesTable } from '../components/SourcesTable';
import { UploadDropzone } from '../components/UploadDropzone';

/** /model/data-upload/:id — upload a file (then preview and match its columns) and follow the model's uploads. */
export function DataUploadPage() {
  const { t } = useTranslation('modelData');
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const access = accessOf(useAppStore((s) => s.user));

  return (
    <ModelShell modelId={id} page="data-upload">
      {(model) => (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card title={t('upload.title')}>
                {access.modelManage ? (
                  <UploadDropzone
                    modelId={model.id}
                    onUploaded={(source) => {
                      if (source.status === 'PENDING') {
                        void navigate(`/model/columns-preview/${model.id}/${source.id}`);
                      } else {
                        notices.success({ title: t('upload.done', { name: source.fileName }) });
                      }
                    }}
                  />
                ) : (
                  <Alert type="info" showIcon title={t('upload.noPermission')} />
                )}
                <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                  {model.dataType === 'DIALOGUE' ? t('upload.dialogueHint') : t('upload.standardHint')}
                </Typography.Paragraph>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card title={t('upload.otherWays')}>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Link to={`/model/json-upload/${model.id}`}>
                    <Button block icon={<CodeOutlined />} data-testid="goto-json-upload">
                      {t('upload.json')}
                    </Button>
                  </Link>
                  <Link to={`/model/private-source/${model.id}`}>
                    <Button block icon={<ApiOutlined />} data-testid="goto-private-source">
                      {t('upload.push')}
                    </Button>
                  </Link>
                  <Link to={`/model/package-upload/${model.id}`}>
                    <Button block icon={<ImportOutlined />} data-testid="goto-package-upload">
                      {t('upload.package')}
                    </Button>
                  </Link>
                </Space>
              </Card>
            </Col>
          </Row>
          <Card title={t('sources.title')}>
            <SourcesTable modelId={model.id} canManage={access.modelManage} />
          </Card>
        </Flex>
      )}
    </ModelShell>
  );
}
