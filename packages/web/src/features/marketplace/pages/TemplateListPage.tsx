import { Button, Card, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TemplateKind } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { TemplateBrowser } from '../components/TemplateBrowser';
import type { ListFrame } from '../lib/filters';

const frames: Record<TemplateKind, ListFrame> = {
  MODEL: { kind: 'MODEL', defaultScope: 'ALL' },
  PROJECT: { kind: 'PROJECT', defaultScope: 'ALL' },
};

/** /model-template and /project-template: the workspace's own templates of one kind, and the public ones. */
function TemplateListPage({ kind }: { kind: TemplateKind }) {
  const { t } = useTranslation('marketplace');
  const access = accessOf(useAppStore((s) => s.user));
  return (
    <AccessGuard allowed={kind === 'MODEL' ? access.modelRead : access.projectRead}>
      <Card
        title={t(`templates.title.${kind}`)}
        data-testid={`template-list-${kind}`}
        extra={
          <Link to={kind === 'MODEL' ? '/marketplace?kind=MODEL' : '/marketplace?kind=PROJECT'}>
            <Button icon={<ShopOutlined />}>{t('marketplace.title')}</Button>
          </Link>
        }
      >
        <Typography.Paragraph type="secondary">{t(`templates.intro.${kind}`)}</Typography.Paragraph>
        <TemplateBrowser frame={frames[kind]} />
      </Card>
    </AccessGuard>
  );
}

export const ModelTemplateListPage = () => <TemplateListPage kind="MODEL" />;
export const ProjectTemplateListPage = () => <TemplateListPage kind="PROJECT" />;
