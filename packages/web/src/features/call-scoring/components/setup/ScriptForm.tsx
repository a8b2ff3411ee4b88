import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { scriptControlBody, type ScoringSetup, type ScriptControlBody } from '@sentio/domain';
import { applyFieldErrors } from '../../../../app/forms';
import { messageText } from '../../../../app/api/messages';
import { useSaveScript } from '../../api/mutations';
import { failureText } from '../../../../app/api/messages';
import { SavedNotice } from './SavedNotice';

const texts = [
  'opening',
  'greeting',
  'closing',
  'holdPermission',
  'security',
  'customerEndedScript',
  'agentEndedScript',
] as const;
type Values = ScoringSetup['script'] & { matchThreshold: number };
const names = [...texts, 'holdPermissionDuration', 'matchThreshold'];

/**
 * Script control: the texts the agent is expected to say (one alternative per line; the best line counts), the
 * hold-permission duration and the match threshold. Saved like the rules: effective from the next 00:00.
 */
export function ScriptForm({
  code,
  setup,
  canManage,
  onRescore,
}: {
  code: string;
  setup: ScoringSetup;
  canManage: boolean;
  onRescore: () => void;
}) {
  const { t } = useTranslation('callScoring');
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({ ...setup.script, matchThreshold: setup.matchThreshold }));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<ScoringSetup | null>(null);
  const save = useSaveScript(code);

  const submit = () => {
    setProblem(null);
    setSaved(null);
    const body: ScriptControlBody = form.getFieldsValue(true) as Values;
    const result = scriptControlBody.safeParse(body);
    if (!result.success) {
      (form as FormInstance).setFields(
        result.error.issues.map((i) => ({
          name: i.path.map((p) => (typeof p === 'symbol' ? '' : p)),
          errors: [messageText(t, i.message)],
        })),
      );
      return;
    }
    save.mutate(body, {
      onSuccess: (next) => {
        setSaved(next);
        form.setFieldsValue({ ...next.script, matchThreshold: next.matchThreshold });
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error, t, names)) setProblem(failureText(t, error, 'RULES_SAVE_FAILED'));
      },
    });
  };

  return (
    <Card
      size="small"
      title={t('script.title')}
      data-testid="script-form-card"
      extra={
        canManage && (
          <Button type="primary" onClick={submit} loading={save.isPending} data-testid="script-save">
            {t('script.save')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('script.intro')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} data-testid="script-problem" />}
      {saved && <SavedNotice setup={saved} onRescore={onRescore} onClose={() => setSaved(null)} />}
      <Form<Values> form={form} layout="vertical" initialValues={initial} disabled={!canManage} data-testid="script-form">
        {texts.map((name) => (
          <Form.Item key={name} name={name} label={t(`script.fields.${name}`)} extra={t(`script.help.${name}`)} required>
            <Input.TextArea rows={2} maxLength={2000} data-testid={`script-${name}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="holdPermissionDuration"
          label={t('script.fields.holdPermissionDuration')}
          extra={t('script.help.holdPermissionDuration')}
          required
        >
          <InputNumber
            min={0}
            suffix={t('unitShort.seconds')}
            style={{ width: 160 }}
            data-testid="script-holdPermissionDuration"
          />
        </Form.Item>
        <Form.Item name="matchThreshold" label={t('script.fields.matchThreshold')} extra={t('script.help.matchThreshold')}>
          <InputNumber
            min={0}
            max={100}
            style={{ width: 160 }}
            suffix={t('unitShort.percent')}
            data-testid="script-matchThreshold"
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
