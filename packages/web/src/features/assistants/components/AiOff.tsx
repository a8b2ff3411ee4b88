import { Empty, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Shown instead of the assistant while the account has no AI provider switched on. */
export function AiOff() {
  const { t } = useTranslation('assistants');
  return (
    <Empty image={<RobotOutlined style={{ fontSize: 48 }} />} data-testid="assistant-ai-off" description={t('aiOff.title')}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto' }}>
        {t('aiOff.body')}
      </Typography.Paragraph>
    </Empty>
  );
}
