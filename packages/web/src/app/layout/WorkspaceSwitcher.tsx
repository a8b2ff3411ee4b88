import { useState } from 'react';
import { Button, Divider, Select, Space } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accessOf, selectedWorkspace } from '../access';
import { notices } from '../notices';
import { useAppStore } from '../store/appStore';
import { useSwitchWorkspace } from '../../features/workspace/api/mutations';
import { CreateWorkspaceModal } from '../../features/workspace/components/CreateWorkspaceModal';

/** Lists the user's workspaces (the selected one marked) and switches the session's workspace. */
export function WorkspaceSwitcher() {
  const { t } = useTranslation('workspace');
  const user = useAppStore((s) => s.user);
  const switchWorkspace = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  if (!user) return null;
  const current = selectedWorkspace(user);
  const canCreate = accessOf(user).createWorkspace;

  const change = (code: string) => {
    if (code === current?.code) return;
    switchWorkspace.mutate(code, {
      onSuccess: (u) => notices.success({ title: t('switcher.switched', { name: selectedWorkspace(u)?.name ?? '' }) }),
    });
  };

  return (
    <>
      <Select<string>
        data-testid="workspace-switcher"
        aria-label={t('switcher.label')}
        value={current?.code}
        placeholder={t('switcher.placeholder')}
        loading={switchWorkspace.isPending}
        onChange={change}
        style={{ minWidth: 180, maxWidth: 260 }}
        popupMatchSelectWidth={false}
        optionLabelProp="title"
        options={user.workspaces.map((w) => ({
          value: w.code,
          title: w.name,
          label: (
            <Space>
              <CheckOutlined style={{ visibility: w.selected ? 'visible' : 'hidden' }} aria-hidden />
              <span>{w.name}</span>
            </Space>
          ),
        }))}
        popupRender={(menu) => (
          <>
            {menu}
            {canCreate && (
              <>
                <Divider style={{ margin: '4px 0' }} />
                <Button
                  type="text"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => setCreating(true)}
                  data-testid="create-workspace"
                >
                  {t('create.open')}
                </Button>
              </>
            )}
          </>
        )}
      />
      <CreateWorkspaceModal open={creating} onClose={() => setCreating(false)} onCreated={(code) => change(code)} />
    </>
  );
}
