import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssistantRun } from '@sentio/domain';

const colors: Record<AssistantRun['status'], string> = {
  QUEUED: 'default',
  RUNNING: 'processing',
  DONE: 'success',
  FAILED: 'error',
  STOPPED: 'warning',
};

export function RunStatusTag({ status }: { status: AssistantRun['status'] }) {
  const { t } = useTranslation('assistants');
  return (
    <Tag color={colors[status]} data-testid={`assistant-run-status-${status}`}>
      {t(`runStatus.${status}`)}
    </Tag>
  );
}
