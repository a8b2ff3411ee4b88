import { useState } from 'react';
import { Button, Card, Col, Flex, Row, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelTemplateDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useChannelName } from '../../projects';
import { useModelTemplate } from '../api/queries';
import { CategoryTreeView } from '../components/CategoryTreeView';
import { DetailState } from '../components/DetailState';
import { InstallModal } from '../components/InstallModal';
import { ModelTemplateStatistics } from '../components/ModelTemplateStatistics';
import { TemplateHeader } from '../components/TemplateHeader';

function ModelTemplateDetailView({ template }: { template: ModelTemplateDetail }) {
  const { t } = useTranslation('marketplace');
  const access = accessOf(useAppStore((s) => s.user));
  const channelName = useChannelName();
  const [installing, setInstalling] = useState(false);
  const action = access.modelManage && (
    <Button type="primary" icon={<DownloadOutlined />} onClick={() => setInstalling(true)} data-testid="template-install">
      {t('install.open')}
    </Button>
  );
  return (
    <Flex vertical gap={16}>
      <TemplateHeader
        kind="MODEL"
        template={template}
        action={action}
        canManage={access.modelManage}
        items={[
          { key: 'sense', label: t('detail.senseType'), children: t(`senseType.${template.senseType}`) },
          {
            key: 'classification',
            label: t('detail.classificationType'),
            children: t(`classificationType.${template.classificationType}`, { defaultValue: '—' }),
          },
          { key: 'dataType', label: t('detail.dataType'), children: t(`dataType.${template.dataType}`) },
          {
            key: 'version',
            label: t('detail.version'),
            children: (
              <Flex gap={4} align="center">
                <span data-testid="detail-version">{template.versionName ?? t('detail.noVersion')}</span>
                {template.hasWeights ? <Tag color="success">{t('card.trained')}</Tag> : <Tag>{t('card.untrained')}</Tag>}
              </Flex>
            ),
          },
          {
            key: 'pipeline',
            label: t('detail.pipeline'),
            children: (
              <Flex wrap gap={4} data-testid="detail-pipeline">
                {template.pipelineStages
                  .filter((stage) => stage.enabled)
                  .map((stage) => (
                    <Tag key={stage.code}>{t(`models:pipeline.stages.${stage.code}.name`)}</Tag>
                  ))}
              </Flex>
            ),
          },
          ...(template.channels.length
            ? [{ key: 'channels', label: t('detail.channels'), children: template.channels.map(channelName).join(', ') }]
            : []),
          ...(template.sourceModelId
            ? [
                {
                  key: 'source',
                  label: t('detail.source'),
                  children: <Link to={`/model/settings/${template.sourceModelId}`}>{t('detail.openSourceModel')}</Link>,
                },
              ]
            : []),
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ModelTemplateStatistics template={template} />
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('detail.categories', { count: template.categoryCount })}>
            <CategoryTreeView categories={template.categories} />
          </Card>
        </Col>
      </Row>
      {installing && <InstallModal template={template} onClose={() => setInstalling(false)} />}
    </Flex>
  );
}

/** /model-template/detail/:id — a model template's figures, tree and settings, and "Use this model". */
export function ModelTemplateDetailPage() {
  const id = useParams().id ?? '';
  const access = accessOf(useAppStore((s) => s.user));
  const query = useModelTemplate(id);
  return (
    <AccessGuard allowed={access.modelRead}>
      <DetailState kind="MODEL" query={query}>
        {(template) => <ModelTemplateDetailView template={template} />}
      </DetailState>
    </AccessGuard>
  );
}
