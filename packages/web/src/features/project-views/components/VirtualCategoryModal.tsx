import { useState } from 'react';
import { Alert, ColorPicker, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { virtualCategoryBody, type VirtualCategory } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { zodRule } from '../../../app/forms';
import { useSaveVirtualCategory } from '../api/mutations';
import type { VirtualFilter } from '../lib/virtual';

interface Values {
  name: string;
  color: string;
}

interface Props {
  code: string;
  /** Present: rename / recolour it (its filter stays); absent: a new one over `filter`. */
  category?: VirtualCategory;
  filter: VirtualFilter;
  onClose: () => void;
}

const nameErrors = new Set(['VIRTUAL_CATEGORY_NAME_TAKEN']);

/** Name and colour of a virtual category; the filter is the one on screen when it was made. */
export function VirtualCategoryModal({ code, category, filter, onClose }: Props) {
  const { t } = useTranslation('projectViews');
  const [form] = Form.useForm<Values>();
  const save = useSaveVirtualCategory(code);
  const [error, setError] = useState<string | null>(null);

  const submit = (values: Values) => {
    setError(null);
    const body = {
      name: values.name.trim(),
      color: values.color,
      filter: category?.filter ?? filter,
      ...(category ? { id: category.id } : {}),
    };
    save.mutate(body, {
      onSuccess: onClose,
      onError: (e) => {
        const api = apiErrorOf(e);
        const text = api ? apiErrorText(t, api) : t('failed');
        if (api && nameErrors.has(api.messageCode)) form.setFields([{ name: 'name', errors: [text] }]);
        else setError(text);
      },
    });
  };

  return (
    <Modal
      open
      title={category ? t('virtual.editTitle') : t('virtual.saveTitle')}
      onCancel={onClose}
      okText={t('save')}
      okButtonProps={{ 'data-testid': 'virtual-category-submit', loading: save.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {!category && (
        <Typography.Paragraph type="secondary" data-testid="virtual-category-filter-summary">
          {t('virtual.saveHelp')}
        </Typography.Paragraph>
      )}
      {error && <Alert type="warning" showIcon title={error} data-testid="virtual-category-error" style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: category?.name ?? '', color: category?.color ?? '#722ED1' }}
      >
        <Form.Item name="name" label={t('virtual.name')} rules={[zodRule(virtualCategoryBody.shape.name, t)]}>
          <Input data-testid="virtual-category-name" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('virtual.color')}
          getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString().slice(0, 7).toUpperCase()}
        >
          <ColorPicker data-testid="virtual-category-color" disabledAlpha showText />
        </Form.Item>
      </Form>
    </Modal>
  );
}
