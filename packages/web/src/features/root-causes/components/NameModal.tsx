import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredText } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';

interface Props {
  title: string;
  label: string;
  initial: string;
  /** Optional name may be empty (a merge keeps the first topic's label then). */
  optional?: boolean;
  pending: boolean;
  testId: string;
  onSubmit: (name: string, handlers: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  onClose: () => void;
}

const nameRule = requiredText(200);

/** One text field in a modal: rename a topic or a root cause, name merged topics. The server's error shows on the field. */
export function NameModal({ title, label, initial, optional = false, pending, testId, onSubmit, onClose }: Props) {
  const { t } = useTranslation('rootCauses');
  const [form] = Form.useForm<{ name: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': `${testId}-submit`, loading: pending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initial }}
        onFinish={({ name }) => {
          setProblem(null);
          onSubmit(name.trim(), {
            onSuccess: onClose,
            onError: (e) => {
              const api = apiErrorOf(e);
              const text = api ? apiErrorText(t, api) : t('failed');
              if (api?.fields?.length) form.setFields([{ name: 'name', errors: [text] }]);
              else setProblem(text);
            },
          });
        }}
      >
        <Form.Item name="name" label={label} rules={optional ? [] : [zodRule(nameRule, t)]}>
          <Input data-testid={`${testId}-name`} maxLength={200} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
