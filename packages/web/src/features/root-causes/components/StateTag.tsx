import { Flex, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RootCauseAnalysis } from '@sentio/domain';
import { isRunning } from '../lib/state';
import { progressFormat } from '../../../shared/format';

const colors = { WAITING: 'default', COMPUTING: 'processing', COMPLETED: 'success', FAILED: 'error' } as const;

/** The analysis's state; while it waits or computes, a progress bar with its percentage. */
export function StateTag({ analysis }: { analysis: Pick<RootCauseAnalysis, 'id' | 'state' | 'progress' | 'errorCode'> }) {
  const { t } = useTranslation('rootCauses');
  return (
    <Flex vertical gap={2} style={{ minWidth: 140 }}>
      <Tag
        color={colors[analysis.state]}
        data-testid={`rca-state-${analysis.id}`}
        data-state={analysis.state}
        style={{ alignSelf: 'flex-start' }}
        title={analysis.errorCode ? t(`errors:codes.${analysis.errorCode}`, { defaultValue: analysis.errorCode }) : undefined}
      >
        {t(`state.${analysis.state}`)}
      </Tag>
      {isRunning(analysis.state) && (
        <Progress
          size="small"
          percent={analysis.progress}
          format={progressFormat}
          status="active"
          data-testid={`rca-progress-${analysis.id}`}
          aria-label={t('list.progress')}
        />
      )}
    </Flex>
  );
}
