import { Button, Card, Flex, Popconfirm, Progress, Space, Statistic, Typography } from 'antd';
import { BarChartOutlined, StopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { modelIsTrainable, type ModelDetail } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { apiErrorText, messageText } from '../../../../app/api/messages';
import { notices } from '../../../../app/notices';
import { useCancelTraining, useTrain } from '../../api/mutations';
import { percent } from '../../lib/metrics';
import { versionErrorCode } from '../../lib/versionError';
import { VersionTags } from '../tags';
import { formatCount, progressFormat } from '../../../../shared/format';

/**
 * Counts, the Train button and the latest version's state. While a training runs its progress shows here; the
 * model query is refreshed by events and, while training, polled by the page.
 */
export function TrainPanel({ model, canTrain }: { model: ModelDetail; canTrain: boolean }) {
  const { t } = useTranslation('modelData');
  const train = useTrain(model.id);
  const cancel = useCancelTraining(model.id);
  const latest = model.latestVersion;
  const training = model.trainingStatus === 'TRAINING' || latest?.status === 'TRAINING';
  const trainable = modelIsTrainable(model.senseType);

  // The stored error is a message code (maybe with a detail for logs); anything else is engine text, not for users.
  const failureText = (error: string) => {
    const code = versionErrorCode(error);
    return code ? messageText(t, code, t('train.failed')) : t('train.failed');
  };

  const start = () =>
    train.mutate(undefined, {
      onError: (error) => {
        const api = apiErrorOf(error);
        if (api && (api.status === 400 || api.status === 409))
          notices.warning({ key: 'train', title: t('train.notStarted'), description: apiErrorText(t, api) });
      },
    });

  return (
    <Card size="small" data-testid="train-panel" data-training-status={model.trainingStatus}>
      <Flex wrap gap={24} align="center" justify="space-between">
        <Space size={32} wrap>
          <Statistic title={t('train.documents')} value={formatCount(model.documentCount)} />
          <Statistic title={t('train.labelled')} value={formatCount(model.labelledCount)} data-testid="train-labelled" />
          {latest && (
            <div>
              <Typography.Text type="secondary">{t('train.latest', { name: latest.name })}</Typography.Text>
              <div>
                <VersionTags version={latest} />
              </div>
              {latest.status === 'SUCCESS' && latest.accuracy !== null && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('train.quality', { accuracy: percent(latest.accuracy), f1: percent(latest.macroF1) })}
                </Typography.Text>
              )}
              {latest.status === 'FAILED' && latest.error && (
                <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="train-error">
                  {failureText(latest.error)}
                </Typography.Text>
              )}
            </div>
          )}
        </Space>
        {training ? (
          <Flex align="center" gap={12} style={{ minWidth: 280 }} data-testid="train-progress">
            <Progress percent={Math.round(latest?.progress ?? 0)} format={progressFormat} status="active" style={{ flex: 1, margin: 0 }} />
            {canTrain && (
              <Popconfirm
                title={t('train.cancelConfirm')}
                onConfirm={() => cancel.mutate()}
                okText={t('train.cancel')}
                cancelText={t('common.back')}
              >
                <Button size="small" icon={<StopOutlined />} loading={cancel.isPending} data-testid="train-cancel">
                  {t('train.cancel')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ) : (
          <Space wrap>
            {latest?.status === 'SUCCESS' && (
              <Link to={`/model/statistics/${model.id}`}>
                <Button icon={<BarChartOutlined />} data-testid="train-statistics">
                  {t('train.statistics')}
                </Button>
              </Link>
            )}
            {canTrain && trainable && (
              <Button
                type="primary"
                icon={<ThunderboltOutlined />}
                loading={train.isPending}
                onClick={start}
                data-testid="train-start"
              >
                {model.trainingStatus === 'NEEDS_TRAINING' ? t('train.startNeeded') : t('train.start')}
              </Button>
            )}
          </Space>
        )}
      </Flex>
    </Card>
  );
}
