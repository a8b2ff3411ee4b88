import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import { progressFormat } from '../../../../shared/format';

const colours = { PREPARING: 'processing', READY: 'success', ERROR: 'error' } as const;

/** Being prepared (with its progress), ready, or error with the translated reason. */
export function ReportStatusTag({ report }: { report: Pick<ReportSummary, 'id' | 'status' | 'progress' | 'errorCode'> }) {
  const { t } = useTranslation('reports');
  return (
    <span data-testid={`report-status-${report.id}`} data-status={report.status}>
      <Tag color={colours[report.status]}>{t(`status.${report.status}`)}</Tag>
      {report.status === 'PREPARING' && report.progress > 0 && (
        <Progress percent={report.progress} size="small" format={progressFormat} style={{ width: 120, margin: 0 }} />
      )}
      {report.status === 'ERROR' && (
        <Typography.Text type="danger" data-testid={`report-error-${report.id}`} style={{ display: 'block' }}>
          {messageText(t, report.errorCode ?? 'REPORT_NOT_CREATED')}
        </Typography.Text>
      )}
    </span>
  );
}
