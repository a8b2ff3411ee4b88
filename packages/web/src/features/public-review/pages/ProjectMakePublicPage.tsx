import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { makePublicBody, type ProjectPublic, type ReviewStatus } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, failureText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { zodRule } from '../../../app/forms';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useProjectMakePublic, useProjectWithdraw } from '../api/mutations';
import { useProjectPublicState } from '../api/queries';

const statusColor: Record<ReviewStatus, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' };

function MakePublic({ state }: { state: ProjectPublic }) {
  const { t, i18n } = useTranslation('publicReview');
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useProjectMakePublic(state.code);
  const withdraw = useProjectWithdraw(state.code);
  const current = state.publicRequest;
  const status = current?.status ?? null;

  if (status === 'APPROVED')
    return (
      <Result
        status="success"
        title={t('makePublic.published')}
        subTitle={t('makePublic.publishedHint')}
        data-testid="project-make-public-state"
        data-status="APPROVED"
      />
    );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Paragraph>{t('makePublic.intro')}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('makePublic.review')} />
      {current && (
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="project-make-public-state"
          data-status={current.status}
          items={[
            {
              key: 'status',
              label: t('makePublic.status'),
              children: <Tag color={statusColor[current.status]}>{t(`statuses.${current.status}`)}</Tag>,
            },
            {
              key: 'requestedAt',
              label: t('makePublic.requestedAt'),
              children: formatDateTime(current.requestedAt, i18n.language),
            },
            ...(current.note ? [{ key: 'note', label: t('makePublic.note'), children: current.note }] : []),
            ...(current.reason ? [{ key: 'reason', label: t('makePublic.reason'), children: current.reason }] : []),
          ]}
        />
      )}
      {status === 'REJECTED' && <Alert type="warning" showIcon title={t('makePublic.rejected')} />}
      {status === 'PENDING' && (
        <Alert
          type="info"
          showIcon
          title={t('makePublic.pending')}
          data-testid="project-make-public-pending"
          action={
            canManage ? (
              <Button
                size="small"
                loading={withdraw.isPending}
                onClick={() => withdraw.mutate(undefined, { onError: (e) => setError(failureText(t, e, 'INTERNAL_ERROR')) })}
                data-testid="project-make-public-withdraw"
              >
                {t('makePublic.withdraw')}
              </Button>
            ) : undefined
          }
        />
      )}
      {canManage && status !== 'PENDING' && (
        <Form
          layout="vertical"
          onFinish={() =>
            request.mutate(note, {
              onSuccess: () => setNote(''),
              onError: (e) => {
                const api = apiErrorOf(e);
                setError(api && api.status < 500 ? apiErrorText(t, api) : failureText(t, e, 'INTERNAL_ERROR'));
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
              data-testid="project-make-public-note"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="project-make-public-submit">
            {status === 'REJECTED' ? t('makePublic.requestAgain') : t('makePublic.request')}
          </Button>
        </Form>
      )}
      {status === 'PENDING' && error && <Alert type="error" showIcon title={error} />}
    </Space>
  );
}

function Page({ code }: { code: string }) {
  const { t } = useTranslation('publicReview');
  const state = useProjectPublicState(code);
  return (
    <Card
      title={state.data ? t('makePublic.titleOf', { name: state.data.name }) : t('makePublic.title')}
      extra={<Link to={`/project/detail/${code}`}>{t('makePublic.back')}</Link>}
    >
      {state.data ? <MakePublic state={state.data} /> : <Skeleton active />}
    </Card>
  );
}

/** /project/make-public/:id — an analysis's make-public request (reviewed within 24 hours): request, state, withdraw. */
export function ProjectMakePublicPage() {
  const { id = '' } = useParams();
  const allowed = accessOf(useAppStore((s) => s.user)).projectRead;
  return (
    <AccessGuard allowed={allowed}>
      <Page code={id} />
    </AccessGuard>
  );
}
