import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LabellingStatus, VersionSummary } from '@sentio/domain';

const labellingColor: Record<LabellingStatus, string> = {
  UNMARKED: 'default',
  DRAFT: 'gold',
  AWAITING_APPROVAL: 'orange',
  AI_CONFIRMED: 'cyan',
  MANUAL_CHANGES: 'blue',
  COMPLETED: 'success',
  DISCARDED: 'default',
};

export function LabellingStatusTag({ status }: { status: LabellingStatus }) {
  const { t } = useTranslation('modelData');
  return (
    <Tag color={labellingColor[status]} data-testid="document-status" data-status={status}>
      {t(`labellingStatus.${status}`)}
    </Tag>
  );
}

const versionColor: Record<VersionSummary['status'], string> = {
  TRAINING: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
};
const approvalColor: Record<VersionSummary['approval'], string> = {
  NONE: 'default',
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** Training status, approval and deployment of a version, as tags. */
export function VersionTags({ version }: { version: VersionSummary }) {
  const { t } = useTranslation('modelData');
  return (
    <Space size={4} wrap>
      <Tag color={versionColor[version.status]} data-testid="version-status" data-status={version.status}>
        {t(`versionStatus.${version.status}`)}
      </Tag>
      {version.approval !== 'NONE' && (
        <Tag color={approvalColor[version.approval]} data-testid="version-approval" data-approval={version.approval}>
          {t(`approval.${version.approval}`)}
        </Tag>
      )}
      {version.deployed && (
        <Tag color="blue" data-testid="version-deployed">
          {t('versions.deployed')}
        </Tag>
      )}
      {version.verified && <Tag color="purple">{t('versions.verified')}</Tag>}
    </Space>
  );
}
