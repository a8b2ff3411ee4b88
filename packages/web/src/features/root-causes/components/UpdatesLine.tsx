import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopicUpdate } from '@sentio/domain';
import { useCancelUpdate } from '../api/mutations';
import { progressFormat } from '../../../shared/format';

/** Topic updates still writing their documents' root causes: a progress line each, with a cancel button for managers. */
export function UpdatesLine({ code, updates, canManage }: { code: string; updates: TopicUpdate[]; canManage: boolean }) {
  const { t } = useTranslation('rootCauses');
  const cancel = useCancelUpdate(code);
  const open = updates.filter((u) => u.state === 'QUEUED' || u.state === 'RUNNING');
  if (open.length === 0) return null;
  return (
    <Flex vertical gap={4} data-testid="rca-updates">
      {open.map((u) => (
        <Flex key={u.id} gap={12} align="center" data-testid={`rca-update-${u.id}`}>
          <Typography.Text style={{ minWidth: 260 }}>{t(`update.${u.kind}`)}</Typography.Text>
          <Progress percent={u.progress} format={progressFormat} size="small" status="active" style={{ flex: 1, margin: 0 }} />
          {canManage && (
            <Button size="small" onClick={() => cancel.mutate(u.id)} loading={cancel.isPending}>
              {t('update.cancel')}
            </Button>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
