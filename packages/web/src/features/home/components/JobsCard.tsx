import { Card, Empty, Flex, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeJob } from '@sentio/domain';
import { progressFormat } from '../../../shared/format';

/** Trainings, imports and sample data in progress in the workspace; the home refreshes while there are any. */
export function JobsCard({ jobs }: { jobs: HomeJob[] }) {
  const { t } = useTranslation('home');
  return (
    <Card title={t('jobs.title')} data-testid="home-jobs">
      {jobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobs.none')} />
      ) : (
        <Flex vertical gap={12}>
          {jobs.map((j) => (
            <Flex key={[j.kind, j.link].join(' ')} vertical data-testid={`home-job-${j.kind}`}>
              <Link to={j.link}>
                <Typography.Text>{t(`jobs.kinds.${j.kind}`, { name: j.name })}</Typography.Text>
              </Link>
              <Progress percent={j.progress} size="small" format={progressFormat} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
