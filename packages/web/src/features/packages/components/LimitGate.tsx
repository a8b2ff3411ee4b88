import type { ReactNode } from 'react';
import { Button, Popover, Space, Typography } from 'antd';
import { PlusOutlined, RocketOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';

/** What to tell a user whose plan is full for something (models, analyses…), with the way to the packages page. */
export function UpgradePrompt({
  title,
  description,
  upgrade,
  testId,
}: {
  title: string;
  description: string;
  upgrade: string;
  testId: string;
}) {
  return (
    <Space orientation="vertical" size={4} style={{ maxWidth: 280 }} data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary">{description}</Typography.Text>
      <Link to="/packages">
        <Button type="primary" size="small" icon={<RocketOutlined />}>
          {upgrade}
        </Button>
      </Link>
    </Space>
  );
}

/**
 * A "New …" button gated by a package COUNT feature: enabled only while the check answers LIMIT_AVAILABLE
 * (docs/packages-and-limits.md); otherwise disabled, and hovering it shows the upgrade prompt.
 */
export function LimitedCreateButton(props: {
  status: string | undefined;
  pending: boolean;
  label: string;
  to: string;
  testId: string;
  blockedTestId: string;
  prompt: ReactNode;
}) {
  const navigate = useNavigate();
  const available = props.status === 'LIMIT_AVAILABLE';
  const button = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      loading={props.pending}
      disabled={!available}
      onClick={() => void navigate(props.to)}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
  if (available || props.pending) return button;
  return (
    <Popover content={props.prompt} placement="bottomRight">
      {/* A disabled button fires no hover events; the span does. */}
      <span data-testid={props.blockedTestId}>{button}</span>
    </Popover>
  );
}
