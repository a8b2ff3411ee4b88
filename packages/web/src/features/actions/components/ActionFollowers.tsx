import { useState } from 'react';
import { Button, Card, Empty, Flex, Select, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Action } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { useAddFollower, useRemoveFollower } from '../api/mutations';
import { useActionPeople } from '../api/queries';

/** Who is notified of changes: add anyone of the workspace, remove them, or follow / unfollow it oneself. */
export function ActionFollowers({ action, editable }: { action: Action; editable: boolean }) {
  const { t } = useTranslation('actionDetail');
  const me = useAppStore((s) => s.user?.id ?? '');
  const people = useActionPeople();
  const add = useAddFollower(action.id);
  const remove = useRemoveFollower(action.id);
  const [picked, setPicked] = useState<string | null>(null);
  const followerIds = new Set(action.followers.map((f) => f.id));
  const options = (people.data ?? []).filter((p) => !followerIds.has(p.id)).map((p) => ({ value: p.id, label: p.name }));
  const busy = add.isPending || remove.isPending;

  return (
    <Card
      title={t('followers.title')}
      size="small"
      data-testid="action-followers"
      extra={
        editable && (
          <Button
            size="small"
            loading={busy}
            onClick={() => (action.following ? remove.mutate(me) : add.mutate(me))}
            data-testid="action-follow-me"
          >
            {action.following ? t('followers.unfollowMe') : t('followers.followMe')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {action.followers.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('followers.empty')} />
        ) : (
          <Flex gap={4} wrap>
            {action.followers.map((f) => (
              <Tag
                key={f.id}
                data-testid={`action-follower-${f.id}`}
                closable={editable}
                closeIcon={
                  <CloseOutlined
                    aria-label={t('followers.remove', { name: f.name })}
                    data-testid={`action-follower-remove-${f.id}`}
                  />
                }
                onClose={(e) => {
                  e.preventDefault();
                  remove.mutate(f.id);
                }}
                title={f.email}
              >
                {f.name}
              </Tag>
            ))}
          </Flex>
        )}
        {editable && (
          <Flex gap={8}>
            <Select
              style={{ flex: 1 }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('followers.placeholder')}
              options={options}
              value={picked}
              onChange={setPicked}
              loading={people.isLoading}
              data-testid="action-follower-select"
            />
            <Button
              type="primary"
              disabled={!picked}
              loading={add.isPending}
              data-testid="action-follower-add"
              onClick={() => {
                if (picked) add.mutate(picked, { onSuccess: () => setPicked(null) });
              }}
            >
              {t('followers.add')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
