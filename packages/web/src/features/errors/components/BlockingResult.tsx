import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BlockingResult as BlockingResultState } from '../../../app/store/uiSlice';
import { WorkspaceSwitcher } from '../../../app/layout/WorkspaceSwitcher';

/** Results the error policy puts in place of the page (docs/errors.md). */
export function BlockingResult({ result }: { result: BlockingResultState }) {
  const { t } = useTranslation('errors');
  if (result.kind === 'projectAccessDenied') {
    return (
      <Result status="403" title={t('result.projectAccessDenied.title')} subTitle={t('result.projectAccessDenied.subtitle')} />
    );
  }
  return (
    <Result
      status="warning"
      title={t('codes.NO_WORKSPACE_FOUND')}
      subTitle={t('result.changeWorkspace.subtitle')}
      extra={<WorkspaceSwitcher />}
    />
  );
}
