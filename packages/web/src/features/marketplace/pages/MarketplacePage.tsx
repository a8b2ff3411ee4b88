import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { TemplateBrowser } from '../components/TemplateBrowser';
import type { ListFrame } from '../lib/filters';

const frame: ListFrame = { scope: 'PUBLIC', defaultScope: 'PUBLIC' };

/** /marketplace: the public templates of both kinds — analyses to start from and models to install. */
export function MarketplacePage() {
  const { t } = useTranslation('marketplace');
  const access = accessOf(useAppStore((s) => s.user));
  return (
    <AccessGuard allowed={access.modelRead && access.projectRead}>
      <Card title={t('marketplace.title')} data-testid="marketplace-page">
        <Typography.Paragraph type="secondary">{t('marketplace.intro')}</Typography.Paragraph>
        <TemplateBrowser frame={frame} />
      </Card>
    </AccessGuard>
  );
}
