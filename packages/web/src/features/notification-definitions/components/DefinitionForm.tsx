import { useState } from 'react';
import { Alert, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  notificationDefinitionLimits as limits,
  notificationDefinitionTypes,
  type NotificationDefinition,
  type NotificationDefinitionType,
  type ProjectDetail,
} from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { useCreateDefinition, useUpdateDefinition } from '../api/mutations';
import { definitionValues, fieldErrors, formIssues, newDefinitionValues, toBody, type DefinitionValues } from '../lib/form';
import { ChartPicker } from './ChartPicker';
import { ReceiversFields } from './ReceiversFields';
import { ScheduleFields } from './ScheduleFields';
import { ThresholdFields } from './ThresholdFields';

export interface DefinitionFormProps {
  project: ProjectDetail;
  /** Present: edit it; absent: a new definition. */
  definition?: NotificationDefinition;
  /** The form element id, so the drawer's footer buttons can submit it. */
  formId: string;
  onSaved: (definition: NotificationDefinition) => void;
  onPendingChange?: (pending: boolean) => void;
}

const Section = ({ children }: { children: string }) => (
  <Divider titlePlacement="start" style={{ marginTop: 8 }}>
    <Typography.Text strong>{children}</Typography.Text>
  </Divider>
);

/**
 * Every field of a notification definition. The browser checks the domain's own rules on submit, so each missing
 * field is said at once with the server's message; the server's answer (a name already taken, a receiver who is not
 * a member…) lands on its field too, and what has no field is said above the form.
 */
export function DefinitionForm({ project, definition, formId, onSaved, onPendingChange }: DefinitionFormProps) {
  const { t } = useTranslation('notificationDefinitions');
  const [form] = Form.useForm<DefinitionValues>();
  const [initial] = useState(() => (definition ? definitionValues(definition) : newDefinitionValues(project)));
  const [problem, setProblem] = useState<string | null>(null);
  // The subject follows the name until someone edits it (a new definition starts with both empty).
  const [subjectFollowsName, setSubjectFollowsName] = useState(initial.subject === initial.name);
  const create = useCreateDefinition(project.code);
  const update = useUpdateDefinition(project.code);
  const type = (Form.useWatch('type', form) as NotificationDefinitionType | null | undefined) ?? null;

  const show = (issues: { path: readonly (string | number)[]; text: string }[]) => {
    const { fields, elsewhere } = fieldErrors(issues);
    if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    setProblem(elsewhere.length > 0 ? elsewhere.join(' ') : null);
  };

  const onError = (error: unknown) => {
    const api = apiErrorOf(error);
    const fields = api?.fields ?? [];
    if (fields.length > 0)
      show(
        fields.map((f) => ({
          path: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          text: messageText(t, f.messageCode, f.message),
        })),
      );
    else setProblem(api ? apiErrorText(t, api) : t('failed'));
  };

  const submit = () => {
    setProblem(null);
    const values = { ...initial, ...form.getFieldsValue(true) } as DefinitionValues;
    const issues = formIssues(values);
    if (issues.length > 0) {
      show(issues.map((i) => ({ path: i.path, text: messageText(t, i.code) })));
      return;
    }
    const body = toBody(values);
    const done = { onSuccess: onSaved, onError };
    onPendingChange?.(true);
    const settle = { onSettled: () => onPendingChange?.(false) };
    if (definition) update.mutate({ id: definition.id, body }, { ...done, ...settle });
    else create.mutate(body, { ...done, ...settle });
  };

  return (
    <Form<DefinitionValues>
      id={formId}
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={(changed: Partial<DefinitionValues>) => {
        if ('subject' in changed) setSubjectFollowsName(false);
        if ('name' in changed && subjectFollowsName) form.setFieldValue('subject', changed.name ?? '');
      }}
      disabled={create.isPending || update.isPending}
      data-testid="nd-form"
    >
      {problem && (
        <Alert type="error" showIcon role="alert" title={problem} data-testid="nd-form-problem" style={{ marginBottom: 12 }} />
      )}
      <Section>{t('form.sections.basics')}</Section>
      <Form.Item name="name" label={t('form.name')}>
        <Input data-testid="nd-form-name" maxLength={limits.nameMax} autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea
          data-testid="nd-form-description"
          maxLength={limits.descriptionMax}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      <Form.Item
        name="type"
        label={t('form.type')}
        extra={type ? <span data-testid="nd-form-type-help">{t(`typeHelp.${type}`)}</span> : undefined}
      >
        <Radio.Group
          data-testid="nd-form-type"
          optionType="button"
          options={notificationDefinitionTypes.map((x) => ({ value: x, label: t(`type.${x}`) }))}
        />
      </Form.Item>
      <Form.Item name="subject" label={t('form.subject')} extra={subjectFollowsName ? t('form.subjectHelp') : undefined}>
        <Input data-testid="nd-form-subject" maxLength={limits.subjectMax} />
      </Form.Item>

      <Section>{t('form.sections.schedule')}</Section>
      <ScheduleFields />

      <Section>{t('form.sections.threshold')}</Section>
      <ThresholdFields project={project} />

      <Section>{t('form.sections.content')}</Section>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="modelId" label={t('form.model')} extra={t('form.modelHelp')}>
            <Select
              data-testid="nd-form-model"
              placeholder={t('form.choose')}
              onChange={() => form.setFieldValue('categoryId', null)}
              options={project.projectModels.map((m) => ({ value: m.id, label: m.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="attribute" label={t('form.attribute')} extra={t('form.attributeHelp')}>
            <Select
              data-testid="nd-form-attribute"
              placeholder={t('form.choose')}
              showSearch={{ optionFilterProp: 'label' }}
              options={project.attributes.map((a) => ({ value: a.code, label: a.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="npsField" label={t('form.npsField')} extra={t('form.npsFieldHelp')}>
            <Select
              data-testid="nd-form-nps-field"
              placeholder={t('form.choose')}
              options={project.attributes.filter((a) => a.type === 'NUMERIC').map((a) => ({ value: a.code, label: a.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="negativeCount" label={t('form.negativeCount')}>
            <InputNumber
              data-testid="nd-form-negative-count"
              min={0}
              max={limits.negativeCountMax}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="listCount" label={t('form.listCount')}>
            <InputNumber
              data-testid="nd-form-list-count"
              min={0}
              max={limits.listCountMax}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="showRootCause" label={t('form.showRootCause')} valuePropName="checked">
        <Switch data-testid="nd-form-root-cause" />
      </Form.Item>

      <Section>{t('form.sections.charts')}</Section>
      <Form.Item name="charts" label={t('form.charts')}>
        <ChartPicker project={project} />
      </Form.Item>

      <Section>{t('form.sections.receivers')}</Section>
      <ReceiversFields />
      <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
        <Switch data-testid="nd-form-enabled" />
      </Form.Item>
    </Form>
  );
}
