import { useState } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useDeleteWorkspace } from '../api/mutations';

/**
 * Deletes a workspace with everything in it after its name is typed again (docs/workspaces-and-users.md). The
 * server refuses an account's last workspace (WORKSPACE_LAST) and anyone who does not manage the account.
 */
export function DeleteWorkspaceButton({
  code,
  name,
  onDeleted,
  size,
}: {
  code: string;
  name: string;
  onDeleted?: () => void;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('workspace');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteWorkspace();
  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };
  const submit = () =>
    remove.mutate(
      { code, confirm: typed },
      {
        onSuccess: () => {
          notices.success({ title: t('delete.done', { name }) });
          close();
          onDeleted?.();
        },
        onError: (e) => setError(failureText(t, e, 'WORKSPACE_DELETE_FAILED')),
      },
    );
  return (
    <>
      <Button danger size={size} icon={<DeleteOutlined />} onClick={() => setOpen(true)} data-testid={`workspace-delete-${code}`}>
        {t('delete.open')}
      </Button>
      <Modal
        open={open}
        title={t('delete.title', { name })}
        okText={t('delete.ok')}
        okButtonProps={{ danger: true, disabled: typed.trim() !== name, loading: remove.isPending }}
        onOk={submit}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('delete.warning')}</Typography.Paragraph>
        <Typography.Paragraph>{t('delete.confirmLabel', { name })}</Typography.Paragraph>
        <Input
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
          data-testid="workspace-delete-confirm"
        />
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
