import { useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accessOf, selectedWorkspace } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { InvitationsTable } from '../components/InvitationsTable';
import { InviteModal } from '../components/InviteModal';
import { MembersTable } from '../components/MembersTable';

/** /admin/workspace: members and invitations of the current workspace. */
export function WorkspaceAdminPage() {
  const { t } = useTranslation('workspace');
  const user = useAppStore((s) => s.user);
  const access = accessOf(user);
  const [inviting, setInviting] = useState(false);
  const [tab, setTab] = useState('members');

  return (
    <AccessGuard allowed={access.workspaceAdmin}>
      <Card
        title={t('admin.title', { name: selectedWorkspace(user)?.name ?? '' })}
        extra={
          access.invite && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} data-testid="invite-open">
              {t('invite.open')}
            </Button>
          )
        }
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'members',
              label: t('admin.members'),
              children: <MembersTable canManage={access.memberManage} selfId={user?.id ?? null} />,
            },
            { key: 'invitations', label: t('admin.invitations'), children: <InvitationsTable canInvite={access.invite} /> },
          ]}
        />
      </Card>
      <InviteModal
        open={inviting}
        onClose={() => {
          setInviting(false);
          setTab('invitations');
        }}
      />
    </AccessGuard>
  );
}
