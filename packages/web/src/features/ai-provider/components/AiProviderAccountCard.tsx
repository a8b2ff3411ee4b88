import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { notices } from '../../../app/notices';
import { useAccountAiProvider, useDeleteAccountAiProvider, useSaveAccountAiProvider } from '../api/aiProvider';
import { AiProviderForm } from './AiProviderForm';

/**
 * The AI provider card of the operator's account detail page: whether the account uses the installation default
 * or its own override, which replaces the default as a whole (docs/ai-provider.md "Override").
 */
export function AiProviderAccountCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation('ai-provider');
  const override = useAccountAiProvider(accountId);
  const save = useSaveAccountAiProvider(accountId);
  const remove = useDeleteAccountAiProvider(accountId);
  const [adding, setAdding] = useState(false);
  const has = Boolean(override.data);
  return (
    <Card
      title={
        <>
          {t('account.title')}{' '}
          {!override.isPending && (
            <Tag color={has ? 'blue' : 'default'} data-testid="ai-account-source">
              {has ? t('account.override') : t('account.usesDefault')}
            </Tag>
          )}
        </>
      }
      extra={
        override.isPending ? null : has ? (
          <Popconfirm
            title={t('account.removeConfirm')}
            okText={t('account.remove')}
            cancelText={t('cancel')}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setAdding(false);
                  notices.success({ title: t('account.removed') });
                },
              })
            }
          >
            <Button danger loading={remove.isPending} data-testid="ai-account-remove">
              {t('account.remove')}
            </Button>
          </Popconfirm>
        ) : (
          !adding && (
            <Button onClick={() => setAdding(true)} data-testid="ai-account-add">
              {t('account.add')}
            </Button>
          )
        )
      }
      data-testid="ai-account-card"
    >
      {override.isPending ? (
        <Skeleton active />
      ) : has || adding ? (
        <AiProviderForm
          key={override.data?.updatedAt ?? 'new'}
          provider={override.data ?? null}
          accountId={accountId}
          save={save}
          testId="ai-account"
        />
      ) : (
        <Alert type="info" showIcon title={t('account.defaultHint')} />
      )}
    </Card>
  );
}
