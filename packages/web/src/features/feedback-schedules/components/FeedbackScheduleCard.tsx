import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  feedbackDocumentTypes,
  feedbackPeriodTypes,
  type FeedbackDocumentType,
  type FeedbackModelField,
  type FeedbackPeriodType,
  type FeedbackSchedule,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { applyFieldErrors } from '../../../app/forms';
import { LoadError } from '../../../shared/query/QueryState';
import {
  useDeleteFeedbackSchedule,
  useFeedbackModels,
  useFeedbackSchedules,
  useSaveFeedbackSchedule,
} from '../api/feedbackSchedules';

interface Values {
  documentType?: FeedbackDocumentType;
  type?: FeedbackPeriodType;
  repeatWeekDay?: number;
  repeatDay?: number;
  repeatTime?: string;
}

const fieldNames = ['documentType', 'type', 'repeatWeekDay', 'repeatDay', 'repeatTime'] as const;
const weekDays = [1, 2, 3, 4, 5, 6, 7];
const monthDays = Array.from({ length: 28 }, (_, i) => i + 1);

/**
 * The feedback schedule (docs/feedback-schedule.md): per model of the analysis, which reviewed documents go back to
 * the model's training data, and when (daily, weekly on a weekday, monthly on a day, at a time of the reporting
 * zone), with the last run and what it sent.
 */
export function FeedbackScheduleCard({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('feedbackSchedules');
  const models = useFeedbackModels(code);
  const schedules = useFeedbackSchedules(code);

  const body = () => {
    if (models.isLoading || schedules.isLoading) return <Skeleton active />;
    if (models.isError || schedules.isError)
      return (
        <LoadError
          error={models.error ?? schedules.error}
          onRetry={() => {
            void models.refetch();
            void schedules.refetch();
          }}
        />
      );
    if (!models.data?.length) return <Empty description={t('noModels')} />;
    return models.data.map((m) => (
      <ModelSchedule
        key={m.modelCode}
        code={code}
        model={m}
        schedule={schedules.data?.find((s) => s.modelCode === m.modelCode) ?? null}
        canManage={canManage}
      />
    ));
  };

  return (
    <Card title={t('title')} data-testid="feedback-schedule-card">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('intro')} />
        {body()}
      </Space>
    </Card>
  );
}

function ModelSchedule(props: {
  code: string;
  model: FeedbackModelField;
  schedule: FeedbackSchedule | null;
  canManage: boolean;
}) {
  const { code, model, schedule, canManage } = props;
  const { t, i18n } = useTranslation('feedbackSchedules');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveFeedbackSchedule(code);
  const remove = useDeleteFeedbackSchedule(code);
  const [error, setError] = useState<string | null>(null);
  const type = Form.useWatch('type', form) ?? schedule?.type;
  const testId = (name: string) => `feedback-${name}-${model.modelCode}`;

  const submit = (v: Values) => {
    setError(null);
    // The last answer's field errors go; the new answer says its own.
    form.setFields(fieldNames.map((name) => ({ name, errors: [] })));
    save.mutate(
      {
        projectCode: code,
        modelCode: model.modelCode,
        documentType: v.documentType as FeedbackDocumentType,
        type: v.type as FeedbackPeriodType,
        repeatWeekDay: v.type === 'WEEKLY' ? (v.repeatWeekDay ?? null) : null,
        repeatDay: v.type === 'MONTHLY' ? (v.repeatDay ?? null) : null,
        repeatTime: v.repeatTime ?? '',
      },
      {
        onSuccess: () => void message.success(t('saved')),
        onError: (e) => {
          if (applyFieldErrors(form, e, t, fieldNames)) return;
          const api = apiErrorOf(e);
          setError(api ? messageText(t, api.messageCode, api.message) : t('failed'));
        },
      },
    );
  };

  return (
    <Card type="inner" size="small" title={model.modelName} data-testid={testId('model')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary" data-testid={testId('counts')}>
          {t('counts', { pending: model.pending, sent: model.sent })}
        </Typography.Text>
        {schedule && (
          <Typography.Text data-testid={testId('last-run')}>
            {schedule.lastRunAt
              ? t('lastRun', {
                  at: formatDateTime(schedule.lastRunAt, i18n.language),
                  sent: schedule.lastSentCount ?? 0,
                  total: schedule.sentTotal,
                })
              : t('notRunYet')}
          </Typography.Text>
        )}
        {error && <Alert type="warning" showIcon title={error} data-testid={testId('error')} />}
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={!canManage}
          onFinish={submit}
          initialValues={{
            documentType: schedule?.documentType ?? 'ALL',
            ...(schedule
              ? {
                  type: schedule.type,
                  repeatTime: schedule.repeatTime,
                  ...(schedule.repeatWeekDay ? { repeatWeekDay: schedule.repeatWeekDay } : {}),
                  ...(schedule.repeatDay ? { repeatDay: schedule.repeatDay } : {}),
                }
              : {}),
          }}
        >
          <Row gutter={12}>
            <Col xs={24} md={12} xl={6}>
              <Form.Item name="documentType" label={t('fields.documentType')}>
                <Select
                  data-testid={testId('document-type')}
                  options={feedbackDocumentTypes.map((d) => ({ value: d, label: t(`documentTypes.${d}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Form.Item name="type" label={t('fields.type')}>
                <Select
                  data-testid={testId('type')}
                  placeholder={t('choose')}
                  options={feedbackPeriodTypes.map((p) => ({ value: p, label: t(`types.${p}`) }))}
                />
              </Form.Item>
            </Col>
            {type === 'WEEKLY' && (
              <Col xs={24} md={12} xl={4}>
                <Form.Item name="repeatWeekDay" label={t('fields.repeatWeekDay')}>
                  <Select
                    data-testid={testId('weekday')}
                    placeholder={t('choose')}
                    options={weekDays.map((d) => ({ value: d, label: t(`weekDays.${d}`) }))}
                  />
                </Form.Item>
              </Col>
            )}
            {type === 'MONTHLY' && (
              <Col xs={24} md={12} xl={4}>
                <Form.Item name="repeatDay" label={t('fields.repeatDay')} extra={t('help.repeatDay')}>
                  <Select
                    data-testid={testId('day')}
                    placeholder={t('choose')}
                    options={monthDays.map((d) => ({ value: d, label: String(d) }))}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={12} xl={4}>
              <Form.Item name="repeatTime" label={t('fields.repeatTime')} extra={t('help.repeatTime')}>
                <Input data-testid={testId('time')} placeholder="09:00" maxLength={5} />
              </Form.Item>
            </Col>
          </Row>
          {canManage && (
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={testId('save')}>
                {t('save')}
              </Button>
              {schedule && (
                <Popconfirm
                  title={t('deleteConfirm')}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  onConfirm={() =>
                    remove.mutate(model.modelCode, {
                      onSuccess: () => {
                        form.resetFields();
                        void message.success(t('deleted'));
                      },
                    })
                  }
                >
                  <Button danger data-testid={testId('delete')}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </Form>
      </Space>
    </Card>
  );
}
