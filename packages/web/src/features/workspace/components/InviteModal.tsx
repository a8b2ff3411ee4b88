import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { inviteBody, workspaceRoles, type WorkspaceRole } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useInvite } from '../api/mutations';

interface Values {
  email: string;
  role: WorkspaceRole;
}

export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<Values>();
  const invite = useInvite();

  const submit = (values: Values) =>
    invite.mutate(
      { body: values },
      {
        onSuccess: (inv) => {
          notices.success({ title: t('invite.sent', { email: inv.email }) });
          onClose();
        },
        onError: (e) => {
          const body = apiErrorOf(e);
          if (!body || body.status === 402 || applyFieldErrors(form, e, t, ['email', 'role'])) return;
          form.setFields([{ name: 'email', errors: [apiErrorText(t, body)] }]);
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('invite.title')}
      okText={t('invite.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'ANALYST' }} preserve={false}>
        <Form.Item name="email" label={t('invite.email')} rules={[zodRule(inviteBody.shape.email, t)]}>
          <Input type="email" data-testid="invite-email" autoFocus />
        </Form.Item>
        <Form.Item name="role" label={t('invite.role')}>
          <Select<WorkspaceRole>
            data-testid="invite-role"
            options={workspaceRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
