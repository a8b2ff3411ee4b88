import { useState } from 'react';
import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reportEndpoints, type ReportExportQuery } from '@sentio/domain';
import { endpointUrl } from '../../../../app/api/client';
import { notices } from '../../../../app/notices';
import { downloadFile } from '../../../../shared/download';

/** CSV and XLSX of one report (GET efficiency/report/export): a correlation report, an efficiency or a marking report. */
export function ExportButtons({
  code,
  query,
  fileName,
  testId,
}: {
  code: string;
  query: Omit<ReportExportQuery, 'fileType' | 'dateType'> & { dateType?: ReportExportQuery['dateType'] };
  fileName: string;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<'CSV' | 'XLSX' | null>(null);
  const download = (fileType: 'CSV' | 'XLSX') => {
    setBusy(fileType);
    const url = endpointUrl(reportEndpoints.reportExport, { params: { code }, query: { ...query, fileType } });
    downloadFile(url, `${fileName}.${fileType.toLowerCase()}`)
      .catch(() => notices.error({ title: t('export.failed') }))
      .finally(() => setBusy(null));
  };
  return (
    <Flex gap={8}>
      {(['CSV', 'XLSX'] as const).map((type) => (
        <Button
          key={type}
          size="small"
          icon={<DownloadOutlined />}
          loading={busy === type}
          onClick={() => download(type)}
          data-testid={`${testId}-${type.toLowerCase()}`}
        >
          {t(`export.${type}`)}
        </Button>
      ))}
    </Flex>
  );
}
