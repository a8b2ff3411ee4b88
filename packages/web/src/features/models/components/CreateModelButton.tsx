import { Button, Popover, Space, Typography } from 'antd';
import { PlusOutlined, RocketOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModelLimit } from '../api/queries';

/** What to tell a user who cannot add a model: the plan is full (or has no models), with the way to the packages page. */
export function UpgradePrompt() {
  const { t } = useTranslation('models');
  return (
    <Space orientation="vertical" size={4} style={{ maxWidth: 280 }} data-testid="model-upgrade-prompt">
      <Typography.Text strong>{t('limit.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('limit.description')}</Typography.Text>
      <Link to="/packages">
        <Button type="primary" size="small" icon={<RocketOutlined />}>
          {t('limit.upgrade')}
        </Button>
      </Link>
    </Space>
  );
}

/**
 * "New model": enabled only while the plan has room for one more (`MODEL_COUNT` is LIMIT_AVAILABLE); otherwise it is
 * disabled and hovering it shows the upgrade prompt.
 */
export function CreateModelButton() {
  const { t } = useTranslation('models');
  const navigate = useNavigate();
  const limit = useModelLimit();
  const available = limit.data?.status === 'LIMIT_AVAILABLE';
  const button = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      loading={limit.isPending}
      disabled={!available}
      onClick={() => void navigate('/model/create')}
      data-testid="model-create-open"
    >
      {t('list.create')}
    </Button>
  );
  if (available || limit.isPending) return button;
  return (
    <Popover content={<UpgradePrompt />} placement="bottomRight">
      {/* A disabled button fires no hover events; the span does. */}
      <span data-testid="model-create-blocked">{button}</span>
    </Popover>
  );
}
