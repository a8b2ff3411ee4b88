import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, fillPath, type ProjectDetail } from '@sentio/domain';
import { LoadError } from '../../../shared/query/QueryState';
import { absoluteUrl } from '../../../shared/sources/push';
import { PushSourceDetails } from '../../../shared/sources/PushSourceDetails';
import { useActivatePushSource } from '../api/mutations';
import { usePushSource } from '../api/queries';
import { projectCurlExample } from '../lib/push';

/**
 * The push source: the analysis's systems POST JSON documents to its URL with a secret token. The token is shown
 * once, right after it was made or rotated; the cached source never keeps it.
 */
export function PushSourceCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t } = useTranslation('projectSources');
  const source = usePushSource(project.code);
  const activate = useActivatePushSource(project.code);
  const channel = project.channels[0] ?? project.proxyChannel ?? 'CHANNEL';

  const body = () => {
    if (source.isError) return <LoadError error={source.error} onRetry={() => void source.refetch()} testId="push-error" />;
    if (source.isPending) return <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>;
    const push = source.data;
    // The server may answer a path; the example must work from the caller's side.
    const url = absoluteUrl(push?.url || fillPath(endpoints.pushIngest.path, { code: project.code }));
    return (
      <PushSourceDetails
        ns="projectSources"
        push={push}
        url={url}
        canManage={canManage}
        create={(onToken) => activate.mutate(undefined, { onSuccess: (s) => onToken(s.token) })}
        creating={activate.isPending}
        createTestId="push-activate"
        curl={(token) => projectCurlExample(url, token, channel, project.dataType === 'DIALOGUE')}
        compact
      />
    );
  };

  return (
    <Card title={t('push.title')} data-testid="push-card">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('push.intro')}
        </Typography.Paragraph>
        {body()}
      </Flex>
    </Card>
  );
}
