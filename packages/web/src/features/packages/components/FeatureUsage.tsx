import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountFeature } from '@sentio/domain';

const statusColor: Record<AccountFeature['status'], string> = {
  LIMIT_AVAILABLE: 'green',
  LIMIT_EXCEEDED: 'red',
  FEATURE_NOT_IN_PACKAGE: 'default',
};

/** Usage of one plan feature: a bar for counted features, on/off for flags. */
export function FeatureUsage({ feature, compact = false }: { feature: AccountFeature; compact?: boolean }) {
  const { t } = useTranslation('packages');
  if (feature.kind === 'FLAG') {
    return <Tag color={feature.limit ? 'green' : 'default'}>{feature.limit ? t('flag.on') : t('flag.off')}</Tag>;
  }
  if (feature.limit === null) {
    return <Typography.Text>{t('usage.unlimited', { used: feature.used })}</Typography.Text>;
  }
  const percent = feature.limit > 0 ? Math.min(100, Math.round((feature.used / feature.limit) * 100)) : 100;
  return (
    <div style={{ minWidth: compact ? 140 : 220 }}>
      <Progress
        percent={percent}
        size="small"
        status={feature.status === 'LIMIT_EXCEEDED' ? 'exception' : 'normal'}
        showInfo={false}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('usage.of', { used: feature.used, limit: feature.limit })}
      </Typography.Text>
      {!compact && (
        <Tag color={statusColor[feature.status]} style={{ marginInlineStart: 8 }}>
          {t(`status.${feature.status}`)}
        </Tag>
      )}
    </div>
  );
}
