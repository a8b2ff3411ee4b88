import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerSettings } from '@sentio/domain';
import { progressFormat } from '../../../shared/format';

/** A running re-link with its progress, or the failure of the last one; nothing while idle. */
export function RelinkProgress({ settings }: { settings: CustomerSettings }) {
  const { t } = useTranslation('customers');
  if (settings.relinkState === 'RUNNING')
    return (
      <Alert
        type="info"
        showIcon
        data-testid="customer-relink-running"
        title={t('relink.running')}
        description={<Progress percent={settings.relinkProgress} format={progressFormat} size="small" status="active" />}
      />
    );
  if (settings.relinkState === 'FAILED')
    return <Alert type="error" showIcon data-testid="customer-relink-failed" title={t('relink.failed')} />;
  return null;
}
