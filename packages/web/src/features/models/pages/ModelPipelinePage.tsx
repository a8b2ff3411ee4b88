import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pipelineStageCodes, type ModelDetail, type PipelineStage } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useSavePipeline } from '../api/mutations';
import { IssueList } from '../components/IssueList';
import { ModelShell } from '../components/ModelShell';
import { PipelineEditor } from '../components/PipelineEditor';

/** The model's stages, then any stage it does not list yet (switched off), so every stage can be configured. */
function completeStages(model: ModelDetail): PipelineStage[] {
  const own = model.pipelineStages.map((s) => ({ code: s.code, enabled: s.enabled, options: { ...s.options } }));
  const missing = pipelineStageCodes.filter((c) => !own.some((s) => s.code === c));
  return [...own, ...missing.map((code) => ({ code, enabled: false, options: {} }))];
}

function PipelineForm({ model, readOnly }: { model: ModelDetail; readOnly: boolean }) {
  const { t } = useTranslation('models');
  const initial = useMemo(() => completeStages(model), [model]);
  const [stages, setStages] = useState<PipelineStage[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSavePipeline(model.id);
  const changed = JSON.stringify(stages) !== JSON.stringify(initial);
  const noneEnabled = !stages.some((s) => s.enabled);

  const submit = () =>
    save.mutate(stages, {
      onSuccess: (saved) => {
        setStages(completeStages(saved));
        notices.success({ title: t('pipeline.saved') });
      },
      onError: (e) => {
        const api = apiErrorOf(e);
        if (api && (api.status === 400 || api.status === 409)) setError(apiErrorText(t, api));
      },
    });

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('pipeline.intro')}</Typography.Paragraph>
      {noneEnabled && <IssueList issues={[{ code: 'MODEL_PIPELINE_STAGE_REQUIRED' }]} testId="pipeline-issues" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <PipelineEditor
        stages={stages}
        sense={model.senseType}
        readOnly={readOnly}
        onChange={(next) => {
          setStages(next);
          setError(null);
        }}
      />
      {!readOnly && (
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Space>
            <Button disabled={!changed} onClick={() => setStages(initial)}>
              {t('actions.reset')}
            </Button>
            <Button
              type="primary"
              disabled={!changed || noneEnabled}
              loading={save.isPending}
              onClick={submit}
              data-testid="pipeline-save"
            >
              {t('actions.save')}
            </Button>
          </Space>
        </Flex>
      )}
    </Card>
  );
}

/** /model/pipeline/:id — the ordered stages a text goes through, each switchable and configurable; at least one on. */
export function ModelPipelinePage() {
  const { id } = useParams();
  const readOnly = !accessOf(useAppStore((s) => s.user)).modelManage;
  return (
    <ModelShell modelId={id} page="pipeline">
      {(model) => <PipelineForm model={model} readOnly={readOnly} />}
    </ModelShell>
  );
}
