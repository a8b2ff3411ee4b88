import { Card, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionPriorities, actionStatuses, type ActionHistoryEntry } from '@sentio/domain';
import { useActionHistory } from '../api/queries';
import { useDates } from '../lib/useDates';

const isStatus = (v: string): v is (typeof actionStatuses)[number] => (actionStatuses as readonly string[]).includes(v);
const isPriority = (v: string): v is (typeof actionPriorities)[number] => (actionPriorities as readonly string[]).includes(v);

/** One history line: who did what; a field change also shows old → new (status and priority codes translated). */
function Entry({ entry }: { entry: ActionHistoryEntry }) {
  const { t } = useTranslation('actionDetail');
  const dates = useDates();
  const user = entry.user?.name ?? t('history.system');
  const value = (v: string | null): string => {
    if (v === null || v === '') return t('history.emptyValue');
    if (entry.field === 'status' && isStatus(v)) return t(`status.${v}`);
    if (entry.field === 'priority' && isPriority(v)) return t(`priority.${v}`);
    if (entry.field === 'dueDate' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return dates.day(v);
    return v;
  };
  let headline: string;
  let detail: string | null = null;
  switch (entry.field) {
    case 'created':
      headline = t('history.created', { user });
      break;
    case 'follower':
      headline = entry.newValue
        ? t('history.followerAdded', { user, name: entry.newValue })
        : t('history.followerRemoved', { user, name: entry.oldValue ?? '' });
      break;
    case 'note':
    case 'correctiveAction':
      headline = t(`history.${entry.field}`, { user });
      detail = entry.newValue;
      break;
    default:
      headline = t('history.changed', { user, field: t(`history.field.${entry.field}`) });
      detail = `${value(entry.oldValue)} → ${value(entry.newValue)}`;
  }
  return (
    <Flex vertical gap={2} data-testid={`action-history-${entry.id}`}>
      <Typography.Text>{headline}</Typography.Text>
      {detail && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }} data-testid="action-history-change">
          {detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Every change of the action, newest first: who, when, which field, old → new. */
export function ActionHistory({ actionId }: { actionId: string }) {
  const { t } = useTranslation('actionDetail');
  const history = useActionHistory(actionId);
  const dates = useDates();
  const entries = [...(history.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card title={t('history.title')} size="small" data-testid="action-history">
      {history.isLoading ? (
        <Skeleton active />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: entry.field === 'created' ? 'green' : entry.field === 'status' ? 'blue' : 'gray',
            title: dates.instant(entry.at),
            content: <Entry entry={entry} />,
          }))}
        />
      )}
    </Card>
  );
}
