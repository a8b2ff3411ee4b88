import { Card, Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { PushSourceDetails } from '../../../shared/sources/PushSourceDetails';
import { absoluteUrl, curlExample, sampleDocument } from '../../../shared/sources/push';
import { ModelShell } from '../../models';
import { useCreatePushSource } from '../api/mutations';
import { usePushSource } from '../api/queries';

/** /model/private-source/:id — the push source: create or rotate it; the token is shown once. */
export function PrivateSourcePage() {
  const { t } = useTranslation('modelData');
  const id = useParams().id ?? '';
  const access = accessOf(useAppStore((s) => s.user));
  const source = usePushSource(id);
  const create = useCreatePushSource(id);

  return (
    <ModelShell modelId={id} page="private-source">
      {(model) => {
        if (source.isError) return <LoadError error={source.error} onRetry={() => void source.refetch()} />;
        if (source.isPending) return <Loading />;
        const url = source.data ? absoluteUrl(source.data.url) : '';
        return (
          <Card title={t('push.title')} extra={<Link to={`/model/data-upload/${model.id}`}>{t('common.back')}</Link>}>
            <Flex vertical gap={16}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('push.intro')}
              </Typography.Paragraph>
              <PushSourceDetails
                ns="modelData"
                push={source.data}
                url={url}
                canManage={access.modelManage}
                create={(onToken) => create.mutate(undefined, { onSuccess: (s) => onToken(s.token) })}
                creating={create.isPending}
                createTestId="push-create"
                curl={(token) => curlExample(url, token, { documents: [sampleDocument(model.dataType === 'DIALOGUE', false)] })}
              />
            </Flex>
          </Card>
        );
      }}
    </ModelShell>
  );
}
