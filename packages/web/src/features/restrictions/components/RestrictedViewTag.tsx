import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyRestriction } from '../api/queries';

/** A small tag shown to a restricted member where they read documents: their view is a segment. */
export function RestrictedViewTag() {
  const { t } = useTranslation('restrictions');
  const mine = useMyRestriction();
  if (!mine.data?.restricted) return null;
  const detail = mine.data.rules.map((r) => `${r.field}: ${r.values.join(', ')}`).join(' · ');
  return (
    <Tooltip title={detail === '' ? t('tagHintAnalyses') : t('tagHint', { rules: detail })}>
      <Tag icon={<LockOutlined />} color="orange" data-testid="restricted-view-tag">
        {t('tag')}
      </Tag>
    </Tooltip>
  );
}
