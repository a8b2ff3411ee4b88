import { Alert, Card, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useDefaultAiProvider, useSaveDefaultAiProvider } from '../api/aiProvider';
import { AiProviderForm } from '../components/AiProviderForm';
import { providerExamples } from '../lib/form';

/** /admin/ai-provider — the installation's default AI provider (operators only; accounts may have an override). */
export function AiProviderPage() {
  const allowed = accessOf(useAppStore((s) => s.user)).systemAdmin;
  return (
    <AccessGuard allowed={allowed}>
      <DefaultProvider />
    </AccessGuard>
  );
}

function DefaultProvider() {
  const { t } = useTranslation('ai-provider');
  const provider = useDefaultAiProvider();
  const save = useSaveDefaultAiProvider();
  return (
    <Flex vertical gap={16} data-testid="ai-provider-page">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      </div>
      <Card title={t('default.title')} extra={<Typography.Text type="secondary">{t('default.hint')}</Typography.Text>}>
        {provider.isPending ? (
          <Skeleton active />
        ) : (
          <>
            {!provider.data && <Alert type="info" showIcon title={t('default.none')} style={{ marginBottom: 12 }} />}
            <AiProviderForm provider={provider.data ?? null} accountId={null} save={save} testId="ai-default" />
          </>
        )}
      </Card>
      <Card title={t('examples.title')} size="small">
        <Typography.Paragraph type="secondary">{t('examples.hint')}</Typography.Paragraph>
        <Table
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={[...providerExamples]}
          columns={[
            { title: t('examples.server'), dataIndex: 'name' },
            {
              title: t('fields.baseUrl'),
              dataIndex: 'baseUrl',
              render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
            },
            { title: t('fields.chatModel'), dataIndex: 'chatModel' },
            { title: t('fields.embeddingModel'), dataIndex: 'embeddingModel', render: (v: string) => v || '—' },
          ]}
        />
      </Card>
    </Flex>
  );
}
