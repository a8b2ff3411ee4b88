import { useState } from 'react';
import { Button, Flex, Progress, Space, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySidebar, type FilterState, type PredictionSummary, type SearchResponse } from '@sentio/domain';
import { useRetryAll } from '../api/mutations';
import { facetCount } from '../lib/counts';
import { upsertFieldQuery } from '../lib/filters';
import { AlertedModal } from './AlertedModal';
import { ReevaluateModal } from './ReevaluateModal';
import { formatCount, progressFormat } from '../../../shared/format';

interface Props {
  code: string;
  summary: PredictionSummary;
  /** The search's facets: processed, queued and failed are counted under the current filters, as the list is. */
  facets: SearchResponse['facets'] | undefined;
  state: FilterState;
  canManage: boolean;
  onChange: (next: FilterState) => void;
  onOpenDocument: (id: string) => void;
}

/**
 * Classification state of the documents under the current filters: processed, queued and failed are the prediction
 * status facet of the search, so "Failed 12" lists 12 documents when clicked (it adds a field filter, so it is in
 * the URL). "Alerted" opens the analysis's alerted list and counts that list. Retry-all acts on the whole analysis
 * (its tooltip says how many) and shows its progress while it runs.
 */
export function PredictionSummaryBar({ code, summary, facets, state, canManage, onChange, onOpenDocument }: Props) {
  const { t } = useTranslation('projectData');
  const retryAll = useRetryAll(code);
  const [alertedOpen, setAlertedOpen] = useState(false);
  const [reevaluateOpen, setReevaluateOpen] = useState(false);
  const count = (status: string) => facetCount(facets, 'PREDICTION_STATUS', status);
  const failed = count('FAILED');
  const showFailed = () =>
    onChange(
      applySidebar(state, {
        fieldQueries: upsertFieldQuery(state.fieldQueries, { fieldName: 'predictionStatus', operand: 'IN', values: [{ key: 'FAILED' }] }),
      }),
    );

  return (
    <Flex vertical gap={8} data-testid="prediction-summary">
      <Flex gap={24} wrap align="center">
        <Statistic title={t('summary.processed')} value={formatCount(count('SUCCESS'))} data-testid="summary-processed" />
        <Statistic title={t('summary.inline')} value={formatCount(count('INLINE'))} data-testid="summary-inline" />
        <Button type="link" data-testid="summary-failed" onClick={showFailed} disabled={!failed}>
          <Statistic title={t('summary.failed')} value={formatCount(failed)} styles={{ content: { color: failed ? '#cf1322' : undefined } }} />
        </Button>
        <Button type="link" data-testid="summary-alerted" onClick={() => setAlertedOpen(true)}>
          <Statistic title={t('summary.alerted')} value={formatCount(summary.alertedCount)} />
        </Button>
        {canManage && (
          <Space style={{ marginInlineStart: 'auto' }}>
            <Tooltip
              title={
                summary.failedCount === 0 ? t('summary.nothingToRetry') : t('summary.retryAllScope', { count: summary.failedCount })
              }
            >
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
        <Progress data-testid="retry-all-progress" percent={Math.round(summary.retryAllPercentage)} format={progressFormat} status="active" />
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
