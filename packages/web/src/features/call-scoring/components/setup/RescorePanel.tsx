import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Flex, Modal, Progress, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RescoreBody, RescoreRun } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import { formatDate, formatDateTime } from '../../../../app/dates';
import { formatCount, progressFormat } from '../../../../shared/format';
import { useRescorePreview, useRescoreStart } from '../../api/mutations';
import { useRescoreLatest } from '../../api/queries';
import { failureText } from '../../../../app/api/messages';

interface Props {
  code: string;
  /** The range offered first: the tab's. */
  from: string;
  to: string;
}

/**
 * Re-scoring earlier calls with the latest rule set (docs/call-scoring.md, "Re-scoring"): a range, the number of calls
 * it holds, a confirmation naming that number, then the job's progress until it succeeds or fails visibly.
 */
export function RescorePanel({ code, from, to }: Props) {
  const { t, i18n } = useTranslation('callScoring');
  const [range, setRange] = useState<RescoreBody>({ fromDate: from, toDate: to });
  const [confirm, setConfirm] = useState<{ calls: number; version: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useRescorePreview(code);
  const start = useRescoreStart(code);
  const latest = useRescoreLatest(code);
  const running = latest.data?.state === 'RUNNING';

  const ask = () => {
    setProblem(null);
    preview.mutate(range, {
      onSuccess: (result) => {
        if (result.calls === 0) setProblem(messageText(t, 'RESCORING_NOTHING'));
        else setConfirm(result);
      },
      onError: (error) => setProblem(failureText(t, error, 'RESCORING_NOT_STARTED')),
    });
  };
  const go = () =>
    start.mutate(range, {
      onSuccess: () => setConfirm(null),
      onError: (error) => {
        setConfirm(null);
        setProblem(failureText(t, error, 'RESCORING_NOT_STARTED'));
      },
    });

  return (
    <Card size="small" title={t('rescore.title')} data-testid="rescore-panel">
      <Typography.Paragraph type="secondary">{t('rescore.intro')}</Typography.Paragraph>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          data-testid="rescore-range"
          allowClear={false}
          value={[dayjs(range.fromDate), dayjs(range.toDate)]}
          onChange={(values) => {
            const [a, b] = values ?? [];
            if (a && b) setRange({ fromDate: a.format('YYYY-MM-DD'), toDate: b.format('YYYY-MM-DD') });
          }}
        />
        <Button type="primary" onClick={ask} loading={preview.isPending} disabled={running} data-testid="rescore-preview">
          {t('rescore.start')}
        </Button>
      </Flex>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblem(null)}
          title={problem}
          data-testid="rescore-problem"
          style={{ marginBottom: 12 }}
        />
      )}
      {latest.data && <RunState run={latest.data} />}
      <Modal
        open={confirm !== null}
        title={t('rescore.confirmTitle')}
        okText={t('rescore.confirmOk')}
        cancelText={t('rescore.cancel')}
        onOk={go}
        onCancel={() => setConfirm(null)}
        okButtonProps={{ loading: start.isPending, 'data-testid': 'rescore-confirm' }}
        cancelButtonProps={{ 'data-testid': 'rescore-cancel' }}
        destroyOnHidden
      >
        <Typography.Paragraph data-testid="rescore-count">
          {t('rescore.confirm', {
            count: confirm?.calls ?? 0,
            version: confirm?.version ?? 0,
            from: formatDate(range.fromDate, i18n.language),
            to: formatDate(range.toDate, i18n.language),
          })}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}

/** The latest run: its progress while it runs, then its outcome (a failure with its translated message code). */
function RunState({ run }: { run: RescoreRun }) {
  const { t, i18n } = useTranslation('callScoring');
  const span = { from: formatDate(run.fromDate, i18n.language), to: formatDate(run.toDate, i18n.language) };
  const percent = run.total === 0 ? 0 : Math.floor((100 * run.done) / run.total);
  if (run.state === 'RUNNING')
    return (
      <div data-testid="rescore-running">
        <Typography.Text>
          {t('rescore.running', { ...span, done: formatCount(run.done), all: formatCount(run.total) })}
        </Typography.Text>
        <Progress percent={percent} format={progressFormat} status="active" />
      </div>
    );
  if (run.state === 'SUCCEEDED')
    return (
      <Alert
        type="success"
        showIcon
        data-testid="rescore-succeeded"
        title={t('rescore.succeeded', { ...span, count: formatCount(run.done) })}
        description={run.finishedAt ? t('rescore.finishedAt', { at: formatDateTime(run.finishedAt, i18n.language) }) : undefined}
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      data-testid="rescore-failed"
      title={messageText(t, run.messageCode ?? 'RESCORING_FAILED')}
      description={t('rescore.failedRange', span)}
    />
  );
}
