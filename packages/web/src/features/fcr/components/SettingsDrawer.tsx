import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, fcrDayRangeMax, type FcrSettings, type FcrSettingsBody } from '@sentio/domain';
import { applyFieldErrors } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { projectKeys, useChannelName } from '../../projects';
import { useUpdateFcrSettings } from '../api/mutations';
import { useAnalysisOptions, useAttributeOptions } from '../api/queries';
import { failureText } from '../lib/errors';

interface Values {
  dayRange: number;
  channels: string[];
  projectCodes: string[];
  sameCategory: boolean;
  matchAttribute: string | null;
  agentAttribute: string | null;
}
const fieldNames = ['dayRange', 'channels', 'projectCodes', 'sameCategory', 'matchAttribute', 'agentAttribute'] as const;

const valuesOf = (s: FcrSettings): Values => ({
  dayRange: s.dayRange,
  channels: s.channels,
  projectCodes: s.projectCodes,
  sameCategory: s.sameCategory,
  matchAttribute: s.matchAttribute,
  agentAttribute: s.agentAttribute,
});

/**
 * The workspace's FCR definition (managers only): day range, counted channels and analyses, matching, agent
 * attribute. Mounted while open, so each opening starts from the saved settings.
 */
export function SettingsDrawer({ settings, onClose }: { settings: FcrSettings; onClose: () => void }) {
  const { t } = useTranslation('fcr');
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<{ title: string; reason: string | null } | null>(null);
  const save = useUpdateFcrSettings();
  const channels = useApiQuery(projectKeys.channels, endpoints.channelList);
  const channelName = useChannelName();
  const analyses = useAnalysisOptions();
  const attributes = useAttributeOptions();
  const attributeOptions = (attributes.data?.attributes ?? []).map((a) => ({ value: a.code, label: a.name }));

  const submit = (values: Values) => {
    setProblem(null);
    const body: FcrSettingsBody = {
      ...values,
      matchAttribute: values.matchAttribute ?? null,
      agentAttribute: values.agentAttribute ?? null,
    };
    save.mutate(body, {
      onSuccess: () => {
        notices.success({ title: t('settings.saved') });
        onClose();
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error, t, fieldNames)) setProblem(failureText(t, error, t('settings.saveFailed')));
      },
    });
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('settings.title')}
      width={520}
      data-testid="fcr-settings"
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="fcr-settings-save">
            {t('settings.save')}
          </Button>
        </Flex>
      }
    >
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem.title}
          description={problem.reason}
          data-testid="fcr-settings-problem"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={valuesOf(settings)}>
        <Form.Item name="dayRange" label={t('settings.dayRange')} extra={t('dayRangeHelp')}>
          <InputNumber min={1} max={fcrDayRangeMax} precision={0} data-testid="fcr-settings-day-range" />
        </Form.Item>
        <Form.Item name="channels" label={t('settings.channels')} extra={t('settings.channelsHelp')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="fcr-settings-channels"
            loading={channels.isLoading}
            options={(channels.data ?? []).map((c) => ({ value: c.code, label: channelName(c.code) }))}
          />
        </Form.Item>
        <Form.Item name="projectCodes" label={t('settings.analyses')} extra={t('settings.analysesHelp')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="fcr-settings-analyses"
            loading={analyses.isLoading}
            options={(analyses.data?.content ?? []).map((a) => ({ value: a.code, label: a.name }))}
          />
        </Form.Item>
        <Form.Item name="sameCategory" label={t('settings.sameCategory')} valuePropName="checked">
          <Switch data-testid="fcr-settings-same-category" />
        </Form.Item>
        <Form.Item name="matchAttribute" label={t('settings.matchAttribute')} extra={t('settings.matchAttributeHelp')}>
          <Select allowClear showSearch data-testid="fcr-settings-match" options={attributeOptions} />
        </Form.Item>
        <Form.Item name="agentAttribute" label={t('settings.agentAttribute')} extra={t('settings.agentAttributeHelp')}>
          <Select allowClear showSearch data-testid="fcr-settings-agent" options={attributeOptions} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
