import { Card, Col, Descriptions, Empty, Flex, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectTemplateDetail, TemplateModelRef } from '@sentio/domain';
import { WidgetPreview } from '../../project-dashboard';
import { useChannelName } from '../../projects';
import { percent } from '../../../shared/format';
import { useLanguageName } from '../../../shared/names/labels';

type Attribute = ProjectTemplateDetail['attributes'][number];

/** The models the template needs: each is installed from its own template when the analysis is created. */
export function TemplateModels({ template }: { template: ProjectTemplateDetail }) {
  const { t } = useTranslation('marketplace');
  const languageName = useLanguageName();
  return (
    <Card title={t('project.models')}>
      <Table<TemplateModelRef>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={[...template.models].sort((a, b) => a.position - b.position)}
        data-testid="template-models"
        locale={{ emptyText: t('project.noModels') }}
        columns={[
          { title: t('project.modelName'), dataIndex: 'name' },
          { title: t('detail.senseType'), key: 'sense', render: (_, m) => t(`senseType.${m.senseType}`) },
          { title: t('detail.languages'), key: 'languages', render: (_, m) => m.languages.map(languageName).join(', ') || '—' },
          {
            title: t('project.weights'),
            key: 'weights',
            render: (_, m) => (m.hasWeights ? <Tag color="success">{t('card.trained')}</Tag> : <Tag>{t('card.untrained')}</Tag>),
          },
          { title: t('stats.macroF1'), key: 'f1', align: 'right', render: (_, m) => percent(m.macroF1) },
        ]}
      />
    </Card>
  );
}

/** Channels, attributes and what create-project recreates (widgets, quick filters, virtual categories, …). */
export function TemplateContents({ template }: { template: ProjectTemplateDetail }) {
  const { t } = useTranslation('marketplace');
  const channelName = useChannelName();
  const { contents } = template;
  const names = (list: readonly string[], testId: string) =>
    list.length ? (
      <Flex wrap gap={4} data-testid={testId}>
        {list.map((name, i) => (
          <Tag key={`${i}-${name}`}>{name}</Tag>
        ))}
      </Flex>
    ) : (
      '—'
    );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('project.contents')} style={{ height: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            data-testid="template-contents"
            items={[
              { key: 'widgets', label: t('project.widgets'), children: names(contents.widgets, 'contents-widgets') },
              {
                key: 'quickFilters',
                label: t('project.quickFilters'),
                children: names(contents.quickFilters, 'contents-quick-filters'),
              },
              {
                key: 'virtualCategories',
                label: t('project.virtualCategories'),
                children: names(contents.virtualCategories, 'contents-virtual-categories'),
              },
              { key: 'rules', label: t('project.rules'), children: names(contents.rules, 'contents-rules') },
              {
                key: 'notifications',
                label: t('project.notificationDefinitions'),
                children: names(contents.notificationDefinitions, 'contents-notifications'),
              },
              { key: 'masking', label: t('project.masking'), children: contents.masking ? t('project.yes') : t('project.no') },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('project.channelsAndAttributes')} style={{ height: '100%' }}>
          <Flex vertical gap={12}>
            <Flex wrap gap={4} data-testid="template-channels">
              {template.channels.length
                ? template.channels.map((code) => <Tag key={code}>{channelName(code)}</Tag>)
                : t('project.noChannels')}
            </Flex>
            <Table<Attribute>
              rowKey="code"
              size="small"
              pagination={false}
              dataSource={template.attributes}
              locale={{ emptyText: t('project.noAttributes') }}
              data-testid="template-attributes"
              columns={[
                { title: t('project.attribute'), dataIndex: 'name' },
                { title: t('project.attributeType'), key: 'type', render: (_, a) => t(`attributeType.${a.type}`) },
              ]}
            />
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}

/** The template's dashboard as its maker saw it: the dashboard's own charts on the stored results of a sample. */
export function TemplatePreview({ template }: { template: ProjectTemplateDetail }) {
  const { t } = useTranslation('marketplace');
  const { preview } = template;
  return (
    <Card
      title={t('project.preview')}
      data-testid="template-preview"
      extra={preview && <Typography.Text type="secondary">{t('project.sample', { count: preview.sampleSize })}</Typography.Text>}
    >
      {!preview || preview.widgets.length === 0 ? (
        <Empty description={t('project.noPreview')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Row gutter={[16, 16]}>
          {preview.widgets.map((w, i) => (
            <Col key={`${i}-${w.kind}`} xs={24} xl={12}>
              <WidgetPreview
                kind={w.kind}
                name={w.name}
                result={w.result}
                placeholder={
                  <Empty
                    description={t('project.widgetUnavailable')}
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    data-testid="preview-placeholder"
                  />
                }
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
