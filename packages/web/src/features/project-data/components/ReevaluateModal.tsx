import { useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { interactionStatuses, searchByDates, type ReevaluateBody, type SearchByDate } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useReevaluate } from '../api/mutations';
import { useCategoryTree, useReevaluatable } from '../api/queries';
import { fromPicker } from '../lib/dates';

interface Values {
  includedStatuses: string[];
  excludedModelCodes: string[];
  channelCode: string;
  dates: [Dayjs, Dayjs] | null;
  searchByDate: SearchByDate;
}

/** Classify matching documents again; only one re-evaluation runs at a time (REEVALUATION_RUNNING). */
export function ReevaluateModal({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('projectData');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [form] = Form.useForm<Values>();
  const status = useReevaluatable(code, true);
  const models = useCategoryTree(code);
  const reevaluate = useReevaluate(code);
  const [error, setError] = useState<string | null>(null);
  const running = status.data ? !status.data.reevaluatable : false;

  const submit = (values: Values) => {
    const body: ReevaluateBody = {
      includedStatuses: values.includedStatuses as ReevaluateBody['includedStatuses'],
      excludedModelCodes: values.excludedModelCodes,
      channelCode: values.channelCode.trim() === '' ? null : values.channelCode.trim(),
      dateFilter: values.dates
        ? {
            startDate: fromPicker(values.dates[0], timeZone, false).toISOString(),
            endDate: fromPicker(values.dates[1], timeZone, true).toISOString(),
            searchByDate: values.searchByDate,
          }
        : null,
    };
    setError(null);
    reevaluate.mutate(body, {
      onSuccess: () => {
        notices.success({ title: t('reevaluate.started') });
        onClose();
      },
      onError: (e) => {
        const api = apiErrorOf(e);
        setError(api ? apiErrorText(t, api) : t('common.failed'));
      },
    });
  };

  return (
    <Modal
      open
      title={t('reevaluate.title')}
      onCancel={onClose}
      okText={t('reevaluate.submit')}
      okButtonProps={{ 'data-testid': 'reevaluate-submit', disabled: running, loading: reevaluate.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {running && <Alert type="warning" showIcon title={t('errors:codes.REEVALUATION_RUNNING')} style={{ marginBottom: 12 }} />}
      {error && <Alert type="warning" showIcon title={error} data-testid="reevaluate-error" style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ includedStatuses: [], excludedModelCodes: [], channelCode: '', dates: null, searchByDate: 'CONTENT_DATE' }}
      >
        <Form.Item name="includedStatuses" label={t('reevaluate.statuses')} extra={t('reevaluate.statusesHelp')}>
          <Select mode="multiple" options={interactionStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="excludedModelCodes" label={t('reevaluate.excludedModels')}>
          <Select mode="multiple" options={(models.data ?? []).map((m) => ({ value: m.modelCode, label: m.modelName }))} />
        </Form.Item>
        <Form.Item name="channelCode" label={t('reevaluate.channel')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="dates" label={t('reevaluate.dates')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="searchByDate" label={t('date.searchByDate')}>
          <Select options={searchByDates.map((value) => ({ value, label: t(`searchByDate.${value}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
