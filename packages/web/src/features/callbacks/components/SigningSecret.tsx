import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The HMAC signing secret: in full only right after it was made (first save, rotation) with a copy button, then only
 * its last 4 characters.
 */
export function SigningSecret({
  shown,
  hint,
  canManage,
  rotating,
  onRotate,
}: {
  shown: string | null;
  hint: string | null;
  canManage: boolean;
  rotating: boolean;
  onRotate: () => void;
}) {
  const { t } = useTranslation('callbacks');
  if (shown)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="callback-signing-secret"
        title={t('signing.shownOnce')}
        description={
          <Typography.Text code copyable={{ text: shown, tooltips: [t('signing.copy'), t('signing.copied')] }}>
            {shown}
          </Typography.Text>
        }
      />
    );
  if (!hint) return null;
  return (
    <Space data-testid="callback-signing-hint">
      <Typography.Text type="secondary">{t('signing.hint', { last4: hint })}</Typography.Text>
      {canManage && (
        <Popconfirm title={t('signing.rotateConfirm')} onConfirm={onRotate} okText={t('signing.rotate')} cancelText={t('cancel')}>
          <Button size="small" loading={rotating} data-testid="callback-rotate">
            {t('signing.rotate')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
