import { Button, Card, Flex, Steps, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Home } from '@sentio/domain';

/**
 * "Start here" for a workspace that is not set up yet: upload training data to a model, train it, analyse
 * documents with it — each step links to where it is done — and, for an empty workspace, sample data in one click.
 */
export function StartHere({
  checklist,
  onSample,
  sampling,
  samplePending,
}: {
  checklist: Home['checklist'];
  onSample: () => void;
  sampling: boolean;
  samplePending: boolean;
}) {
  const { t } = useTranslation('home');
  const steps = [
    { key: 'upload', done: checklist.modelWithDocuments, to: '/model/create' },
    { key: 'train', done: checklist.trainedModel, to: '/model/my-models' },
    { key: 'analyse', done: checklist.analysisWithDocuments, to: '/project/create' },
  ];
  const current = Math.max(
    0,
    steps.findIndex((s) => !s.done),
  );
  return (
    <Card title={t('start.title')} data-testid="home-start">
      <Flex vertical gap={16}>
        <Steps
          current={current}
          items={steps.map((s) => ({
            status: s.done ? 'finish' : undefined,
            title: (
              <Link to={s.to} data-testid={`home-step-${s.key}`} data-done={s.done}>
                {t(`start.${s.key}.title`)}
              </Link>
            ),
            description: t(`start.${s.key}.hint`),
          }))}
        />
        {(checklist.canAddSample || samplePending) && (
          <Flex gap={12} align="center" wrap>
            <Button
              type="primary"
              icon={<ExperimentOutlined />}
              onClick={onSample}
              loading={sampling || samplePending}
              disabled={samplePending}
              data-testid="home-sample"
            >
              {t('start.sample')}
            </Button>
            <Typography.Text type="secondary" data-testid="home-sample-hint">
              {samplePending ? t('start.samplePending') : t('start.sampleHint')}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
