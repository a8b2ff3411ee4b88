import { useState } from 'react';
import { Button, Flex, Progress, Space, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, type FilterState, type PredictionSummary } from '@sentio/domain';
import { useRetryAll } from '../api/mutations';
import { upsertFieldQuery } from '../lib/filters';
import { AlertedModal } from './AlertedModal';
import { ReevaluateModal } from './ReevaluateModal';

interface Props {
  code: string;
  summary: PredictionSummary;
  state: FilterState;
  canManage: boolean;
  onChange: (next: FilterState) => void;
  onOpenDocument: (id: string) => void;
}

/**
 * Classification progress of the analysis. "Failed" filters the list on failed predictions (a field filter, so it
 * is in the URL); "alerted" opens the alerted list. Retry-all shows its progress while it runs.
 */
export function PredictionSummaryBar({ code, summary, state, canManage, onChange, onOpenDocument }: Props) {
  const { t } = useTranslation('projectData');
  const retryAll = useRetryAll(code);
  const [alertedOpen, setAlertedOpen] = useState(false);
  const [reevaluateOpen, setReevaluateOpen] = useState(false);
  const showFailed = () =>
    onChange(
      applySidebar(state, {
        fieldQueries: upsertFieldQuery(state.fieldQueries, { fieldName: 'predictionStatus', operand: 'IN', values: [{ key: 'FAILED' }] }),
      }),
    );

  return (
    <Flex vertical gap={8} data-testid="prediction-summary">
      <Flex gap={24} wrap align="center">
        <Statistic title={t('summary.processed')} value={summary.processedCount} data-testid="summary-processed" />
        <Statistic title={t('summary.inline')} value={summary.inlineCount} data-testid="summary-inline" />
        <Button type="link" data-testid="summary-failed" onClick={showFailed} disabled={summary.failedCount === 0}>
          <Statistic title={t('summary.failed')} value={summary.failedCount} styles={{ content: { color: summary.failedCount ? '#cf1322' : undefined } }} />
        </Button>
        <Button type="link" data-testid="summary-alerted" onClick={() => setAlertedOpen(true)}>
          <Statistic title={t('summary.alerted')} value={summary.alertedCount} />
        </Button>
        {canManage && (
          <Space style={{ marginInlineStart: 'auto' }}>
            <Tooltip title={summary.failedCount === 0 ? t('summary.nothingToRetry') : undefined}>
              <Button
                data-testid="retry-all"
                loading={retryAll.isPending}
                disabled={summary.failedCount === 0 || summary.retryAllActive}
                onClick={() => retryAll.mutate()}
              >
                {t('summary.retryAll')}
              </Button>
            </Tooltip>
            <Button data-testid="reevaluate-open" onClick={() => setReevaluateOpen(true)}>
              {t('reevaluate.open')}
            </Button>
          </Space>
        )}
      </Flex>
      {summary.retryAllActive && (
        <Progress data-testid="retry-all-progress" percent={Math.round(summary.retryAllPercentage)} status="active" />
      )}
      <AlertedModal
        code={code}
        open={alertedOpen}
        onClose={() => setAlertedOpen(false)}
        onOpenDocument={(id) => {
          setAlertedOpen(false);
          onOpenDocument(id);
        }}
      />
      {reevaluateOpen && <ReevaluateModal code={code} onClose={() => setReevaluateOpen(false)} />}
    </Flex>
  );
}
