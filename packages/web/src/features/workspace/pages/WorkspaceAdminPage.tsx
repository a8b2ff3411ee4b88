import { useState } from 'react';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accessOf, selectedWorkspace } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useSwitchWorkspace } from '../api/mutations';
import { DeleteWorkspaceButton } from '../components/DeleteWorkspaceButton';
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
  const navigate = useNavigate();
  const switchWorkspace = useSwitchWorkspace();
  const current = selectedWorkspace(user);
  // After deleting the current workspace, carry on in another one (the session has none left).
  const afterDelete = () => {
    const next = user?.workspaces.find((w) => w.code !== current?.code);
    if (next) switchWorkspace.mutate(next.code, { onSuccess: () => void navigate('/') });
    else void navigate('/');
  };

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
      {access.accountManage && current && (
        <Card title={t('delete.zone')} style={{ marginTop: 16 }} data-testid="workspace-danger-zone">
          <Flex justify="space-between" align="center" gap={16}>
            <Typography.Text type="secondary">{t('delete.zoneHint')}</Typography.Text>
            <DeleteWorkspaceButton code={current.code} name={current.name} onDeleted={afterDelete} />
          </Flex>
        </Card>
      )}
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
