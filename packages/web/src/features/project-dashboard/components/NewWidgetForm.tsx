import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  reportPeriods,
  scoreMetrics,
  scoreTableGroups,
  widgetBody,
  widgetConfigSchema,
  type ProjectDetail,
  type WidgetConfig,
  type WidgetKind,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useSaveWidget } from '../api/mutations';
import { useAttributes, useQuadrantAxes, useWidgetKinds } from '../api/queries';

interface Values extends Partial<WidgetConfig> {
  kind?: WidgetKind;
  name?: string;
  scope?: 'USER' | 'PROJECT';
}

const AUTO = '__auto';
const configFields = Object.keys(widgetConfigSchema.shape) as (keyof WidgetConfig)[];

/** "New widget": kind, name, scope (project-wide for managers) and the settings the kind reads, defaults from `allWidget`. */
export function NewWidgetForm({ project, manager, onDone }: { project: ProjectDetail; manager: boolean; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const code = project.code;
  const [form] = Form.useForm<Values>();
  const kinds = useWidgetKinds(code);
  const axes = useQuadrantAxes();
  const attributes = useAttributes(code);
  const save = useSaveWidget(code);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form);
  const period = Form.useWatch('period', form);
  const info = kinds.data?.find((k) => k.kind === kind);
  const shows = (field: keyof WidgetConfig) => info?.fields.includes(field) ?? false;
  const categoryModels = project.projectModels.filter((m) => m.senseType === 'CATEGORY');

  const pickKind = (next: WidgetKind) => {
    const defaults = kinds.data?.find((k) => k.kind === next)?.defaultConfig;
    if (defaults) form.setFieldsValue({ ...defaults, period: defaults.period ?? (AUTO as never) });
    if (!form.getFieldValue('name')) form.setFieldValue('name', t(`kind.${next}`));
  };

  const submit = (values: Values) => {
    setProblem(null);
    const config: Record<string, unknown> = {};
    for (const field of configFields) if (values[field] !== undefined) config[field] = values[field];
    if (config['period'] === AUTO) config['period'] = null;
    save.mutate(
      { kind: values.kind ?? 'NPS', name: values.name ?? '', scope: values.scope ?? 'USER', config: widgetConfigSchema.parse(config) },
      {
        onSuccess: () => {
          form.resetFields();
          onDone();
        },
        onError: (e) => {
          if (applyFieldErrors(form, e, t, ['name', 'kind', 'scope', ...configFields])) return;
          const api = apiErrorOf(e);
          setProblem(api ? apiErrorText(t, api) : t('failed'));
        },
      },
    );
  };

  return (
    <Card size="small" title={t('form.title')} data-testid="widget-form">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ scope: 'USER' }}>
        <Form.Item name="kind" label={t('form.kind')} rules={[{ required: true, message: t('errors:codes.FIELD_REQUIRED') }]}>
          <Select
            data-testid="widget-form-kind"
            loading={kinds.isLoading}
            onChange={pickKind}
            options={(kinds.data ?? []).map((k) => ({ value: k.kind, label: t(`kind.${k.kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('form.name')} rules={[zodRule(widgetBody.shape.name, t)]}>
          <Input data-testid="widget-form-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="scope" label={t('form.scope')} extra={manager ? undefined : t('form.projectForManagers')}>
          <Radio.Group
            data-testid="widget-form-scope"
            options={[
              { value: 'USER', label: t('scope.USER') },
              { value: 'PROJECT', label: t('scope.PROJECT'), disabled: !manager },
            ]}
          />
        </Form.Item>
        {shows('modelCode') && (
          <Form.Item name="modelCode" label={t('form.model')}>
            <Select
              data-testid="widget-form-model"
              allowClear
              placeholder={t('form.firstModel')}
              options={categoryModels.map((m) => ({ value: m.code, label: m.name }))}
            />
          </Form.Item>
        )}
        {shows('metric') && (
          <Form.Item name="metric" label={t('form.metric')}>
            <Select data-testid="widget-form-metric" options={scoreMetrics.map((m) => ({ value: m, label: t(`metric.${m}`) }))} />
          </Form.Item>
        )}
        {(['xAxis', 'yAxis'] as const).map(
          (axis) =>
            shows(axis) && (
              <Form.Item key={axis} name={axis} label={t(`form.${axis}`)}>
                <Select
                  data-testid={`widget-form-${axis}`}
                  loading={axes.isLoading}
                  options={(axes.data ?? []).map((a) => ({ value: a.code, label: t(`axis.${a.code}`) }))}
                />
              </Form.Item>
            ),
        )}
        {shows('groupBy') && (
          <Form.Item name="groupBy" label={t('form.groupBy')}>
            <Select data-testid="widget-form-groupBy" options={scoreTableGroups.map((g) => ({ value: g, label: t(`groupBy.${g}`) }))} />
          </Form.Item>
        )}
        {shows('period') && (
          <Flex gap={8}>
            <Form.Item name="period" label={t('form.period')} style={{ flex: 1 }}>
              <Select
                data-testid="widget-form-period"
                options={[
                  { value: AUTO, label: t('form.periodAuto') },
                  ...reportPeriods.map((p) => ({ value: p, label: t(`reportPeriod.${p}`) })),
                ]}
              />
            </Form.Item>
            {period === 'custom' && (
              <Form.Item name="customDays" label={t('form.customDays')}>
                <InputNumber data-testid="widget-form-customDays" min={1} max={366} />
              </Form.Item>
            )}
          </Flex>
        )}
        {shows('attributeCode') && (
          <Form.Item name="attributeCode" label={t('form.attribute')} rules={[{ required: true, message: t('errors:codes.WIDGET_ATTRIBUTE_REQUIRED') }]}>
            <Select
              data-testid="widget-form-attribute"
              loading={attributes.isLoading}
              options={(attributes.data ?? []).map((a) => ({ value: a.code, label: a.name }))}
            />
          </Form.Item>
        )}
        {shows('limit') && (
          <Form.Item name="limit" label={t('form.limit')}>
            <InputNumber data-testid="widget-form-limit" min={1} max={100} />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon title={problem} data-testid="widget-form-error" style={{ marginBottom: 12 }} />}
        <Flex gap={8} justify="flex-end">
          <Button onClick={onDone}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="widget-form-submit">
            {t('form.create')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
