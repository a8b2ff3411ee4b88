// i18n-namespaces: models publicReview (the owners of the make-public step; the locale test checks these keys in both)
import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Result, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { makePublicBody, type ReviewStatus } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, failureText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { zodRule } from '../../../app/forms';

/** A model's stored request status also knows NONE (never asked). */
type RequestStatus = ReviewStatus | 'NONE';
const statusColor: Record<RequestStatus, string> = {
  NONE: 'default',
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};

interface Mutation<TInput> {
  isPending: boolean;
  mutate: (input: TInput, options: { onSuccess?: () => void; onError?: (e: Error) => void }) => void;
}

/** What a request sends: the note, and (models) whether the published template ships the trained weights. */
export interface MakePublicInput {
  note: string;
  includeWeights: boolean;
}

export interface MakePublicPanelProps {
  /** The namespace holding this kind's `makePublic.*` texts (a model's and an analysis's differ in wording). */
  ns: 'models' | 'publicReview';
  /** The key of a request status's label in `ns`. */
  statusKey: (status: RequestStatus) => string;
  request: { status: RequestStatus; requestedAt: string; note: string; reason: string | null } | null;
  /** Public already (approved, or public by its access setting). */
  published: boolean;
  canManage: boolean;
  submit: Mutation<MakePublicInput>;
  withdraw: Mutation<void>;
  /** `data-testid` prefix: each kind's browser tests keep their own. */
  testId: string;
  /** A model offers to ship its trained weights with the published template (false: untrained, nothing to ship). */
  weights?: { trained: boolean };
  /** The workspace's templates of this kind (the one this request snapshots among them). */
  templatesPath: string;
}

/**
 * The make-public step of a model or an analysis (docs/public-review.md): the request's state with a rejection's
 * reason, the request form with its note, and withdrawing a pending request.
 */
export function MakePublicPanel({
  ns,
  statusKey,
  request,
  published,
  canManage,
  submit,
  withdraw,
  testId,
  weights,
  templatesPath,
}: MakePublicPanelProps) {
  const { t, i18n } = useTranslation(ns);
  const [note, setNote] = useState('');
  const [includeWeights, setIncludeWeights] = useState(weights?.trained ?? false);
  const [error, setError] = useState<string | null>(null);
  const status = request?.status ?? null;
  const onError = (e: Error) => {
    const api = apiErrorOf(e);
    setError(api && api.status < 500 ? apiErrorText(t, api) : failureText(t, e, 'INTERNAL_ERROR'));
  };

  if (published)
    return (
      <Result
        status="success"
        title={t('makePublic.published')}
        subTitle={t('makePublic.publishedHint')}
        data-testid={`${testId}-state`}
        data-status="APPROVED"
        extra={
          <Link to={templatesPath} data-testid={`${testId}-templates`}>
            {t('publicReview:makePublic.template.open')}
          </Link>
        }
      />
    );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Paragraph>{t('makePublic.intro')}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('makePublic.review')} />
      <Typography.Paragraph data-testid={`${testId}-template`}>
        {t('publicReview:makePublic.template.line')}{' '}
        <Link to={templatesPath} data-testid={`${testId}-templates`}>
          {t('publicReview:makePublic.template.open')}
        </Link>
      </Typography.Paragraph>
      {request && (
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid={`${testId}-state`}
          data-status={request.status}
          items={[
            {
              key: 'status',
              label: t('makePublic.status'),
              children: <Tag color={statusColor[request.status]}>{t(statusKey(request.status))}</Tag>,
            },
            {
              key: 'requestedAt',
              label: t('makePublic.requestedAt'),
              children: formatDateTime(request.requestedAt, i18n.language),
            },
            ...(request.note ? [{ key: 'note', label: t('makePublic.note'), children: request.note }] : []),
            ...(request.reason ? [{ key: 'reason', label: t('makePublic.reason'), children: request.reason }] : []),
          ]}
        />
      )}
      {status === 'REJECTED' && <Alert type="warning" showIcon title={t('makePublic.rejected')} />}
      {status === 'PENDING' && (
        <Alert
          type="info"
          showIcon
          title={t('makePublic.pending')}
          data-testid={`${testId}-pending`}
          action={
            canManage ? (
              <Button
                size="small"
                loading={withdraw.isPending}
                onClick={() => withdraw.mutate(undefined, { onError })}
                data-testid={`${testId}-withdraw`}
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
          onFinish={() => submit.mutate({ note, includeWeights }, { onSuccess: () => setNote(''), onError })}
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
              data-testid={`${testId}-note`}
            />
          </Form.Item>
          {weights && (
            <Form.Item
              extra={
                weights.trained
                  ? t('publicReview:makePublic.template.weightsHint')
                  : t('publicReview:makePublic.template.untrained')
              }
            >
              <Checkbox
                checked={includeWeights}
                disabled={!weights.trained}
                onChange={(e) => setIncludeWeights(e.target.checked)}
                data-testid={`${testId}-weights`}
              >
                {t('publicReview:makePublic.template.weights')}
              </Checkbox>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid={`${testId}-submit`}>
            {status === 'REJECTED' ? t('makePublic.requestAgain') : t('makePublic.request')}
          </Button>
        </Form>
      )}
      {status === 'PENDING' && error && <Alert type="error" showIcon title={error} />}
    </Space>
  );
}
