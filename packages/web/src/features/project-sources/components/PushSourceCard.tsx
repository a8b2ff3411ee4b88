import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, type ProjectDetail } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { LoadError } from '../../../shared/query/QueryState';
import { absoluteUrl } from '../../../shared/sources/push';
import { useActivatePushSource } from '../api/mutations';
import { usePushSource } from '../api/queries';
import { projectCurlExample } from '../lib/push';

/**
 * The push source: the analysis's systems POST JSON documents to its URL with a secret token. The token is shown
 * once, right after it was made or rotated; the cached source never keeps it.
 */
export function PushSourceCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t, i18n } = useTranslation('projectSources');
  const source = usePushSource(project.code);
  const activate = useActivatePushSource(project.code);
  const [freshToken, setFreshToken] = useState<string | null>(null);
  const makeToken = () => activate.mutate(undefined, { onSuccess: (s) => setFreshToken(s.token) });
  const dialogue = project.dataType === 'DIALOGUE';
  const channel = project.channels[0] ?? project.proxyChannel ?? 'CHANNEL';

  const body = () => {
    if (source.isError) return <LoadError error={source.error} onRetry={() => void source.refetch()} testId="push-error" />;
    if (source.isPending) return <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>;
    const push = source.data;
    if (!push)
      return (
        <Flex vertical align="start" gap={8} data-testid="push-none">
          <Typography.Text>{t('push.none')}</Typography.Text>
          {canManage && (
            <Button
              type="primary"
              icon={<KeyOutlined />}
              loading={activate.isPending}
              onClick={makeToken}
              data-testid="push-activate"
            >
              {t('push.create')}
            </Button>
          )}
        </Flex>
      );
    // The server may answer a path; the example must work from the caller's side.
    const url = absoluteUrl(push.url || fillPath(endpoints.pushIngest.path, { code: project.code }));
    return (
      <Flex vertical gap={12}>
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
                  {url}
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
        {canManage && (
          <Popconfirm
            title={t('push.rotateConfirm')}
            onConfirm={makeToken}
            okText={t('push.rotate')}
            cancelText={t('common.cancel')}
          >
            <Button
              icon={<ReloadOutlined />}
              loading={activate.isPending}
              style={{ alignSelf: 'start' }}
              data-testid="push-rotate"
            >
              {t('push.rotate')}
            </Button>
          </Popconfirm>
        )}
        <div>
          <Typography.Text strong>{t('push.example')}</Typography.Text>
          <Typography.Paragraph
            copyable={{ text: projectCurlExample(url, freshToken, channel, dialogue) }}
            style={{ marginBottom: 4 }}
          >
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="push-curl">
              {projectCurlExample(url, freshToken, channel, dialogue)}
            </pre>
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('push.limits')}</Typography.Text>
        </div>
      </Flex>
    );
  };

  return (
    <Card title={t('push.title')} data-testid="push-card">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('push.intro')}
        </Typography.Paragraph>
        {body()}
      </Flex>
    </Card>
  );
}
