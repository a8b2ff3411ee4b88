import { useState } from 'react';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { TestInputFields, useTestInput } from '../../shared/sources/TestInput';
import { useDialogueTest, useDocumentTest } from './api/mutations';
import { ProjectTestResult, type DocumentTestResult, type TestedInput } from './components/test/ProjectTestResult';

/**
 * The test tab (`?tab=test`): what the analysis's active models make of a typed text or dialogue — categories per
 * model with confidence and the words behind them, sentiment, entities and the masked text. Nothing is stored.
 */
export function ProjectTestTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  const { t } = useTranslation('projectSources');
  const documentTest = useDocumentTest();
  const dialogueTest = useDialogueTest();
  const form = useTestInput('projectSources', project.dataType);
  const [outcome, setOutcome] = useState<{ result: DocumentTestResult; input: TestedInput } | null>(null);

  const pending = documentTest.isPending || dialogueTest.isPending;
  const undeployed = project.projectModels.filter((m) => m.deployedVersion === null);

  const run = () => {
    if (!form.canRun || pending) return;
    form.setProblem(null);
    const input = form.input;
    const callbacks = { onSuccess: (result: DocumentTestResult) => setOutcome({ result, input }), onError: form.onError };
    if (form.mode === 'TEXT') documentTest.mutate({ body: { projectCode: project.code, text: form.text } }, callbacks);
    else dialogueTest.mutate({ body: { projectCode: project.code, turns: form.filledTurns } }, callbacks);
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
          <TestInputFields ns="projectSources" form={form} pending={pending} run={run} labelText />
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
