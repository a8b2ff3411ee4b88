import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoryCreateBody, type ModelCategory } from '@sentio/domain';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { messageText } from '../../../app/api/messages';
import type { CategoryChange } from '../api/mutations';

interface Values {
  name: string;
  en: string;
  tr: string;
}

export interface CategoryEditModalProps {
  category: ModelCategory | null;
  saving: boolean;
  isTaken: (name: string) => boolean;
  onSave: (change: CategoryChange) => Promise<unknown>;
  onClose: () => void;
}

/** Renames a category and sets its alias per language (the name shown to users of that language). */
export function CategoryEditModal({ category, saving, isTaken, onSave, onClose }: CategoryEditModalProps) {
  const { t } = useTranslation('models');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (category) form.setFieldsValue({ name: category.name, en: category.aliases.en ?? '', tr: category.aliases.tr ?? '' });
  }, [category, form]);

  const submit = async (v: Values) => {
    if (!category) return;
    if (isTaken(v.name.trim())) {
      form.setFields([{ name: 'name', errors: [messageText(t, 'MODEL_CATEGORY_NAME_DUPLICATE')] }]);
      return;
    }
    try {
      await onSave({
        categoryId: category.id,
        name: v.name.trim(),
        aliases: { en: v.en?.trim() ?? '', tr: v.tr?.trim() ?? '' },
      });
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, t, ['name', 'aliases']);
    }
  };

  return (
    <Modal
      open={category !== null}
      title={t('categories.editTitle')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ 'data-testid': 'category-edit-save' }}
      forceRender
    >
      {category && (
        <Typography.Paragraph type="secondary">
          {t('categories.hierarchy')}: {category.hierarchy}
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('categories.name')} rules={[zodRule(categoryCreateBody.shape.name, t)]} required>
          <Input maxLength={100} data-testid="category-edit-name" />
        </Form.Item>
        <Form.Item name="en" label={t('categories.aliasIn', { language: t('language.en') })} extra={t('categories.aliasHint')}>
          <Input maxLength={100} data-testid="category-alias-en" />
        </Form.Item>
        <Form.Item name="tr" label={t('categories.aliasIn', { language: t('language.tr') })}>
          <Input maxLength={100} data-testid="category-alias-tr" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
