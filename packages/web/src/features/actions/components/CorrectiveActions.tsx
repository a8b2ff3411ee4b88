import { App, Button, Card, DatePicker, Empty, Flex, Form, Input, Select, Skeleton, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { actionTextSchema, correctiveKinds, type CorrectiveAction, type CorrectiveKind } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useAddCorrective } from '../api/mutations';
import { useActionPeople, useCorrectiveActions } from '../api/queries';
import { useDates } from '../lib/useDates';

interface Values {
  kind: CorrectiveKind;
  text: string;
  realisedById?: string | null;
  realisedAt?: Dayjs | null;
}

function Item({ item }: { item: CorrectiveAction }) {
  const { t } = useTranslation('actionDetail');
  const dates = useDates();
  const by = item.realisedBy?.name;
  const at = item.realisedAt ? dates.instant(item.realisedAt) : null;
  const realised =
    by && at
      ? t('corrective.realised', { name: by, date: at })
      : by
        ? t('corrective.realisedByOnly', { name: by })
        : at
          ? t('corrective.realisedAtOnly', { date: at })
          : null;
  return (
    <Flex vertical gap={2} data-testid={`action-corrective-${item.id}`}>
      <Flex gap={8} align="center" wrap>
        <Tag color={item.kind === 'REGULATOR' ? 'purple' : 'cyan'}>{t(`corrective.kinds.${item.kind}`)}</Tag>
        <Typography.Text type="secondary">
          {t('corrective.addedBy', { name: item.createdBy?.name ?? t('notes.unknownUser'), date: dates.instant(item.createdAt) })}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{item.text}</Typography.Paragraph>
      {realised && <Typography.Text type="secondary">{realised}</Typography.Text>}
    </Flex>
  );
}

/** Corrective and regulator actions taken for the action: what was done (≥ 10 characters), by whom, when. */
export function CorrectiveActions({ actionId, editable }: { actionId: string; editable: boolean }) {
  const { t } = useTranslation('actionDetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const list = useCorrectiveActions(actionId);
  const people = useActionPeople();
  const add = useAddCorrective(actionId);
  const items = list.data ?? [];

  const submit = (values: Values) => {
    add.mutate(
      {
        kind: values.kind,
        text: values.text,
        realisedById: values.realisedById ?? null,
        realisedAt: values.realisedAt ? values.realisedAt.toISOString() : null,
      },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('corrective.added'));
        },
        onError: (error) => {
          if (applyFieldErrors(form, error, t, ['kind', 'text', 'realisedById', 'realisedAt'])) return;
          const body = apiErrorOf(error);
          if (body) void message.error(apiErrorText(t, body));
        },
      },
    );
  };

  return (
    <Card title={t('corrective.title')} size="small" data-testid="action-correctives">
      <Flex vertical gap={16}>
        {list.isLoading ? (
          <Skeleton active />
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('corrective.empty')} />
        ) : (
          <Flex vertical gap={12}>
            {items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </Flex>
        )}
        {editable && (
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ kind: 'CORRECTIVE' }}
            onFinish={submit}
            data-testid="action-corrective-form"
          >
            <Form.Item name="kind" label={t('corrective.kind')}>
              <Select
                options={correctiveKinds.map((k) => ({ value: k, label: t(`corrective.kinds.${k}`) }))}
                data-testid="action-corrective-kind"
              />
            </Form.Item>
            <Form.Item name="text" label={t('corrective.text')} rules={[zodRule(actionTextSchema, t)]}>
              <Input.TextArea
                rows={3}
                maxLength={4000}
                placeholder={t('corrective.textPlaceholder')}
                data-testid="action-corrective-text"
              />
            </Form.Item>
            <Flex gap={12} wrap>
              <Form.Item name="realisedById" label={t('corrective.realisedBy')} style={{ flex: 1, minWidth: 200 }}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  data-testid="action-corrective-realised-by"
                />
              </Form.Item>
              <Form.Item name="realisedAt" label={t('corrective.realisedAt')} style={{ flex: 1, minWidth: 200 }}>
                <DatePicker showTime style={{ width: '100%' }} data-testid="action-corrective-realised-at" />
              </Form.Item>
            </Flex>
            <Flex justify="end">
              <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="action-corrective-submit">
                {t('corrective.submit')}
              </Button>
            </Flex>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
