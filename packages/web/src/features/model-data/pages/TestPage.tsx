import { useState } from 'react';
import { Alert, Card, Flex, Select } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';
import { ModelShell } from '../../models';
import { useModelTest } from '../api/mutations';
import { useVersions } from '../api/queries';
import { TestInputFields, useTestInput } from '../../../shared/sources/TestInput';
import { TestResult, type TestedInput } from '../components/test/TestResult';

function ModelTest({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('modelData');
  const versions = useVersions(model.id);
  const test = useModelTest(model.id);
  const form = useTestInput('modelData', model.dataType);
  const [versionId, setVersionId] = useState<string | undefined>(undefined);
  const [tested, setTested] = useState<TestedInput | null>(null);

  const ready = versions.data?.filter((v) => v.status === 'SUCCESS') ?? [];

  const run = () => {
    if (!form.canRun) return;
    form.setProblem(null);
    const input = form.input;
    test.mutate(form.mode === 'TEXT' ? { text: form.text, versionId } : { turns: form.filledTurns, versionId }, {
      onSuccess: () => setTested(input),
      onError: form.onError,
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
          <TestInputFields ns="modelData" form={form} pending={test.isPending} run={run} />
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
