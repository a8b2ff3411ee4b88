import { Button, Popover, Space, Typography } from 'antd';
import { PlusOutlined, RocketOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProjectLimit } from '../api/queries';

/** What to tell a user who cannot add an analysis: the plan is full, with the way to the packages page. */
export function UpgradePrompt() {
  const { t } = useTranslation('projects');
  return (
    <Space orientation="vertical" size={4} style={{ maxWidth: 280 }} data-testid="project-upgrade-prompt">
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
 * "New analysis": enabled only while the plan has room for one more (PROJECT_COUNT answers LIMIT_AVAILABLE, shell.md
 * §6); otherwise disabled, and hovering it shows the upgrade prompt.
 */
export function CreateProjectButton() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const limit = useProjectLimit();
  const available = limit.data?.status === 'LIMIT_AVAILABLE';
  const button = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      loading={limit.isPending}
      disabled={!available}
      onClick={() => void navigate('/project/create')}
      data-testid="project-create-button"
    >
      {t('list.create')}
    </Button>
  );
  if (available || limit.isPending) return button;
  return (
    <Popover content={<UpgradePrompt />} placement="bottomRight">
      {/* A disabled button fires no hover events; the span does. */}
      <span data-testid="project-create-blocked">{button}</span>
    </Popover>
  );
}
