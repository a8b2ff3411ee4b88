import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Steps, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectCodeFromName } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useCreateProject } from '../api/mutations';
import { useChannels, useProjectDraft, useProjectLimit, useWorkspaceModels } from '../api/queries';
import { UpgradePrompt } from '../components/CreateProjectButton';
import { IssueList } from '../components/IssueList';
import { ChannelsStep } from '../components/wizard/ChannelsStep';
import { InfoStep } from '../components/wizard/InfoStep';
import { ModelsStep } from '../components/wizard/ModelsStep';
import { PrivacyStep } from '../components/wizard/PrivacyStep';
import { SummaryStep } from '../components/wizard/SummaryStep';
import { useWizardDraft, withFreeCode } from '../lib/useWizardPersistence';
import {
  firstStepWithIssues,
  initialWizardState,
  issuesOfStep,
  serverIssues,
  stateFromDraft,
  toCreateBody,
  toggleModel,
  wizardIssues,
  wizardSteps,
  type WizardIssue,
  type WizardState,
  type WizardStep,
} from '../lib/wizard';

/**
 * The five-step analysis wizard (info, privacy, models, channels, summary) posting `POST /api/project/:code`.
 * A step's problems (the domain rules) show once the user tries to leave it; the server's 400 puts its field errors
 * back on their steps; a 402 shows the upgrade prompt. Progress is saved as a draft on every step change.
 */
export function ProjectCreatePage() {
  const { t } = useTranslation('projects');
  const { code: draftParam } = useParams();
  // Back from the model wizard (opened from the models step): the model just created is added to the analysis.
  const [search] = useSearchParams();
  const added = search.get('addModel');
  const draft = useProjectDraft(draftParam);
  const access = accessOf(useAppStore((s) => s.user));
  if (draftParam && draft.isPending) return <Skeleton active data-testid="wizard-loading" />;
  if (draftParam && draft.isError)
    return <Result status="404" title={t('wizard.draftMissing')} data-testid="wizard-draft-missing" />;
  const resumed = draft.data ? stateFromDraft(draft.data.name, draft.data.values) : initialWizardState();
  return (
    <AccessGuard allowed={access.projectManage}>
      <Wizard
        key={draftParam ?? 'new'}
        draftCode={draftParam}
        initial={added ? toggleModel(resumed, added, true) : resumed}
        initialStep={Math.min(draft.data?.step ?? 0, wizardSteps.length - 1)}
      />
    </AccessGuard>
  );
}

