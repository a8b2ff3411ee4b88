import { Alert, Button, Drawer, Empty, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, Rule, RuleHistoryKind } from '@sentio/domain';
import { formatDateTime } from '../../../app/dates';
import { Loading } from '../../../shared/query/QueryState';
import { useCategoryTree, usePeople, useRuleHistory } from '../api/queries';
import { failureText } from '../../../app/api/messages';
import { definitionChanges } from '../lib/summary';

const colors: Record<RuleHistoryKind, string> = {
  CREATED: 'green',
  UPDATED: 'blue',
  ENABLED: 'green',
  DISABLED: 'gray',
  RUN: 'purple',
  DELETED: 'red',
};

/** Who created, changed, switched on or off and ran the rule, and what each change was (before → after). */
export function RuleHistoryDrawer({ project, rule, onClose }: { project: ProjectDetail; rule: Rule; onClose: () => void }) {
  const { t, i18n } = useTranslation('rules');
  const history = useRuleHistory(project.code, rule.id);
  const tree = useCategoryTree(project.code);
  const people = usePeople();
  const catalog = { project, tree: tree.data ?? [] };
  const personName = (id: string) => people.data?.find((p) => p.id === id)?.name ?? id;

  return (
    <Drawer
      open
      size={640}
      onClose={onClose}
      title={t('history.title', { name: rule.name })}
      destroyOnHidden
      data-testid="rule-history"
    >
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          data-testid="rule-history-error"
          title={failureText(t, history.error, 'RULE_HISTORY_FAILED')}
          action={
            <Button size="small" onClick={() => void history.refetch()}>
              {t('history.retry')}
            </Button>
          }
        />
      ) : history.isLoading ? (
        <Loading />
      ) : (history.data ?? []).length === 0 ? (
        <Empty description={t('history.empty')} />
      ) : (
        <Timeline
          items={(history.data ?? []).map((entry) => ({
            key: entry.id,
            color: colors[entry.kind],
            content: (
              <Flex vertical gap={4} data-testid={`rule-history-${entry.kind}`}>
                <Flex gap={8} align="center" wrap>
                  <Tag color={colors[entry.kind]}>{t(`history.kind.${entry.kind}`)}</Tag>
                  <Typography.Text strong>{entry.by?.name ?? t('history.system')}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(entry.at, i18n.language)}</Typography.Text>
                </Flex>
                {entry.kind === 'UPDATED' &&
                  definitionChanges(t, catalog, entry.before, entry.after, personName).map((c) => (
                    <Typography.Text key={c.part} data-testid="rule-history-change">
                      <Typography.Text type="secondary">{c.part}: </Typography.Text>
                      <Typography.Text delete>{c.before}</Typography.Text> → {c.after}
                    </Typography.Text>
                  ))}
              </Flex>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
