// i18n-namespaces: modelData projectSources (the owners of the sources kit; the locale test checks these keys in both)
import { useState } from 'react';
import { Alert, Button, Input, Segmented, Space, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../app/api/errors';
import { isFormError } from '../../app/api/errorPolicy';
import { apiErrorText } from '../../app/api/messages';
import { DialogueEditor, type EditableTurn } from '../document/DialogueEditor';
import type { TestedInput } from './TestResultPanels';

type Mode = 'TEXT' | 'DIALOGUE';

/**
 * What the user is about to test: a text or a dialogue (the owner's data type picks the first mode), the turns that
 * have text, and the server's refusal of the last run as one message.
 */
export function useTestInput(ns: string, dataType: string) {
  const { t } = useTranslation(ns);
  const [mode, setMode] = useState<Mode>(dataType === 'DIALOGUE' ? 'DIALOGUE' : 'TEXT');
  const [text, setText] = useState('');
  const [turns, setTurns] = useState<EditableTurn[]>([{ speaker: 'customer', text: '' }]);
  const [problem, setProblem] = useState<string | null>(null);
  const filledTurns = turns.filter((turn) => turn.text.trim() !== '');
  const canRun = mode === 'TEXT' ? text.trim() !== '' : filledTurns.length > 0;
  const input: TestedInput =
    mode === 'TEXT' ? { text, turns: null } : { text: filledTurns.map((x) => x.text).join('\n'), turns: filledTurns };
  const onError = (error: unknown) => {
    const api = apiErrorOf(error);
    if (api && isFormError(api)) setProblem(apiErrorText(t, api));
  };
  return { mode, setMode, text, setText, turns, setTurns, filledTurns, canRun, input, problem, setProblem, onError };
}

/** The test form: text or dialogue, the refusal, and the run button (Ctrl/⌘+Enter runs a text). */
export function TestInputFields({
  ns,
  form,
  pending,
  run,
  labelText = false,
}: {
  ns: string;
  form: ReturnType<typeof useTestInput>;
  pending: boolean;
  run: () => void;
  /** Give the text area an accessible name (its placeholder). */
  labelText?: boolean;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Segmented<Mode>
        value={form.mode}
        onChange={form.setMode}
        options={[
          { value: 'TEXT', label: t('test.modeText') },
          { value: 'DIALOGUE', label: t('test.modeDialogue') },
        ]}
        style={{ alignSelf: 'start' }}
        data-testid="test-mode"
      />
      {form.mode === 'TEXT' ? (
        <Input.TextArea
          value={form.text}
          onChange={(e) => form.setText(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 14 }}
          maxLength={50_000}
          placeholder={t('test.placeholder')}
          aria-label={labelText ? t('test.placeholder') : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run();
          }}
          data-testid="test-text"
        />
      ) : (
        <DialogueEditor turns={form.turns} onChange={form.setTurns} />
      )}
      {form.problem && <Alert type="error" showIcon title={form.problem} data-testid="test-error" />}
      <Space>
        <Button
          type="primary"
          icon={<ExperimentOutlined />}
          disabled={!form.canRun}
          loading={pending}
          onClick={run}
          data-testid="test-submit"
        >
          {t('test.run')}
        </Button>
        {form.mode === 'TEXT' && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('test.runHint')}
          </Typography.Text>
        )}
      </Space>
    </>
  );
}
