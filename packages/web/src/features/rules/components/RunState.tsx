import { Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleRunFinished, type RuleRun } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { progressFormat } from '../../../shared/format';

const colors = { BEGINS: 'default', PROCESSING: 'processing', SUCCESS: 'success', FAIL: 'error' } as const;

/** The rule's latest rule analysis: its state, a progress bar while it runs, what it matched when it ended. */
export function RunState({ ruleId, run }: { ruleId: string; run: RuleRun | null }) {
  const { t, i18n } = useTranslation('rules');
  if (!run)
    return (
      <Typography.Text type="secondary" data-testid={`rule-run-${ruleId}`} data-state="NONE">
        {t('run.never')}
      </Typography.Text>
    );
  const percent = run.total > 0 ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Flex vertical gap={2} style={{ minWidth: 130 }}>
      <Tag
        color={colors[run.state]}
        data-testid={`rule-run-${ruleId}`}
        data-state={run.state}
        style={{ alignSelf: 'flex-start' }}
        title={run.errorCode ? messageText(t, run.errorCode) : undefined}
      >
        {t(`run.state.${run.state}`)}
      </Tag>
      {!ruleRunFinished(run.state) ? (
        <Progress
          size="small"
          percent={percent}
          format={progressFormat}
          status="active"
          data-testid={`rule-progress-${ruleId}`}
          aria-label={t('run.progress')}
        />
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {run.state === 'SUCCESS'
            ? t('run.matched', { count: run.matched })
            : run.errorCode
              ? messageText(t, run.errorCode)
              : t('run.failed')}
          {' · '}
          {formatDateTime(run.finishedAt ?? run.startedAt, i18n.language)}
        </Typography.Text>
      )}
    </Flex>
  );
}
