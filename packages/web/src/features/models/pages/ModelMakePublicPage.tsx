import { Card } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { MakePublicPanel, useModelWithdraw } from '../../public-review';
import { useMakePublic } from '../api/mutations';
import { ModelShell } from '../components/ModelShell';

function MakePublic({ model }: { model: ModelDetail }) {
  const canManage = accessOf(useAppStore((s) => s.user)).modelManage;
  const submit = useMakePublic(model.id);
  const withdraw = useModelWithdraw(model.id);
  const status = model.publicRequest?.status ?? model.publicStatus;
  return (
    <MakePublicPanel
      ns="models"
      statusKey={(s) => `publicStatus.${s}`}
      request={model.publicRequest}
      published={model.accessType === 'PUBLIC' || status === 'APPROVED'}
      canManage={canManage}
      submit={submit}
      withdraw={withdraw}
      testId="make-public"
      weights={{ trained: model.deployedVersion !== null }}
      templatesPath="/model-template?scope=WORKSPACE"
    />
  );
}

/** /model/make-public/:id — request publication with a note; the request's state (reviewed within 24 hours). */
export function ModelMakePublicPage() {
  const { id } = useParams();
  const { t } = useTranslation('models');
  return (
    <ModelShell modelId={id} page="make-public">
      {(model) => (
        <Card title={t('makePublic.title')}>
          <MakePublic model={model} />
        </Card>
      )}
    </ModelShell>
  );
}
