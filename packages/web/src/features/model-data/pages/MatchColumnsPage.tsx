import { useNavigate, useParams } from 'react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell } from '../../models';
import { useMatchingTemplates, useSourcePreview } from '../api/queries';
import { MatchingForm } from '../components/MatchingForm';
import { LoadError, Loading } from '../../../shared/query/QueryState';

/** /model/match-columns/:modelId/:sourceId — map the upload's columns, optionally save a template, start the import. */
export function MatchColumnsPage() {
  const { t } = useTranslation('modelData');
  const { modelId = '', sourceId = '' } = useParams();
  const navigate = useNavigate();
  const access = accessOf(useAppStore((s) => s.user));
  const preview = useSourcePreview(modelId, sourceId);
  const templates = useMatchingTemplates(modelId);

  return (
    <ModelShell modelId={modelId} page="match-columns">
      {(model) => {
        if (!access.modelManage) return <Alert type="info" showIcon title={t('upload.noPermission')} />;
        if (preview.isError) return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
        if (preview.isPending) return <Loading rows={8} />;
        if (preview.data.source.status !== 'PENDING')
          return <Alert type="info" showIcon title={t('preview.notPending')} data-testid="match-not-pending" />;
        return (
          <MatchingForm
            key={sourceId}
            modelId={modelId}
            sourceId={sourceId}
            columns={preview.data.columns}
            rows={preview.data.rows}
            suggested={preview.data.suggested}
            templates={templates.data ?? []}
            multiLabel={model.classificationType === 'MULTI_LABEL'}
            canApprove={access.modelApprove}
            categoryModel={model.senseType === 'CATEGORY'}
            onDone={() => {
              notices.success({ title: t('match.started') });
              void navigate(`/model/data-upload/${modelId}`);
            }}
          />
        );
      }}
    </ModelShell>
  );
}
