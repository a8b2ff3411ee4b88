import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Space, Steps } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useCreateModel } from '../api/mutations';
import { useModelLimit } from '../api/queries';
import { IssueList } from '../components/IssueList';
import { DataStep } from '../components/wizard/DataStep';
import { LabelsStep } from '../components/wizard/LabelsStep';
import { LanguageStep } from '../components/wizard/LanguageStep';
import { PipelineStep } from '../components/wizard/PipelineStep';
import { PreviewStep } from '../components/wizard/PreviewStep';
import { TypeStep } from '../components/wizard/TypeStep';
import {
  firstStepWithIssues,
  initialWizardState,
  issuesOfStep,
  serverIssues,
  toCreateRequest,
  wizardIssues,
  wizardSteps,
  type WizardIssue,
  type WizardState,
  type WizardStep,
} from '../lib/wizard';

/** Fields whose problems are shown under the field itself; anything else is listed above the step. */
const inlineFields: ReadonlySet<string> = new Set(['name', 'code', 'description', 'color', 'settings', 'switches', 'tags']);

/**
 * The six-step model creation wizard (model type, language, data, pipeline, labels, preview) posting `POST /api/model`.
 * A step's problems are shown once the user tries to leave it; the server's 400 puts its field errors back on the
 * steps and opens the first one; a 402 (plan full) shows the upgrade prompt.
 */
export function ModelCreatePage() {
  const { t, i18n } = useTranslation('models');
  const navigate = useNavigate();
  const access = accessOf(useAppStore((s) => s.user));
  // Opened from the analysis wizard ("create a category model"): a category model of the analysis's data type,
  // and back to the analysis draft once created. Only an analysis-wizard path is followed (never another site).
  const [search] = useSearchParams();
  const returnTo = search.get('returnTo')?.startsWith('/project/create') ? search.get('returnTo') : null;
  const [state, setState] = useState<WizardState>(() => {
    const initial = initialWizardState(i18n.language);
    return search.get('dataType') === 'DIALOGUE' ? { ...initial, dataType: 'DIALOGUE' } : initial;
  });
  const [current, setCurrent] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<WizardStep>>(new Set());
  const [fromServer, setFromServer] = useState<WizardIssue[]>([]);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const limit = useModelLimit(access.modelManage);
  const create = useCreateModel();

  const issues = useMemo(() => wizardIssues(state), [state]);
  const step = wizardSteps[current] ?? 'type';
  const limitReached = limitHit || (limit.data !== undefined && limit.data.status !== 'LIMIT_AVAILABLE');
  const visible = [...(shown.has(step) ? issuesOfStep(issues, step) : []), ...issuesOfStep(fromServer, step)];

  const change = (next: WizardState) => {
    setState(next);
    setFromServer([]);
    setGeneralError(null);
  };
  const goTo = (index: number) => {
    // Forward only past steps without problems; backwards always.
    for (let i = 0; i < index; i++) {
      const s = wizardSteps[i];
      if (s && issuesOfStep(issues, s).length > 0) {
        setShown((prev) => new Set([...prev, s]));
        setCurrent(i);
        return;
      }
    }
    setCurrent(index);
  };

  const submit = () => {
    const first = firstStepWithIssues(issues);
    if (first) {
      setShown(new Set(wizardSteps));
      setCurrent(wizardSteps.indexOf(first));
      return;
    }
    create.mutate(
      { body: toCreateRequest(state) },
      {
        onSuccess: (model) => {
          notices.success({ title: t('wizard.created', { name: model.name }) });
          void navigate(
            returnTo
              ? `${returnTo}?addModel=${encodeURIComponent(model.code)}`
              : `/model-journey?id=${encodeURIComponent(model.id)}`,
          );
        },
        onError: (error) => {
          const body = apiErrorOf(error);
          if (!body) return;
          if (body.status === 402) return setLimitHit(true);
          const mapped = body.fields?.length
            ? serverIssues(body.fields)
            : body.messageCode === 'MODEL_CODE_TAKEN'
              ? serverIssues([{ field: 'code', messageCode: body.messageCode, message: body.message }])
              : [];
          if (mapped.length > 0) {
            setFromServer(mapped);
            setCurrent(wizardSteps.indexOf(firstStepWithIssues(mapped) ?? 'preview'));
          } else if (body.status === 400 || body.status === 409) setGeneralError(apiErrorText(t, body));
        },
      },
    );
  };

  const stepProps = { state, onChange: change, issues: visible };
  const body: Record<WizardStep, ReactNode> = {
    type: <TypeStep {...stepProps} />,
    language: <LanguageStep {...stepProps} />,
    data: <DataStep {...stepProps} />,
    pipeline: <PipelineStep {...stepProps} />,
    labels: <LabelsStep {...stepProps} />,
    preview: <PreviewStep state={state} limitReached={limitReached} />,
  };
  const isLast = current === wizardSteps.length - 1;

  return (
    <AccessGuard allowed={access.modelManage}>
      <Card title={t('wizard.title')} data-testid="model-wizard" data-step={step}>
        <Steps
          current={current}
          onChange={goTo}
          size="small"
          style={{ marginBottom: 24 }}
          items={wizardSteps.map((s) => ({
            title: <span data-testid={`model-wizard-step-${s}`}>{t(`wizard.steps.${s}`)}</span>,
            status: shown.has(s) && issuesOfStep(issues, s).length > 0 ? 'error' : undefined,
          }))}
        />
        {step !== 'pipeline' && step !== 'labels' && (
          <IssueList issues={visible.filter((i) => !inlineFields.has(i.field))} testId="model-wizard-issues" />
        )}
        {generalError && (
          <IssueList issues={[{ code: 'VALIDATION_FAILED', message: generalError }]} testId="model-wizard-error" />
        )}
        <div style={{ minHeight: 280 }}>{body[step]}</div>
        <Flex justify="space-between" style={{ marginTop: 24 }}>
          <Button onClick={() => void navigate('/model/my-models')} data-testid="model-wizard-cancel">
            {t('actions.cancel')}
          </Button>
          <Space>
            {current > 0 && (
              <Button onClick={() => setCurrent(current - 1)} data-testid="model-wizard-back">
                {t('actions.back')}
              </Button>
            )}
            {isLast ? (
              <Button
                type="primary"
                onClick={submit}
                loading={create.isPending}
                disabled={limitReached}
                data-testid="model-wizard-submit"
              >
                {t('wizard.create')}
              </Button>
            ) : (
              <Button
                type="primary"
                data-testid="model-wizard-next"
                onClick={() => {
                  if (issuesOfStep(issues, step).length > 0) setShown((prev) => new Set([...prev, step]));
                  else setCurrent(current + 1);
                }}
              >
                {t('actions.next')}
              </Button>
            )}
          </Space>
        </Flex>
      </Card>
    </AccessGuard>
  );
}
