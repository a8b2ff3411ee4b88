// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/dates';

export interface PushSourceDetailsProps {
  /** The owner's translation namespace; both carry the same `push.*` texts. */
  ns: string;
  /** The push source, or null when there is none yet. */
  push: { createdAt: string } | null;
  /** The absolute ingestion URL. */
  url: string;
  canManage: boolean;
  /** Makes (or rotates) the token with the owner's mutation and hands the new token over. */
  create: (onToken: (token: string | null) => void) => void;
  creating: boolean;
  createTestId: string;
  /** The copy-paste request for a token (null: not shown any more). */
  curl: (token: string | null) => string;
  /** Inside a card among others: a smaller heading over the example. */
  compact?: boolean;
}

/**
 * A push source: systems POST JSON documents to its URL with a secret token. The token is shown once, right after
 * it was made or rotated (kept in this component's state only, never in the query cache); a reload forgets it.
 */
export function PushSourceDetails({
  ns,
  push,
  url,
  canManage,
  create,
  creating,
  createTestId,
  curl,
  compact,
}: PushSourceDetailsProps) {
  const { t, i18n } = useTranslation(ns);
  const [freshToken, setFreshToken] = useState<string | null>(null);
  const makeToken = () => create(setFreshToken);

  if (!push)
    return (
      <Flex vertical align="start" gap={8} data-testid="push-none">
        <Typography.Text>{t('push.none')}</Typography.Text>
        {canManage && (
          <Button type="primary" icon={<KeyOutlined />} loading={creating} onClick={makeToken} data-testid={createTestId}>
            {t('push.create')}
          </Button>
        )}
      </Flex>
    );
  const example = curl(freshToken);
  return (
    <Flex vertical gap={compact ? 12 : 16}>
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
          <Button icon={<ReloadOutlined />} loading={creating} style={{ alignSelf: 'start' }} data-testid="push-rotate">
            {t('push.rotate')}
          </Button>
        </Popconfirm>
      )}
      <div>
        {compact ? (
          <Typography.Text strong>{t('push.example')}</Typography.Text>
        ) : (
          <Typography.Title level={5}>{t('push.example')}</Typography.Title>
        )}
        <Typography.Paragraph copyable={{ text: example }} style={compact ? { marginBottom: 4 } : undefined}>
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="push-curl">
            {example}
          </pre>
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('push.limits')}</Typography.Text>
      </div>
    </Flex>
  );
}
