import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Segmented, Select, Space, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { isFormError } from '../../../app/api/errorPolicy';
import { apiErrorText } from '../../../app/api/messages';
import { ModelShell } from '../../models';
import { useModelTest } from '../api/mutations';
import { useVersions } from '../api/queries';
import { DialogueEditor, type EditableTurn } from '../../../shared/document/DialogueEditor';
import { TestResult, type TestedInput } from '../components/test/TestResult';

type Mode = 'TEXT' | 'DIALOGUE';

function ModelTest({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('modelData');
  const versions = useVersions(model.id);
  const test = useModelTest(model.id);
  const [mode, setMode] = useState<Mode>(model.dataType === 'DIALOGUE' ? 'DIALOGUE' : 'TEXT');
  const [text, setText] = useState('');
  const [turns, setTurns] = useState<EditableTurn[]>([{ speaker: 'customer', text: '' }]);
  const [versionId, setVersionId] = useState<string | undefined>(undefined);
  const [tested, setTested] = useState<TestedInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const ready = versions.data?.filter((v) => v.status === 'SUCCESS') ?? [];
  const filledTurns = turns.filter((turn) => turn.text.trim() !== '');
  const canRun = mode === 'TEXT' ? text.trim() !== '' : filledTurns.length > 0;

  const run = () => {
    if (!canRun) return;
    setProblem(null);
    const input: TestedInput =
      mode === 'TEXT' ? { text, turns: null } : { text: filledTurns.map((x) => x.text).join('\n'), turns: filledTurns };
    test.mutate(mode === 'TEXT' ? { text, versionId } : { turns: filledTurns, versionId }, {
      onSuccess: () => setTested(input),
      onError: (error) => {
        const api = apiErrorOf(error);
        if (api && isFormError(api)) setProblem(apiErrorText(t, api));
      },
    });
  };
  const usedVersion = test.data?.versionId ? (versions.data?.find((v) => v.id === test.data.versionId)?.name ?? null) : null;

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('test.title')}
        extra={
          <Select
            allowClear
            value={versionId}
            onChange={(v: string | undefined) => setVersionId(v)}
            placeholder={
              model.deployedVersion ? t('test.deployedVersion', { name: model.deployedVersion.name }) : t('test.latestVersion')
            }
            options={ready.map((v) => ({ value: v.id, label: `${v.name} (#${v.number})` }))}
            style={{ minWidth: 240 }}
            data-testid="test-version"
          />
        }
      >
        <Flex vertical gap={12}>
          {ready.length === 0 && !versions.isPending && (
            <Alert type="info" showIcon title={t('test.noVersion')} data-testid="test-no-version" />
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
              loading={test.isPending}
              onClick={run}
              data-testid="test-submit"
            >
              {t('test.run')}
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {mode === 'TEXT' ? t('test.runHint') : ''}
            </Typography.Text>
          </Space>
        </Flex>
      </Card>
      {test.data && tested && (
        <TestResult key={JSON.stringify(tested)} result={test.data} input={tested} versionName={usedVersion} />
      )}
    </Flex>
  );
}

/** /model/test/:id — classify a text or a dialogue with a version and see why. */
export function TestPage() {
  const id = useParams().id ?? '';
  return (
    <ModelShell modelId={id} page="test">
      {(model) => <ModelTest model={model} />}
    </ModelShell>
  );
}
