import { Button, Card, Col, Progress, Row, Select, Space, Steps, Tag, Typography } from 'antd';
import { ArrowRightOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ModelDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useModelList } from '../api/queries';
import { useModel } from '../api/useModel';
import { modelPagePath } from '../components/modelPages';
import { ModelStatusTags } from '../components/ModelStatusTags';
import { journeyOf, journeySteps, type JourneyStatus } from '../lib/journey';
import { progressFormat } from '../../../shared/format';

const stepStatus: Record<JourneyStatus, 'finish' | 'process' | 'wait' | 'error'> = {
  done: 'finish',
  current: 'process',
  running: 'process',
  todo: 'wait',
  failed: 'error',
  skipped: 'finish',
};

/** Picks the model whose progress the page shows (searching the list by name). */
function ModelPicker({
  value,
  current,
  onChange,
}: {
  value: string | null;
  /** The model on screen, listed even when the search page does not contain it. */
  current: ModelDetail | undefined;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('models');
  const [search, setSearch] = useState('');
  const list = useModelList({ tab: 'ALL', page: 0, size: 20, ...(search ? { search } : {}) });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value ?? undefined}
      onChange={(id?: string) => onChange(id ?? null)}
      loading={list.isFetching}
      placeholder={t('journey.pick')}
      aria-label={t('journey.pick')}
      style={{ width: 320 }}
      options={[
        ...(current && !list.data?.content.some((m) => m.id === current.id) ? [{ value: current.id, label: current.name }] : []),
        ...(list.data?.content ?? []).map((m) => ({ value: m.id, label: m.name })),
      ]}
      data-testid="journey-model-picker"
    />
  );
}

/** The steps with the chosen model's state: done, current (with a link to do it), running, failed or skipped. */
function ModelJourney({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('models');
  const steps = journeyOf(model);
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {model.name}
        </Typography.Title>
        <ModelStatusTags model={model} />
      </Space>
      <Steps
        orientation="vertical"
        data-testid="journey-steps"
        items={steps.map((s) => ({
          status: stepStatus[s.status],
          title: (
            <Space data-testid={`journey-step-${s.key}`} data-status={s.status}>
              {t(`journey.steps.${s.key}.title`)}
              {s.status === 'skipped' && <Tag>{t('journey.skipped')}</Tag>}
              {s.status === 'failed' && <Tag color="error">{t('trainingStatus.FAILED')}</Tag>}
            </Space>
          ),
          content: (
            <Space orientation="vertical" size={4} style={{ width: '100%', paddingBottom: 8 }}>
              <Typography.Text type="secondary">{t(`journey.steps.${s.key}.description`)}</Typography.Text>
              {s.status !== 'skipped' && Object.keys(s.values).length > 0 && (
                <Typography.Text>{t(`journey.steps.${s.key}.values`, s.values)}</Typography.Text>
              )}
              {s.status === 'running' && typeof s.values['progress'] === 'number' && (
                <Progress percent={s.values['progress']} format={progressFormat} size="small" style={{ maxWidth: 320 }} status="active" />
              )}
              {s.page && s.status !== 'skipped' && (
                <Link to={modelPagePath(s.page, model.id)} data-testid={`journey-go-${s.key}`}>
                  <Button size="small" type={s.status === 'current' ? 'primary' : 'default'} icon={<ArrowRightOutlined />}>
                    {t(`journey.steps.${s.key}.action`)}
                  </Button>
                </Link>
              )}
            </Space>
          ),
        }))}
      />
    </>
  );
}

/** /model-journey: the guided path data → labels → train → quality → deploy; with ?id= it reflects that model's state. */
export function ModelJourneyPage() {
  const { t } = useTranslation('models');
  const access = accessOf(useAppStore((s) => s.user));
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const model = useModel(id ?? undefined);

  return (
    <AccessGuard allowed={access.modelRead}>
      <Card
        title={t('journey.title')}
        extra={
          <Space wrap>
            <ModelPicker value={id} current={model.data} onChange={(next) => setParams(next ? { id: next } : {})} />
            {access.modelManage && (
              <Link to="/model/create">
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('list.create')}
                </Button>
              </Link>
            )}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('journey.intro')}</Typography.Paragraph>
        {id && model.isPending && <Card loading variant="borderless" />}
        {id && model.isError && (
          <Typography.Text type="danger" data-testid="journey-error">
            {t('shell.loadFailed')}
          </Typography.Text>
        )}
        {model.data ? (
          <ModelJourney model={model.data} />
        ) : (
          !id && (
            <Row gutter={[16, 16]} data-testid="journey-overview">
              {journeySteps.map((key, i) => (
                <Col xs={24} md={12} xl={6} key={key}>
                  <Card size="small" title={`${i + 1}. ${t(`journey.steps.${key}.title`)}`}>
                    <Typography.Text type="secondary">{t(`journey.steps.${key}.description`)}</Typography.Text>
                  </Card>
                </Col>
              ))}
            </Row>
          )
        )}
      </Card>
    </AccessGuard>
  );
}
