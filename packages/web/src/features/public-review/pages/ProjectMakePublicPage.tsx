import { Card, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectPublic } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useProjectMakePublic, useProjectWithdraw } from '../api/mutations';
import { useProjectPublicState } from '../api/queries';
import { MakePublicPanel } from '../components/MakePublicPanel';

function MakePublic({ state }: { state: ProjectPublic }) {
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  const submit = useProjectMakePublic(state.code);
  const withdraw = useProjectWithdraw(state.code);
  return (
    <MakePublicPanel
      ns="publicReview"
      statusKey={(status) => `statuses.${status}`}
      request={state.publicRequest}
      published={state.publicRequest?.status === 'APPROVED'}
      canManage={canManage}
      submit={submit}
      withdraw={withdraw}
      testId="project-make-public"
      templatesPath="/project-template?scope=WORKSPACE"
    />
  );
}

function Page({ code }: { code: string }) {
  const { t } = useTranslation('publicReview');
  const state = useProjectPublicState(code);
  return (
    <Card
      title={state.data ? t('makePublic.titleOf', { name: state.data.name }) : t('makePublic.title')}
      extra={<Link to={`/project/detail/${code}`}>{t('makePublic.back')}</Link>}
    >
      {state.data ? <MakePublic state={state.data} /> : <Skeleton active />}
    </Card>
  );
}

/** /project/make-public/:id — an analysis's make-public request (reviewed within 24 hours): request, state, withdraw. */
export function ProjectMakePublicPage() {
  const { id = '' } = useParams();
  const allowed = accessOf(useAppStore((s) => s.user)).projectRead;
  return (
    <AccessGuard allowed={allowed}>
      <Page code={id} />
    </AccessGuard>
  );
}
