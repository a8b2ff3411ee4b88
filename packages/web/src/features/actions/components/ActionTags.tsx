import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionPriority, ActionStatus } from '@sentio/domain';

const priorityColors: Record<ActionPriority, string> = { LOW: 'default', MEDIUM: 'blue', HIGH: 'orange', CRITICAL: 'red' };
const statusColors: Record<ActionStatus, string> = {
  OPEN: 'default',
  IN_PROGRESS: 'processing',
  DONE: 'success',
  CANCELLED: 'warning',
};

/** An action's priority as a coloured tag (CRITICAL stands out in red). */
export function PriorityTag({ priority }: { priority: ActionPriority }) {
  const { t } = useTranslation('actions');
  return (
    <Tag color={priorityColors[priority]} data-testid={`action-priority-${priority}`}>
      {t(`priority.${priority}`)}
    </Tag>
  );
}

/** An action's status as a coloured tag. */
export function StatusTag({ status }: { status: ActionStatus }) {
  const { t } = useTranslation('actions');
  return (
    <Tag color={statusColors[status]} data-testid={`action-status-${status}`}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** An action type's name in its colour (none: a plain tag). */
export function TypeTag({ name, color }: { name: string; color: string | null }) {
  return (
    <Tag
      color={color ?? undefined}
      title={name}
      style={{ maxWidth: 150, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}
    >
      {name}
    </Tag>
  );
}
