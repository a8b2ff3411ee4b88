import { Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Source } from '@sentio/domain';
import { progressFormat } from '../format';

const sourceColor: Record<Source['status'], string> = {
  UPLOADING: 'processing',
  PENDING: 'warning',
  IMPORTING: 'processing',
  IMPORTED: 'success',
  ERROR: 'error',
};

/** A source's status; while importing, its progress next to it. The status names live in `modelData` for both owners. */
export function SourceStatusTag({ source }: { source: Pick<Source, 'status' | 'progress'> }) {
  const { t } = useTranslation('modelData');
  const busy = source.status === 'UPLOADING' || source.status === 'IMPORTING';
  return (
    <Space size={4}>
      <Tag color={sourceColor[source.status]} data-testid="source-status" data-status={source.status}>
        {t(`sourceStatus.${source.status}`)}
      </Tag>
      {busy && <Progress percent={Math.round(source.progress)} format={progressFormat} size="small" style={{ width: 90, margin: 0 }} />}
    </Space>
  );
}
