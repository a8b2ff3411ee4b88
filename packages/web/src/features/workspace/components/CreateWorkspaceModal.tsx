import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { createWorkspaceBody } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { notices } from '../../../app/notices';
import { useCreateWorkspace } from '../api/mutations';

interface Values {
  name: string;
  subtitle: string;
}

/** Creates a workspace in the current account; a package limit answers 402 and shows the upgrade notice. */
export function CreateWorkspaceModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (code: string) => void;
}) {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<Values>();
  const create = useCreateWorkspace();

  const submit = (values: Values) => {
    create.mutate(
      { body: values },
      {
        onSuccess: (ws) => {
          notices.success({ title: t('create.done', { name: ws.name }) });
          form.resetFields();
          onClose();
          onCreated(ws.code);
        },
        onError: (error) => {
          const body = apiErrorOf(error);
          if (!body) return;
          // The global policy shows the upgrade notice; the form cannot succeed until the package changes.
          if (body.status === 402) {
            onClose();
            return;
          }
          if (!applyFieldErrors(form, error, t, ['name', 'subtitle']) && body.messageCode === 'WORKSPACE_NAME_TAKEN') {
            form.setFields([{ name: 'name', errors: [apiErrorText(t, body)] }]);
          }
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="name" label={t('create.name')} rules={[zodRule(createWorkspaceBody.shape.name, t)]}>
          <Input data-testid="workspace-name" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="subtitle" label={t('create.subtitle')} rules={[zodRule(createWorkspaceBody.shape.subtitle, t)]}>
          <Input data-testid="workspace-subtitle" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
