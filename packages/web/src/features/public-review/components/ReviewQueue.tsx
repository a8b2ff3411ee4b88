import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  reviewKinds,
  reviewRejectBody,
  reviewStatuses,
  shellConstants,
  type ReviewItem,
  type ReviewKind,
  type ReviewStatus,
} from '@sentio/domain';
import { failureText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { formFailure, zodRule } from '../../../app/forms';
import { useApproveRequest, useRejectRequest } from '../api/mutations';
import { useReviewQueue } from '../api/queries';

const statusColor: Record<ReviewStatus, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' };

/** The owner's page of the item (the model's or the analysis's). */
const itemPath = (item: ReviewItem) =>
  item.kind === 'MODEL' ? `/model/settings/${item.itemKey}` : `/project/detail/${item.itemKey}`;

/** The reason form of a rejection: at least 10 characters, so the owner learns what to change. */
function RejectModal({ item, onClose }: { item: ReviewItem | null; onClose: () => void }) {
  const { t } = useTranslation('publicReview');
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectRequest();
  const close = () => {
    form.resetFields();
    setError(null);
    onClose();
  };
  return (
    <Modal
      open={item !== null}
      title={t('queue.rejectTitle', { name: item?.itemName ?? '' })}
      okText={t('queue.reject')}
      okButtonProps={{ 'data-testid': 'review-reject-confirm', danger: true, loading: reject.isPending }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => {
          if (!item) return;
          reject.mutate(
            { id: item.id, reason },
            { onSuccess: close, onError: (e) => setError(formFailure(form, e, t, ['reason'], t('queue.rejectFailed'))) },
          );
        }}
      >
        <Form.Item
          name="reason"
          label={t('queue.reason')}
          extra={t('queue.reasonHint')}
          rules={[zodRule(reviewRejectBody.shape.reason, t)]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount data-testid="review-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The operators' queue of make-public requests (models and analyses): pending ones oldest first with the overdue
 * ones marked, decided ones with their decision; approve, or reject with a reason.
 */
export function ReviewQueue() {
  const { t, i18n } = useTranslation('publicReview');
  const [status, setStatus] = useState<ReviewStatus>('PENDING');
  const [kind, setKind] = useState<ReviewKind | 'ALL'>('ALL');
  const [page, setPage] = useState<number>(shellConstants.defaultPage);
  const [size, setSize] = useState<number>(shellConstants.defaultPageSize);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queue = useReviewQueue(status, kind === 'ALL' ? undefined : kind, page, size);
  const approve = useApproveRequest();

  const columns: TableColumnsType<ReviewItem> = [
    {
      title: t('queue.item'),
      key: 'item',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Tag>{t(`kinds.${item.kind}`)}</Tag>
            <Link to={itemPath(item)}>{item.itemName}</Link>
          </Space>
          {item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('queue.owner'),
      key: 'owner',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <span>{item.requestedBy?.name ?? '—'}</span>
          <Typography.Text type="secondary">
            {item.accountName} · {item.workspaceName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('queue.requestedAt'),
      dataIndex: 'requestedAt',
      width: 190,
      render: (v: string, item) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDateTime(v, i18n.language)}</span>
          {item.overdue && (
            <Tag color="warning" data-testid="review-overdue">
              {t('queue.overdue')}
            </Tag>
          )}
        </Space>
      ),
    },
    status === 'PENDING'
      ? {
          title: t('queue.decision'),
          key: 'actions',
          width: 200,
          render: (_, item) => (
            <Space>
              <Popconfirm
                title={t('queue.approveConfirm', { name: item.itemName })}
                okText={t('queue.approve')}
                cancelText={t('queue.cancel')}
                onConfirm={() => approve.mutate(item.id, { onError: (e) => setFailure(failureText(t, e, 'INTERNAL_ERROR')) })}
              >
                <Button type="primary" size="small" data-testid={`review-approve-${item.itemName}`}>
                  {t('queue.approve')}
                </Button>
              </Popconfirm>
              <Button danger size="small" onClick={() => setRejecting(item)} data-testid={`review-reject-${item.itemName}`}>
                {t('queue.reject')}
              </Button>
            </Space>
          ),
        }
      : {
          title: t('queue.decision'),
          key: 'decision',
          width: 260,
          render: (_, item) => (
            <Space orientation="vertical" size={0}>
              <Tag color={statusColor[item.status]}>{t(`statuses.${item.status}`)}</Tag>
              {item.reviewedAt && (
                <Typography.Text type="secondary">
                  {formatDateTime(item.reviewedAt, i18n.language)}
                  {item.reviewedBy ? ` · ${item.reviewedBy}` : ''}
                </Typography.Text>
              )}
              {item.reason && <Typography.Text>{item.reason}</Typography.Text>}
            </Space>
          ),
        },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="review-queue">
      <Space wrap>
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(0);
          }}
          options={reviewStatuses.map((s) => ({
            value: s,
            label:
              s === 'PENDING' ? (
                <Space size={6}>
                  {t('statuses.PENDING')}
                  <Badge count={queue.data?.pending ?? 0} showZero size="small" data-testid="review-pending-count" />
                </Space>
              ) : (
                t(`statuses.${s}`)
              ),
          }))}
          data-testid="review-status"
        />
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(0);
          }}
          options={[
            { value: 'ALL' as const, label: t('kinds.ALL') },
            ...reviewKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
          ]}
          data-testid="review-kind"
        />
      </Space>
      {(queue.data?.overdue ?? 0) > 0 && (
        <Alert type="warning" showIcon title={t('queue.overdueAlert', { count: queue.data?.overdue ?? 0 })} />
      )}
      {failure && <Alert type="error" showIcon closable title={failure} onClose={() => setFailure(null)} />}
      <Table<ReviewItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={queue.data?.content ?? []}
        loading={queue.isFetching}
        locale={{ emptyText: t(status === 'PENDING' ? 'queue.emptyPending' : 'queue.empty') }}
        data-testid="review-table"
        pagination={{
          current: page + 1,
          pageSize: size,
          total: queue.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (p, s) => {
            setPage(s === size ? p - 1 : 0);
            setSize(s);
          },
        }}
      />
      <RejectModal item={rejecting} onClose={() => setRejecting(null)} />
    </Space>
  );
}
