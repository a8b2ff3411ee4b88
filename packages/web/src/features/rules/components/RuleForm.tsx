import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Flex, Form, Input, Radio, Switch, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, ruleAlgorithmTypes, type ProjectDetail, type Rule } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAppStore } from '../../../app/store/appStore';
import { projectKeys } from '../../projects';
import { useCreateRule, useRunRule, useUpdateRule } from '../api/mutations';
import { useActionTypes, useCategoryTree, useLabels, usePeople } from '../api/queries';
import { failureText } from '../../../app/api/messages';
import { bodyIssues, formPath, initialValues, toBody, type Issue, type RuleValues } from '../lib/form';
import { ActionBuilder } from './ActionBuilder';
import { ConditionBuilder } from './ConditionBuilder';

interface Props {
  project: ProjectDetail;
  /** Present: edit it; absent: a new rule. */
  rule?: Rule;
  onClose: () => void;
}

const topFields = new Set(['name', 'description', 'enabled', 'relation', 'algorithmType']);
/** An issue the form can show on a field; the others (no condition, no action, a conflict) are said above the form. */
const onField = (path: (string | number)[]) => path.length >= 3 || (path.length === 1 && topFields.has(String(path[0])));

/**
 * Create or edit a rule in a drawer. The shared schema checks it before it is sent (required fields, operators that
 * fit the field, numbers, regular expressions); the server's refusals (name taken, a category of another model, an
 * assignee who is not a member, a newer version) come back translated on their fields or above the form.
 */
export function RuleForm({ project, rule, onClose }: Props) {
  const { t } = useTranslation('rules');
  const code = project.code;
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [form] = Form.useForm<RuleValues>();
  const tree = useCategoryTree(code);
  const labels = useLabels(code);
  const people = usePeople();
  const types = useActionTypes();
  const channels = useApiQuery(projectKeys.channels, endpoints.channelList);
  const create = useCreateRule(code);
  const update = useUpdateRule(code);
  const run = useRunRule(code);
  const [problem, setProblem] = useState<string | null>(null);
  const [initial] = useState(() => initialValues(rule));
  const algorithm = Form.useWatch('algorithmType', form) ?? initial.algorithmType;
  const catalog = { project, tree: tree.data ?? [] };

  const show = (issues: Issue[]) => {
    const fields = issues.filter((i) => onField(i.path));
    // Paths come from the schema and the server (`conditions.0.value`), not from the form's typed names.
    (form as FormInstance).setFields(fields.map((i) => ({ name: i.path, errors: [messageText(t, i.code)] })));
    const above = issues.filter((i) => !onField(i.path));
    if (above.length > 0) setProblem([...new Set(above.map((i) => messageText(t, i.code)))].join(' '));
  };

  const save = (andRun: boolean) => async () => {
    setProblem(null);
    let values: RuleValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = toBody(values);
    const issues = bodyIssues(body);
    if (issues.length > 0) return show(issues);
    const onError = (error: unknown) => {
      const fields = apiErrorOf(error)?.fields ?? [];
      if (fields.length > 0)
        show(
          fields.map((f) => ({
            path: formPath(f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))),
            code: f.messageCode,
          })),
        );
      else setProblem(failureText(t, error, 'RULES_SAVE_FAILED'));
    };
    const onSuccess = (saved: Rule) => {
      if (!andRun) return onClose();
      run.mutate(saved.id, { onSuccess: onClose, onError: (e) => setProblem(failureText(t, e, 'RULES_SAVE_FAILED')) });
    };
    if (rule) update.mutate({ id: rule.id, body: { ...body, version: rule.version } }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const pending = create.isPending || update.isPending || run.isPending;
  return (
    <Drawer
      open
      size={780}
      title={rule ? t('form.editTitle', { name: rule.name }) : t('form.newTitle')}
      onClose={onClose}
      // Escape closes an open dropdown of the builders; it must not throw away a half-built rule.
      keyboard={false}
      destroyOnHidden
      data-testid="rule-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} data-testid="rule-form-cancel">
            {t('form.cancel')}
          </Button>
          <Button onClick={() => void save(true)()} loading={pending} data-testid="rule-form-save-run">
            {t('form.saveAndRun')}
          </Button>
          <Button type="primary" onClick={() => void save(false)()} loading={pending} data-testid="rule-form-submit">
            {t('form.save')}
          </Button>
        </Flex>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="rule-form-error" style={{ marginBottom: 12 }} />}
      <Alert
        type="info"
        showIcon
        data-testid="rule-form-effective"
        style={{ marginBottom: 12 }}
        title={rule ? t('form.effectiveChanged', { timeZone }) : t('form.effectiveNew')}
      />
      <Form<RuleValues> form={form} layout="vertical" initialValues={initial} data-testid="rule-form">
        <Flex gap={12} align="flex-start">
          <Form.Item
            name="name"
            label={t('form.name')}
            style={{ flex: 1 }}
            rules={[{ required: true, message: messageText(t, 'FIELD_REQUIRED') }]}
          >
            <Input data-testid="rule-form-name" maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
            <Switch data-testid="rule-form-enabled" />
          </Form.Item>
        </Flex>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea data-testid="rule-form-description" rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="algorithmType"
          label={t('form.algorithm')}
          extra={<span data-testid="rule-form-algorithm-help">{t(`algorithm.${algorithm}.help`)}</span>}
        >
          <Radio.Group
            data-testid="rule-form-algorithm"
            optionType="button"
            options={ruleAlgorithmTypes.map((a) => ({ value: a, label: t(`algorithm.${a}.name`) }))}
          />
        </Form.Item>
        <Divider titlePlacement="start">{t('form.conditions')}</Divider>
        <ConditionBuilder form={form} catalog={catalog} channels={channels.data ?? []} />
        <Divider titlePlacement="start">{t('form.actions')}</Divider>
        <ActionBuilder
          form={form}
          catalog={catalog}
          labels={(labels.data ?? []).map((l) => l.name)}
          people={(people.data ?? []).map((p) => ({ value: p.id, label: p.name || p.email }))}
          actionTypes={(types.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('form.runHint')}
        </Typography.Paragraph>
      </Form>
    </Drawer>
  );
}