function Wizard({
  draftCode,
  initial,
  initialStep,
}: {
  draftCode: string | undefined;
  initial: WizardState;
  initialStep: number;
}) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(initial);
  const [current, setCurrent] = useState(initialStep);
  const [shown, setShown] = useState<ReadonlySet<WizardStep>>(new Set());
  const [fromServer, setFromServer] = useState<WizardIssue[]>([]);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const models = useWorkspaceModels();
  const channels = useChannels();
  const limit = useProjectLimit();
  const create = useCreateProject();
  const draft = useWizardDraft(draftCode);
  const [submitting, setSubmitting] = useState(false);

  const modelList = useMemo(() => models.data?.content ?? [], [models.data]);
  const issues = useMemo(() => wizardIssues(state, modelList), [state, modelList]);
  const step = wizardSteps[current] ?? 'info';
  const limitReached = limitHit || (limit.data !== undefined && limit.data.status !== 'LIMIT_AVAILABLE');
  const visible = [...(shown.has(step) ? issuesOfStep(issues, step) : []), ...issuesOfStep(fromServer, step)];
  const channelNames = useMemo(() => new Map((channels.data ?? []).map((c) => [c.code, c.name])), [channels.data]);

  const change = (next: WizardState) => {
    setState(next);
    setFromServer([]);
    setGeneralError(null);
  };
  /** Forward only past steps without problems (the first one with problems opens, showing them); back always. */
  const goTo = (index: number) => {
    for (let i = current; i < index; i++) {
      const s = wizardSteps[i];
      if (s && issuesOfStep(issues, s).length > 0) {
        setShown((prev) => new Set([...prev, s]));
        setCurrent(i);
        return;
      }
    }
    setCurrent(index);
    if (index !== current) draft.persist(state, index);
  };

  const submit = async () => {
    const first = firstStepWithIssues(issues);
    if (first) {
      setShown(new Set(wizardSteps));
      setCurrent(wizardSteps.indexOf(first));
      return;
    }
    const body = toCreateBody(state, modelList);
    setSubmitting(true);
    try {
      const project = draft.code
        ? await create.mutateAsync({ code: draft.code, body })
        : await withFreeCode(projectCodeFromName(state.name), (code) => create.mutateAsync({ code, body }));
      notices.success({ title: t('wizard.created', { name: project.name }) });
      void navigate(`/project/detail/${encodeURIComponent(project.code)}`);
    } catch (error) {
      const err = apiErrorOf(error);
      if (!err) return;
      if (err.status === 402) return setLimitHit(true);
      const mapped = err.fields?.length ? serverIssues(err.fields) : [];
      if (mapped.length > 0) {
        setFromServer(mapped);
        setCurrent(wizardSteps.indexOf(firstStepWithIssues(mapped) ?? 'summary'));
      } else setGeneralError(apiErrorText(t, err));
    } finally {
      setSubmitting(false);
    }
  };

  /** Saves the draft at this step, then opens the model wizard for a category model that comes back to the draft. */
  const createCategoryModel = async () => {
    const code = await draft.persistNow(state, current);
    const back = code ? `/project/create/${encodeURIComponent(code)}` : '/project/create';
    const query = new URLSearchParams({ sense: 'CATEGORY', dataType: state.dataType, returnTo: back });
    void navigate(`/model/create?${query.toString()}`);
  };

  const props = { state, onChange: change, issues: visible, models: modelList };
  const body: Record<WizardStep, ReactNode> = {
    info: <InfoStep {...props} />,
    privacy: <PrivacyStep {...props} />,
    models: <ModelsStep {...props} loading={models.isPending} onCreateCategoryModel={() => void createCategoryModel()} />,
    channels: <ChannelsStep {...props} />,
    summary: <SummaryStep {...props} channelNames={channelNames} />,
  };
  const isLast = current === wizardSteps.length - 1;

  return (
    <Card title={t('wizard.title')} data-testid="project-wizard" data-step={step}>
      <Steps
        current={current}
        onChange={goTo}
        size="small"
        style={{ marginBottom: 24 }}
        items={wizardSteps.map((s, i) => ({
          title: <span data-testid={`wizard-step-${i}`}>{t(`wizard.steps.${s}`)}</span>,
          status: shown.has(s) && issuesOfStep(issues, s).length > 0 ? 'error' : undefined,
        }))}
      />
      {limitReached && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={<UpgradePrompt />} data-testid="wizard-limit" />
      )}
      <IssueList issues={visible} testId="wizard-errors" />
      {generalError && <IssueList issues={[{ code: 'VALIDATION_FAILED', message: generalError }]} testId="wizard-error" />}
      {models.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('wizard.models.loadFailed')} />}
      <div style={{ minHeight: 280 }}>{body[step]}</div>
      <Flex justify="space-between" align="center" style={{ marginTop: 24 }}>
        <Space>
          <Button onClick={() => void navigate('/project')} data-testid="wizard-cancel">
            {t('actions.cancel')}
          </Button>
          {draft.failed && <Typography.Text type="warning">{t('wizard.draftFailed')}</Typography.Text>}
          {draft.code && !draft.failed && (
            <Typography.Text type="secondary" data-testid="wizard-draft-code">
              {t('wizard.draftSaved', { code: draft.code })}
            </Typography.Text>
          )}
        </Space>
        <Space>
          {current > 0 && (
            <Button onClick={() => goTo(current - 1)} data-testid="wizard-back">
              {t('actions.back')}
            </Button>
          )}
          {isLast ? (
            <Button
              type="primary"
              onClick={() => void submit()}
              loading={submitting}
              disabled={limitReached}
              data-testid="wizard-submit"
            >
              {t('wizard.create')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => goTo(current + 1)} data-testid="wizard-next">
              {t('actions.next')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}
