import { useState } from 'react';
import { Alert, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeDays } from '@sentio/domain';
import { selectedWorkspace } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { useAddSample } from '../api/mutations';
import { useHome } from '../api/queries';
import { AnalysisCard } from '../components/AnalysisCard';
import { JobsCard } from '../components/JobsCard';
import { StartHere } from '../components/StartHere';
import { UsageAndLinks } from '../components/UsageAndLinks';

/**
 * The home page (docs/home.md): what moved in each analysis over the chosen window against the window before, the
 * running jobs, the "start here" checklist while the workspace is not set up (with sample data one click away), and
 * the plan's usage and quick links.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const user = useAppStore((s) => s.user);
  const workspace = selectedWorkspace(user);
  const [days, setDays] = useState<number>(30);
  const [sampleAsked, setSampleAsked] = useState(false);
  const home = useHome(days, sampleAsked, workspace !== undefined && workspace !== null);
  const sample = useAddSample();
  if (!user) return null;

  const data = home.data;
  const setUp = data && data.checklist.modelWithDocuments && data.checklist.trainedModel && data.checklist.analysisWithDocuments;
  const samplePending =
    (sampleAsked && (data?.analyses.length ?? 0) === 0) || (data?.jobs.some((j) => j.kind === 'SAMPLE') ?? false);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-end" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }} data-testid="home-greeting">
            {t('greeting', { name: user.full_name })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {workspace
              ? t('workspace', { name: workspace.name, role: t(`workspace:roles.${workspace.role}`) })
              : t('noWorkspace')}
          </Typography.Text>
        </div>
        {workspace && (
          <Segmented<number>
            value={days}
            onChange={setDays}
            options={homeDays.map((d) => ({
              value: d,
              label: <span data-testid={`home-days-${d}`}>{t('window', { days: d })}</span>,
            }))}
          />
        )}
      </Flex>
      {workspace && home.isError && <Alert type="error" showIcon title={t('loadFailed')} data-testid="home-error" />}
      {workspace && !data && home.isPending && <Skeleton active />}
      {data && (
        <>
          {(!setUp || samplePending) && (
            <StartHere
              checklist={data.checklist}
              onSample={() => sample.mutate(undefined, { onSuccess: () => setSampleAsked(true) })}
              sampling={sample.isPending}
              samplePending={samplePending}
            />
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={17}>
              <Flex vertical gap={16}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {t('moved', { days: data.days })}
                </Typography.Title>
                {data.analyses.length === 0 ? (
                  <Typography.Text type="secondary" data-testid="home-no-analyses">
                    {t('noAnalyses')} <Link to="/project/create">{t('createAnalysis')}</Link>
                  </Typography.Text>
                ) : (
                  data.analyses.map((a) => <AnalysisCard key={a.code} analysis={a} range={data.range} />)
                )}
              </Flex>
            </Col>
            <Col xs={24} xl={7}>
              <JobsCard jobs={data.jobs} />
            </Col>
          </Row>
        </>
      )}
      <UsageAndLinks />
    </Flex>
  );
}
