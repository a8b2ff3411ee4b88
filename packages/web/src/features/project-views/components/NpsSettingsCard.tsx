import { useState } from 'react';
import { Alert, App, Button, Card, Form, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NpsSettings } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors } from '../../../app/forms';
import { LoadError } from '../../../shared/query/QueryState';
import { useSaveNpsSettings } from '../api/mutations';
import { useNpsField } from '../api/queries';

type Values = Omit<NpsSettings, 'npsField' | 'csatField'> & { npsField: string | undefined; csatField: string | undefined };

/** Which attributes hold the NPS (0–10) and CSAT answers, and the CSAT scale; saving re-scores the stored documents. */
export function NpsSettingsCard({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('projectViews');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const field = useNpsField(code);
  const save = useSaveNpsSettings(code);
  const [error, setError] = useState<string | null>(null);

  if (field.isLoading)
    return (
      <Card title={t('nps.title')} data-testid="nps-settings">
        <Skeleton active />
      </Card>
    );
  if (field.isError || !field.data) {
    return (
      <Card title={t('nps.title')} data-testid="nps-settings">
        <LoadError error={field.error} onRetry={() => void field.refetch()} />
      </Card>
    );
  }
  const { candidates, settings } = field.data;
  const options = candidates.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

  const submit = (values: Values) => {
    setError(null);
    save.mutate(
      {
        npsField: values.npsField ?? null,
        csatField: values.csatField ?? null,
        csatScaleMax: values.csatScaleMax,
        csatSatisfiedFrom: values.csatSatisfiedFrom,
      },
      {
        onSuccess: () => void message.success(t('nps.saved')),
        onError: (e) => {
          if (applyFieldErrors(form, e, t, ['npsField', 'csatField', 'csatScaleMax', 'csatSatisfiedFrom'])) return;
          const api = apiErrorOf(e);
          setError(api ? apiErrorText(t, api) : t('failed'));
        },
      },
    );
  };

  return (
    <Card title={t('nps.title')} data-testid="nps-settings">
      <Alert type="info" showIcon title={t('nps.rescoreNote')} style={{ marginBottom: 12 }} />
      {error && <Alert type="warning" showIcon title={error} data-testid="nps-settings-error" style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!canManage}
        onFinish={submit}
        initialValues={{
          npsField: settings.npsField ?? undefined,
          csatField: settings.csatField ?? undefined,
          csatScaleMax: settings.csatScaleMax,
          csatSatisfiedFrom: settings.csatSatisfiedFrom,
        }}
      >
        <Form.Item
          name="npsField"
          label={t('nps.npsField')}
          extra={candidates.length === 0 ? t('nps.noCandidates') : t('nps.npsHelp')}
        >
          <Select data-testid="nps-field" allowClear placeholder={t('nps.none')} options={options} />
        </Form.Item>
        <Form.Item name="csatField" label={t('nps.csatField')}>
          <Select data-testid="csat-field" allowClear placeholder={t('nps.none')} options={options} />
        </Form.Item>
        <Form.Item name="csatScaleMax" label={t('nps.scaleMax')}>
          <InputNumber data-testid="csat-scale-max" min={3} max={10} precision={0} />
        </Form.Item>
        <Form.Item
          name="csatSatisfiedFrom"
          label={t('nps.satisfiedFrom')}
          extra={t('nps.satisfiedHelp')}
          dependencies={['csatScaleMax']}
          rules={[
            ({ getFieldValue }) => ({
              // The server's rule (FIELD_TOO_BIG): satisfied answers must exist on the scale.
              validator: (_rule, value: number | null) =>
                value !== null && value > Number(getFieldValue('csatScaleMax'))
                  ? Promise.reject(new Error(t('errors:codes.FIELD_TOO_BIG')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <InputNumber data-testid="csat-satisfied-from" min={1} max={10} precision={0} />
        </Form.Item>
        {canManage && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="nps-settings-save">
            {t('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
