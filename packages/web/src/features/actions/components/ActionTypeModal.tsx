import { useState } from 'react';
import { Alert, ColorPicker, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionTypeBody, type ActionType } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';
import { useCreateActionType, useUpdateActionType } from '../api/mutations';

interface Values {
  name: string;
  color: string | null;
}

/** Codes that belong next to the name field; anything else is shown above the form. */
const nameErrors = new Set(['ACTION_TYPE_NAME_TAKEN', 'FIELD_REQUIRED', 'FIELD_TOO_LONG']);

/** Create an action type, or rename / recolour one (`type` given). Names are unique in the workspace. */
export function ActionTypeModal({ type, onClose }: { type?: ActionType; onClose: () => void }) {
  const { t } = useTranslation('actions');
  const [form] = Form.useForm<Values>();
  const create = useCreateActionType();
  const update = useUpdateActionType();
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const submit = (values: Values) => {
    setError(null);
    const body = { name: values.name.trim(), color: values.color ?? null };
    const onError = (e: Error) => {
      const api = apiErrorOf(e);
      const text = api ? apiErrorText(t, api) : t('types.failed');
      if (api && nameErrors.has(api.messageCode)) form.setFields([{ name: 'name', errors: [text] }]);
      else setError(text);
    };
    if (type) update.mutate({ id: type.id, body }, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: onClose, onError });
  };

  return (
    <Modal
      open
      title={type ? t('types.editTitle') : t('types.createTitle')}
      onCancel={onClose}
      okText={t('types.save')}
      cancelText={t('types.cancel')}
      okButtonProps={{ 'data-testid': 'action-type-submit', loading: pending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {error && (
        <Alert type="warning" showIcon title={error} data-testid="action-type-modal-error" style={{ marginBottom: 12 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: type?.name ?? '', color: type?.color ?? null }}
      >
        <Form.Item name="name" label={t('types.name')} rules={[zodRule(actionTypeBody.shape.name, t)]}>
          <Input data-testid="action-type-name" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('types.color')}
          getValueFromEvent={(color: { cleared: boolean; toHexString: () => string }) =>
            color.cleared ? null : color.toHexString().slice(0, 7).toUpperCase()
          }
        >
          <ColorPicker data-testid="action-type-color" disabledAlpha allowClear showText />
        </Form.Item>
      </Form>
    </Modal>
  );
}
