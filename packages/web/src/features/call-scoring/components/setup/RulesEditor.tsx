import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, InputNumber, Table, Tag, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoringSetup } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import { useAppStore } from '../../../../app/store/appStore';
import { formatNumber } from '../../../../shared/format';
import { useSaveScoringRules } from '../../api/mutations';
import { failureText } from '../../../../app/api/messages';
import {
  bodyIssues,
  fieldOf,
  liveTotal,
  requiredTotal,
  rulesValuesOf,
  serverIssues,
  toBody,
  totalIsRight,
  type Issue,
  type RulesValues,
} from '../../lib/rules';
import { ruleColumns } from './ruleColumns';
import { SavedNotice } from './SavedNotice';

interface Props {
  code: string;
  setup: ScoringSetup;
  canManage: boolean;
  onRescore: () => void;
}

/**
 * The 14 scoring rules and the minimum call duration (docs/call-scoring.md, "Scales" and "Score"). The live total of the active
 * rules must be 100: a wrong total is flagged at once and the save is refused with SCORING_TOTAL_NOT_100 before
 * anything is sent. The server's refusals come back translated on the rule and field they name. A save takes effect
 * from the next 00:00; earlier calls keep their scores until they are re-scored.
 */
export function RulesEditor({ code, setup, canManage, onRescore }: Props) {
  const { t } = useTranslation('callScoring');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [form] = Form.useForm<RulesValues>();
  const [initial] = useState(() => rulesValuesOf(setup));
  // preserve: the criterion of a rule is in the store but no field shows it.
  const rules = Form.useWatch('rules', { form, preserve: true }) as RulesValues['rules'] | undefined;
  const total = liveTotal(rules ?? initial.rules);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<ScoringSetup | null>(null);
  const save = useSaveScoringRules(code);
  const disabled = !canManage;

  // A range's error names its place in the scale: the rule's one field carries the errors of all its ranges.
  const fieldText = (issue: Issue) => {
    const [, , field, range] = issue.path;
    const text = messageText(t, issue.code);
    return field === 'ranges' && typeof range === 'number' ? t('rules.range.error', { n: range + 1, text }) : text;
  };

  const show = (issues: Issue[]) => {
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const issue of issues) {
      const name = fieldOf(issue.path);
      if (!name) continue;
      const entry = byField.get(name.join('.')) ?? { name, errors: [] };
      entry.errors.push(fieldText(issue));
      byField.set(name.join('.'), entry);
    }
    (form as FormInstance).setFields([...byField.values()]);
    const above = issues.filter((i) => fieldOf(i.path) === null).map((i) => messageText(t, i.code));
    if (above.length > 0) setProblem([...new Set(above)].join(' '));
  };

  const submit = () => {
    setProblem(null);
    setSaved(null);
    (form as FormInstance).setFields(form.getFieldsError().map((f) => ({ name: f.name, errors: [] })));
    const values = form.getFieldsValue(true) as RulesValues;
    const body = toBody(values);
    const issues = bodyIssues(body);
    if (issues.length > 0) return show(issues);
    save.mutate(body, {
      onSuccess: (next) => {
        setSaved(next);
        form.setFieldsValue(rulesValuesOf(next));
      },
      onError: (error) => {
        const fromServer = serverIssues(error);
        if (fromServer.length > 0) show(fromServer);
        else setProblem(failureText(t, error, 'RULES_SAVE_FAILED'));
      },
    });
  };

  const right = totalIsRight(total);
  return (
    <Card
      size="small"
      title={t('rules.title')}
      data-testid="rules-editor"
      extra={
        <Flex gap={8} align="center">
          <Tag color={right ? 'green' : 'red'} data-testid="rules-total" data-total={total}>
            {t('rules.total', { sum: formatNumber(total, { maxDigits: 1 }), required: formatNumber(requiredTotal) })}
          </Tag>
          {canManage && (
            <Button type="primary" onClick={submit} loading={save.isPending} data-testid="rules-save">
              {t('rules.save')}
            </Button>
          )}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('rules.intro', { timeZone })}</Typography.Paragraph>
      {!canManage && (
        <Alert type="info" showIcon title={t('rules.readOnly')} style={{ marginBottom: 12 }} data-testid="rules-read-only" />
      )}
      {!right && (
        <Alert
          type="warning"
          showIcon
          title={t('rules.totalWrong', { sum: formatNumber(total, { maxDigits: 1 }), required: formatNumber(requiredTotal) })}
          style={{ marginBottom: 12 }}
          data-testid="rules-total-warning"
        />
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblem(null)}
          title={problem}
          style={{ marginBottom: 12 }}
          data-testid="rules-problem"
        />
      )}
      {saved && <SavedNotice setup={saved} onRescore={onRescore} onClose={() => setSaved(null)} />}
      <Form<RulesValues> form={form} initialValues={initial} data-testid="rules-form">
        <Form.Item name="minCallDuration" label={t('rules.minCallDuration')} extra={t('rules.minCallDurationHelp')}>
          <InputNumber
            min={0}
            style={{ width: 140 }}
            suffix={t('unitShort.seconds')}
            disabled={disabled}
            data-testid="rules-min-call-duration"
          />
        </Form.Item>
        <Form.List name="rules">
          {(fields) => (
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              scroll={{ x: 'max-content' }}
              data-testid="rules-table"
              columns={ruleColumns(t, (i) => (rules ?? initial.rules)[i]?.criterion, disabled)}
            />
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
