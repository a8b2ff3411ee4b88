import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Segmented, Space, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { apiErrorOf } from '../../app/api/errors';
import { isFormError } from '../../app/api/errorPolicy';
import { apiErrorText } from '../../app/api/messages';
import { DialogueEditor, type EditableTurn } from '../../shared/document/DialogueEditor';
import { useDialogueTest, useDocumentTest } from './api/mutations';
import { ProjectTestResult, type DocumentTestResult, type TestedInput } from './components/test/ProjectTestResult';

type Mode = 'TEXT' | 'DIALOGUE';

/**
 * The test tab (`?tab=test`): what the analysis's active models make of a typed text or dialogue — categories per
 * model with confidence and the words behind them, sentiment, entities and the masked text. Nothing is stored.
 */
export function ProjectTestTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  const { t } = useTranslation('projectSources');
  const documentTest = useDocumentTest();
  const dialogueTest = useDialogueTest();
  const [mode, setMode] = useState<Mode>(project.dataType === 'DIALOGUE' ? 'DIALOGUE' : 'TEXT');
  const [text, setText] = useState('');
  const [turns, setTurns] = useState<EditableTurn[]>([{ speaker: 'customer', text: '' }]);
  const [outcome, setOutcome] = useState<{ result: DocumentTestResult; input: TestedInput } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const filledTurns = turns.filter((turn) => turn.text.trim() !== '');
  const canRun = mode === 'TEXT' ? text.trim() !== '' : filledTurns.length > 0;
  const pending = documentTest.isPending || dialogueTest.isPending;
  const undeployed = project.projectModels.filter((m) => m.deployedVersion === null);

  const run = () => {
    if (!canRun || pending) return;
    setProblem(null);
    const onError = (error: Error) => {
      const api = apiErrorOf(error);
      if (api && isFormError(api)) setProblem(apiErrorText(t, api));
    };
    if (mode === 'TEXT') {
      const input: TestedInput = { text, turns: null };
      documentTest.mutate(
        { body: { projectCode: project.code, text } },
        { onSuccess: (result) => setOutcome({ result, input }), onError },
      );
    } else {
      const input: TestedInput = { text: filledTurns.map((x) => x.text).join('\n'), turns: filledTurns };
      dialogueTest.mutate(
        { body: { projectCode: project.code, turns: filledTurns } },
        { onSuccess: (result) => setOutcome({ result, input }), onError },
      );
    }
  };

  return (
    <Flex vertical gap={16} data-testid="project-test-tab">
      <Card title={t('test.title')}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('test.intro')}
          </Typography.Paragraph>
          {undeployed.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('test.undeployed', { models: undeployed.map((m) => m.name).join(', ') })}
              data-testid="test-undeployed"
            />
          )}
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'TEXT', label: t('test.modeText') },
              { value: 'DIALOGUE', label: t('test.modeDialogue') },
            ]}
            style={{ alignSelf: 'start' }}
            data-testid="test-mode"
          />
          {mode === 'TEXT' ? (
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoSize={{ minRows: 4, maxRows: 14 }}
              maxLength={50_000}
              placeholder={t('test.placeholder')}
              aria-label={t('test.placeholder')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run();
              }}
              data-testid="test-text"
            />
          ) : (
            <DialogueEditor turns={turns} onChange={setTurns} />
          )}
          {problem && <Alert type="error" showIcon title={problem} data-testid="test-error" />}
          <Space>
            <Button
              type="primary"
              icon={<ExperimentOutlined />}
              disabled={!canRun}
              loading={pending}
              onClick={run}
              data-testid="test-submit"
            >
              {t('test.run')}
            </Button>
            {mode === 'TEXT' && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('test.runHint')}
              </Typography.Text>
            )}
          </Space>
        </Flex>
      </Card>
      {outcome && (
        <ProjectTestResult
          key={JSON.stringify(outcome.input)}
          result={outcome.result}
          input={outcome.input}
          models={project.projectModels}
        />
      )}
    </Flex>
  );
}
