import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { formatDateTime } from '../../../app/dates';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell } from '../../models';
import { useCreatePushSource } from '../api/mutations';
import { usePushSource } from '../api/queries';
import { absoluteUrl, curlExample, sampleDocument } from '../../../shared/sources/push';
import { LoadError, Loading } from '../../../shared/query/QueryState';

/** A copy-paste request that pushes one training document; `token` is shown only right after it was made. */
const modelCurlExample = (url: string, token: string | null, dialogue: boolean): string =>
  curlExample(url, token, { documents: [sampleDocument(dialogue, false)] });

/** /model/private-source/:id — the push source: create or rotate it; the token is shown once. */
export function PrivateSourcePage() {
  const { t, i18n } = useTranslation('modelData');
  const id = useParams().id ?? '';
  const access = accessOf(useAppStore((s) => s.user));
  const source = usePushSource(id);
  const create = useCreatePushSource(id);
  // The token from the create/rotate answer; a reload forgets it on purpose (shown once).
  const [freshToken, setFreshToken] = useState<string | null>(null);
  const makeToken = () => create.mutate(undefined, { onSuccess: (s) => setFreshToken(s.token) });

  return (
    <ModelShell modelId={id} page="private-source">
      {(model) => {
        if (source.isError) return <LoadError error={source.error} onRetry={() => void source.refetch()} />;
        if (source.isPending) return <Loading />;
        const push = source.data;
        return (
          <Card title={t('push.title')} extra={<Link to={`/model/data-upload/${model.id}`}>{t('common.back')}</Link>}>
            <Flex vertical gap={16}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('push.intro')}
              </Typography.Paragraph>
              {!push ? (
                <Flex vertical align="start" gap={8} data-testid="push-none">
                  <Typography.Text>{t('push.none')}</Typography.Text>
                  {access.modelManage && (
                    <Button
                      type="primary"
                      icon={<KeyOutlined />}
                      loading={create.isPending}
                      onClick={makeToken}
                      data-testid="push-create"
                    >
                      {t('push.create')}
                    </Button>
                  )}
                </Flex>
              ) : (
                <>
                  <Descriptions
                    column={1}
                    bordered
                    size="small"
                    items={[
                      {
                        key: 'url',
                        label: t('push.url'),
                        children: (
                          <Typography.Text copyable data-testid="push-url">
                            {absoluteUrl(push.url)}
                          </Typography.Text>
                        ),
                      },
                      {
                        key: 'token',
                        label: t('push.token'),
                        children: freshToken ? (
                          <Typography.Text copyable code data-testid="push-token">
                            {freshToken}
                          </Typography.Text>
                        ) : (
                          <Typography.Text type="secondary">{t('push.tokenHidden')}</Typography.Text>
                        ),
                      },
                      { key: 'created', label: t('push.created'), children: formatDateTime(push.createdAt, i18n.language) },
                    ]}
                  />
                  {freshToken && <Alert type="warning" showIcon title={t('push.onceWarning')} data-testid="push-token-warning" />}
                  {access.modelManage && (
                    <Popconfirm
                      title={t('push.rotateConfirm')}
                      onConfirm={makeToken}
                      okText={t('push.rotate')}
                      cancelText={t('common.cancel')}
                    >
                      <Button
                        icon={<ReloadOutlined />}
                        loading={create.isPending}
                        style={{ alignSelf: 'start' }}
                        data-testid="push-rotate"
                      >
                        {t('push.rotate')}
                      </Button>
                    </Popconfirm>
                  )}
                  <div>
                    <Typography.Title level={5}>{t('push.example')}</Typography.Title>
                    <Typography.Paragraph
                      copyable={{ text: modelCurlExample(absoluteUrl(push.url), freshToken, model.dataType === 'DIALOGUE') }}
                    >
                      <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="push-curl">
                        {modelCurlExample(absoluteUrl(push.url), freshToken, model.dataType === 'DIALOGUE')}
                      </pre>
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">{t('push.limits')}</Typography.Text>
                  </div>
                </>
              )}
            </Flex>
          </Card>
        );
      }}
    </ModelShell>
  );
}
