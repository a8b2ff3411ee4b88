import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { makePublicBody, type ModelDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { zodRule } from '../../../app/forms';
import { useAppStore } from '../../../app/store/appStore';
import { useModelWithdraw } from '../../public-review';
import { useMakePublic } from '../api/mutations';
import { ModelShell } from '../components/ModelShell';

const statusColor = { NONE: 'default', PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' } as const;

function MakePublic({ model }: { model: ModelDetail }) {
  const { t, i18n } = useTranslation('models');
  const canManage = accessOf(useAppStore((s) => s.user)).modelManage;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMakePublic(model.id);
  const withdraw = useModelWithdraw(model.id);
  const status = model.publicRequest?.status ?? model.publicStatus;
  const isPublic = model.accessType === 'PUBLIC' || status === 'APPROVED';
  const pending = status === 'PENDING';

  if (isPublic)
    return (
      <Result
        status="success"
        title={t('makePublic.published')}
        subTitle={t('makePublic.publishedHint')}
        data-testid="make-public-state"
      />
    );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Paragraph>{t('makePublic.intro')}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('makePublic.review')} />
      {model.publicRequest && (
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="make-public-state"
          data-status={status}
          items={[
            {
              key: 'status',
              label: t('makePublic.status'),
              children: <Tag color={statusColor[status]}>{t(`publicStatus.${status}`)}</Tag>,
            },
            {
              key: 'requestedAt',
              label: t('makePublic.requestedAt'),
              children: formatDateTime(model.publicRequest.requestedAt, i18n.language),
            },
            ...(model.publicRequest.note
              ? [{ key: 'note', label: t('makePublic.note'), children: model.publicRequest.note }]
              : []),
            ...(model.publicRequest.reason
              ? [{ key: 'reason', label: t('makePublic.reason'), children: model.publicRequest.reason }]
              : []),
          ]}
        />
      )}
      {status === 'REJECTED' && <Alert type="warning" showIcon title={t('makePublic.rejected')} />}
      {canManage && !pending && (
        <Form
          layout="vertical"
          onFinish={() =>
            request.mutate(note, {
              onSuccess: () => setNote(''),
              onError: (e) => {
                const api = apiErrorOf(e);
                if (api && (api.status === 400 || api.status === 409)) setError(apiErrorText(t, api));
              },
            })
          }
        >
          <Form.Item
            label={t('makePublic.note')}
            extra={t('makePublic.noteHint')}
            name="note"
            rules={[zodRule(makePublicBody.shape.note, t)]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.TextArea
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setError(null);
              }}
              maxLength={1000}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              data-testid="make-public-note"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="make-public-submit">
            {status === 'REJECTED' ? t('makePublic.requestAgain') : t('makePublic.request')}
          </Button>
        </Form>
      )}
      {pending && (
        <Alert
          type="info"
          showIcon
          title={t('makePublic.pending')}
          data-testid="make-public-pending"
          action={
            canManage ? (
              <Button
                size="small"
                loading={withdraw.isPending}
                onClick={() => withdraw.mutate()}
                data-testid="make-public-withdraw"
              >
                {t('makePublic.withdraw')}
              </Button>
            ) : undefined
          }
        />
      )}
    </Space>
  );
}

/** /model/make-public/:id — request publication with a note; the request's state (reviewed within 24 hours). */
export function ModelMakePublicPage() {
  const { id } = useParams();
  const { t } = useTranslation('models');
  return (
    <ModelShell modelId={id} page="make-public">
      {(model) => (
        <Card title={t('makePublic.title')}>
          <MakePublic model={model} />
        </Card>
      )}
    </ModelShell>
  );
}
